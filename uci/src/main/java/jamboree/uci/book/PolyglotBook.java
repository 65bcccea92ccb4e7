package jamboree.uci.book;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * An opening book in polyglot's {@code .bin} format: 16-byte entries (key, move, weight, learn; big-endian), sorted
 * by key. The file is mapped rather than read, so a book of hundreds of megabytes costs no heap; it is checked
 * whole when opened (length, order), so that a damaged book is refused at once rather than half used.
 */
public final class PolyglotBook {
    static final int ENTRY_BYTES = 16;
    /** A mapped buffer is indexed by int. */
    private static final long MAX_BYTES = Integer.MAX_VALUE - (Integer.MAX_VALUE % ENTRY_BYTES);

    /** One book move of a position: the raw 16-bit move and its weight. */
    public record Entry(int move, int weight) {
    }

    private final ByteBuffer entries;
    private final int count;

    private PolyglotBook(ByteBuffer entries) {
        this.entries = entries;
        this.count = entries.capacity() / ENTRY_BYTES;
    }

    /** Opens and checks a book; {@link BookException} says what is wrong with it in words a user can act on. */
    public static PolyglotBook open(Path file) {
        if (Files.isDirectory(file)) {
            throw new BookException("'" + file + "' is a directory, not a book file");
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size == 0) {
                throw new BookException("'" + file + "' is empty");
            }
            if (size % ENTRY_BYTES != 0) {
                throw new BookException("'" + file + "' is truncated or not a polyglot book: " + size
                        + " bytes is not a whole number of " + ENTRY_BYTES + "-byte entries");
            }
            if (size > MAX_BYTES) {
                throw new BookException("'" + file + "' is too large (" + size + " bytes; at most " + MAX_BYTES + ")");
            }
            return of(channel.map(FileChannel.MapMode.READ_ONLY, 0, size), file.toString());
        } catch (NoSuchFileException e) {
            throw new BookException("'" + file + "' does not exist");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            throw new BookException("'" + file + "' cannot be read: " + e.getMessage());
        }
    }

    /** A book from bytes already in memory (a test's, or a file's mapping); checked as {@link #open} checks. */
    static PolyglotBook of(ByteBuffer bytes, String name) {
        if (bytes.capacity() % ENTRY_BYTES != 0) {
            throw new BookException("'" + name + "' is not a whole number of " + ENTRY_BYTES + "-byte entries");
        }
        PolyglotBook book = new PolyglotBook(bytes);
        for (int i = 1; i < book.count; i++) {
            if (Long.compareUnsigned(book.key(i - 1), book.key(i)) > 0) {
                throw new BookException("'" + name + "' is not a polyglot book: its entries are not sorted by key"
                        + " (entry " + i + " of " + book.count + ")");
            }
        }
        return book;
    }

    public int size() {
        return count;
    }

    /** The entries for {@code key}, in the book's order (polyglot writes the heaviest first). */
    public List<Entry> entries(long key) {
        List<Entry> found = new ArrayList<>();
        for (int i = firstAtOrAbove(key); i < count && key(i) == key; i++) {
            found.add(new Entry(Short.toUnsignedInt(entries.getShort(i * ENTRY_BYTES + 8)),
                    Short.toUnsignedInt(entries.getShort(i * ENTRY_BYTES + 10))));
        }
        return found;
    }

    private long key(int index) {
        return entries.getLong(index * ENTRY_BYTES);
    }

    /** Binary search over unsigned keys: the first entry whose key is not below {@code key}. */
    private int firstAtOrAbove(long key) {
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (Long.compareUnsigned(key(middle), key) < 0) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}

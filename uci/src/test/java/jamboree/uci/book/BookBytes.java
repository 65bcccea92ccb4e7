package jamboree.uci.book;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Writes small polyglot books for tests: entries sorted by unsigned key, big-endian, as the format asks. */
final class BookBytes {
    private record Row(long key, int move, int weight) {
    }

    private final List<Row> rows = new ArrayList<>();

    BookBytes add(long key, int move, int weight) {
        rows.add(new Row(key, move, weight));
        return this;
    }

    byte[] sorted() {
        List<Row> ordered = new ArrayList<>(rows);
        ordered.sort(Comparator.comparing(Row::key, Long::compareUnsigned));
        return bytes(ordered);
    }

    /** The rows as added, sorted or not (for a book whose order is broken). */
    byte[] asAdded() {
        return bytes(rows);
    }

    Path write(Path file) throws IOException {
        return Files.write(file, sorted());
    }

    private static byte[] bytes(List<Row> rows) {
        ByteBuffer buffer = ByteBuffer.allocate(rows.size() * PolyglotBook.ENTRY_BYTES);
        for (Row row : rows) {
            buffer.putLong(row.key()).putShort((short) row.move()).putShort((short) row.weight()).putInt(0);
        }
        return buffer.array();
    }

    /** A polyglot move code from UCI-like squares: {@code code("e2", "e4", 0)}. */
    static int code(String from, String to, int promotion) {
        return (promotion << 12) | (square(from) << 6) | square(to);
    }

    private static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}

package jamboree.bench.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends lines to a journal, each ending with its line break and forced to the disk before the next is written, so
 * that a run stopped at any moment (Ctrl-C, a kill, a power cut) loses at most the line being written, and only the
 * last line can be cut short. Safe to call from several threads at once.
 */
final class JournalWriter implements AutoCloseable {

    private final FileChannel channel;

    private JournalWriter(FileChannel channel) {
        this.channel = channel;
    }

    /** A new journal at {@code file}, replacing any there, that starts with {@code header}. */
    static JournalWriter create(Path file, String header) throws IOException {
        JournalWriter writer = new JournalWriter(FileChannel.open(file, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING));
        writer.write(header);
        return writer;
    }

    /** The journal at {@code file}, its first {@code wholeBytes} kept and whatever follows them (a torn line) cut. */
    static JournalWriter continuing(Path file, long wholeBytes) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE);
        channel.truncate(wholeBytes);
        channel.position(wholeBytes);
        channel.force(false);
        return new JournalWriter(channel);
    }

    synchronized void write(String line) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
        channel.force(false);
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }

    /**
     * Closes the file, passing over a failure to close: used after a failed write, which its writer has reported
     * already, and by a cache whose lines are each on the disk before the next is written.
     */
    synchronized void closeQuietly() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // Nothing is lost: every whole line was forced to the disk when written.
        }
    }
}

package jamboree.uci.selfplay;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * A match's games as one PGN file, each game written and flushed as it ends so that a match stopped half-way keeps
 * what it played. The file is created with the first game, not before, so that a match refused before its first
 * game (a misspelt option, say) leaves an earlier file of that name as it was.
 */
public final class PgnFile implements Consumer<String>, Closeable {
    private final Path path;
    private Writer writer;

    /** @throws IllegalArgumentException when the file could not be written: its folder is missing */
    public PgnFile(Path path) {
        Path folder = path.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IllegalArgumentException("cannot write the PGN to " + path + ": no folder " + folder);
        }
        if (Files.isDirectory(path)) {
            throw new IllegalArgumentException("cannot write the PGN to " + path + ": it is a folder");
        }
        this.path = path;
    }

    /** Appends one game's PGN. */
    @Override
    public void accept(String game) {
        try {
            if (writer == null) {
                writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
            }
            writer.write(game);
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the PGN to " + path, e);
        }
    }

    @Override
    public void close() throws IOException {
        if (writer != null) {
            writer.close();
        }
    }
}

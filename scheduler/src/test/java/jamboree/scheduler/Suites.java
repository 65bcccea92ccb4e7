package jamboree.scheduler;

import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The Kaufman suite shipped with the repository. */
final class Suites {
    private Suites() {
    }

    static List<EpdRecord> kaufman() {
        String root = System.getProperty("jamboree.root", "..");
        Path[] candidates = {Path.of(root, "engine/src/test/resources/suites/kaufman.epd"),
                Path.of("../engine/src/test/resources/suites/kaufman.epd")};
        for (Path p : candidates) {
            if (Files.isRegularFile(p)) {
                try {
                    return Epd.readAll(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        throw new IllegalStateException("kaufman.epd not found");
    }
}

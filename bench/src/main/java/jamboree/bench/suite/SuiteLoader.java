package jamboree.bench.suite;

import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads EPD suites, keeping every good line and reporting every bad one with its line number. */
public final class SuiteLoader {

    /** The Kaufman suite (thesis 6.2), the benchmark's default. */
    public static final String KAUFMAN = "kaufman";
    /** The Bratko-Kopec suite, on which the fitted model is validated. */
    public static final String BRATKO_KOPEC = "bratko-kopec";

    private static final String RESOURCE_DIR = "/jamboree/bench/suites/";

    private SuiteLoader() {
    }

    /** A suite shipped in the jar, by name ({@link #KAUFMAN}, {@link #BRATKO_KOPEC}). */
    public static Suite shipped(String name) {
        String resource = RESOURCE_DIR + name + ".epd";
        try (InputStream in = SuiteLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no shipped suite named '" + name + "' (" + resource + ")");
            }
            return parse(name, resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** A suite file; its name in reports is the file name without {@code .epd}. */
    public static Suite read(Path file) throws IOException {
        String fileName = file.getFileName().toString();
        String name = fileName.endsWith(".epd") ? fileName.substring(0, fileName.length() - 4) : fileName;
        return parse(name, file.toString(), Files.readString(file, StandardCharsets.UTF_8));
    }

    /** Parses suite text: blank lines and lines starting with '#' are ignored, bad lines become problems. */
    public static Suite parse(String name, String source, String text) {
        List<SuitePosition> positions = new ArrayList<>();
        List<SuiteProblem> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                // NotationException is an IllegalArgumentException; FEN errors may be either.
                EpdRecord record = Epd.parse(line);
                String id = record.id().isEmpty() ? "#" + (positions.size() + 1) : record.id();
                positions.add(new SuitePosition(positions.size(), id, i + 1, record));
            } catch (IllegalArgumentException e) {
                problems.add(new SuiteProblem(i + 1, e.getMessage()));
            }
        }
        return new Suite(name, source, positions, problems);
    }
}

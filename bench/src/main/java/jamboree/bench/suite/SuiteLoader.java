package jamboree.bench.suite;

import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.ShippedSuites;

import java.io.IOException;
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

    private SuiteLoader() {
    }

    /**
     * A suite shipped in the engine's jar ({@link ShippedSuites}), by name ({@link #KAUFMAN}, {@link #BRATKO_KOPEC}).
     *
     * @throws IllegalArgumentException if no suite of that name ships
     */
    public static Suite shipped(String name) {
        String fileName = name + ".epd";
        return parse(name, ShippedSuites.resource(fileName), ShippedSuites.text(fileName));
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

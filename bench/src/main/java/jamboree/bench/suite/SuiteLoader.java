package jamboree.bench.suite;

import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.ShippedSuites;

import java.io.CharConversionException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
        return parse(name, file.toString(), utf8(file, Files.readAllBytes(file)));
    }

    /**
     * The text of a suite file's bytes, or an exception that names the file and where its first byte that is not
     * UTF-8 lies (the decoder's own message says only "Input length = 1").
     */
    static String utf8(Path file, byte[] bytes) throws CharConversionException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            int line = 1;
            for (int i = 0; i < offset; i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new CharConversionException(String.format(Locale.ROOT,
                    "%s is not UTF-8 text: byte 0x%02x at offset %d (line %d)", file, bytes[offset] & 0xff, offset,
                    line));
        }
        return out.flip().toString();
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

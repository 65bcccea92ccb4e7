package jamboree.engine.notation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The EPD suites that ship inside the engine's jar. They live here, the lowest module, so that the engine's tests,
 * the scheduler's tests and the benchmark all read the one copy in the tree from the classpath.
 */
public final class ShippedSuites {

    /** Kaufman's 25 positions (thesis 6.2), with {@code bm}/{@code am} and {@code id}. */
    public static final String KAUFMAN = "kaufman.epd";
    /** The 24 Bratko-Kopec positions. */
    public static final String BRATKO_KOPEC = "bratko-kopec.epd";
    /** Perft positions with their {@code ;Dn} leaf counts. */
    public static final String PERFT = "perft.epd";
    /** Chess960 perft positions (Shredder-FEN castling) with their published {@code ;Dn} leaf counts. */
    public static final String CHESS960_PERFT = "chess960-perft.epd";

    private static final String DIRECTORY = "/jamboree/engine/suites/";

    private ShippedSuites() {
    }

    /** The classpath resource that holds a shipped suite, e.g. {@code /jamboree/engine/suites/kaufman.epd}. */
    public static String resource(String fileName) {
        return DIRECTORY + fileName;
    }

    /**
     * The text of a shipped suite, by file name ({@link #KAUFMAN}, {@link #BRATKO_KOPEC}, {@link #PERFT},
     * {@link #CHESS960_PERFT}).
     *
     * @throws IllegalArgumentException if no suite of that name ships
     */
    public static String text(String fileName) {
        String resource = resource(fileName);
        try (InputStream in = ShippedSuites.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no shipped suite named '" + fileName + "' (" + resource + ")");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}

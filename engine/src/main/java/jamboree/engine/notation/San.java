package jamboree.engine.notation;

import jamboree.engine.board.Position;

/** CONTRACT (to be implemented): Standard Algebraic Notation with disambiguation and +/#. */
public final class San {
    private San() {
    }

    /** SAN of a legal move in this position, e.g. "Nbd7", "exd6", "O-O-O", "e8=Q+", "Qh7#". */
    public static String format(Position position, int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * The legal move a SAN token names. Lenient in what it accepts (missing or extra +/#, "0-0", "e8Q", "!?"),
     * strict about ambiguity; {@link NotationException} otherwise.
     */
    public static int parse(Position position, String token) {
        throw new UnsupportedOperationException("TODO");
    }
}

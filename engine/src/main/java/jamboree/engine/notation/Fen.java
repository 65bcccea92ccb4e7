package jamboree.engine.notation;

import jamboree.engine.board.Position;

/** CONTRACT (to be implemented): FEN in (6 fields, or the 4 of EPD) and out. */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    /** Parses a FEN; throws {@link NotationException} naming the field and the reason. Never half-applies. */
    public static Position parse(String fen) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Six-field FEN. */
    public static String format(Position position) {
        throw new UnsupportedOperationException("TODO");
    }
}

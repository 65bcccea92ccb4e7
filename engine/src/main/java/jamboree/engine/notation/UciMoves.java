package jamboree.engine.notation;

import jamboree.engine.board.Position;

/** CONTRACT (to be implemented): UCI long algebraic notation ("e2e4", "e7e8q", castling as "e1g1"). */
public final class UciMoves {
    private UciMoves() {
    }

    public static String format(int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /** The legal move this token names in this position, or {@link NotationException} saying why not. */
    public static int parse(Position position, String token) {
        throw new UnsupportedOperationException("TODO");
    }
}

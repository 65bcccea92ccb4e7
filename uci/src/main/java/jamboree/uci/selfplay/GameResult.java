package jamboree.uci.selfplay;

import jamboree.engine.board.Piece;

/** How a game ended, as PGN writes it. */
public enum GameResult {
    WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAW("1/2-1/2");

    private final String pgn;

    GameResult(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    /** 1 for a win of {@code color}, 0.5 for a draw, 0 for a loss. */
    public double pointsFor(int color) {
        return switch (this) {
            case DRAW -> 0.5;
            case WHITE_WINS -> color == Piece.WHITE ? 1 : 0;
            case BLACK_WINS -> color == Piece.BLACK ? 1 : 0;
        };
    }

    /** The result of a game won by {@code color}. */
    public static GameResult winFor(int color) {
        return color == Piece.WHITE ? WHITE_WINS : BLACK_WINS;
    }
}

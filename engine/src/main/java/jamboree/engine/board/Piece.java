package jamboree.engine.board;

/**
 * Colours, piece types and coloured pieces as small ints.
 *
 * <p>A coloured piece is {@code color * 8 + type}, so that {@code piece & 7} is its type and
 * {@code piece >>> 3} its colour; {@link #NONE} (-1) marks an empty square.
 */
public final class Piece {
    public static final int WHITE = 0;
    public static final int BLACK = 1;

    public static final int NONE_TYPE = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    public static final int NONE = -1;

    private Piece() {
    }

    public static int make(int color, int type) {
        return (color << 3) | type;
    }

    public static int type(int piece) {
        return piece & 7;
    }

    public static int color(int piece) {
        return piece >>> 3;
    }

    /** FEN letter: upper case for white. */
    public static char toChar(int piece) {
        char c = " pnbrqk".charAt(type(piece));
        return color(piece) == WHITE ? Character.toUpperCase(c) : c;
    }
}

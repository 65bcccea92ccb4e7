package jamboree.engine.board;

/**
 * Moves are plain {@code int}s so that move lists are {@code int[]} and the search allocates nothing.
 *
 * <p>Layout (low bit first): bits 0-5 from-square, 6-11 to-square, 12-14 promotion piece type
 * ({@link Piece#NONE_TYPE} = 0 when none, otherwise {@link Piece#KNIGHT}..{@link Piece#QUEEN}), 15-17 flag.
 * The value 0 (a1a1) is never a legal move and stands for "no move".
 *
 * <p>Castling (also Chess960's) is the king's move: from the king's square to where the king lands (the g- or
 * c-file), so that search code reading {@code to} sees the king's destination, and a standard castling move has
 * the same value as it always had. Bits 12-14 then name the castling rook's file, stored XOR the corner file of
 * its wing (h for king side, a for queen side), so they are 0 in standard chess. The king may already stand on
 * its destination ({@code from == to}).
 */
public final class Move {
    public static final int NONE = 0;

    public static final int FLAG_NORMAL = 0;
    public static final int FLAG_DOUBLE_PUSH = 1;
    public static final int FLAG_EN_PASSANT = 2;
    public static final int FLAG_CASTLE = 3;
    public static final int FLAG_PROMOTION = 4;

    /** The king lands on the g-file castling king side and on the c-file queen side, in Chess960 too. */
    private static final int KING_SIDE_KING_FILE = 6;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 6);
    }

    public static int of(int from, int to, int flag) {
        return from | (to << 6) | (flag << 15);
    }

    /** Castling: the king goes {@code kingFrom} to {@code kingTo} (g- or c-file) with the rook of {@code rookFrom}. */
    public static int castle(int kingFrom, int kingTo, int rookFrom) {
        int cornerFile = (kingTo & 7) == KING_SIDE_KING_FILE ? 7 : 0;
        return kingFrom | (kingTo << 6) | (((rookFrom & 7) ^ cornerFile) << 12) | (FLAG_CASTLE << 15);
    }

    /** The castling rook's starting square (meaningful for castling moves only). */
    public static int castleRookSquare(int move) {
        int kingTo = to(move);
        int cornerFile = (kingTo & 7) == KING_SIDE_KING_FILE ? 7 : 0;
        return (kingTo & ~7) | (((move >>> 12) & 7) ^ cornerFile);
    }

    /** Is this castling move to the king side (O-O, the king lands on the g-file)? */
    public static boolean isKingSideCastle(int move) {
        return (to(move) & 7) == KING_SIDE_KING_FILE;
    }

    public static int promotion(int from, int to, int promotionType) {
        return from | (to << 6) | (promotionType << 12) | (FLAG_PROMOTION << 15);
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    /** The promoted-to piece type, or {@link Piece#NONE_TYPE} (also for castling, which uses these bits). */
    public static int promotionType(int move) {
        return flag(move) == FLAG_PROMOTION ? (move >>> 12) & 7 : Piece.NONE_TYPE;
    }

    public static int flag(int move) {
        return (move >>> 15) & 7;
    }

    public static boolean isPromotion(int move) {
        return flag(move) == FLAG_PROMOTION;
    }

    public static boolean isEnPassant(int move) {
        return flag(move) == FLAG_EN_PASSANT;
    }

    public static boolean isCastle(int move) {
        return flag(move) == FLAG_CASTLE;
    }
}

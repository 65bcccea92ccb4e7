package jamboree.engine.board;

/**
 * Moves are plain {@code int}s so that move lists are {@code int[]} and the search allocates nothing.
 *
 * <p>Layout (low bit first): bits 0-5 from-square, 6-11 to-square, 12-14 promotion piece type
 * ({@link Piece#NONE_TYPE} = 0 when none, otherwise {@link Piece#KNIGHT}..{@link Piece#QUEEN}), 15-17 flag.
 * The value 0 (a1a1) is never a legal move and stands for "no move".
 */
public final class Move {
    public static final int NONE = 0;

    public static final int FLAG_NORMAL = 0;
    public static final int FLAG_DOUBLE_PUSH = 1;
    public static final int FLAG_EN_PASSANT = 2;
    public static final int FLAG_CASTLE = 3;
    public static final int FLAG_PROMOTION = 4;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 6);
    }

    public static int of(int from, int to, int flag) {
        return from | (to << 6) | (flag << 15);
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

    /** The promoted-to piece type, or {@link Piece#NONE_TYPE}. */
    public static int promotionType(int move) {
        return (move >>> 12) & 7;
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

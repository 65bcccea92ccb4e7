package jamboree.engine.board;

/** Squares are ints 0..63 with a1 = 0, b1 = 1, ..., h8 = 63. */
public final class Square {
    public static final int NONE = -1;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** Parses "e4"; returns {@link #NONE} for anything else. */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? of(file, rank) : NONE;
    }
}

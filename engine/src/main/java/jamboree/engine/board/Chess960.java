package jamboree.engine.board;

import java.util.Arrays;

/**
 * The 960 starting positions of Fischer random chess by their standard numbers 0..959 (Scharnagl's scheme,
 * the one GUIs and databases use; number 518 is the standard position).
 */
public final class Chess960 {
    public static final int POSITIONS = 960;
    public static final int STANDARD_NUMBER = 518;

    /** Where the two knights go among the five squares left after bishops and queen, by the number's last digit. */
    private static final int[][] KNIGHTS = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4},
            {3, 4}};

    private Chess960() {
    }

    /**
     * The back rank of position {@code number}, a1 to h1, as piece types. The number's digits in mixed radix
     * 4, 4, 6, 10 place the light-squared bishop, the dark-squared bishop, the queen on the free squares, and the
     * knights; rook, king and rook take the three squares left, in that order.
     */
    public static int[] backRank(int number) {
        if (number < 0 || number >= POSITIONS) {
            throw new IllegalArgumentException("Chess960 positions are numbered 0.." + (POSITIONS - 1) + ", got "
                    + number);
        }
        int[] rank = new int[8];
        int rest = number;
        rank[2 * (rest % 4) + 1] = Piece.BISHOP;
        rest /= 4;
        rank[2 * (rest % 4)] = Piece.BISHOP;
        rest /= 4;
        placeOnFree(rank, rest % 6, Piece.QUEEN);
        rest /= 6;
        int[] knights = KNIGHTS[rest];
        // The second knight's index counts the first one's square as still free.
        placeOnFree(rank, knights[1], Piece.KNIGHT);
        placeOnFree(rank, knights[0], Piece.KNIGHT);
        placeOnFree(rank, 0, Piece.ROOK);
        placeOnFree(rank, 0, Piece.KING);
        placeOnFree(rank, 0, Piece.ROOK);
        return rank;
    }

    /** Starting position {@code number} with both sides' full castling rights, white to move. */
    public static Position startPosition(int number) {
        int[] rank = backRank(number);
        int[] squares = new int[64];
        Arrays.fill(squares, Piece.NONE);
        int[] rooks = new int[2];
        int rookCount = 0;
        for (int file = 0; file < 8; file++) {
            squares[file] = Piece.make(Piece.WHITE, rank[file]);
            squares[8 + file] = Piece.make(Piece.WHITE, Piece.PAWN);
            squares[48 + file] = Piece.make(Piece.BLACK, Piece.PAWN);
            squares[56 + file] = Piece.make(Piece.BLACK, rank[file]);
            if (rank[file] == Piece.ROOK) {
                rooks[rookCount++] = file;
            }
        }
        // rooks[1] is the king side's (the king stands between the two).
        int[] rookSquares = {rooks[1], rooks[0], 56 + rooks[1], 56 + rooks[0]};
        return Position.of(squares, Piece.WHITE, rookSquares, Square.NONE, 0, 1);
    }

    /** Puts {@code type} on the {@code index}-th still empty square of the rank (0 = the first from a1). */
    private static void placeOnFree(int[] rank, int index, int type) {
        int free = -1;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == Piece.NONE_TYPE && ++free == index) {
                rank[file] = type;
                return;
            }
        }
        throw new IllegalStateException("no free square " + index);
    }
}

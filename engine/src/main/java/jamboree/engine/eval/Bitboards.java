package jamboree.engine.eval;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Square;

/** Masks the evaluation needs and the board does not: files, spans in front of a pawn, pawn attack sets. */
final class Bitboards {
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long[] FILE = new long[8];
    static final long[] ADJACENT_FILES = new long[8];
    /** Squares in front of a square on its file, seen from a colour: {@code FRONT_SPAN[color][square]}. */
    static final long[][] FRONT_SPAN = new long[2][64];
    /** The front span of the square's file and of both neighbouring files: where enemy pawns stop a passer. */
    static final long[][] PASSED_SPAN = new long[2][64];
    /** Squares on the neighbouring files level with or behind a square: where supporting pawns stand. */
    static final long[][] SUPPORT_SPAN = new long[2][64];

    static {
        for (int file = 0; file < 8; file++) {
            FILE[file] = FILE_A << file;
        }
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? FILE[file - 1] : 0) | (file < 7 ? FILE[file + 1] : 0);
        }
        for (int square = 0; square < 64; square++) {
            int file = Square.file(square);
            int rank = Square.rank(square);
            for (int r = 0; r < 8; r++) {
                long row = 0xFFL << (8 * r);
                if (r > rank) {
                    FRONT_SPAN[Piece.WHITE][square] |= FILE[file] & row;
                    PASSED_SPAN[Piece.WHITE][square] |= (FILE[file] | ADJACENT_FILES[file]) & row;
                } else {
                    SUPPORT_SPAN[Piece.WHITE][square] |= ADJACENT_FILES[file] & row;
                }
                if (r < rank) {
                    FRONT_SPAN[Piece.BLACK][square] |= FILE[file] & row;
                    PASSED_SPAN[Piece.BLACK][square] |= (FILE[file] | ADJACENT_FILES[file]) & row;
                } else {
                    SUPPORT_SPAN[Piece.BLACK][square] |= ADJACENT_FILES[file] & row;
                }
            }
        }
    }

    private Bitboards() {
    }

    static long pawnAttacks(int color, long pawns) {
        return color == Piece.WHITE
                ? ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9)
                : ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    /** Rank of a square as seen from a colour's side (0 = its back rank). */
    static int relativeRank(int color, int square) {
        return color == Piece.WHITE ? Square.rank(square) : 7 - Square.rank(square);
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }
}

package jamboree.engine.eval;

import jamboree.engine.board.Piece;

/**
 * The pawn-only part of the evaluation (doubled, isolated, backward, protected and side-by-side pawns) and the set
 * of passed pawns, cached by the two pawn bitboards: pawns move rarely, so most look-ups hit.
 */
final class PawnStructure {
    private static final int BITS = 14;
    private static final int SIZE = 1 << BITS;
    /*
     * An entry's four words side by side (white pawns, black pawns, passed pawns, score with a filled bit), so that a
     * probe touches one cache line: a parallel search keeps a table per node, far more of them than the caches hold,
     * and five arrays cost a miss each.
     */
    private static final int WORDS = 4;
    private static final long FILLED = 1L << 32;

    private final long[] entries = new long[SIZE * WORDS];

    /** Result of the last {@link #probe}: passed pawns of both colours. */
    long passed;

    /** The packed structure score from white's view; sets {@link #passed}. */
    int probe(long white, long black) {
        long h = white * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL;
        int at = ((int) ((h ^ (h >>> 29)) >>> (64 - BITS)) & (SIZE - 1)) * WORDS;
        long scoreWord = entries[at + 3];
        if (scoreWord != 0 && entries[at] == white && entries[at + 1] == black) {
            passed = entries[at + 2];
            return (int) scoreWord;
        }
        passed = 0;
        int score = side(Piece.WHITE, white, black) - side(Piece.BLACK, black, white);
        entries[at] = white;
        entries[at + 1] = black;
        entries[at + 2] = passed;
        entries[at + 3] = FILLED | (score & 0xFFFFFFFFL);
        return score;
    }

    private int side(int color, long own, long enemy) {
        int score = 0;
        long ownAttacks = Bitboards.pawnAttacks(color, own);
        long enemyAttacks = Bitboards.pawnAttacks(color ^ 1, enemy);
        for (long bb = own; bb != 0; bb &= bb - 1) {
            int square = Long.numberOfTrailingZeros(bb);
            int file = square & 7;
            long bit = 1L << square;
            boolean doubled = (Bitboards.FRONT_SPAN[color][square] & own) != 0;
            if (doubled) {
                score += Weights.DOUBLED;
            }
            if ((Bitboards.ADJACENT_FILES[file] & own) == 0) {
                score += Weights.ISOLATED;
            } else if ((Bitboards.SUPPORT_SPAN[color][square] & own) == 0) {
                int stop = color == Piece.WHITE ? square + 8 : square - 8;
                if (((1L << stop) & enemyAttacks) != 0) {
                    score += Weights.BACKWARD;
                }
            }
            if ((bit & ownAttacks) != 0) {
                score += Weights.PROTECTED;
            }
            long sideways = ((bit & ~Bitboards.FILE_A) >>> 1) | ((bit & ~Bitboards.FILE_H) << 1);
            if ((sideways & own) != 0) {
                score += Weights.PHALANX;
            }
            if (!doubled && (Bitboards.PASSED_SPAN[color][square] & enemy) == 0) {
                passed |= bit;
            }
        }
        return score;
    }
}

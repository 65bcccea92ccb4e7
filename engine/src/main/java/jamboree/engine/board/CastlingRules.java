package jamboree.engine.board;

import java.util.Arrays;

/**
 * Where castling starts and lands in one game, for each of the four rights (index 0 white king side, 1 white
 * queen side, 2 black king side, 3 black queen side, the bit order of {@link Position#castlingRights()}): the
 * king's and the rook's starting squares, the squares that must be empty, the squares the king crosses or lands on
 * (which must not be attacked), the castling move itself, which rights a move touching a square ends, and the
 * Zobrist key of every set of rights.
 *
 * <p>Fixed for a whole game, because a right is only ever lost and belongs to one rook, so positions share it and
 * making a move never rebuilds it. Standard chess (kings on e1/e8, rooks in the corners) uses {@link #STANDARD},
 * whose keys are the standard ones; a Chess960 game gets its own instance.
 */
final class CastlingRules {
    static final CastlingRules STANDARD = new CastlingRules(new int[]{7, 0, 63, 56}, new int[]{4, 4, 60, 60});

    /** The rook's starting square per right, {@link Square#NONE} where the game never had the right. */
    final int[] rookFrom;
    final int[] kingFrom;
    final int[] rookTo = new int[4];
    /** Every square between king and its destination and rook and its destination, the two of them excepted. */
    final long[] mustBeEmpty = new long[4];
    /**
     * The squares the king crosses and its destination, even when that is its start (the rook leaving may uncover
     * it); a start it leaves is covered by "not in check".
     */
    final long[] kingPath = new long[4];
    final int[] move = new int[4];
    /** Rights that survive a move from or to a square: {@code rights &= keepRights[from] & keepRights[to]}. */
    final int[] keepRights = new int[64];
    /** Zobrist key of each 4-bit set of rights. */
    final long[] keys = new long[16];

    private CastlingRules(int[] rookFrom, int[] kingFrom) {
        this.rookFrom = rookFrom;
        this.kingFrom = kingFrom;
        Arrays.fill(keepRights, 15);
        long[] rightKeys = new long[4];
        for (int right = 0; right < 4; right++) {
            int rook = rookFrom[right];
            if (rook == Square.NONE) {
                continue;
            }
            int king = kingFrom[right];
            int backRank = rook & ~7;
            boolean kingSide = (right & 1) == 0;
            int kingTo = backRank + (kingSide ? 6 : 2);
            rookTo[right] = backRank + (kingSide ? 5 : 3);
            long bothPieces = (1L << king) | (1L << rook);
            kingPath[right] = (span(king, kingTo) & ~(1L << king)) | (1L << kingTo);
            mustBeEmpty[right] = (span(king, kingTo) | span(rook, rookTo[right])) & ~bothPieces;
            move[right] = Move.castle(king, kingTo, rook);
            keepRights[king] &= ~(3 << (right & 2));
            keepRights[rook] &= ~(1 << right);
            rightKeys[right] = Zobrist.castlingRight(right, Square.file(rook));
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int right = 0; right < 4; right++) {
                if ((rights & (1 << right)) != 0) {
                    keys[rights] ^= rightKeys[right];
                }
            }
        }
    }

    /**
     * The rules for rooks on {@code rookSquares} (per right, {@link Square#NONE} where absent) with the kings
     * where they stand. {@link #STANDARD} when every right present is a standard one.
     *
     * @throws IllegalArgumentException if a rook is not on its side's back rank on the right wing of its king
     */
    static CastlingRules of(int[] rookSquares, int whiteKing, int blackKing) {
        if (rookSquares.length != 4) {
            throw new IllegalArgumentException("expected 4 rook squares, got " + rookSquares.length);
        }
        int[] kings = {whiteKing, whiteKing, blackKing, blackKing};
        boolean standard = true;
        for (int right = 0; right < 4; right++) {
            int rook = rookSquares[right];
            if (rook == Square.NONE) {
                continue;
            }
            if (rook < 0 || rook > 63) {
                throw new IllegalArgumentException("castling right " + right + ": no square " + rook);
            }
            int backRank = right < 2 ? 0 : 7;
            int king = kings[right];
            boolean kingSide = (right & 1) == 0;
            if (Square.rank(rook) != backRank || Square.rank(king) != backRank
                    || (Square.file(rook) > Square.file(king)) != kingSide || rook == king) {
                throw new IllegalArgumentException("castling right " + right + ": no rook on " + Square.name(rook)
                        + " can castle " + (kingSide ? "king" : "queen") + " side with the king on "
                        + Square.name(king));
            }
            standard &= rook == STANDARD.rookFrom[right] && king == STANDARD.kingFrom[right];
        }
        return standard ? STANDARD : new CastlingRules(rookSquares.clone(), kings);
    }

    /** The squares of one rank from {@code a} to {@code b}, both included. */
    private static long span(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return (-1L >>> (63 - high)) & (-1L << low);
    }
}

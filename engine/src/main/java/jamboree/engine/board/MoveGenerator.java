package jamboree.engine.board;

/**
 * Legal move generation into caller-owned {@code int[]} buffers (no allocation).
 *
 * <p>CONTRACT (to be implemented). Buffers of {@link #MAX_MOVES} entries always suffice.
 */
public final class MoveGenerator {
    /** More than the 218 legal moves of the richest known position. */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /** All legal moves; returns how many were written from index 0. */
    public static int legalMoves(Position position, int[] moves) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Legal captures (including en passant) and all promotions (quiet ones too): the quiescence-search moves.
     * When in check, all legal evasions instead.
     */
    public static int legalCapturesAndPromotions(Position position, int[] moves) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Legal non-captures that are not promotions (the complement of the above when not in check). */
    public static int legalQuietMoves(Position position, int[] moves) {
        throw new UnsupportedOperationException("TODO");
    }

    public static boolean hasLegalMove(Position position) {
        throw new UnsupportedOperationException("TODO");
    }
}

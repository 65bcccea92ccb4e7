package jamboree.engine.search;

/**
 * One transposition-table entry's data as a single 64-bit word (thesis Figure 6-3): best move, depth, lower and upper
 * bound, and the search it was written in. One word, so that a reply or a lock-free read carries the whole entry and
 * can never be torn. The serial engine's {@link TranspositionTable} and the scheduler's global table both keep their
 * entries in this form and replace them by the same rule ({@link #merge}).
 *
 * <p>Bits 0-17 move, 18-24 depth, 25-40 lower bound + 32768, 41-56 upper bound + 32768, 57-62 generation, 63 valid.
 * Bounds are stored relative to the node (see {@link TranspositionTable#toStored}); 0 means no entry.
 */
public final class TableWord {
    public static final int MAX_DEPTH = 127;
    private static final int DEPTH_SHIFT = 18;
    private static final int LOWER_SHIFT = 25;
    private static final int UPPER_SHIFT = 41;
    private static final int GENERATION_SHIFT = 57;
    private static final long VALID = 1L << 63;
    private static final int SCORE_OFFSET = 32768;

    private TableWord() {
    }

    /** The word of an entry; {@code depth} is clamped to 0..{@link #MAX_DEPTH}, {@code generation} taken mod 64. */
    public static long pack(int move, int depth, int lower, int upper, int generation) {
        return (move & 0x3FFFFL) | ((long) clampDepth(depth) << DEPTH_SHIFT)
                | ((long) (lower + SCORE_OFFSET) << LOWER_SHIFT) | ((long) (upper + SCORE_OFFSET) << UPPER_SHIFT)
                | ((long) (generation & 63) << GENERATION_SHIFT) | VALID;
    }

    public static int move(long word) {
        return (int) (word & 0x3FFFF);
    }

    public static int depth(long word) {
        return (int) (word >>> DEPTH_SHIFT) & MAX_DEPTH;
    }

    /** The stored (node-relative) lower bound. */
    public static int lower(long word) {
        return (int) (word >>> LOWER_SHIFT & 0xFFFF) - SCORE_OFFSET;
    }

    /** The stored (node-relative) upper bound. */
    public static int upper(long word) {
        return (int) (word >>> UPPER_SHIFT & 0xFFFF) - SCORE_OFFSET;
    }

    public static int generation(long word) {
        return (int) (word >>> GENERATION_SHIFT) & 63;
    }

    /**
     * The read-modify-write of one entry: what the slot should hold after a search of {@code depth} stored its bounds
     * there, or 0 if the slot keeps {@code old}. On the same position the deeper bounds stay (equal depths are
     * merged when they agree) and a missing move keeps the old one; a different position is replaced, except by a
     * shallower one of the same search ({@code generation}): entries of older searches always yield.
     *
     * @param old the slot's word, 0 if empty
     * @param samePosition whether {@code old} belongs to the position being stored
     */
    public static long merge(long old, boolean samePosition, int generation, int depth, int move, int lower,
                             int upper) {
        depth = clampDepth(depth);
        if (samePosition) {
            int oldDepth = depth(old);
            if (move == 0) {
                move = move(old);
            }
            if (depth < oldDepth) {
                // Keep the deeper bounds, but take the newer hint and freshen the entry.
                lower = lower(old);
                upper = upper(old);
                depth = oldDepth;
            } else if (depth == oldDepth) {
                int mergedLower = Math.max(lower, lower(old));
                int mergedUpper = Math.min(upper, upper(old));
                if (mergedLower <= mergedUpper) {
                    lower = mergedLower;
                    upper = mergedUpper;
                }
            }
        } else if (old != 0 && generation(old) == (generation & 63) && depth < depth(old)) {
            return 0;
        }
        return pack(move, depth, lower, upper, generation);
    }

    private static int clampDepth(int depth) {
        return Math.max(0, Math.min(MAX_DEPTH, depth));
    }
}

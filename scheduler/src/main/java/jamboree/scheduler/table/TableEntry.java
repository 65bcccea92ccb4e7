package jamboree.scheduler.table;

import jamboree.engine.board.Move;

/**
 * One entry of the global table as a single 64-bit word (thesis Figure 6-3): best move, depth, lower and upper bound
 * (node-relative, see {@link jamboree.engine.search.TranspositionTable#toStored}), a recency stamp and a valid bit.
 * One word, so that a reply carries the whole entry and can never be torn.
 *
 * <p>Bits 0-17 move, 18-24 depth, 25-40 lower + 32768, 41-56 upper + 32768, 57-62 recency, 63 valid.
 */
public final class TableEntry {
    private static final int DEPTH_SHIFT = 18;
    private static final int LOWER_SHIFT = 25;
    private static final int UPPER_SHIFT = 41;
    private static final int RECENCY_SHIFT = 57;
    private static final long VALID = 1L << 63;
    private static final int OFFSET = 32768;
    public static final int MAX_DEPTH = 127;

    private TableEntry() {
    }

    public static long pack(int move, int depth, int lower, int upper, int recency) {
        return (move & 0x3FFFFL) | ((long) Math.max(0, Math.min(MAX_DEPTH, depth)) << DEPTH_SHIFT)
                | ((long) (lower + OFFSET) << LOWER_SHIFT) | ((long) (upper + OFFSET) << UPPER_SHIFT)
                | ((long) (recency & 63) << RECENCY_SHIFT) | VALID;
    }

    public static boolean valid(long data) {
        return data != 0;
    }

    public static int move(long data) {
        return data == 0 ? Move.NONE : (int) (data & 0x3FFFF);
    }

    public static int depth(long data) {
        return (int) (data >>> DEPTH_SHIFT) & 127;
    }

    /** Stored (node-relative) lower bound. */
    public static int lower(long data) {
        return (int) (data >>> LOWER_SHIFT & 0xFFFF) - OFFSET;
    }

    /** Stored (node-relative) upper bound. */
    public static int upper(long data) {
        return (int) (data >>> UPPER_SHIFT & 0xFFFF) - OFFSET;
    }

    public static int recency(long data) {
        return (int) (data >>> RECENCY_SHIFT) & 63;
    }
}

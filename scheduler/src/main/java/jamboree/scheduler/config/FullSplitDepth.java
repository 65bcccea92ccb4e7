package jamboree.scheduler.config;

/**
 * The FULL profile's split depth: the remaining depth at or below which a subtree is handed to the serial searcher
 * as one search. {@code full-split-depth} set to a positive number fixes it on every machine; 0 (the default) lets
 * the machine choose, from what was measured on it ({@code docs/scheduler.md}, "Measured split depths"):
 * <ul>
 *   <li>the simulated CM-5 keeps {@value #SIMULATED}, the depth its FULL figures were taken at;</li>
 *   <li>one and two real threads hand every child of the root to the serial searcher ({@value #ROOT_CHILDREN}, deeper
 *   than any iteration): one thread has nobody to share work with, and on the 2-core host two threads measured
 *   faster that way than with any smaller split depth tried (6, 8, 10, 12);</li>
 *   <li>more threads, which this host could not measure, split at {@value #THREADS}, and principal-variation
 *   positions (an open window) at half that: a PV leaf is tens of times larger than an empty-window one, and on
 *   real threads a node answers nobody during a leaf search, so a whole PV leaf kept the other threads idle at the
 *   start of every iteration.</li>
 * </ul>
 */
public final class FullSplitDepth {
    /** The setting that lets the machine choose. */
    public static final int PER_MACHINE = 0;
    /** The simulated CM-5's split depth. */
    public static final int SIMULATED = 6;
    /** The split depth of more real threads than were measured (empty-window positions). */
    public static final int THREADS = 6;
    /** Deeper than any iteration ({@code SearchLimits.MAX_DEPTH}): the root's children are the serial searches. */
    public static final int ROOT_CHILDREN = 100;
    /** The measured choice for 1, 2, ... real threads. */
    private static final int[] MEASURED_THREADS = {ROOT_CHILDREN, ROOT_CHILDREN};

    private FullSplitDepth() {
    }

    /**
     * The split depth of a position searched with an open window ({@code openWindow}) or an empty one.
     *
     * @param configured  {@code full-split-depth}: positive fixes the depth, {@link #PER_MACHINE} lets the machine
     *                    choose
     * @param realThreads whether the nodes are threads of one host (they answer nobody during a leaf search)
     * @param nodes       nodes (threads) of the machine
     */
    public static int choose(int configured, boolean realThreads, int nodes, boolean openWindow) {
        if (configured < 0 || nodes < 1) {
            throw new IllegalArgumentException("split depth " + configured + " on " + nodes + " nodes");
        }
        if (!realThreads) {
            return configured == PER_MACHINE ? SIMULATED : configured;
        }
        if (configured == PER_MACHINE && nodes <= MEASURED_THREADS.length) {
            return MEASURED_THREADS[nodes - 1];
        }
        int depth = configured == PER_MACHINE ? THREADS : configured;
        // One thread keeps no other thread waiting for its PV leaves.
        return openWindow && nodes > 1 ? depth / 2 : depth;
    }
}

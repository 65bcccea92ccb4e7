package jamboree.scheduler.config;

/**
 * The FULL profile's split depth: the remaining depth at or below which a subtree is handed to the serial searcher
 * as one search. {@code full-split-depth} set to a positive number fixes it on every machine; 0 (the default) lets
 * the machine choose, from what was measured on it ({@code docs/scheduler.md}, "The full profile's split depth"):
 * <ul>
 *   <li>the simulated CM-5 keeps {@value #SIMULATED}, the depth its FULL figures were taken at;</li>
 *   <li>one real thread has nobody to share work with, so every child of the root is one serial search: the frames
 *   would only add their bookkeeping to the serial search's time;</li>
 *   <li>several real threads split at {@value #THREADS}, and principal-variation positions (an open window) at half
 *   that: a PV leaf is tens of times larger than an empty-window one, and on real threads a node answers nobody
 *   during a leaf search, so a whole PV leaf kept the other threads idle at the start of every iteration.</li>
 * </ul>
 */
public final class FullSplitDepth {
    /** The setting that lets the machine choose. */
    public static final int PER_MACHINE = 0;
    /** The simulated CM-5's split depth. */
    public static final int SIMULATED = 6;
    /** Several real threads' split depth (empty-window positions). */
    public static final int THREADS = 6;
    /** One real thread's: deeper than any iteration, so the root's children are the serial searches. */
    public static final int ONE_THREAD = 100;

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
        if (nodes == 1) {
            return configured == PER_MACHINE ? ONE_THREAD : configured;
        }
        int depth = configured == PER_MACHINE ? THREADS : configured;
        return openWindow ? depth / 2 : depth;
    }
}

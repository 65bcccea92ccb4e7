package jamboree.engine.search;

/**
 * The one place that decides when a running search ends, for the serial search and for every parallel one: a stop
 * request from another thread, the node limit, the hard time budget (counted from the ponder hit when pondering), a
 * mate found within the distance asked, and whether another iteration may start. Time comes only from the injected
 * {@link SearchClock}, so tests and simulated machines drive it by hand.
 *
 * <p>The serial search polls {@link #mustStop} every {@link #POLL_INTERVAL} nodes, so a stop takes effect within a
 * fraction of a millisecond of search time. A machine counts its positions only after an iteration: it asks
 * {@link #mayStartIteration} then, and a {@link HardBudgetWatcher} ends an iteration that overruns the hard budget.
 *
 * <p>{@link #requestStop} and {@link #ponderHit} may be called from any thread; the rest from the searching thread
 * (and {@link #hardBudgetPassed} from a watcher).
 */
public final class SearchControl {
    /** Nodes between two polls: at a million nodes per second, about a millisecond. */
    public static final int POLL_INTERVAL = 1024;

    private final SearchClock clock;
    private volatile boolean stopRequested;
    private volatile boolean ponderHitSeen;
    /** Still on the opponent's time: no time limit applies until the ponder hit. */
    private volatile boolean pondering;

    private volatile long startNanos;
    /** Where the time budget counts from: the search's start, or the ponder hit. */
    private volatile long budgetStartNanos;
    private volatile long nodeLimit = Long.MAX_VALUE;
    private volatile int mateMoves;
    private volatile TimeManager.Budget budget = TimeManager.Budget.UNLIMITED;

    public SearchControl(SearchClock clock) {
        this.clock = clock;
    }

    /**
     * Arms the control for a search with these limits. The time budget does not apply to an infinite search, which
     * runs until stopped whatever else it was given.
     */
    public void start(SearchLimits limits, TimeManager.Budget budget) {
        this.mateMoves = Math.max(0, limits.mate());
        start(limits.nodes(), limits.infinite() ? TimeManager.Budget.UNLIMITED : budget, limits.ponder());
    }

    /** Arms the control with a node limit (0 or less: none) and a time budget, and no mate limit. */
    public void start(long nodeLimit, TimeManager.Budget budget, boolean pondering) {
        long now = clock.nanoTime();
        this.startNanos = now;
        this.budgetStartNanos = now;
        this.nodeLimit = nodeLimit > 0 ? nodeLimit : Long.MAX_VALUE;
        this.budget = budget;
        this.pondering = pondering;
        this.ponderHitSeen = false;
        this.stopRequested = false;
    }

    /** The deepest iteration these limits allow: the depth asked, or enough plies to find the mate asked. */
    public static int maxDepth(SearchLimits limits) {
        if (limits.depth() > 0) {
            return Math.min(limits.depth(), SearchLimits.MAX_DEPTH);
        }
        if (limits.mate() > 0) {
            // A mate in n moves shows up within 4n + 4 plies, check extensions and quiescence included.
            return (int) Math.min(SearchLimits.MAX_DEPTH, 4L * limits.mate() + 4);
        }
        return SearchLimits.MAX_DEPTH;
    }

    public void requestStop() {
        stopRequested = true;
    }

    public boolean stopRequested() {
        return stopRequested;
    }

    /** The opponent played the expected move: the time budget starts counting now. */
    public synchronized void ponderHit() {
        if (pondering) {
            // The base first: readers look at it only once they see that pondering has ended.
            budgetStartNanos = clock.nanoTime();
            pondering = false;
        }
        ponderHitSeen = true;
    }

    public boolean ponderHitSeen() {
        return ponderHitSeen;
    }

    /** Still on the opponent's time (no time limit applies)? */
    public boolean pondering() {
        return pondering;
    }

    public long nodeLimit() {
        return nodeLimit;
    }

    /** Milliseconds since the search started. */
    public long elapsedMs() {
        return (clock.nanoTime() - startNanos) / 1_000_000;
    }

    /** Milliseconds charged against the time budget (from the ponder hit when pondering). */
    private long budgetElapsedMs() {
        return (clock.nanoTime() - budgetStartNanos) / 1_000_000;
    }

    /** Has the hard time budget passed? Never while pondering or without a time limit. */
    public boolean hardBudgetPassed() {
        TimeManager.Budget b = budget;
        return b.limited() && !pondering && budgetElapsedMs() >= b.hardMs();
    }

    /** Does a time budget apply to this search (now, or from the ponder hit)? */
    public boolean hasTimeBudget() {
        return budget.limited();
    }

    public boolean nodeLimitReached(long nodes) {
        return nodes >= nodeLimit;
    }

    /** Is {@code score} a mate for the side to move within the distance the limits asked for? */
    public boolean mateFound(int score) {
        int moves = mateMoves;
        return moves > 0 && score >= Score.MATE_BOUND && Score.mateMoves(score) <= moves;
    }

    /** Must the search end now? Called every {@link #POLL_INTERVAL} nodes and at the node limit. */
    public boolean mustStop(long nodes) {
        return stopRequested || nodeLimitReached(nodes) || hardBudgetPassed();
    }

    /**
     * May another iteration start after one that searched {@code nodes} positions in all and scored
     * {@code bestScore}? Not after a stop, at the node limit or with the mate asked for found; and on a clock only
     * before half the soft budget has passed, because the next iteration takes longer than all the ones before it
     * together. An exact budget ("movetime") is used to the end: the hard budget stops the last iteration.
     */
    public boolean mayStartIteration(long nodes, int bestScore) {
        if (stopRequested || nodeLimitReached(nodes) || mateFound(bestScore)) {
            return false;
        }
        TimeManager.Budget b = budget;
        return !b.limited() || b.exact() || pondering || budgetElapsedMs() * 2 < b.softMs();
    }
}

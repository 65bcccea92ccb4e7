package jamboree.engine.search;

/**
 * Decides when a running search must end: a stop request from another thread, the node budget, the hard time
 * budget. The search polls it every {@link #POLL_INTERVAL} nodes, so a stop takes effect within a fraction of a
 * millisecond of search time. Time comes from the injected {@link SearchClock}.
 */
public final class SearchControl {
    /** Nodes between two polls: at a million nodes per second, about a millisecond. */
    public static final int POLL_INTERVAL = 1024;

    private final SearchClock clock;
    private volatile boolean stopRequested;
    private volatile boolean ponderHitSeen;

    private long startNanos;
    private long timeBaseNanos;
    private long nodeLimit = Long.MAX_VALUE;
    private TimeManager.Budget budget = TimeManager.Budget.UNLIMITED;
    private boolean pondering;

    public SearchControl(SearchClock clock) {
        this.clock = clock;
    }

    /** Arms the control for a new search. */
    public void start(long nodeLimit, TimeManager.Budget budget, boolean pondering) {
        this.startNanos = clock.nanoTime();
        this.timeBaseNanos = startNanos;
        this.nodeLimit = nodeLimit > 0 ? nodeLimit : Long.MAX_VALUE;
        this.budget = budget;
        this.pondering = pondering;
        this.ponderHitSeen = false;
        this.stopRequested = false;
    }

    public void requestStop() {
        stopRequested = true;
    }

    public boolean stopRequested() {
        return stopRequested;
    }

    /** The opponent played the expected move: time limits start counting now. */
    public void ponderHit() {
        ponderHitSeen = true;
    }

    public boolean ponderHitSeen() {
        return ponderHitSeen;
    }

    /** Still on the opponent's time (no time limit applies)? */
    public boolean pondering() {
        if (pondering && ponderHitSeen) {
            pondering = false;
            timeBaseNanos = clock.nanoTime();
        }
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
        return (clock.nanoTime() - timeBaseNanos) / 1_000_000;
    }

    /** Must the search end now? Called every {@link #POLL_INTERVAL} nodes and at the node limit. */
    public boolean mustStop(long nodes) {
        if (stopRequested || nodes >= nodeLimit) {
            return true;
        }
        return budget.limited() && !pondering() && budgetElapsedMs() >= budget.hardMs();
    }

    /** Is there time to start another iteration? (The next one takes longer than all before it together.) */
    public boolean mayStartIteration() {
        if (stopRequested) {
            return false;
        }
        return !budget.limited() || budget.exact() || pondering() || budgetElapsedMs() * 2 < budget.softMs();
    }
}

package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.RootMoves;
import jamboree.engine.search.SearchCompanions;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.TranspositionTable;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The helper threads of a Lazy SMP search, as the main {@link jamboree.engine.search.SerialSearch} sees them: started
 * on the root it ordered, counted with it, and finished when it has decided. Each search runs each helper on a fresh
 * daemon thread: a thread costs tens of microseconds to start, nothing against a move's search, and no thread
 * outlives the search that needed it.
 */
final class HelperCrew implements SearchCompanions, Helper.Progress {
    /** Claims stand only for the nodes on each thread's current path, so a few thousand slots rarely collide. */
    private static final int LOG2_CLAIM_SLOTS = 12;

    private final SearchControl control;
    /** The moves every thread is searching now; null without helpers, so that one thread is the serial search. */
    private final MoveClaims claims;
    private final AtomicReference<CompletedIteration> deepest = new AtomicReference<>();
    private int multiPv = 1;
    /** May a helper that completes the deepest iteration the limits allow end the search (see start)? */
    private volatile boolean helperMayEnd;
    private final List<Helper> helpers = new ArrayList<>();
    private final AtomicLong nodeTally = new AtomicLong();
    private final List<Thread> running = new ArrayList<>();
    /** The first failure of a helper in the running search, reported when the search finishes. */
    private volatile Throwable failure;

    /** {@code count} helpers (0: the main thread searches alone) on {@code table} under {@code control}. */
    HelperCrew(int count, TranspositionTable table, SearchControl control) {
        this.control = control;
        this.claims = count > 0 ? new MoveClaims(LOG2_CLAIM_SLOTS) : null;
        for (int i = 1; i <= count; i++) {
            Helper helper = new Helper(i, table, control);
            helper.shareMoves(claims);
            helpers.add(helper);
        }
    }

    /** The table of moves being searched that the main thread shares too; null when it searches alone. */
    MoveClaims claims() {
        return claims;
    }

    /**
     * With several lines the main thread searches each in turn and the helpers only the first, so a helper's
     * iteration is then no answer for the main thread.
     */
    void setMultiPv(int lines) {
        this.multiPv = lines;
    }

    int size() {
        return helpers.size();
    }

    void setProfile(Profile profile) {
        helpers.forEach(h -> h.setProfile(profile));
    }

    void setRecursiveIterativeDeepening(boolean enabled) {
        helpers.forEach(h -> h.setRecursiveIterativeDeepening(enabled));
    }

    void clear() {
        helpers.forEach(Helper::clear);
    }

    /** Positions each helper searched in the last search, in helper order. */
    long[] helperNodes() {
        return helpers.stream().mapToLong(h -> h.stats().nodes).toArray();
    }

    @Override
    public AtomicLong nodeTally() {
        return nodeTally;
    }

    @Override
    public void start(Position root, RootMoves moves, SearchLimits limits) {
        nodeTally.set(0);
        failure = null;
        deepest.set(null);
        if (claims != null) {
            claims.clear();
        }
        // A search that must wait for the GUI (infinite, ponder) is not shortened: it would answer no sooner.
        helperMayEnd = multiPv == 1 && !limits.infinite() && !limits.ponder();
        for (Helper helper : helpers) {
            helper.prepare();
            Position position = root.copy();
            RootMoves order = copy(moves);
            Thread thread = new Thread(() -> run(helper, position, order, limits), "lazy-smp-helper");
            thread.setDaemon(true);
            running.add(thread);
            thread.start();
        }
    }

    private void run(Helper helper, Position root, RootMoves moves, SearchLimits limits) {
        try {
            helper.search(root, moves, limits, nodeTally, this);
        } catch (RuntimeException | Error e) {
            if (failure == null) {
                failure = e;
            }
        }
    }

    @Override
    public void completed(CompletedIteration iteration, boolean last) {
        if (multiPv > 1) {
            return;
        }
        deepest.accumulateAndGet(iteration, (old, now) -> old == null || now.depth() > old.depth() ? now : old);
        if (last && helperMayEnd) {
            // The depth asked for is complete: the main thread takes this iteration as its answer.
            control.requestStop();
        }
    }

    @Override
    public CompletedIteration deepestCompleted() {
        return deepest.get();
    }

    private static RootMoves copy(RootMoves moves) {
        int[] order = new int[moves.count()];
        for (int i = 0; i < order.length; i++) {
            order[i] = moves.move(i);
        }
        return new RootMoves(order, order.length);
    }

    @Override
    public long nodes() {
        long sum = 0;
        for (Helper helper : helpers) {
            // Read while the helper counts on: a figure for the GUI, exact once finish() has joined the threads.
            sum += helper.stats().nodes;
        }
        return sum;
    }

    /**
     * Stops the helpers through the shared control (the main thread has its answer, so the search is over for every
     * thread) and waits for them.
     *
     * @throws IllegalStateException if a helper failed: its search was cut short, and the failure is a bug to see
     */
    @Override
    public void finish() {
        if (running.isEmpty()) {
            return;
        }
        control.requestStop();
        boolean interrupted = false;
        for (Thread thread : running) {
            while (true) {
                try {
                    thread.join();
                    break;
                } catch (InterruptedException e) {
                    // The helpers end within a poll of the control; their counts must be complete before we answer.
                    interrupted = true;
                }
            }
        }
        running.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure;
        if (failed != null) {
            throw new IllegalStateException("a Lazy SMP helper thread failed: " + failed, failed);
        }
    }
}

package jamboree.scheduler.startech;

import jamboree.engine.board.Position;
import jamboree.engine.search.HistoryTables;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SharedMoves;
import jamboree.engine.smp.MoveClaims;
import jamboree.machine.MachineType;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The deep leaf searches under way on the native machine, which threads with nothing to do help, Lazy SMP style,
 * inside the leaf. On real threads a node answers nobody while it runs a leaf search, so a thread whose steal request
 * went to a node in a deep leaf (with few threads, a whole root child: the first child's valuation keeps every other
 * thread waiting) would only wait for it. It searches the same subtree instead, with the same window and depth, in
 * the shared leaf table: the two threads divide the subtree by {@link MoveClaims} (a move the other is searching is
 * deferred to the end of the move loop) and each finds what the other stored. Whichever finishes first gives the
 * leaf its value (the same search of the same window: as valid from one as from the other); the other stops.
 *
 * <p>Only the FULL profile is helped (the thesis's profiles keep their tree), and only on the native machine: the
 * simulated machine's nodes share no memory, and its leaf searches take one host step.
 */
public final class LeafHelp {
    /** Leaves shallower than this end before a helper would find its way into them. */
    static final int MIN_DEPTH = 6;
    private static final int LOG2_CLAIM_SLOTS = 12;

    private final AtomicReferenceArray<Leaf> running;
    private final MoveClaims claims;

    private LeafHelp(int processors) {
        running = new AtomicReferenceArray<>(processors);
        claims = new MoveClaims(LOG2_CLAIM_SLOTS);
    }

    /**
     * The help of a machine of this type and size, or null where there is none: a simulated or cluster machine, the
     * {@code leaf-help} switch off, a single thread, more threads than the claims can tell apart, or no shared leaf table.
     */
    public static LeafHelp of(MachineType type, int processors, SchedulerConfig config, boolean sharedLeafTable) {
        if (type != MachineType.NATIVE || !config.leafHelp() || !sharedLeafTable || processors < 2 || processors > MoveClaims.MAX_THREADS) {
            return null;
        }
        return new LeafHelp(processors);
    }

    /** How node {@code node}'s searchers (its own leaves and the leaves it helps) share the moves they search. */
    SharedMoves movesOf(int node) {
        return claims.forThread(node);
    }

    /**
     * Node {@code owner} begins a leaf search that others may help; null if it is too shallow to be worth it.
     * {@code ownerControl} is the owner's search control, stopped when a helper finishes first.
     */
    Leaf begin(int owner, Position position, int alpha, int beta, int depth, int ply, int rootHistoryLength,
               SearchControl ownerControl, HistoryTables ordering) {
        if (depth < MIN_DEPTH) {
            return null;
        }
        Leaf leaf = new Leaf(owner, position.copy(), alpha, beta, depth, ply, rootHistoryLength, ownerControl,
                ordering.historySnapshot(), ordering.killersFrom(ply, depth + 1));
        running.set(owner, leaf);
        return leaf;
    }

    /** The owner's search returned: helpers stop, and nobody may join any more. */
    void end(Leaf leaf) {
        running.compareAndSet(leaf.owner, leaf, null);
        leaf.close();
    }

    /** The leaf node {@code node} is running now that a helper could join, or null. */
    Leaf runningOn(int node) {
        Leaf leaf = running.get(node);
        return leaf == null || leaf.closed() ? null : leaf;
    }

    /** One deep leaf search under way, with the helpers that joined it. */
    static final class Leaf {
        final int owner;
        final Position position;
        final int alpha;
        final int beta;
        final int depth;
        final int ply;
        final int rootHistoryLength;
        /** The owner's move ordering when it began (a helper's own was learned elsewhere). */
        final int[] history;
        final int[] killers;
        private final SearchControl ownerControl;
        private final List<SearchControl> helpers = new ArrayList<>(2);
        private boolean closed;
        private boolean helped;
        private int helperValue;

        private Leaf(int owner, Position position, int alpha, int beta, int depth, int ply, int rootHistoryLength,
                     SearchControl ownerControl, int[] history, int[] killers) {
            this.owner = owner;
            this.position = position;
            this.alpha = alpha;
            this.beta = beta;
            this.depth = depth;
            this.ply = ply;
            this.rootHistoryLength = rootHistoryLength;
            this.ownerControl = ownerControl;
            this.history = history;
            this.killers = killers;
        }

        /** A helper joins with its control (stopped when the leaf ends); false if the leaf has ended already. */
        synchronized boolean join(SearchControl helper) {
            if (closed) {
                return false;
            }
            helpers.add(helper);
            return true;
        }

        /** A helper finished the leaf's search first: its value is the leaf's, and the owner stops. */
        synchronized void finish(int value) {
            if (closed || helped) {
                return;
            }
            helped = true;
            helperValue = value;
            ownerControl.requestStop();
        }

        synchronized boolean helped() {
            return helped;
        }

        synchronized int helperValue() {
            return helperValue;
        }

        synchronized boolean closed() {
            return closed;
        }

        private synchronized void close() {
            closed = true;
            for (SearchControl h : helpers) {
                h.requestStop();
            }
            helpers.clear();
        }
    }
}

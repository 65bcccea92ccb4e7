package jamboree.scheduler.startech;

import jamboree.engine.board.Position;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.TimeManager;
import jamboree.machine.api.Node;

/**
 * Subtrees below the serial depth, searched by the engine's serial {@link Searcher} in one host step and charged by
 * the {@link jamboree.scheduler.config.CostModel} from the operations the search counted. The cycles are then spent
 * over several steps of at most {@code poll-quantum} cycles each, so that the node polls the network meanwhile as
 * StarTech's serial code did, and an abort that arrives during the search cuts it short. On the native machine
 * idle threads may search a deep leaf beside its owner ({@link LeafHelp}).
 */
final class LeafSearches {

    /** Where a charged leaf's value goes once all its cycles are spent. */
    interface Completion {
        /**
         * @param index the child's index in {@code f}, or -1 when {@code f} is itself the leaf (a stolen leaf, or
         *              a leaf that read the global table first)
         */
        void leafDone(Node node, Frame f, int index, int value, long start, long cycles);
    }

    private final NodeContext ctx;
    private final WorkLedger ledger;
    private final Completion completion;

    /** What the last serial search cost, by operation (until the next search). */
    private final ChessCycles.Sum measured = ChessCycles.sum();

    // The leaf search whose cycles are being charged, if any.
    private Frame frame;
    private int index;
    private int value;
    private long start;
    private long cycles;
    private final ChessCycles.Sum parts = ChessCycles.sum();
    private long charged;

    LeafSearches(NodeContext ctx, WorkLedger ledger, Completion completion) {
        this.ctx = ctx;
        this.ledger = ledger;
        this.completion = completion;
    }

    /**
     * Searches the subtree at {@code position} serially and returns its value; what it cost, with {@code makeUnmake}
     * cycles added for the move the caller made to reach the position (0 if none), is then {@link #measured()}.
     */
    int search(Position position, int alpha, int beta, int depth, int ply, long makeUnmake) {
        Searcher searcher = ctx.memory.searcher();
        SearchStats s = searcher.stats();
        long nodes = s.nodes;
        long makes = s.makeMoves;
        long evaluations = s.evaluations;
        long generations = s.moveGenerations;
        long generated = s.movesGenerated;
        long sorts = s.sortSteps;
        long repetitions = s.repetitionChecks;
        int v = searchHelped(searcher, position, alpha, beta, depth, ply);
        ctx.tally.add(Counter.LEAF_SEARCHES);
        ctx.tally.add(Counter.POSITIONS, s.nodes - nodes);
        // The terms of CostModel.serialCycles, one operation each.
        ChessCycles.Sum c = measured.clear()
                .add(Counter.CHESS_SERIAL_CONTROL, (s.nodes - nodes) * ctx.cost.serialControl())
                .add(Counter.CHESS_MAKE_UNMAKE, (s.makeMoves - makes) * ctx.cost.makeUnmake())
                .add(Counter.CHESS_EVALUATION, (s.evaluations - evaluations) * ctx.cost.evaluation())
                .add(Counter.CHESS_MOVE_GENERATION, (s.moveGenerations - generations) * ctx.cost.moveGeneration())
                .add(Counter.CHESS_ILLEGAL_MOVE_CHECK, (s.movesGenerated - generated) * ctx.cost.illegalMoveCheck())
                .add(Counter.CHESS_SORT, (s.sortSteps - sorts) * ctx.cost.sort())
                .add(Counter.CHESS_REPETITION_CHECK, (s.repetitionChecks - repetitions) * ctx.cost.repetitionCheck());
        long total = c.total();
        if (total < 1) {
            c.add(Counter.CHESS_OTHER, 1 - total);
        }
        // The caller's move is the last term, where the caller used to add it to the leaf's charge.
        c.add(Counter.CHESS_MAKE_UNMAKE, makeUnmake);
        return v;
    }

    /** What the last {@link #search} cost, by operation; the next search overwrites it. */
    ChessCycles.Sum measured() {
        return measured;
    }

    /**
     * The serial search of the leaf, which idle threads may join where the machine's threads help one another
     * ({@link LeafHelp}): a helper that finishes first gives the value, and the owner's search stops.
     */
    private int searchHelped(Searcher searcher, Position position, int alpha, int beta, int depth, int ply) {
        LeafHelp help = ctx.memory.helpedLeaves();
        LeafHelp.Leaf leaf = help == null ? null : help.begin(ctx.id, position, alpha, beta, depth, ply,
                ctx.run.rootHistoryLength(), ctx.memory.control(), searcher.history());
        if (leaf == null) {
            return searcher.searchSubtree(position, alpha, beta, depth, ply, ctx.run.rootHistoryLength());
        }
        int v;
        try {
            v = searcher.searchSubtree(position, alpha, beta, depth, ply, ctx.run.rootHistoryLength());
        } finally {
            help.end(leaf);
        }
        if (leaf.helped()) {
            // The helper stopped this search, or finished just as it did: either way the helper's value stands.
            v = leaf.helperValue();
            ctx.tally.add(Counter.LEAVES_FINISHED_BY_HELPERS);
            ctx.memory.control().start(0, TimeManager.Budget.UNLIMITED, false);
            if (ctx.stopped()) {
                // The host's stop may have come before the restart, which must not erase it.
                ctx.memory.control().requestStop();
            }
        }
        return v;
    }

    /**
     * This node has asked node {@code victim} for work, and the victim answers nobody until its leaf search ends:
     * joins that search, if it is one others may help, until it ends (the victim's or this node's search finishing
     * first, or the host's stop).
     */
    void help(int victim) {
        LeafHelp help = ctx.memory.helpedLeaves();
        LeafHelp.Leaf leaf = help == null ? null : help.runningOn(victim);
        if (leaf == null) {
            return;
        }
        Searcher searcher = ctx.memory.helper();
        if (!leaf.join(ctx.memory.helperControl()) || ctx.stopped()) {
            return;
        }
        searcher.history().adopt(leaf.history, leaf.ply, leaf.killers);
        long nodes = searcher.stats().nodes;
        int v = searcher.searchSubtree(leaf.position.copy(), leaf.alpha, leaf.beta, leaf.depth, leaf.ply,
                leaf.rootHistoryLength);
        ctx.tally.add(Counter.POSITIONS, searcher.stats().nodes - nodes);
        ctx.tally.add(Counter.HELPED_POSITIONS, searcher.stats().nodes - nodes);
        if (!searcher.stopped()) {
            leaf.finish(v);
        }
    }

    /**
     * Starts charging the leaf just searched ({@link #measured()}), whose value is known; alone on the machine, it is
     * charged (and done) at once.
     */
    void begin(Node node, Frame f, int index, int value, long start) {
        this.frame = f;
        this.index = index;
        this.value = value;
        this.start = start;
        parts.copyFrom(measured);
        this.cycles = parts.total();
        this.charged = 0;
        ledger.record(start, cycles);
        continueLeaf(node);
    }

    boolean active() {
        return frame != null;
    }

    /** The frame the leaf in progress is charged for (it may have been freed meanwhile), or null. */
    Frame charging() {
        return frame;
    }

    /** Charges the next piece of the leaf in progress; false if it was abandoned meanwhile (nothing charged). */
    boolean continueLeaf(Node node) {
        Frame f = frame;
        if (f.phase == Phase.DONE) {
            // The pieces charged before count as what they paid for; the rest is never charged.
            parts.countProratedInto(charged, ctx.tally);
            frame = null;
            return false;
        }
        // Alone on the machine there is nobody to answer, so a single node charges its leaf at once.
        long quantum = node.size() == 1 ? Long.MAX_VALUE : ctx.config.pollQuantum();
        long piece = Math.min(quantum, cycles - charged);
        charged += piece;
        ledger.charge(node, piece);
        if (charged < cycles) {
            return true;
        }
        frame = null;
        parts.countInto(ctx.tally);
        completion.leafDone(node, f, index, value, start, cycles);
        return true;
    }

    /**
     * {@code x} is being abandoned: if it is the leaf being charged, the pieces charged so far were work on a pruned
     * subtree, and the rest is never charged.
     */
    void abandon(Frame x) {
        if (x == frame) {
            x.work += charged;
            parts.countProratedInto(charged, ctx.tally);
            frame = null;
        }
    }
}

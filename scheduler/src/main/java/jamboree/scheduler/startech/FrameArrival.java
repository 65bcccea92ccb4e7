package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.rules.DrawRules;
import jamboree.engine.search.MovePicker;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Pruning;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.TableWord;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.api.Node;

/**
 * A frame arriving at its position, up to its children: the checks every node of the serial search makes
 * (repetition, ply limit), the table read, then a table cutoff, a recursive-iterative-deepening search of the same
 * position (6.4), or the ordered list of children. Below the serial depth the frame is instead one serial leaf search.
 */
final class FrameArrival {
    private final NodeContext ctx;
    private final WorkLedger ledger;
    private final LeafSearches leaves;
    private final TableAccess table;
    private final JamboreeFrames frames;
    private final int[] generated = new int[256];
    /** The charge for ordering a frame's children, made anew at each expansion. */
    private final ChessCycles.Sum orderCharge = ChessCycles.sum();

    FrameArrival(NodeContext ctx, WorkLedger ledger, LeafSearches leaves, TableAccess table, JamboreeFrames frames) {
        this.ctx = ctx;
        this.ledger = ledger;
        this.leaves = leaves;
        this.table = table;
        this.frames = frames;
    }

    /** Arriving at a frame's position: the checks every node of the serial search makes, then the table read. */
    void enter(Node node, Frame f) {
        Position position = f.segment.position;
        // The node's searcher (and its tables) exist from its first arrival on, whatever follows.
        ctx.memory.searcher();
        if (ctx.stopped()) {
            ledger.work(node, f, f.startStamp, ctx.charges.control);
            frames.finish(node, f, 0, f.stamp);
            return;
        }
        if (isLeaf(node, f)) {
            if (ctx.config.globalTable() && ctx.config.leafTableReads() && !ctx.stopped()) {
                // The leaf's own position goes through the global table like a frame's; the search follows the
                // reply (expand), and the result is published when the leaf finishes.
                f.readTable = true;
                table.read(node, f);
            } else {
                searchLeaf(node, f);
            }
            return;
        }
        ctx.tally.add(Counter.POSITIONS);
        f.inCheck = position.inCheck();
        if (f.inCheck) {
            f.depth++;
        }
        ChessCycles cycles = ctx.charges.control;
        if (f.ply > 0 && !f.selfSearch) {
            cycles = ctx.charges.controlAndRepetition;
            if (DrawRules.isDraw(position, ctx.run.rootHistoryLength())) {
                ledger.work(node, f, f.startStamp, cycles);
                frames.finish(node, f, Score.DRAW, f.stamp);
                return;
            }
        }
        if (f.ply >= Searcher.MAX_PLY) {
            cycles = cycles.plus(Counter.CHESS_EVALUATION, ctx.cost.evaluation());
            int value = ctx.memory.searcher().evaluator().evaluate(position);
            ledger.work(node, f, f.startStamp, cycles);
            frames.finish(node, f, value, f.stamp);
            return;
        }
        ledger.work(node, f, f.startStamp, cycles);
        f.readTable = true;
        table.read(node, f);
    }

    /** Whether {@code f} is searched as one serial search rather than as a Jamboree frame. */
    boolean isLeaf(Node node, Frame f) {
        return !f.selfSearch && !f.root() && f.nominalDepth <= ctx.splitDepth(node, f.alpha, f.beta);
    }

    /**
     * Runs the serial search of a leaf frame (its cycles are then charged piece by piece). What the global table said
     * about the position is copied into the node's own table first, where the serial search looks; what the search
     * found there afterwards becomes the frame's best move, which {@link JamboreeFrames#finish} publishes.
     */
    private void searchLeaf(Node node, Frame f) {
        TranspositionTable own = ctx.memory.leafTable();
        if (f.tableData != 0) {
            own.storeBounds(f.key, TableWord.depth(f.tableData), TableWord.move(f.tableData),
                    TableWord.lower(f.tableData), TableWord.upper(f.tableData));
        }
        int value = leaves.search(f.segment.position, f.alpha, f.beta, f.nominalDepth, f.ply, 0);
        if (f.readTable) {
            long entry = own.probe(f.key);
            if (entry != 0) {
                f.bestMove = TranspositionTable.move(entry);
            }
        }
        f.phase = Phase.LEAF;
        leaves.begin(node, f, -1, value, f.stamp);
    }

    /** After the table read: table cutoff (not in STRICT), recursive iterative deepening, then the children. */
    void expand(Node node, Frame f) {
        if (isLeaf(node, f)) {
            searchLeaf(node, f);
            return;
        }
        Position position = f.segment.position;
        long data = f.tableData;
        boolean pvNode = f.beta - f.alpha > 1;
        if (data != 0 && f.ttMove == Move.NONE) {
            int move = TableWord.move(data);
            if (move != Move.NONE && position.isLegal(move)) {
                f.ttMove = move;
            }
        }
        if (data != 0 && ctx.run.profile() != Profile.STRICT && !pvNode && TableWord.depth(data) >= f.depth
                && !f.root()) {
            int lower = TranspositionTable.fromStored(TableWord.lower(data), f.ply);
            int upper = TranspositionTable.fromStored(TableWord.upper(data), f.ply);
            if (lower >= f.beta || upper <= f.alpha || lower == upper) {
                ledger.work(node, f, f.stamp, FrameCharges.ONE_CYCLE);
                f.bestMove = f.ttMove;
                frames.finish(node, f, lower >= f.beta ? lower : upper, f.stamp);
                return;
            }
        }
        if (ctx.run.profile() == Profile.FULL && !pvNode && !f.inCheck && !f.deepened && prunedBeforeMoves(node, f)) {
            return;
        }
        if (ctx.config.recursiveDeepening() && !f.deepened && f.depth >= 3
                && (f.ttMove == Move.NONE || TableWord.depth(data) < f.depth - 1)) {
            // Thesis 6.4: learn the best move from a shallower search of this same position first.
            f.phase = Phase.SELF;
            f.deepened = true;
            int selfDepth = f.depth - 1 - (f.inCheck ? 1 : 0);
            Frame self = ctx.frames.make(f, -1, -1, 0, f.segment, f.ply, selfDepth, f.alpha, f.beta, f.nodeType, true,
                    f.stamp);
            ctx.frames.push(self);
            ledger.work(node, f, f.stamp, FrameCharges.ONE_CYCLE);
            return;
        }
        int n = orderChildren(node, f, position);
        boolean full = ctx.run.profile() == Profile.FULL && !f.inCheck;
        if (full && !pvNode) {
            n = pruneMoves(f, position, n);
        }
        f.children(generated, n);
        if (full) {
            reduceLateMoves(f, position);
        }
        if (n == 0) {
            frames.finish(node, f, f.inCheck ? Score.matedIn(f.ply) : Score.DRAW, f.stamp);
            return;
        }
        f.phase = Phase.FIRST;
    }

    /**
     * The FULL profile's pruning before a node's moves, as the serial search does it: reverse futility, then a
     * null-move search (one serial search, charged as the frame's own work). Returns whether the frame is done.
     */
    private boolean prunedBeforeMoves(Node node, Frame f) {
        Position position = f.segment.position;
        f.staticEval = ctx.memory.searcher().evaluator().evaluate(position);
        ledger.work(node, f, f.stamp, ctx.charges.evaluation);
        int reverseFutility = Pruning.reverseFutility(f.depth, f.staticEval, f.beta);
        if (reverseFutility != -Score.INFINITE) {
            frames.finish(node, f, reverseFutility, f.stamp);
            return true;
        }
        int reduction = Pruning.nullMoveReduction(position, f.depth, f.staticEval, f.beta);
        if (reduction < 0) {
            return false;
        }
        position.makeNullMove();
        int score = -leaves.search(position, -f.beta, -f.beta + 1, f.depth - 1 - reduction, f.ply + 1,
                ctx.cost.makeUnmake());
        position.unmakeMove();
        ledger.work(node, f, f.stamp, leaves.measured());
        if (score >= f.beta) {
            frames.finish(node, f, Pruning.nullMoveValue(score, f.beta), f.stamp);
            return true;
        }
        return false;
    }

    /**
     * The FULL profile's pruning of quiet moves at a frontier node (futility, late-move pruning) over
     * {@link #generated}, and the late-move reductions of the children kept; returns how many are kept. Decided
     * against the frame's alpha at expansion, where the serial search uses the alpha its earlier moves raised.
     */
    private int pruneMoves(Frame f, Position position, int n) {
        int kept = 0;
        int quiets = 0;
        int futility = Pruning.futilityBound(f.depth, f.staticEval);
        for (int k = 0; k < n; k++) {
            int move = generated[k];
            boolean tactical = MovePicker.isTactical(position, move);
            if (kept > 0 && !tactical) {
                if (futility != -Score.INFINITE && futility <= f.alphaOrig && !position.givesCheck(move)) {
                    f.prunedBound = Math.max(f.prunedBound, futility);
                    continue;
                }
                if (Pruning.lateMovePruned(f.depth, quiets) && !position.givesCheck(move)) {
                    continue;
                }
            }
            generated[kept++] = move;
            if (!tactical) {
                quiets++;
            }
        }
        return kept;
    }

    /** Late-move reductions of the first tests of {@code f}'s quiet children that give no check (FULL profile). */
    private void reduceLateMoves(Frame f, Position position) {
        boolean pvNode = f.beta - f.alpha > 1;
        for (int i = 1; i < f.count; i++) {
            int move = f.moves[i];
            if (!MovePicker.isTactical(position, move) && !position.givesCheck(move)) {
                f.reduction[i] = Pruning.lateMoveReduction(f.depth, i + 1, pvNode, f.depth - 1);
            }
        }
    }

    /**
     * Generates and orders {@code f}'s moves into {@link #generated} (the previous iteration's best move first at
     * the root, and there only the moves the run may search) and charges the generation, the legality checks and the
     * sorting; returns how many there are.
     */
    private int orderChildren(Node node, Frame f, Position position) {
        SearchStats stats = ctx.memory.frameStats;
        long generations = stats.moveGenerations;
        long movesGenerated = stats.movesGenerated;
        long sorts = stats.sortSteps;
        MovePicker picker = ctx.memory.picker();
        Searcher searcher = ctx.memory.searcher();
        picker.init(position, f.ttMove, searcher.history().killer1(f.ply), searcher.history().killer2(f.ply),
                f.inCheck);
        int n = 0;
        int hint = ctx.run.rootHint();
        if (f.root() && hint != Move.NONE && position.isLegal(hint) && ctx.run.searchesAtRoot(hint)) {
            generated[n++] = hint;
        }
        // The root's own frames (its recursive-deepening searches too) keep only the moves the run may search.
        boolean restricted = f.ply == 0 && ctx.run.rootRestricted();
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            if (restricted && !ctx.run.searchesAtRoot(move)) {
                continue;
            }
            if (n == 0 || move != generated[0] || !f.root()) {
                generated[n++] = move;
            }
        }
        ChessCycles.Sum cycles = orderCharge.clear()
                .add(Counter.CHESS_MOVE_GENERATION, (stats.moveGenerations - generations) * ctx.cost.moveGeneration())
                .add(Counter.CHESS_ILLEGAL_MOVE_CHECK, (stats.movesGenerated - movesGenerated)
                        * ctx.cost.illegalMoveCheck())
                .add(Counter.CHESS_SORT, (stats.sortSteps - sorts) * ctx.cost.sort())
                .add(Counter.CHESS_OTHER, 1);
        ledger.work(node, f, f.stamp, cycles);
        return n;
    }
}

package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.rules.DrawRules;
import jamboree.engine.search.HistoryTables;
import jamboree.engine.search.MovePicker;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.api.Activity;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.ThrottleKind;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.scheduler.table.TableEntry;
import jamboree.scheduler.table.TableSlice;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * StarTech on one processing node: a stack of Jamboree frames worked nearly serially, children posted for stealing,
 * the steal protocol with its throttle, the abort protocol, and the owner's side of the global transposition table.
 * Each {@link #step} advances the top frame by one position's worth of work (or runs one serial leaf search) and
 * charges its operations through the {@link CostModel}.
 */
public final class StarTechProgram implements NodeProgram {
    /** Compile-time switch for the protocol checks that count (rather than only prevent) misdelivered messages. */
    static final boolean CHECKS = true;
    private static final int MAX_INTERVALS = 1 << 18;
    private static final int CHILD_VALUE = 0;
    private static final int CHILD_TEST = 1;
    private static final int CHILD_RETEST = 2;

    private record StealKey(int node, long parent, int childIndex) {
    }

    private final int id;
    private final RunSpec run;
    private final NodeMemory memory;
    private final SchedulerConfig config;
    private final CostModel cost;
    private final FrameTable frames = new FrameTable();
    private final ArrayList<Frame> stack = new ArrayList<>();
    private final Map<StealKey, Frame> stolenFrames = new HashMap<>();
    /** Aborts that overtook their grant in the network (the two travel on different sides, in any order). */
    private final java.util.Set<StealKey> earlyAborts = new java.util.HashSet<>();
    private final int[] generated = new int[256];

    // The serial leaf search whose cycles are being charged, piece by piece.
    private Frame leafFrame;
    private int leafIndex;
    private int leafValue;
    private long leafStart;
    private long leafCycles;
    private long leafCharged;

    // Work stealing and the throttle.
    private boolean finished;
    private boolean stealOutstanding;
    private boolean sentSinceEntry;
    private long workSinceHand;
    private long nextRequestAt;


    // Statistics.
    private long nodes;
    private long leafSearches;
    private long stealRequests;
    private long stealsGranted;
    private long stealsDenied;
    private long stealsServed;
    private long tableReads;
    private long tableHits;
    private long deferredReads;
    private long tableUpdates;
    private long strayMessages;
    private long protocolErrors;
    private long lateCutoffWork;
    private final long[] messagesSent = new long[StarTechMessage.KINDS.length];
    private long[] intervalStart = new long[1024];
    private long[] intervalLength = new long[1024];
    private int intervals;

    // The root (node 0 only).
    private Frame rootFrame;
    private boolean rootDone;
    private int rootValue;
    private int rootMove = Move.NONE;
    private long rootTime = -1;
    private long rootStamp;
    private long rootWork;
    private long rootFailedWork;
    private long rootCutoffWork;

    public StarTechProgram(int id, RunSpec run, NodeMemory memory) {
        this.id = id;
        this.run = run;
        this.memory = memory;
        this.config = run.config();
        this.cost = config.cost();
    }

    // ------------------------------------------------------------------ machine callbacks

    @Override
    public void start(Node node) {
        memory.prepare(run.profile());
        if (id != 0) {
            return;
        }
        Segment segment = new Segment(run.root().copy(), new int[0]);
        rootFrame = new Frame(null, -1, -1, 0, segment, 0, run.depth(), -Score.INFINITE, Score.INFINITE, 1, false,
                0);
        frames.allocate(rootFrame);
        stack.add(rootFrame);
    }

    @Override
    public boolean step(Node node) {
        if (run.stop().get()) {
            // A stopped iteration is discarded whole, so nothing is gained by winding its protocol down: end the run.
            node.halt();
            return false;
        }
        if (leafFrame != null && continueLeaf(node)) {
            return true;
        }
        Frame top = top();
        if (top != null) {
            if (advance(node, top)) {
                return true;
            }
            if (config.helpfulMaster() && top.phase == Frame.PHASE_LOOP && !finished) {
                lookForWork(node);
                return false;
            }
            raiseHandWhileWaiting(node);
            waitFor(node, top.phase == Frame.PHASE_TABLE_WAIT ? SearchActivity.WAITING_FOR_TT_READ
                    : SearchActivity.WAITING_FOR_CHILD);
            return false;
        }
        if (frames.live() > 0) {
            // Space bound (5.8): no stealing until this node's frames are all complete.
            raiseHandWhileWaiting(node);
            waitFor(node, SearchActivity.WAITING_FOR_ABORT);
            return false;
        }
        if (!finished) {
            lookForWork(node);
        } else {
            node.idleAs(MachineActivity.IDLE);
        }
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        if (message instanceof StarTechMessage.StealRequest r) {
            onStealRequest(node, r.thief());
        } else if (message instanceof StarTechMessage.StealGranted g) {
            onStealGranted(node, source, g);
        } else if (message instanceof StarTechMessage.StealDenied) {
            stealOutstanding = false;
            stealsDenied++;
            nextRequestAt = node.now() + config.backoff();
        } else if (message instanceof StarTechMessage.ChildDone d) {
            onChildDone(node, source, d);
        } else if (message instanceof StarTechMessage.Abort a) {
            onAbort(node, source, a);
        } else if (message instanceof StarTechMessage.Completion c) {
            onCompletion(source, c);
        } else if (message instanceof StarTechMessage.TableRead r) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            serveRead(node, source, r.key(), r.depth(), r.frame());
        } else if (message instanceof StarTechMessage.TableReply r) {
            onTableReply(node, r.frame(), r.data());
        } else if (message instanceof StarTechMessage.TableUpdate u) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            applyUpdate(node, u.key(), u.depth(), u.move(), u.lower(), u.upper());
        } else if (message instanceof StarTechMessage.TableRelease r) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            answerWaiters(node, memory.slice.release(r.key(), r.depth()), r.key());
        } else {
            throw new IllegalArgumentException("not a StarTech message: " + message);
        }
    }

    @Override
    public void control(Node node, ControlResult result) {
        if (result instanceof ControlResult.Broadcast) {
            // The root has its value: stop looking for work (frames still finish their protocol).
            finished = true;
        }
    }

    // ------------------------------------------------------------------ the frames

    private Frame top() {
        return stack.isEmpty() ? null : stack.get(stack.size() - 1);
    }

    /** Advances {@code f}, the top frame, by one quantum; false if it can only wait. */
    private boolean advance(Node node, Frame f) {
        f.segment.unwindTo(f.historyLength);
        switch (f.phase) {
            case Frame.PHASE_NEW:
                enter(node, f);
                return true;
            case Frame.PHASE_EXPAND:
                expand(node, f);
                return true;
            case Frame.PHASE_FIRST:
                if (f.state[0] == Frame.UNSTARTED) {
                    startChild(node, f, 0, CHILD_VALUE);
                    return true;
                }
                return false;
            case Frame.PHASE_LOOP:
                if (f.resolved < f.count && f.state[f.resolved] == Frame.FAILED_TEST) {
                    // A test that failed against an alpha that has risen since is tested again first: it may
                    // well fail low against the new alpha, which costs far less than a search for its value.
                    int i = f.resolved;
                    startChild(node, f, i, f.testAlpha[i] < f.alpha ? CHILD_RETEST : CHILD_VALUE);
                    return true;
                }
                int next = f.nextUnstarted(1);
                if (next >= 0 && (next < f.serialUntil || f.resolved >= f.serialUntil)) {
                    startChild(node, f, next, CHILD_TEST);
                    return true;
                }
                return false;
            default:
                return false;
        }
    }

    /** Arriving at a frame's position: the checks every node of the serial search makes, then the table read. */
    private void enter(Node node, Frame f) {
        Position position = f.segment.position;
        Searcher searcher = memory.searcher();
        if (run.stop().get()) {
            work(node, f, f.startStamp, cost.jamboreeControl());
            finish(node, f, 0, f.stamp);
            return;
        }
        if (leaf(f)) {
            if (config.globalTable() && config.leafTableReads() && !run.stop().get()) {
                // The leaf's own position goes through the global table like a frame's; the search follows the
                // reply (expand), and the result is published when the leaf finishes.
                f.readTable = true;
                readGlobalTable(node, f);
            } else {
                searchLeaf(node, f);
            }
            return;
        }
        nodes++;
        f.inCheck = position.inCheck();
        if (f.inCheck) {
            f.depth++;
        }
        long cycles = cost.jamboreeControl();
        if (f.ply > 0 && !f.selfSearch) {
            cycles += cost.repetitionCheck();
            if (DrawRules.isDraw(position, run.rootHistoryLength())) {
                work(node, f, f.startStamp, cycles);
                finish(node, f, Score.DRAW, f.stamp);
                return;
            }
        }
        if (f.ply >= Searcher.MAX_PLY) {
            cycles += cost.evaluation();
            int value = searcher.evaluator().evaluate(position);
            work(node, f, f.startStamp, cycles);
            finish(node, f, value, f.stamp);
            return;
        }
        work(node, f, f.startStamp, cycles);
        f.readTable = true;
        if (config.globalTable()) {
            readGlobalTable(node, f);
        } else {
            long entry = memory.leafTable().probe(f.key);
            tableReads++;
            if (entry != 0) {
                tableHits++;
                f.tableData = TableEntry.pack(TranspositionTable.move(entry), TranspositionTable.depth(entry),
                        TranspositionTable.toStored(TranspositionTable.lower(entry, f.ply), f.ply),
                        TranspositionTable.toStored(TranspositionTable.upper(entry, f.ply), f.ply), 0);
            }
            f.phase = Frame.PHASE_EXPAND;
        }
    }

    /** Whether {@code f} is searched as one serial search rather than as a Jamboree frame. */
    private boolean leaf(Frame f) {
        return !f.selfSearch && !f.root() && f.nominalDepth <= config.serialDepth();
    }

    /** Asks the owner of {@code f}'s position for its entry; the frame waits for the reply (6.3). */
    private void readGlobalTable(Node node, Frame f) {
        tableReads++;
        int owner = TableSlice.owner(f.key, node.size());
        f.phase = Frame.PHASE_TABLE_WAIT;
        f.awaitingTableReply = true;
        TableSlice[] shared = run.sharedSlices();
        if (shared != null) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            long data;
            synchronized (shared[owner]) {
                data = shared[owner].probe(f.key);
            }
            onTableReply(node, f.reference, data);
            return;
        }
        if (owner == id) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            serveRead(node, id, f.key, f.depth, f.reference);
        } else {
            send(node, owner, Side.REQUEST, new StarTechMessage.TableRead(f.key, f.depth, f.reference));
        }
    }

    /**
     * Runs the serial search of a leaf frame in one step (its cycles are then charged piece by piece). What the global
     * table said about the position is copied into the node's own table first, where the serial search looks; what
     * the search found there afterwards becomes the frame's best move, which {@link #finish} publishes.
     */
    private void searchLeaf(Node node, Frame f) {
        Searcher searcher = memory.searcher();
        TranspositionTable own = memory.leafTable();
        if (f.tableData != 0) {
            own.storeBounds(f.key, TableEntry.depth(f.tableData), TableEntry.move(f.tableData),
                    TableEntry.lower(f.tableData), TableEntry.upper(f.tableData));
        }
        long[] before = counters(searcher.stats());
        int value = searcher.searchSubtree(f.segment.position, f.alpha, f.beta, f.nominalDepth, f.ply,
                run.rootHistoryLength());
        leafSearches++;
        nodes += searcher.stats().nodes - before[0];
        long cycles = leafCycles(before, searcher.stats());
        if (f.readTable) {
            long entry = own.probe(f.key);
            if (entry != 0) {
                f.bestMove = TranspositionTable.move(entry);
            }
        }
        f.phase = Frame.PHASE_LEAF;
        beginLeaf(node, f, -1, value, f.stamp, cycles);
    }

    /** After the table read: table cutoff (not in STRICT), recursive iterative deepening, then the children. */
    private void expand(Node node, Frame f) {
        if (leaf(f)) {
            searchLeaf(node, f);
            return;
        }
        Position position = f.segment.position;
        long data = f.tableData;
        boolean pvNode = f.beta - f.alpha > 1;
        if (data != 0 && f.ttMove == Move.NONE) {
            int move = TableEntry.move(data);
            if (move != Move.NONE && position.isLegal(move)) {
                f.ttMove = move;
            }
        }
        if (data != 0 && run.profile() != Profile.STRICT && !pvNode && TableEntry.depth(data) >= f.depth
                && !f.root()) {
            int lower = TranspositionTable.fromStored(TableEntry.lower(data), f.ply);
            int upper = TranspositionTable.fromStored(TableEntry.upper(data), f.ply);
            if (lower >= f.beta || upper <= f.alpha || lower == upper) {
                work(node, f, f.stamp, 1);
                f.bestMove = f.ttMove;
                finish(node, f, lower >= f.beta ? lower : upper, f.stamp);
                return;
            }
        }
        if (config.recursiveDeepening() && !f.deepened && f.depth >= 3
                && (f.ttMove == Move.NONE || TableEntry.depth(data) < f.depth - 1)) {
            // Thesis 6.4: learn the best move from a shallower search of this same position first.
            f.phase = Frame.PHASE_SELF;
            f.deepened = true;
            int selfDepth = f.depth - 1 - (f.inCheck ? 1 : 0);
            Frame self = new Frame(f, -1, -1, 0, f.segment, f.ply, selfDepth, f.alpha, f.beta, f.nodeType, true,
                    f.stamp);
            frames.allocate(self);
            stack.add(self);
            work(node, f, f.stamp, 1);
            return;
        }
        SearchStats stats = memory.frameStats;
        long generations = stats.moveGenerations;
        long movesGenerated = stats.movesGenerated;
        long sorts = stats.sortSteps;
        MovePicker picker = memory.picker();
        Searcher searcher = memory.searcher();
        picker.init(position, f.ttMove, searcher.history().killer1(f.ply), searcher.history().killer2(f.ply),
                f.inCheck);
        int n = 0;
        if (f.root() && run.rootHint() != Move.NONE && position.isLegal(run.rootHint())) {
            generated[n++] = run.rootHint();
        }
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            if (n == 0 || move != generated[0] || !f.root()) {
                generated[n++] = move;
            }
        }
        f.children(generated, n);
        long cycles = (stats.moveGenerations - generations) * cost.moveGeneration()
                + (stats.movesGenerated - movesGenerated) * cost.illegalMoveCheck()
                + (stats.sortSteps - sorts) * cost.sort() + 1;
        work(node, f, f.stamp, cycles);
        if (n == 0) {
            finish(node, f, f.inCheck ? Score.matedIn(f.ply) : Score.DRAW, f.stamp);
            return;
        }
        f.phase = Frame.PHASE_FIRST;
    }

    /**
     * Starts child {@code i} as {@code kind}: {@link #CHILD_VALUE}, the first child or a failed test, with the full
     * window; {@link #CHILD_TEST}, an empty-window test at alpha; {@link #CHILD_RETEST}, a failed test tested again at
     * the alpha it has risen to.
     */
    private void startChild(Node node, Frame f, int i, int kind) {
        int alpha;
        int beta;
        long start;
        if (kind == CHILD_VALUE) {
            alpha = -f.beta;
            beta = -f.alpha;
            start = i == 0 ? f.stamp : Math.max(f.failedAt[i], f.prefixStamp);
            f.research[i] = i > 0;
        } else {
            alpha = -f.alpha - 1;
            beta = -f.alpha;
            f.testAlpha[i] = f.alpha;
            f.research[i] = false;
            start = kind == CHILD_RETEST ? Math.max(f.failedAt[i], f.prefixStamp) : f.testStart(i);
        }
        Position position = f.segment.position;
        position.makeMove(f.moves[i]);
        int childDepth = f.depth - 1;
        if (childDepth <= config.serialDepth() && !(config.globalTable() && config.leafTableReads())) {
            Searcher searcher = memory.searcher();
            long[] before = counters(searcher.stats());
            int value = searcher.searchSubtree(position, alpha, beta, childDepth, f.ply + 1,
                    run.rootHistoryLength());
            position.unmakeMove();
            leafSearches++;
            nodes += searcher.stats().nodes - before[0];
            long cycles = leafCycles(before, searcher.stats()) + cost.makeUnmake();
            f.state[i] = Frame.LOCAL;
            beginLeaf(node, f, i, -value, start, cycles);
            return;
        }
        f.state[i] = Frame.LOCAL;
        Frame child = new Frame(f, i, -1, 0, f.segment, f.ply + 1, childDepth, alpha, beta,
                f.childType(alpha, beta), false, start);
        frames.allocate(child);
        stack.add(child);
        work(node, child, start, cost.makeUnmake());
    }

    /** A child's value {@code s} (from {@code f}'s side) has arrived: lines J4-J18 of Figure 4-5. */
    private void onChildValue(Node node, Frame f, int i, int s, long stamp, long work, long failed, long cutoff) {
        f.work += work;
        f.childWork[i] = work;
        if (f.phase == Frame.PHASE_FIRST) {
            f.state[0] = Frame.DONE;
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            f.best = s;
            f.bestMove = f.moves[0];
            if (s >= f.beta) {
                finish(node, f, s, stamp);
                return;
            }
            if (s > f.alpha) {
                f.alpha = s;
            }
            f.loopStamp = stamp;
            f.prefixStamp = stamp;
            f.serialStamp = stamp;
            f.resolved = 1;
            f.phase = Frame.PHASE_LOOP;
            if (f.nodeType == 1) {
                // At a principal-variation position the owner tests the next few children itself, each against the
                // alpha its predecessors left; tested all at once against the first child's value, more tests fail
                // and must be searched again (the failed work of 6.5).
                f.serialUntil = Math.min(f.count, 1 + config.pvSerialChildren());
            } else if (config.serialization() && f.nodeType == 2 && s <= f.alphaOrig && droppedBelowAlpha(f)) {
                f.serialUntil = Math.min(f.count, 1 + config.serializationChildren());
            }
            f.stealable = true;
            settle(node, f);
            return;
        }
        if (s > f.best) {
            f.best = s;
            f.bestMove = f.moves[i];
        }
        if (f.research[i]) {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            f.state[i] = Frame.DONE;
            f.iterationEnd[i] = stamp;
            if (s >= f.beta) {
                abortAndReturn(node, f, i, s, stamp);
                return;
            }
            if (s > f.alpha) {
                f.alpha = s;
            }
        } else if (s >= f.beta) {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            abortAndReturn(node, f, i, s, stamp);
            return;
        } else if (s > f.testAlpha[i]) {
            // The test failed: its whole subtree is failed work, and the child must be searched for its value.
            f.state[i] = Frame.FAILED_TEST;
            f.failedAt[i] = stamp;
            f.failedWork += work;
        } else {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            f.state[i] = Frame.DONE;
            f.iterationEnd[i] = stamp;
        }
        settle(node, f);
    }

    /** Section 6.5's "dropped below alpha": a shallower search thought this position better than alpha. */
    private boolean droppedBelowAlpha(Frame f) {
        long data = f.tableData;
        if (data == 0) {
            return true;
        }
        return TranspositionTable.fromStored(TableEntry.lower(data), f.ply) > f.alphaOrig
                || TranspositionTable.fromStored(TableEntry.upper(data), f.ply) > f.alphaOrig;
    }

    /** Advances the completed prefix of the parallel loop; returns the frame's value once every child is done. */
    private void settle(Node node, Frame f) {
        while (f.resolved < f.count && f.state[f.resolved] == Frame.DONE) {
            f.prefixStamp = Math.max(f.prefixStamp, f.iterationEnd[f.resolved]);
            f.resolved++;
            if (f.resolved == f.serialUntil) {
                f.serialStamp = f.prefixStamp;
            }
        }
        if (f.resolved == f.count) {
            finish(node, f, f.best, f.prefixStamp);
        }
    }

    /** Line J10/J15: a child failed high; abort the others and return its value. */
    private void abortAndReturn(Node node, Frame f, int cut, int s, long stamp) {
        for (int j = 1; j < f.count; j++) {
            if (j == cut) {
                continue;
            }
            byte state = f.state[j];
            if (j > cut && state != Frame.UNSTARTED) {
                f.cutoffWork += f.childWork[j];
            }
            if (state == Frame.STOLEN) {
                send(node, f.thief[j], Side.REQUEST, new StarTechMessage.Abort(f.reference, j, 1));
                f.state[j] = Frame.ABORTING;
            }
        }
        abortLocalDescendants(node, f);
        finish(node, f, s, stamp);
    }

    /** Unwinds the frames above {@code f} on this node that descend from it. */
    private void abortLocalDescendants(Node node, Frame f) {
        for (int k = stack.size() - 1; k >= 0; k--) {
            Frame x = stack.get(k);
            if (x != f && descends(x, f)) {
                stack.remove(k);
                abandon(node, x);
                f.cutoffWork += x.work;
            }
        }
    }

    private static boolean descends(Frame x, Frame ancestor) {
        for (Frame p = x.localParent; p != null; p = p.localParent) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** Gives up a frame that is being aborted: its stolen children get aborts; it is freed once all is accounted. */
    private void abandon(Node node, Frame x) {
        if (x == leafFrame) {
            // The pieces of its serial search charged so far were work on a pruned subtree.
            x.work += leafCharged;
            leafFrame = null;
        }
        x.aborted = true;
        x.phase = Frame.PHASE_DONE;
        if (x.count > 0) {
            for (int j = 0; j < x.count; j++) {
                if (x.state[j] == Frame.STOLEN) {
                    send(node, x.thief[j], Side.REQUEST, new StarTechMessage.Abort(x.reference, j, 1));
                    x.state[j] = Frame.ABORTING;
                }
            }
        }
        if (x.readTable && config.globalTable() && config.deferredReads() && !x.awaitingTableReply) {
            releaseAnnouncement(node, x);
        }
        tryFree(x);
    }

    /** The frame has its value: store it, leave the stack, and hand the value to the parent. */
    private void finish(Node node, Frame f, int value, long stamp) {
        f.phase = Frame.PHASE_DONE;
        f.segment.unwindTo(f.historyLength);
        if (f.readTable) {
            store(node, f, value);
        }
        if (value >= f.beta && f.bestMove != Move.NONE && !MovePicker.isTactical(f.segment.position, f.bestMove)
                && f.count > 0) {
            memory.searcher().history().recordCutoff(f.ply, f.depth,
                    f.segment.position.pieceAt(Move.from(f.bestMove)), f.bestMove, generated, generated, 0);
        }
        stack.remove(f);
        Frame p = f.localParent;
        if (p != null) {
            p.segment.unwindTo(p.historyLength);
            if (f.selfSearch) {
                if (f.bestMove != Move.NONE) {
                    p.ttMove = f.bestMove;
                }
                p.work += f.work;
                p.failedWork += f.failedWork;
                p.cutoffWork += f.cutoffWork;
                p.stamp = Math.max(p.stamp, stamp);
                p.phase = Frame.PHASE_EXPAND;
                tryFree(f);
            } else {
                tryFree(f);
                onChildValue(node, p, f.indexInParent, -value, stamp, f.work, f.failedWork, f.cutoffWork);
            }
        } else if (f.stolen()) {
            send(node, f.remoteNode, Side.REPLY, new StarTechMessage.ChildDone(f.remoteParent, f.indexInParent,
                    false, value, stamp, f.work, f.failedWork, f.cutoffWork, 1));
            f.returned = true;
            tryFree(f);
        } else {
            rootDone = true;
            rootValue = value;
            rootMove = f.bestMove;
            rootTime = node.now();
            rootStamp = stamp;
            rootWork = f.work;
            rootFailedWork = f.failedWork;
            rootCutoffWork = f.cutoffWork;
            finished = true;
            if (node.size() > 1) {
                node.broadcast(1);
            }
            tryFree(f);
        }
    }

    private void tryFree(Frame f) {
        if (f.freed || f.phase != Frame.PHASE_DONE || f.awaitingTableReply || f.outstandingRemote > 0) {
            return;
        }
        if (f.stolen() && !(f.returned && f.parentCompleted)) {
            return;
        }
        if (f.stolen()) {
            stolenFrames.remove(new StealKey(f.remoteNode, f.remoteParent, f.indexInParent));
        }
        frames.release(f);
    }

    // ------------------------------------------------------------------ work, stamps, leaf searches

    /**
     * A serial leaf search has been computed; its cycles are charged over several steps of at most
     * {@code poll-quantum} cycles, so that the node polls the network during it as StarTech's serial code did, and an
     * abort that arrives meanwhile cuts it short. {@code index} is the child's index in {@code f}, or -1 when
     * {@code f} is itself a stolen leaf.
     */
    private void beginLeaf(Node node, Frame f, int index, int value, long start, long cycles) {
        leafFrame = f;
        leafIndex = index;
        leafValue = value;
        leafStart = start;
        leafCycles = cycles;
        leafCharged = 0;
        recordInterval(start, cycles);
        continueLeaf(node);
    }

    /** Charges the next piece of the leaf search in progress; false if it was abandoned (nothing charged). */
    private boolean continueLeaf(Node node) {
        Frame f = leafFrame;
        if (f.phase == Frame.PHASE_DONE) {
            leafFrame = null;
            return false;
        }
        // Alone on the machine there is nobody to answer, so a single node charges its leaf at once.
        long quantum = node.size() == 1 ? Long.MAX_VALUE : config.pollQuantum();
        long piece = Math.min(quantum, leafCycles - leafCharged);
        leafCharged += piece;
        chargeWork(node, piece);
        if (leafCharged < leafCycles) {
            return true;
        }
        leafFrame = null;
        if (leafIndex >= 0) {
            onChildValue(node, f, leafIndex, leafValue, leafStart + leafCycles, leafCycles, 0, 0);
        } else {
            f.work += leafCycles;
            f.stamp = leafStart + leafCycles;
            finish(node, f, leafValue, f.stamp);
        }
        return true;
    }

    /** Charges chess work to {@code f} as an interval of its critical path starting at {@code start}. */
    private void work(Node node, Frame f, long start, long cycles) {
        cycles = Math.max(1, cycles);
        f.work += cycles;
        f.stamp = Math.max(f.stamp, start + cycles);
        charge(node, start, cycles);
    }

    /** Charges chess work done on the critical path from {@code start} (the interval feeds the profile). */
    private void charge(Node node, long start, long cycles) {
        recordInterval(start, cycles);
        chargeWork(node, cycles);
    }

    private void recordInterval(long start, long cycles) {
        if (intervals < MAX_INTERVALS) {
            if (intervals == intervalStart.length) {
                intervalStart = java.util.Arrays.copyOf(intervalStart, intervals * 2);
                intervalLength = java.util.Arrays.copyOf(intervalLength, intervals * 2);
            }
            intervalStart[intervals] = start;
            intervalLength[intervals] = cycles;
            intervals++;
        }
    }

    private void chargeWork(Node node, long cycles) {
        node.charge(cycles, SearchActivity.CHESS_WORK);
        workSinceHand += cycles;
        if (config.throttle() == ThrottleKind.STARTECH && node.size() > 1 && !finished
                && workSinceHand >= config.throttleWork() && node.barrierCompleted()) {
            enterBarrier(node);
        }
    }

    private static long[] counters(SearchStats s) {
        return new long[] {s.nodes, s.makeMoves, s.evaluations, s.moveGenerations, s.movesGenerated, s.sortSteps,
                s.repetitionChecks};
    }

    private long leafCycles(long[] b, SearchStats s) {
        return Math.max(1, cost.serialCycles(s.nodes - b[0], s.makeMoves - b[1], s.evaluations - b[2],
                s.moveGenerations - b[3], s.movesGenerated - b[4], s.sortSteps - b[5], s.repetitionChecks - b[6]));
    }

    // ------------------------------------------------------------------ stealing and the throttle

    private void enterBarrier(Node node) {
        node.enterBarrier();
        workSinceHand = 0;
        sentSinceEntry = false;
    }

    /** A node that cannot work raises its hand at once, so that the busy nodes alone pace the phases. */
    private void raiseHandWhileWaiting(Node node) {
        if (config.throttle() == ThrottleKind.STARTECH && node.size() > 1 && !finished && node.barrierCompleted()) {
            enterBarrier(node);
        }
    }

    private void lookForWork(Node node) {
        if (node.size() == 1 || finished) {
            node.idleAs(MachineActivity.IDLE);
            return;
        }
        if (stealOutstanding) {
            waitFor(node, SearchActivity.LOOKING_FOR_WORK);
            return;
        }
        switch (config.throttle()) {
            case NAIVE -> sendSteal(node);
            case BACKOFF -> {
                if (stealsDenied > 0 && node.now() < nextRequestAt) {
                    node.wakeAt(nextRequestAt);
                    waitFor(node, SearchActivity.WAITING_ON_THROTTLE);
                } else {
                    sendSteal(node);
                }
            }
            case STARTECH -> {
                if (node.barrierCompleted()) {
                    enterBarrier(node);
                }
                if (!sentSinceEntry) {
                    sentSinceEntry = true;
                    sendSteal(node);
                } else {
                    waitFor(node, SearchActivity.WAITING_ON_THROTTLE);
                }
            }
        }
    }

    private void sendSteal(Node node) {
        int victim = node.random().nextInt(node.size() - 1);
        if (victim >= id) {
            victim++;
        }
        stealOutstanding = true;
        stealRequests++;
        send(node, victim, Side.REQUEST, new StarTechMessage.StealRequest(id));
        waitFor(node, SearchActivity.LOOKING_FOR_WORK);
    }

    /** The victim's handler: give the unstarted child nearest the root, or deny. */
    private void onStealRequest(Node node, int thief) {
        node.charge(cost.stealService(), SearchActivity.ANSWERING_STEAL_REQUEST);
        for (Frame f : stack) {
            if (f.phase != Frame.PHASE_LOOP || !f.stealable || f.depth - 1 < config.minStealDepth()
                    || f.resolved < f.serialUntil || run.stop().get()) {
                continue;
            }
            int j = f.nextUnstarted(f.serialUntil);
            if (j < 0) {
                continue;
            }
            f.state[j] = Frame.STOLEN;
            f.thief[j] = thief;
            f.testAlpha[j] = f.alpha;
            f.outstandingRemote++;
            stealsServed++;
            int[] path = f.segment.pathTo(f.historyLength, f.moves[j]);
            int historyKeys = Math.min(run.root().halfmoveClock() + path.length, run.root().historyLength()
                    + path.length);
            int alpha = -f.alpha - 1;
            int beta = -f.alpha;
            int[] historyScores = null;
            int[] killers = null;
            if (config.orderingWithWork()) {
                HistoryTables ordering = memory.searcher().history();
                historyScores = ordering.historySnapshot();
                killers = ordering.killersFrom(f.ply + 1, f.depth + 1);
            }
            send(node, thief, Side.REPLY, new StarTechMessage.StealGranted(f.reference, j, path, alpha, beta,
                    f.depth - 1, f.ply + 1, f.testStart(j), Math.min(historyKeys, 100), f.childType(alpha, beta),
                    historyScores, killers));
            return;
        }
        send(node, thief, Side.REPLY, new StarTechMessage.StealDenied());
    }

    /** The thief rebuilds the position from the root and the path (with the repetition history) and runs it. */
    private void onStealGranted(Node node, int victim, StarTechMessage.StealGranted g) {
        stealOutstanding = false;
        stealsGranted++;
        StealKey key = new StealKey(victim, g.parent(), g.childIndex());
        if (earlyAborts.remove(key)) {
            send(node, victim, Side.REPLY, new StarTechMessage.ChildDone(g.parent(), g.childIndex(), true, 0,
                    g.stamp(), 0, 0, 0, 1));
            return;
        }
        Position position = run.root().copy();
        for (int move : g.path()) {
            position.makeMove(move);
        }
        node.charge(cost.replayPerMove() * g.path().length, SearchActivity.LOOKING_FOR_WORK);
        if (g.historyScores() != null) {
            memory.searcher().history().adopt(g.historyScores(), g.ply(), g.killers());
        }
        int[] base = g.path();
        Segment segment = new Segment(position, base);
        Frame f = new Frame(null, g.childIndex(), victim, g.parent(), segment, g.ply(), g.depth(), g.alpha(),
                g.beta(), g.nodeType(), false, g.stamp());
        frames.allocate(f);
        stolenFrames.put(key, f);
        stack.add(f);
    }

    // ------------------------------------------------------------------ the frame protocol (4.6)

    private void onChildDone(Node node, int source, StarTechMessage.ChildDone d) {
        Frame f = frames.lookup(d.parent());
        if (f == null) {
            strayMessages++;
            return;
        }
        int i = d.childIndex();
        if (CHECKS && (d.messagesSent() != 1 || f.thief[i] != source)) {
            protocolErrors++;
        }
        if (f.state[i] == Frame.STOLEN && !d.aborted()) {
            f.outstandingRemote--;
            send(node, source, Side.REQUEST, new StarTechMessage.Completion(f.reference, i, 1));
            onChildValue(node, f, i, -d.value(), d.stamp(), d.work(), d.failedWork(), d.cutoffWork());
            tryFree(f);
        } else if (f.state[i] == Frame.ABORTING) {
            // Our abort crossed the child's result, or this is the child's acknowledgement: either way it is the
            // child's completion, and our abort was ours.
            f.outstandingRemote--;
            f.state[i] = Frame.DONE;
            lateCutoffWork += d.work();
            tryFree(f);
        } else {
            protocolErrors++;
        }
    }

    private void onAbort(Node node, int source, StarTechMessage.Abort a) {
        StealKey key = new StealKey(source, a.parent(), a.childIndex());
        Frame g = stolenFrames.get(key);
        if (g == null) {
            if (earlyAborts.add(key)) {
                // The grant is still in the network: the frame will be aborted the moment it arrives.
                return;
            }
            strayMessages++;
            return;
        }
        if (CHECKS && a.messagesSent() != 1) {
            protocolErrors++;
        }
        g.parentCompleted = true;
        if (g.returned) {
            tryFree(g);
            return;
        }
        abortLocalDescendants(node, g);
        stack.remove(g);
        send(node, source, Side.REPLY, new StarTechMessage.ChildDone(g.remoteParent, g.indexInParent, true, 0,
                g.stamp, g.work, g.failedWork, g.cutoffWork, 1));
        g.returned = true;
        abandon(node, g);
    }

    private void onCompletion(int source, StarTechMessage.Completion c) {
        Frame g = stolenFrames.get(new StealKey(source, c.parent(), c.childIndex()));
        if (g == null) {
            strayMessages++;
            return;
        }
        if (CHECKS && (!g.returned || c.messagesSent() != 1)) {
            protocolErrors++;
        }
        g.parentCompleted = true;
        tryFree(g);
    }

    // ------------------------------------------------------------------ the global table (6.3, 6.4)

    private void serveRead(Node node, int requester, long key, int depth, long frame) {
        if (config.deferredReads() && memory.slice.deferOrAnnounce(key, depth, requester, frame)) {
            deferredReads++;
            return;
        }
        reply(node, requester, frame, memory.slice.probe(key));
    }

    private void reply(Node node, int requester, long frame, long data) {
        if (requester == id) {
            onTableReply(node, frame, data);
        } else {
            send(node, requester, Side.REPLY, new StarTechMessage.TableReply(frame, data));
        }
    }

    private void answerWaiters(Node node, List<TableSlice.Waiter> waiters, long key) {
        if (waiters.isEmpty()) {
            return;
        }
        long data = memory.slice.probe(key);
        for (TableSlice.Waiter w : waiters) {
            reply(node, w.node(), w.frame(), data);
        }
    }

    private void onTableReply(Node node, long frame, long data) {
        Frame f = frames.lookup(frame);
        if (f == null) {
            strayMessages++;
            return;
        }
        f.awaitingTableReply = false;
        if (data != 0) {
            tableHits++;
        }
        if (f.phase == Frame.PHASE_DONE) {
            // Aborted while the read was in flight: the frame lived on only to receive this reply.
            if (config.deferredReads()) {
                releaseAnnouncement(node, f);
            }
            tryFree(f);
            return;
        }
        f.tableData = data;
        f.phase = Frame.PHASE_EXPAND;
    }

    private void applyUpdate(Node node, long key, int depth, int move, int lower, int upper) {
        memory.slice.update(key, depth, move, lower, upper);
        answerWaiters(node, memory.slice.release(key, depth), key);
    }

    private void store(Node node, Frame f, int value) {
        if (!config.globalTable()) {
            memory.leafTable().store(f.key, f.depth, f.ply, f.bestMove, value, f.alphaOrig, f.beta);
            return;
        }
        if (f.phase == Frame.PHASE_DONE && f.aborted) {
            return;
        }
        int lower = value > f.alphaOrig ? value : -Score.INFINITE;
        int upper = value < f.beta ? value : Score.INFINITE;
        if (run.stop().get()) {
            releaseAnnouncement(node, f);
            return;
        }
        lower = TranspositionTable.toStored(lower, f.ply);
        upper = TranspositionTable.toStored(upper, f.ply);
        tableUpdates++;
        int owner = TableSlice.owner(f.key, node.size());
        TableSlice[] shared = run.sharedSlices();
        if (shared != null) {
            synchronized (shared[owner]) {
                shared[owner].update(f.key, f.depth, f.bestMove, lower, upper);
            }
            return;
        }
        if (owner == id) {
            node.charge(cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            applyUpdate(node, f.key, f.depth, f.bestMove, lower, upper);
        } else {
            send(node, owner, Side.REQUEST, new StarTechMessage.TableUpdate(f.key, f.depth, f.bestMove, lower,
                    upper));
        }
    }

    private void releaseAnnouncement(Node node, Frame f) {
        if (run.sharedSlices() != null) {
            return;
        }
        int owner = TableSlice.owner(f.key, node.size());
        if (owner == id) {
            answerWaiters(node, memory.slice.release(f.key, f.depth), f.key);
        } else {
            send(node, owner, Side.REQUEST, new StarTechMessage.TableRelease(f.key, f.depth));
        }
    }

    // ------------------------------------------------------------------ plumbing

    private void send(Node node, int destination, Side side, StarTechMessage message) {
        messagesSent[StarTechMessage.kindOf(message)]++;
        node.send(destination, side, message);
    }

    /** The machine books the time this node now spends with nothing to do to {@code reason} (Figure 6-9). */
    private void waitFor(Node node, Activity reason) {
        node.idleAs(reason);
    }

    /** What this node did in the run, read after the machine has stopped. */
    public NodeTally tally() {
        long[] starts = java.util.Arrays.copyOf(intervalStart, intervals);
        long[] lengths = java.util.Arrays.copyOf(intervalLength, intervals);
        return new NodeTally(id, nodes, leafSearches, stealRequests, stealsGranted, stealsDenied, stealsServed,
                tableReads, tableHits, deferredReads, tableUpdates, strayMessages + earlyAborts.size(), protocolErrors,
                frames.live(), frames.peak(), memory.slice.pendingSearches(), lateCutoffWork, messagesSent.clone(),
                starts, lengths);
    }

    /** The root's outcome (node 0 only). */
    public RootOutcome rootOutcome() {
        return new RootOutcome(rootDone, rootValue, rootMove, rootTime, rootStamp, rootWork, rootFailedWork,
                rootCutoffWork);
    }
}

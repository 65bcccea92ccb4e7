package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.MovePicker;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.TableWord;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.api.Node;

/**
 * The Jamboree algorithm (thesis Figure 4-5) on one node's frames: value the first child; test the rest with empty
 * windows, in parallel where the rules allow (posting them for thieves); search failed tests again for their value,
 * in order; on a fail-high abort the remaining children and return. The node advances its top frame one quantum at a
 * time; children below the serial depth are serial leaf searches.
 *
 * <p>Every piece of work carries a critical-path stamp (Figure 5-8): a child starts at the stamp at which Jamboree
 * could have started it (after the first child for the tests, after the serialized prefix for the rest), and a value
 * is ready at the latest of its inputs plus its own work.
 */
final class JamboreeFrames {
    private final NodeContext ctx;
    private final WorkLedger ledger;
    private final LeafSearches leaves;
    private final TableAccess table;
    private final FrameProtocol protocol;
    private final FrameArrival arrival;
    private RootOutcome root = RootOutcome.NONE;

    JamboreeFrames(NodeContext ctx, WorkLedger ledger, LeafSearches leaves, TableAccess table,
                   FrameProtocol protocol) {
        this.ctx = ctx;
        this.ledger = ledger;
        this.leaves = leaves;
        this.table = table;
        this.protocol = protocol;
        this.arrival = new FrameArrival(ctx, ledger, leaves, table, this);
    }

    /** Node 0 starts the search of the root. */
    void startRoot() {
        Segment segment = new Segment(ctx.run.root().copy(), new int[0]);
        ctx.frames.push(ctx.frames.make(null, -1, -1, 0, segment, 0, ctx.run.depth(), ctx.run.rootAlpha(),
                ctx.run.rootBeta(), 1, false, 0));
    }

    RootOutcome root() {
        return root;
    }

    /** Advances {@code f}, the top frame, by one quantum; false if it can only wait. */
    boolean advance(Node node, Frame f) {
        f.segment.unwindTo(f.historyLength);
        switch (f.phase) {
            case NEW:
                arrival.enter(node, f);
                return true;
            case EXPAND:
                arrival.expand(node, f);
                return true;
            case FIRST:
                if (f.state[0] == ChildState.UNSTARTED) {
                    startChild(node, f, 0, ChildSearch.VALUE);
                    return true;
                }
                return false;
            case LOOP:
                if (f.resolved < f.count && f.state[f.resolved] == ChildState.FAILED_TEST) {
                    // A test that failed against an alpha that has risen since is tested again first: it may
                    // well fail low against the new alpha, which costs far less than a search for its value.
                    int i = f.resolved;
                    if (f.reduction[i] > 0) {
                        // A reduced test that failed high is tested again at full depth first (late-move reductions).
                        f.reduction[i] = 0;
                        startChild(node, f, i, ChildSearch.RETEST);
                    } else {
                        startChild(node, f, i, f.testAlpha[i] < f.alpha ? ChildSearch.RETEST : ChildSearch.VALUE);
                    }
                    return true;
                }
                int reduced = ctx.run.profile() == Profile.FULL ? failedReducedTest(f) : -1;
                if (reduced >= 0) {
                    // A reduced test that failed high is tested again at full depth at once, before any later child
                    // starts, as the serial search does: if it holds, the frame cuts off and nothing more is spent.
                    // It is an empty-window test at the same alpha, so it need not wait for the earlier children.
                    f.reduction[reduced] = 0;
                    startChild(node, f, reduced, ChildSearch.RETEST);
                    return true;
                }
                int next = f.nextUnstarted(1);
                if (next >= 0 && (next < f.serialUntil || f.resolved >= f.serialUntil)) {
                    startChild(node, f, next, ChildSearch.TEST);
                    return true;
                }
                return false;
            default:
                return false;
        }
    }

    /** The first child after the resolved prefix whose reduced test failed high (FULL profile), or -1. */
    private static int failedReducedTest(Frame f) {
        for (int i = f.resolved + 1; i < f.count; i++) {
            if (f.state[i] == ChildState.FAILED_TEST && f.reduction[i] > 0) {
                return i;
            }
        }
        return -1;
    }

    /** Starts child {@code i} of {@code f}: a frame on this node's stack, or below the serial depth a leaf search. */
    private void startChild(Node node, Frame f, int i, ChildSearch kind) {
        int alpha;
        int beta;
        long start;
        if (kind == ChildSearch.VALUE) {
            alpha = -f.beta;
            beta = -f.alpha;
            start = i == 0 ? f.stamp : Math.max(f.failedAt[i], f.prefixStamp);
            f.research[i] = i > 0;
        } else {
            alpha = -f.alpha - 1;
            beta = -f.alpha;
            f.testAlpha[i] = f.alpha;
            f.research[i] = false;
            start = kind == ChildSearch.RETEST ? Math.max(f.failedAt[i], f.prefixStamp) : f.testStart(i);
        }
        Position position = f.segment.position;
        position.makeMove(f.moves[i]);
        int childDepth = f.depth - 1 - (kind == ChildSearch.TEST ? f.reduction[i] : 0);
        if (childDepth <= ctx.splitDepth(node, alpha, beta) && !(ctx.config.globalTable() && ctx.config.leafTableReads())) {
            int value = -leaves.search(position, alpha, beta, childDepth, f.ply + 1, ctx.cost.makeUnmake());
            position.unmakeMove();
            f.state[i] = ChildState.LOCAL;
            leaves.begin(node, f, i, value, start);
            return;
        }
        f.state[i] = ChildState.LOCAL;
        Frame child = ctx.frames.make(f, i, -1, 0, f.segment, f.ply + 1, childDepth, alpha, beta,
                f.childType(alpha, beta), false, start);
        ctx.frames.push(child);
        ledger.work(node, child, start, ctx.charges.makeUnmake);
    }

    /** A charged leaf is done: a child's value for its parent, or the value of the leaf frame itself. */
    void leafDone(Node node, Frame f, int index, int value, long start, long cycles) {
        if (index >= 0) {
            childValue(node, f, index, value, start + cycles, cycles, 0, 0);
        } else {
            f.work += cycles;
            f.stamp = start + cycles;
            finish(node, f, value, f.stamp);
        }
    }

    /** A child's value {@code s} (from {@code f}'s side) has arrived: lines J4-J18 of Figure 4-5. */
    void childValue(Node node, Frame f, int i, int s, long stamp, long work, long failed, long cutoff) {
        f.work += work;
        f.childWork[i] = work;
        if (f.phase == Phase.FIRST) {
            firstValue(node, f, s, stamp, failed, cutoff);
            return;
        }
        if (s > f.best) {
            f.best = s;
            f.bestMove = f.moves[i];
        }
        if (f.research[i]) {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            f.state[i] = ChildState.DONE;
            f.iterationEnd[i] = stamp;
            if (s >= f.beta) {
                abortAndReturn(node, f, i, s, stamp);
                return;
            }
            if (s > f.alpha) {
                f.alpha = s;
            }
        } else if (f.reduction[i] > 0 && s > f.testAlpha[i]) {
            // A reduced test failing high proves nothing yet, not even a cutoff: it is tested again at full depth.
            f.state[i] = ChildState.FAILED_TEST;
            f.failedAt[i] = stamp;
            f.failedWork += work;
        } else if (s >= f.beta) {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            abortAndReturn(node, f, i, s, stamp);
            return;
        } else if (s > f.testAlpha[i]) {
            // The test failed: its whole subtree is failed work, and the child must be searched for its value.
            f.state[i] = ChildState.FAILED_TEST;
            f.failedAt[i] = stamp;
            f.failedWork += work;
        } else {
            f.failedWork += failed;
            f.cutoffWork += cutoff;
            f.state[i] = ChildState.DONE;
            f.iterationEnd[i] = stamp;
        }
        settle(node, f);
    }

    /** The first child's value: a cutoff, or the loop over the rest begins. */
    private void firstValue(Node node, Frame f, int s, long stamp, long failed, long cutoff) {
        f.state[0] = ChildState.DONE;
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
        f.phase = Phase.LOOP;
        if (f.nodeType == 1) {
            // At a principal-variation position the owner tests the next few children itself, each against the
            // alpha its predecessors left; tested all at once against the first child's value, more tests fail
            // and must be searched again (the failed work of 6.5).
            f.serialUntil = Math.min(f.count, 1 + ctx.pvSerialChildren(node));
        } else if (ctx.config.serialization() && f.nodeType == 2 && s <= f.alphaOrig && droppedBelowAlpha(f)) {
            f.serialUntil = Math.min(f.count, 1 + ctx.serializationChildren(node));
        }
        f.stealable = true;
        settle(node, f);
    }

    /** Section 6.5's "dropped below alpha": a shallower search thought this position better than alpha. */
    private static boolean droppedBelowAlpha(Frame f) {
        long data = f.tableData;
        if (data == 0) {
            return true;
        }
        return TranspositionTable.fromStored(TableWord.lower(data), f.ply) > f.alphaOrig
                || TranspositionTable.fromStored(TableWord.upper(data), f.ply) > f.alphaOrig;
    }

    /** Advances the completed prefix of the parallel loop; returns the frame's value once every child is done. */
    private void settle(Node node, Frame f) {
        while (f.resolved < f.count && f.state[f.resolved] == ChildState.DONE) {
            f.prefixStamp = Math.max(f.prefixStamp, f.iterationEnd[f.resolved]);
            f.resolved++;
            if (f.resolved == f.serialUntil) {
                f.serialStamp = f.prefixStamp;
            }
        }
        if (f.resolved == f.count) {
            finish(node, f, Math.max(f.best, f.prunedBound), f.prefixStamp);
        }
    }

    /** Lines J10/J15: a child failed high; abort the others and return its value. */
    private void abortAndReturn(Node node, Frame f, int cut, int s, long stamp) {
        for (int j = 1; j < f.count; j++) {
            if (j == cut) {
                continue;
            }
            ChildState state = f.state[j];
            if (j > cut && state != ChildState.UNSTARTED) {
                f.cutoffWork += f.childWork[j];
            }
            if (state == ChildState.STOLEN) {
                protocol.abortStolenChild(node, f, j);
            }
        }
        protocol.abortDescendants(node, f);
        finish(node, f, s, stamp);
    }

    /** The frame has its value: store it, leave the stack, and hand the value to the parent. */
    void finish(Node node, Frame f, int value, long stamp) {
        f.phase = Phase.DONE;
        f.segment.unwindTo(f.historyLength);
        if (f.readTable && f.ply == 0 && ctx.run.rootRestricted()) {
            // A root that searched only some of its moves has no value of the position to publish.
            table.release(node, f);
        } else if (f.readTable) {
            table.store(node, f, value);
        }
        Position position = f.segment.position;
        if (value >= f.beta && f.bestMove != Move.NONE && !MovePicker.isTactical(position, f.bestMove)
                && f.count > 0) {
            ctx.memory.searcher().history().recordCutoff(f.ply, f.depth, position.pieceAt(Move.from(f.bestMove)),
                    f.bestMove, NO_MOVES, NO_MOVES, 0);
        }
        ctx.frames.remove(f);
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
                p.phase = Phase.EXPAND;
                protocol.free(f);
            } else {
                protocol.free(f);
                childValue(node, p, f.indexInParent, -value, stamp, f.work, f.failedWork, f.cutoffWork);
            }
        } else if (f.stolen()) {
            protocol.returnValue(node, f, value, stamp);
        } else {
            root = new RootOutcome(true, value, f.bestMove, node.now(), stamp, f.work, f.failedWork, f.cutoffWork);
            ctx.searchOver = true;
            if (node.size() > 1) {
                node.broadcast(1);
            }
            protocol.free(f);
        }
    }

    private static final int[] NO_MOVES = new int[0];
}

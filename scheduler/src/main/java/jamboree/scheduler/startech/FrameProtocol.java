package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.machine.api.Side;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The frame protocol between nodes (thesis 4.6, Figure 4-8): a stolen child returns its value or acknowledges an
 * abort with one {@code ChildDone}; the parent answers a value with a {@code Completion}; each message carries its
 * sender's completion count (always one in Jamboree). A frame is freed only when it has sent and received every
 * message it will, so no message can ever reach a frame that is gone: if one does, it is counted as stray.
 *
 * <p>A stolen frame is named towards its thief by the steal it came from (victim, parent reference, child index).
 * An abort can overtake its grant in the network (they travel on different sides): it is remembered, and the frame
 * is aborted the moment its grant arrives.
 */
final class FrameProtocol {
    /** Checks that count (rather than only prevent) protocol errors; compile them away by setting this false. */
    static final boolean CHECKS = true;

    /** Where a stolen child's value goes: lines J4-J18 of Figure 4-5, on the parent's node. */
    interface ChildValues {
        void childValue(Node node, Frame f, int index, int value, long stamp, long work, long failedWork,
                        long cutoffWork);
    }

    private record StealKey(int node, long parent, int childIndex) {
    }

    private final NodeContext ctx;
    private final LeafSearches leaves;
    private final TableAccess table;
    private final ChildValues values;
    private final Map<StealKey, Frame> stolenFrames = new HashMap<>();
    private final Set<StealKey> earlyAborts = new HashSet<>();

    FrameProtocol(NodeContext ctx, LeafSearches leaves, TableAccess table, ChildValues values) {
        this.ctx = ctx;
        this.leaves = leaves;
        this.table = table;
        this.values = values;
    }

    // ------------------------------------------------------------------ the thief's side

    /** Registers a frame the thief has just built from a grant, so that the victim's messages find it. */
    void adoptStolen(int victim, Frame f) {
        stolenFrames.put(new StealKey(victim, f.remoteParent, f.indexInParent), f);
    }

    /** A grant arrives after its abort: acknowledge the abort at once instead of running the child. */
    boolean abortedInFlight(Node node, int victim, StarTechMessage.StealGranted g) {
        if (!earlyAborts.remove(new StealKey(victim, g.parent(), g.childIndex()))) {
            return false;
        }
        ctx.send(node, victim, Side.REPLY, new StarTechMessage.ChildDone(g.parent(), g.childIndex(), true, 0,
                g.stamp(), 0, 0, 0, 1));
        return true;
    }

    /** A stolen frame has its value: return it to the parent's node. */
    void returnValue(Node node, Frame f, int value, long stamp) {
        ctx.send(node, f.remoteNode, Side.REPLY, new StarTechMessage.ChildDone(f.remoteParent, f.indexInParent,
                false, value, stamp, f.work, f.failedWork, f.cutoffWork, 1));
        f.returned = true;
        free(f);
    }

    void onAbort(Node node, int source, StarTechMessage.Abort a) {
        StealKey key = new StealKey(source, a.parent(), a.childIndex());
        Frame g = stolenFrames.get(key);
        if (g == null) {
            if (earlyAborts.add(key)) {
                // The grant is still in the network: the frame will be aborted the moment it arrives.
                return;
            }
            ctx.tally.add(Counter.STRAY_MESSAGES);
            return;
        }
        if (CHECKS && a.messagesSent() != 1) {
            ctx.tally.add(Counter.PROTOCOL_ERRORS);
        }
        g.parentCompleted = true;
        if (g.returned) {
            free(g);
            return;
        }
        abortDescendants(node, g);
        ctx.frames.remove(g);
        ctx.send(node, source, Side.REPLY, new StarTechMessage.ChildDone(g.remoteParent, g.indexInParent, true, 0,
                g.stamp, g.work, g.failedWork, g.cutoffWork, 1));
        g.returned = true;
        abandon(node, g);
    }

    void onCompletion(int source, StarTechMessage.Completion c) {
        Frame g = stolenFrames.get(new StealKey(source, c.parent(), c.childIndex()));
        if (g == null) {
            ctx.tally.add(Counter.STRAY_MESSAGES);
            return;
        }
        if (CHECKS && (!g.returned || c.messagesSent() != 1)) {
            ctx.tally.add(Counter.PROTOCOL_ERRORS);
        }
        g.parentCompleted = true;
        free(g);
    }

    // ------------------------------------------------------------------ the parent's side

    void onChildDone(Node node, int source, StarTechMessage.ChildDone d) {
        Frame f = ctx.frames.lookup(d.parent());
        if (f == null) {
            ctx.tally.add(Counter.STRAY_MESSAGES);
            return;
        }
        int i = d.childIndex();
        if (CHECKS && (d.messagesSent() != 1 || f.thief[i] != source)) {
            ctx.tally.add(Counter.PROTOCOL_ERRORS);
        }
        if (f.state[i] == ChildState.STOLEN && !d.aborted()) {
            f.outstandingRemote--;
            ctx.send(node, source, Side.REQUEST, new StarTechMessage.Completion(f.reference, i, 1));
            values.childValue(node, f, i, -d.value(), d.stamp(), d.work(), d.failedWork(), d.cutoffWork());
            free(f);
        } else if (f.state[i] == ChildState.ABORTING) {
            // Our abort crossed the child's result, or this is the child's acknowledgement: either way it is the
            // child's completion, and our abort was ours.
            f.outstandingRemote--;
            f.state[i] = ChildState.DONE;
            ctx.tally.add(Counter.LATE_CUTOFF_WORK, d.work());
            free(f);
        } else {
            ctx.tally.add(Counter.PROTOCOL_ERRORS);
        }
    }

    /** Sends an abort to the thief of child {@code j} of {@code f}. */
    void abortStolenChild(Node node, Frame f, int j) {
        ctx.send(node, f.thief[j], Side.REQUEST, new StarTechMessage.Abort(f.reference, j, 1));
        f.state[j] = ChildState.ABORTING;
    }

    // ------------------------------------------------------------------ giving frames up, and freeing them

    /** Unwinds the frames above {@code f} on this node that descend from it; their work was cut off. */
    void abortDescendants(Node node, Frame f) {
        for (Frame x : ctx.frames.removeDescendants(f)) {
            abandon(node, x);
            f.cutoffWork += x.work;
        }
    }

    /** Gives up a frame that is being aborted: its stolen children get aborts; it is freed once all is accounted. */
    private void abandon(Node node, Frame x) {
        leaves.abandon(x);
        x.aborted = true;
        x.phase = Phase.DONE;
        for (int j = 0; j < x.count; j++) {
            if (x.state[j] == ChildState.STOLEN) {
                abortStolenChild(node, x, j);
            }
        }
        if (x.readTable && ctx.config.deferredReads() && !x.awaitingTableReply) {
            table.release(node, x);
        }
        free(x);
    }

    /** Frees {@code f} if it is done and every message to and from it is accounted for. */
    void free(Frame f) {
        if (f.freed || f.phase != Phase.DONE || f.awaitingTableReply || f.outstandingRemote > 0) {
            return;
        }
        if (f.stolen() && !(f.returned && f.parentCompleted)) {
            return;
        }
        if (f.stolen()) {
            stolenFrames.remove(new StealKey(f.remoteNode, f.remoteParent, f.indexInParent));
        }
        ctx.frames.free(f);
    }

    /** Aborts that arrived for grants still in the network when the run ended (zero in a completed run). */
    int pendingEarlyAborts() {
        return earlyAborts.size();
    }
}

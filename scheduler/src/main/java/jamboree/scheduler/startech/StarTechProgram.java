package jamboree.scheduler.startech;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.scheduler.measure.SearchActivity;

/**
 * StarTech on one processing node: what the machine calls, handed to the parts that do the work. The node works its
 * top frame nearly serially ({@link JamboreeFrames}, charging through {@link WorkLedger} and {@link LeafSearches}),
 * posts children that thieves may take and looks for work when it has none ({@link StealService}, paced by the
 * {@link Throttle}), keeps the messages between frames on different nodes in order ({@link FrameProtocol}), and
 * reaches the transposition table through a {@link TableAccess}.
 */
public final class StarTechProgram implements NodeProgram {
    private final NodeContext ctx;
    private final Throttle throttle;
    private final WorkLedger ledger;
    private final LeafSearches leaves;
    /*
     * Made at the node's first call, once the node says whether its machine shares memory (the table access depends
     * on it). On the native machine a message can reach a node before its own start, so every call wires first.
     */
    private TableAccess table;
    private FrameProtocol protocol;
    private StealService steals;
    private JamboreeFrames frames;

    public StarTechProgram(int id, RunSpec run, NodeMemory memory) {
        ctx = new NodeContext(id, run, memory);
        throttle = new Throttle(ctx);
        ledger = new WorkLedger(throttle, ctx.tally, ctx.config.profileBins() > 0);
        leaves = new LeafSearches(ctx, ledger, this::leafDone);
    }

    // The parts that call each other in a cycle meet here.

    private void leafDone(Node node, Frame f, int index, int value, long start, long cycles) {
        frames.leafDone(node, f, index, value, start, cycles);
    }

    private void childValue(Node node, Frame f, int index, int value, long stamp, long work, long failed,
                            long cutoff) {
        frames.childValue(node, f, index, value, stamp, work, failed, cutoff);
    }

    private void free(Frame f) {
        protocol.free(f);
    }

    // ------------------------------------------------------------------ machine callbacks

    /** This node's slice of the global table, for a machine whose nodes share memory. */
    @Override
    public Object shared() {
        return ctx.memory.slice;
    }

    private void wire(Node node) {
        if (table == null) {
            table = TableAccess.create(ctx, node, this::free);
            protocol = new FrameProtocol(ctx, leaves, table, this::childValue);
            steals = new StealService(ctx, throttle, protocol, leaves);
            frames = new JamboreeFrames(ctx, ledger, leaves, table, protocol);
        }
    }

    @Override
    public void start(Node node) {
        wire(node);
        ctx.memory.prepare(ctx.run.profile());
        if (ctx.id == 0) {
            frames.startRoot();
        }
    }

    @Override
    public boolean step(Node node) {
        wire(node);
        // No handler of this node is running: what it freed before may be reused, but a leaf's frame it still holds.
        ctx.frames.recycleFreed(leaves.charging());
        if (ctx.stopped()) {
            // A stopped iteration is discarded whole, so nothing is gained by winding its protocol down: end the run.
            node.halt();
            return false;
        }
        if (leaves.active() && leaves.continueLeaf(node)) {
            return true;
        }
        Frame top = ctx.frames.top();
        if (top != null) {
            if (frames.advance(node, top)) {
                return true;
            }
            if (ctx.config.helpfulMaster() && top.phase == Phase.LOOP && !ctx.searchOver) {
                steals.lookForWork(node);
                return false;
            }
            throttle.raiseHandWhileWaiting(node);
            node.idleAs(top.phase == Phase.TABLE_WAIT ? SearchActivity.WAITING_FOR_TT_READ : SearchActivity.WAITING_FOR_CHILD);
            return false;
        }
        if (ctx.frames.live() > 0 && ctx.spaceBoundCountsDoneFrames(node)) {
            // Space bound (5.8): no stealing until this node's frames are all complete.
            throttle.raiseHandWhileWaiting(node);
            node.idleAs(SearchActivity.WAITING_FOR_ABORT);
            return false;
        }
        if (!ctx.searchOver) {
            steals.lookForWork(node);
        } else {
            node.idleAs(MachineActivity.IDLE);
        }
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        // The idle nodes' traffic first, tested against its exact classes: on a large machine nearly every message
        // is a steal request or a denial, and the general dispatch below costs an interface test and call more.
        if (message instanceof StarTechMessage.StealRequest request) {
            wire(node);
            steals.onRequest(node, request.thief());
            return;
        }
        if (message instanceof StarTechMessage.StealDenied) {
            wire(node);
            steals.onDenied(node);
            return;
        }
        if (!(message instanceof StarTechMessage m)) {
            throw new IllegalArgumentException("not a StarTech message: " + message);
        }
        wire(node);
        switch (m.kind()) {
            case STEAL_REQUEST -> steals.onRequest(node, ((StarTechMessage.StealRequest) m).thief());
            case STEAL_GRANTED -> steals.onGranted(node, source, (StarTechMessage.StealGranted) m);
            case STEAL_DENIED -> steals.onDenied(node);
            case CHILD_DONE -> protocol.onChildDone(node, source, (StarTechMessage.ChildDone) m);
            case ABORT -> protocol.onAbort(node, source, (StarTechMessage.Abort) m);
            case COMPLETION -> protocol.onCompletion(source, (StarTechMessage.Completion) m);
            case TABLE_READ, TABLE_REPLY, TABLE_UPDATE, TABLE_RELEASE -> table.receive(node, source, m);
        }
    }

    @Override
    public void control(Node node, ControlResult result) {
        if (result instanceof ControlResult.Broadcast) {
            // The root has its value: stop looking for work (frames still finish their protocol).
            ctx.searchOver = true;
        }
    }

    /** What this node did in the run, read after the machine has stopped. */
    @Override
    public NodeResult result() {
        Counters c = ctx.tally.counters();
        int earlyAborts = protocol == null ? 0 : protocol.pendingEarlyAborts();
        c = c.with(Counter.STRAY_MESSAGES, c.get(Counter.STRAY_MESSAGES) + earlyAborts)
                .with(Counter.LIVE_FRAMES_AT_END, ctx.frames.live())
                .with(Counter.PEAK_FRAMES_PER_NODE, ctx.frames.peak())
                .with(Counter.OPEN_ANNOUNCEMENTS_AT_END, ctx.memory.slice.pendingSearches());
        RootOutcome root = frames == null ? RootOutcome.NONE : frames.root();
        return new NodeResult(ctx.id, c, root, ledger.intervalStarts(), ledger.intervalLengths());
    }
}

package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombineKind;
import jamboree.machine.control.Combined;
import jamboree.machine.control.CombiningTable;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * The control network of the simulated machine and the conductor of the simulation: computes the global lower
 * bound on the next event, grants windows to the nodes that have events in them, routes packets and credits,
 * and performs the combining operations and broadcasts.
 */
final class ControlActor extends AbstractBehavior<ControlActor.Command> {

    sealed interface Command {
    }

    /** A node finished its window. */
    record Reported(WindowReport report) implements Command {
    }

    /** A node's program threw. */
    record NodeFailed(int node, Throwable error) implements Command {
    }

    /** The outcome of a run: a report, or the reason it failed. */
    record Outcome(MachineReport report, Throwable failure) {
    }

    /**
     * Windows in a row that the control actor runs itself when they wake a single node, before it hands one to the
     * node's actor again. A lone node has nothing to run in parallel with, and sending it its window costs two
     * messages and usually two thread hand-offs, more than the window itself at P = 1; the bound keeps the actor
     * from holding its host thread for long when other runs share the machine.
     */
    static final int INLINE_WINDOWS = 256;

    private static final Comparator<CombineCall> CALL_ORDER = Comparator.comparingLong(CombineCall::time)
            .thenComparingInt(CombineCall::node).thenComparingLong(CombineCall::sequence);
    private static final Comparator<BroadcastCall> BROADCAST_ORDER = Comparator.comparingLong(BroadcastCall::time)
            .thenComparingInt(BroadcastCall::node).thenComparingLong(BroadcastCall::sequence);

    private final int processors;
    private final SendHorizon horizon;
    private final boolean topologyLookahead;
    private final long minimumLatency;
    private final long timeLimit;
    private final int inlineWindows;
    private final long clockHz;
    private final long packetReceiveCycles;
    private final ControlLatencies latencies;
    private final ActorRef<Outcome> replyTo;
    private final DispatcherSelector nodeDispatcher;
    /**
     * The nodes' actors, each spawned when a window is first sent to it: a node whose windows all run inline (every
     * node of a one-node machine) never needs one, and spawning it would cost more than a short run.
     */
    private final ActorRef<NodeActor.Command>[] nodes;
    /**
     * The nodes themselves, for the windows this actor runs inline and for the end of the run; while a window is
     * out, its node belongs to its actor.
     */
    private final SimNode[] simNodes;
    /** The nodes granted the current window and the ends of their windows, in the order they were granted. */
    private final int[] grantedNodes;
    private final long[] grantedEnds;
    /** Nodes popped while opening a window whose next events lie beyond their bounds, and those events. */
    private final int[] laterNodes;
    private final long[] laterKeys;

    private final NodeHeap heap;
    private final long[] bufferedKey;
    private final long[] bufferedSend;
    private final boolean[] awake;
    private final boolean[] waitsForCredit;
    private final List<List<Packet>> packets;
    private final List<List<Credit>> credits;
    private final List<List<ControlDelivery>> controls;

    private final CombiningTable combining;
    private final List<CombineCall> windowCalls = new ArrayList<>();
    private final List<BroadcastCall> windowBroadcasts = new ArrayList<>();
    private final List<Combined> pendingRouterDone = new ArrayList<>();
    private long sentTotal;
    private long removedTotal;
    private long lastRemoval;
    private long controlOrder;

    private int awaiting;
    private long grantedUntil;
    private long windows;
    private long latestClock;
    private long haltTime = -1;
    private Throwable failure;

    private long events;

    private ControlActor(ActorContext<Command> context, MachineConfig config, int processors,
                         ProgramFactory factory, long timeLimit, String dispatcher, ActorRef<Outcome> replyTo,
                         int inlineWindows) {
        super(context);
        this.processors = processors;
        this.timeLimit = timeLimit;
        this.inlineWindows = inlineWindows;
        this.clockHz = config.clockHz();
        this.packetReceiveCycles = config.network().receiveCycles();
        this.replyTo = replyTo;
        FatTree tree = new FatTree(config.network(), processors);
        this.latencies = new ControlLatencies(config.control(), processors, config.network().arity());
        this.horizon = new SendHorizon(tree);
        this.topologyLookahead = config.topologyLookahead();
        this.minimumLatency = tree.minimumLatency();
        this.heap = new NodeHeap(processors);
        this.bufferedKey = new long[processors];
        this.bufferedSend = new long[processors];
        Arrays.fill(bufferedKey, SimNode.NEVER);
        Arrays.fill(bufferedSend, SimNode.NEVER);
        this.awake = new boolean[processors];
        this.waitsForCredit = new boolean[processors];
        this.packets = new ArrayList<>(Collections.nCopies(processors, null));
        this.credits = new ArrayList<>(Collections.nCopies(processors, null));
        this.controls = new ArrayList<>(Collections.nCopies(processors, null));
        this.combining = new CombiningTable(processors);
        this.simNodes = new SimNode[processors];
        @SuppressWarnings("unchecked")
        ActorRef<NodeActor.Command>[] refs = new ActorRef[processors];
        this.nodes = refs;
        this.nodeDispatcher = DispatcherSelector.fromConfig(dispatcher);
        this.grantedNodes = new int[processors];
        this.grantedEnds = new long[processors];
        this.laterNodes = new int[processors];
        this.laterKeys = new long[processors];
        for (int i = 0; i < processors; i++) {
            simNodes[i] = new SimNode(i, processors, config.clockHz(), tree, latencies,
                    factory.create(i, processors), config.seed(), config.timelineBucketCycles());
            heap.put(i, 0);
            horizon.set(i, 0);
        }
    }

    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo) {
        return create(config, processors, factory, timeLimit, dispatcher, replyTo, INLINE_WINDOWS);
    }

    /** As above, running at most {@code inlineWindows} lone windows in a row here (0: send every window). */
    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo, int inlineWindows) {
        if (inlineWindows < 0) {
            throw new IllegalArgumentException("inline windows must be 0 or more, got " + inlineWindows);
        }
        return Behaviors.setup(ctx -> {
            ControlActor control;
            try {
                control = new ControlActor(ctx, config, processors, factory, timeLimit, dispatcher, replyTo,
                        inlineWindows);
            } catch (RuntimeException e) {
                // A program factory that throws, for example: the run fails instead of hanging.
                replyTo.tell(new Outcome(null, e));
                return Behaviors.stopped();
            }
            // The first window, like every later one: run here if it wakes a single node, else sent.
            return control.endWindow();
        });
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Reported.class, this::onReported)
                .onMessage(NodeFailed.class, this::onNodeFailed)
                .build();
    }

    // ---------------------------------------------------------------- windows

    private Behavior<Command> onReported(Reported message) {
        absorb(message.report());
        return awaiting == 0 ? endWindow() : this;
    }

    /** Takes in one node's report of its window. */
    private void absorb(WindowReport r) {
        int n = r.node();
        awake[n] = false;
        awaiting--;
        events += r.events();
        latestClock = Math.max(latestClock, r.now());
        // The node's own next event first; what it sent (possibly to itself) can only lower it.
        waitsForCredit[n] = r.waitsForCredit();
        long key = Math.min(r.nextEvent(), bufferedKey[n]);
        long send = Math.min(r.earliestSend(), bufferedSend[n]);
        if (r.waitsForCredit() && credits.get(n) != null) {
            for (Credit c : credits.get(n)) {
                key = Math.min(key, c.time());
                send = Math.min(send, c.time());
            }
        }
        horizon.set(n, send);
        if (key != SimNode.NEVER) {
            heap.put(n, key);
        }
        for (Packet p : r.packets()) {
            route(p);
        }
        for (Credit c : r.credits()) {
            buffer(credits, c.sender(), c);
            // An awake sender's flag is from its last window and may change with its report, which looks at the
            // buffered credits itself: acting on the stale flag would make the windows depend on report order.
            if (waitsForCredit[c.sender()] && !awake[c.sender()]) {
                lower(c.sender(), c.time(), c.time());
            }
        }
        if (!r.combines().isEmpty()) {
            windowCalls.addAll(r.combines());
        }
        if (!r.broadcasts().isEmpty()) {
            windowBroadcasts.addAll(r.broadcasts());
        }
        removedTotal += r.removed();
        if (r.removed() > 0) {
            lastRemoval = Math.max(lastRemoval, r.lastRemoval());
        }
        if (r.haltTime() >= 0 && (haltTime < 0 || r.haltTime() < haltTime)) {
            haltTime = r.haltTime();
        }
    }

    private void route(Packet p) {
        sentTotal++;
        int d = p.destination();
        buffer(packets, d, p);
        lower(d, p.earliestArrival(), p.earliestArrival() + p.packets() * packetReceiveCycles);
    }

    private static <T> void buffer(List<List<T>> lists, int node, T item) {
        List<T> list = lists.get(node);
        if (list == null) {
            list = new ArrayList<>(4);
            lists.set(node, list);
        }
        list.add(item);
    }

    /** Lowers a node's next event time because something was routed to it. */
    private void lower(int node, long time, long send) {
        if (awake[node]) {
            bufferedKey[node] = Math.min(bufferedKey[node], time);
            bufferedSend[node] = Math.min(bufferedSend[node], send);
            return;
        }
        if (!heap.contains(node)) {
            heap.put(node, time);
            horizon.set(node, send);
        } else {
            if (time < heap.keyOf(node)) {
                heap.put(node, time);
            }
            if (send < horizon.get(node)) {
                horizon.set(node, send);
            }
        }
    }

    /**
     * Ends the window every node has reported and opens the next ones; a window that wakes a single node runs here
     * (up to {@code inlineWindows} in a row), which gives the same results as sending it, only sooner. Returns the
     * behavior that follows: stopped once the run has ended.
     */
    private Behavior<Command> endWindow() {
        for (int inline = 0; ; inline++) {
            if (failure != null) {
                return finish(latestClock);
            }
            int woken;
            try {
                settleControl();
                if (haltTime >= 0) {
                    return finish(haltTime);
                }
                if (heap.isEmpty()) {
                    return finish(latestClock);
                }
                if (heap.minKey() >= timeLimit) {
                    return finish(timeLimit);
                }
                woken = openWindow();
            } catch (IllegalStateException e) {
                // A program broke a rule of the control network, or the simulation cannot go on: end the run.
                failure = e;
                return finish(latestClock);
            }
            if (woken > 1 || inline >= inlineWindows) {
                dispatch(woken);
                return this;
            }
            runInline(grantedNodes[0], grantedEnds[0]);
        }
    }

    /** Does what the node's actor does with its window, on this actor's thread. */
    private void runInline(int n, long end) {
        SimNode node = simNodes[n];
        WindowReport report;
        try {
            node.acceptPackets(take(packets, n));
            node.acceptCredits(take(credits, n));
            node.acceptControl(take(controls, n));
            node.runWindow(end);
            report = node.report();
        } catch (RuntimeException | Error e) {
            nodeFailed(n, e);
            return;
        }
        absorb(report);
    }

    /** Performs the combining calls and broadcasts of the window just ended, in their total order. */
    private void settleControl() {
        windowCalls.sort(CALL_ORDER);
        for (CombineCall call : windowCalls) {
            Combined done = combining.add(call);
            if (done == null) {
                continue;
            }
            if (done.kind() == CombineKind.ROUTER_DONE) {
                pendingRouterDone.add(done);
            } else {
                deliverToAll(done, done.lastEntry() + latencies.latency(done.kind()));
            }
        }
        windowCalls.clear();
        while (!pendingRouterDone.isEmpty() && removedTotal == sentTotal) {
            Combined done = pendingRouterDone.remove(0);
            long ready = Math.max(done.lastEntry(), lastRemoval);
            deliverToAll(done, ready + latencies.latency(CombineKind.ROUTER_DONE));
        }
        windowBroadcasts.sort(BROADCAST_ORDER);
        for (BroadcastCall b : windowBroadcasts) {
            ControlResult result = new ControlResult.Broadcast(b.node(), b.value());
            long time = Math.max(b.time() + latencies.broadcast(), grantedUntil);
            long order = controlOrder++;
            for (int i = 0; i < processors; i++) {
                deliver(i, new ControlDelivery(time, order, result));
            }
        }
        windowBroadcasts.clear();
    }

    private void deliverToAll(Combined done, long time) {
        // Inputs were pushed no earlier than their senders' earliest sends, so with control latencies at least
        // the data network's this never lands in a node's past; the clamp guards other configurations.
        long at = Math.max(time, grantedUntil);
        long order = controlOrder++;
        for (int i = 0; i < processors; i++) {
            deliver(i, new ControlDelivery(at, order, done.resultFor(i)));
        }
    }

    private void deliver(int node, ControlDelivery delivery) {
        buffer(controls, node, delivery);
        lower(node, delivery.time(), delivery.time() + latencies.receiveCycles());
    }

    /**
     * Grants the next window to every node that has an event before its own bound (see {@link SendHorizon}) and
     * returns how many it woke (at least one), their numbers and window ends in {@link #grantedNodes} and
     * {@link #grantedEnds}. The caller has checked that some node has an event before the time limit.
     */
    private int openWindow() {
        if (horizon.globalMinimum() == SimNode.NEVER) {
            throw new IllegalStateException("simulation bookkeeping: nodes have events but none can send");
        }
        long global = saturatingAdd(horizon.globalMinimum(), minimumLatency);
        long reach = topologyLookahead ? saturatingAdd(horizon.globalMinimum(), horizon.maximumLatency()) : global;
        int later = 0;
        windows++;
        int woken = 0;
        while (!heap.isEmpty() && heap.minKey() < reach && heap.minKey() < timeLimit) {
            long key = heap.minKey();
            int n = heap.pop();
            long end = Math.min(topologyLookahead ? horizon.bound(n) : global, timeLimit);
            if (key >= end) {
                // Its next event lies beyond what it may safely reach yet: it waits for the next window.
                laterNodes[later] = n;
                laterKeys[later] = key;
                later++;
                continue;
            }
            grantedUntil = Math.max(grantedUntil, end);
            awake[n] = true;
            bufferedKey[n] = SimNode.NEVER;
            bufferedSend[n] = SimNode.NEVER;
            awaiting++;
            grantedNodes[woken] = n;
            grantedEnds[woken] = end;
            woken++;
        }
        for (int i = 0; i < later; i++) {
            heap.put(laterNodes[i], laterKeys[i]);
        }
        if (woken == 0) {
            throw new IllegalStateException("simulation stalled: no node can make progress");
        }
        return woken;
    }

    /** Sends the granted windows to the nodes' actors, with what was routed to each since its last window. */
    private void dispatch(int woken) {
        ActorRef<Command> self = getContext().getSelf();
        for (int i = 0; i < woken; i++) {
            int n = grantedNodes[i];
            if (nodes[n] == null) {
                nodes[n] = getContext().spawn(NodeActor.create(simNodes[n]), "node-" + n, nodeDispatcher);
            }
            nodes[n].tell(new NodeActor.Advance(grantedEnds[i], take(packets, n), take(credits, n),
                    take(controls, n), self));
        }
    }

    private static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < a ? SimNode.NEVER : sum;
    }

    private static <T> List<T> take(List<List<T>> lists, int node) {
        List<T> list = lists.get(node);
        if (list == null) {
            return List.of();
        }
        lists.set(node, null);
        return list;
    }

    // ---------------------------------------------------------------- the end of a run

    private Behavior<Command> onNodeFailed(NodeFailed message) {
        nodeFailed(message.node(), message.error());
        return awaiting == 0 ? finish(latestClock) : this;
    }

    private void nodeFailed(int node, Throwable error) {
        awaiting--;
        if (failure == null) {
            failure = new IllegalStateException("node " + node + " failed: " + error, error);
        }
    }

    /**
     * Ends the run at {@code end}: every node has reported its last window, so none is running and this actor may
     * close the nodes' ledgers itself (an idle node's clock moves to the end, counted as idle) and reply. Stopping
     * stops the nodes' actors with it.
     */
    private Behavior<Command> finish(long end) {
        if (failure != null) {
            replyTo.tell(new Outcome(null, failure));
            return Behaviors.stopped();
        }
        NodeAccount[] accounts = new NodeAccount[processors];
        long[] traces = new long[processors];
        for (int i = 0; i < processors; i++) {
            SimNode node = simNodes[i];
            node.finish(end);
            accounts[i] = node.account();
            traces[i] = node.traceHash();
        }
        replyTo.tell(new Outcome(new MachineReport(processors, end, clockHz, List.of(accounts), events, windows,
                TraceHash.combine(traces), 0, haltTime >= 0), null));
        return Behaviors.stopped();
    }
}

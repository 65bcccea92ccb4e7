package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;

import java.util.Arrays;
import java.util.List;

/**
 * The conductor of one simulated run, without the actors: it keeps every node's next event, grants windows to the
 * nodes that have events in them and takes in their reports, handing what they sent to the {@link NodeInputs} of
 * their destinations and their control network calls to the {@link ControlSettler}. It is not thread-safe; one thread
 * at a time drives it.
 *
 * <p>Who runs a granted window is the caller's choice, and it does not change the run: the {@link ControlActor} sends
 * windows to the nodes' actors, so that nodes run in parallel on the host, while {@link #runHere()} runs every
 * window on the calling thread, one node after the other. A window's nodes see only inputs that were known when it
 * was granted, so the two give the same run bit for bit. A window that wakes a single node has nothing to run in
 * parallel with, and {@link #advance(int)} runs it here either way.
 */
final class Conductor {

    private final int processors;
    private final SendHorizon horizon;
    private final boolean topologyLookahead;
    private final long minimumLatency;
    private final long timeLimit;
    private final long clockHz;
    private final long packetReceiveCycles;
    private final ControlLatencies latencies;
    /**
     * The nodes themselves, for the windows run here and for the end of the run; while a window is out, its node
     * belongs to whoever runs it.
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
    /**
     * Each node's clock as its last report gave it. Nothing a node does is dated before its clock, so what is routed
     * to it lowers its next event and its earliest send no further: a packet that reached a node while a handler ran
     * past its window's end is taken at the node's next poll, not before.
     */
    private final long[] clock;
    private final boolean[] awake;
    private final boolean[] waitsForCredit;
    private final NodeInputs inputs;
    private final ControlSettler control;
    /** Where the control network's deliveries go: one object for the run rather than one per window. */
    private final ControlSettler.Deliveries deliveries = this::deliver;

    private int awaiting;
    private long grantedUntil;
    private long windows;
    private long nodeWindows;
    private long latestClock;
    private long haltTime = -1;
    private Throwable failure;
    /** The run's report once it has ended without failing. */
    private MachineReport report;
    private boolean ended;

    private long events;
    /**
     * For a one-node machine run by {@link #runHere()}, the node's way into its next window without a report when
     * its window has sent nothing (see {@link #nextLoneWindow}); otherwise null, so that the control actor's bound on
     * the windows it runs in a row holds.
     */
    private WindowContinuation continuation;
    private final long loneLatency;

    /**
     * Sets up a run of {@code processors} nodes, with every node's first event at time 0.
     *
     * @throws RuntimeException whatever the program factory throws
     */
    Conductor(MachineConfig config, int processors, ProgramFactory factory, long timeLimit) {
        this.processors = processors;
        this.timeLimit = timeLimit;
        this.clockHz = config.clockHz();
        this.packetReceiveCycles = config.network().receiveCycles();
        FatTree tree = new FatTree(config.network(), processors);
        this.latencies = new ControlLatencies(config.control(), processors, config.network().arity());
        this.horizon = new SendHorizon(tree);
        this.topologyLookahead = config.topologyLookahead();
        this.minimumLatency = tree.minimumLatency();
        this.heap = new NodeHeap(processors);
        this.bufferedKey = new long[processors];
        this.bufferedSend = new long[processors];
        this.clock = new long[processors];
        Arrays.fill(bufferedKey, SimNode.NEVER);
        Arrays.fill(bufferedSend, SimNode.NEVER);
        this.awake = new boolean[processors];
        this.waitsForCredit = new boolean[processors];
        this.control = new ControlSettler(processors, latencies);
        this.simNodes = new SimNode[processors];
        this.inputs = new NodeInputs(simNodes);
        this.grantedNodes = new int[processors];
        this.grantedEnds = new long[processors];
        this.laterNodes = new int[processors];
        this.laterKeys = new long[processors];
        this.loneLatency = horizon.nearestLatency();
        for (int i = 0; i < processors; i++) {
            simNodes[i] = new SimNode(i, processors, config.clockHz(), tree, latencies,
                    factory.create(i, processors), config.seed(), config.timelineBucketCycles());
            heap.put(i, 0);
            horizon.set(i, 0);
        }
    }

    /**
     * Ends the window every node has reported and opens the next ones. A window that wakes a single node runs here,
     * up to {@code inlineWindows} of them in a row, which gives the same results as handing it out, only sooner.
     *
     * @return how many nodes the window now open wakes, to be run by the caller (their numbers and window ends are
     *         {@link #grantedNode(int)} and {@link #grantedEnd(int)}); 0 once the run has ended
     */
    int advance(int inlineWindows) {
        if (ended) {
            return 0;
        }
        for (int inline = 0; ; inline++) {
            if (failure != null) {
                finish(latestClock);
                return 0;
            }
            int woken;
            try {
                control.settle(grantedUntil, deliveries);
                if (haltTime >= 0) {
                    finish(haltTime);
                    return 0;
                }
                if (heap.isEmpty()) {
                    finish(latestClock);
                    return 0;
                }
                if (heap.minKey() >= timeLimit) {
                    finish(timeLimit);
                    return 0;
                }
                woken = openWindow();
            } catch (IllegalStateException e) {
                // A program broke a rule of the control network, or the simulation cannot go on: end the run.
                failure = e;
                finish(latestClock);
                return 0;
            }
            if (woken > 1 || inline >= inlineWindows) {
                return woken;
            }
            runWindow(grantedNodes[0], grantedEnds[0]);
        }
    }

    /**
     * Runs the whole simulation on the calling thread, every window here in the order its nodes were granted.
     * Afterwards {@link #report()} or {@link #failure()} holds the outcome.
     */
    void runHere() {
        continuation = processors == 1 ? this::nextLoneWindow : null;
        inputs.deliverDirectly();
        WindowReport[] reports = new WindowReport[processors];
        for (int woken = advance(Integer.MAX_VALUE); woken > 0; woken = advance(Integer.MAX_VALUE)) {
            // Every node of the window runs before any report is taken in: what one sends in the window must not
            // reach another before the next, as it would not on the nodes' actors.
            for (int i = 0; i < woken; i++) {
                reports[i] = runNode(grantedNodes[i], grantedEnds[i]);
            }
            for (int i = 0; i < woken; i++) {
                if (reports[i] != null) {
                    absorb(reports[i]);
                    reports[i] = null;
                }
            }
        }
    }

    /** Runs a lone window here and takes in its report. */
    private void runWindow(int n, long end) {
        WindowReport windowReport = runNode(n, end);
        if (windowReport != null) {
            absorb(windowReport);
        }
    }

    /**
     * Does on this thread what a node's actor does with its window. Returns the node's report, or null if its
     * program threw, which fails the run.
     */
    private WindowReport runNode(int n, long end) {
        try {
            if (inputs.direct()) {
                inputs.windowBegins(n);
                return simNodes[n].advance(end, List.of(), List.of(), List.of(), continuation);
            }
            return simNodes[n].advance(end, takePackets(n), takeCredits(n), takeControls(n), continuation);
        } catch (RuntimeException | Error e) {
            nodeFailed(n, e);
            return null;
        }
    }

    /**
     * The window a one-node machine's node is granted next after a window in which it sent nothing, with this
     * conductor's books kept as if it had reported; -1 when that window needs the usual report (the run ends, or
     * the control network has something to settle). A lone node only ever hears from itself, so after a silent
     * window the only thing that changes is its own clock; at P = 1 that is every window of a search, one per step,
     * and a report for each would cost the host more than the step.
     */
    private long nextLoneWindow(SimNode node) {
        if (failure != null || haltTime >= 0 || !control.idle() || inputs.pending(0)
                || bufferedKey[0] != SimNode.NEVER || bufferedSend[0] != SimNode.NEVER) {
            return -1;
        }
        // What absorbing its report and opening the next window would do, for a report that carries nothing.
        long key = node.nextEvent();
        long send = node.earliestSend();
        if (key == SimNode.NEVER || key >= timeLimit || send == SimNode.NEVER) {
            return -1;
        }
        latestClock = Math.max(latestClock, node.now());
        // The send horizon is left as it was: with one node, every level of it holds that node's earliest send, so
        // the bound is that plus the nearest latency. The report that ends the run of windows brings it up to date.
        long global = saturatingAdd(send, minimumLatency);
        long reach = topologyLookahead ? saturatingAdd(send, horizon.maximumLatency()) : global;
        long end = Math.min(topologyLookahead ? saturatingAdd(send, loneLatency) : global, timeLimit);
        if (key >= reach || key >= end) {
            // The report path puts the node back in the heap and decides what follows.
            return -1;
        }
        windows++;
        nodeWindows++;
        grantedUntil = Math.max(grantedUntil, end);
        return end;
    }

    /** The {@code i}-th node the open window wakes. */
    int grantedNode(int i) {
        return grantedNodes[i];
    }

    /** The end of the {@code i}-th granted node's window. */
    long grantedEnd(int i) {
        return grantedEnds[i];
    }

    SimNode node(int n) {
        return simNodes[n];
    }

    /** Whether some granted window has not been reported yet. */
    boolean awaitingReports() {
        return awaiting > 0;
    }

    /** The packets routed to {@code node} since its last window, handed over once. */
    List<Packet> takePackets(int node) {
        return inputs.takePackets(node);
    }

    /** The credits for {@code node} since its last window, handed over once. */
    List<Credit> takeCredits(int node) {
        return inputs.takeCredits(node);
    }

    /** The control network's deliveries to {@code node} since its last window, handed over once. */
    List<ControlDelivery> takeControls(int node) {
        return inputs.takeControls(node);
    }

    /** Takes in one node's report of its window. */
    void absorb(WindowReport r) {
        int n = r.node();
        awake[n] = false;
        awaiting--;
        events += r.events();
        latestClock = Math.max(latestClock, r.now());
        // The node's own next event first; what it sent (possibly to itself) can only lower it, to its clock at most.
        waitsForCredit[n] = r.waitsForCredit();
        long now = r.now();
        clock[n] = now;
        long key = Math.min(r.nextEvent(), Math.max(bufferedKey[n], now));
        long send = Math.min(r.earliestSend(), Math.max(bufferedSend[n], now));
        if (r.waitsForCredit()) {
            long credit = Math.max(inputs.earliestCreditSince(n), now);
            key = Math.min(key, credit);
            send = Math.min(send, credit);
        }
        horizon.set(n, send);
        if (key != SimNode.NEVER) {
            heap.put(n, key);
        }
        // A report names the lists that hold something, so that an empty one is not even looked at.
        int outputs = r.outputs();
        if ((outputs & WindowReport.PACKETS) != 0) {
            routeAll(r.packets());
        }
        if ((outputs & WindowReport.CREDITS) != 0) {
            returnCredits(r.credits());
        }
        // One by one: addAll would copy each node's short list into a new array first, once per node per phase.
        if ((outputs & WindowReport.COMBINES) != 0) {
            List<CombineCall> combines = r.combines();
            for (int i = 0; i < combines.size(); i++) {
                control.call(combines.get(i));
            }
        }
        if ((outputs & WindowReport.BROADCASTS) != 0) {
            List<BroadcastCall> broadcasts = r.broadcasts();
            for (int i = 0; i < broadcasts.size(); i++) {
                control.broadcast(broadcasts.get(i));
            }
        }
        control.removed(r.removed(), r.lastRemoval());
        if (r.haltTime() >= 0 && (haltTime < 0 || r.haltTime() < haltTime)) {
            haltTime = r.haltTime();
        }
    }

    // Indexed loops: a report's lists are the node's array lists, and an iterator over each was an object for every
    // node of every window.
    private void routeAll(List<Packet> sent) {
        for (int i = 0; i < sent.size(); i++) {
            route(sent.get(i));
        }
    }

    private void returnCredits(List<Credit> returned) {
        for (int i = 0; i < returned.size(); i++) {
            Credit c = returned.get(i);
            inputs.credit(c);
            // An awake sender's flag is from its last window and may change with its report, which looks at the
            // buffered credits itself: acting on the stale flag would make the windows depend on report order.
            if (waitsForCredit[c.sender()] && !awake[c.sender()]) {
                lower(c.sender(), c.time(), c.time());
            }
        }
    }

    private void route(Packet p) {
        control.sent();
        inputs.packet(p);
        lower(p.destination(), p.earliestArrival(), p.earliestArrival() + p.packets() * packetReceiveCycles);
    }

    /** Lowers a node's next event time because something was routed to it, to the node's clock at most. */
    private void lower(int node, long time, long send) {
        if (awake[node]) {
            // Its clock is the one its report will give: absorb applies the floor.
            bufferedKey[node] = Math.min(bufferedKey[node], time);
            bufferedSend[node] = Math.min(bufferedSend[node], send);
            return;
        }
        time = Math.max(time, clock[node]);
        send = Math.max(send, clock[node]);
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

    /** The control network delivers to {@code node}: it takes the delivery, and its next event may come sooner. */
    private void deliver(int node, ControlDelivery delivery) {
        inputs.control(node, delivery);
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
        nodeWindows += woken;
        for (int i = 0; i < later; i++) {
            heap.put(laterNodes[i], laterKeys[i]);
        }
        if (woken == 0) {
            throw new IllegalStateException("simulation stalled: no node can make progress");
        }
        return woken;
    }

    private static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < a ? SimNode.NEVER : sum;
    }

    /** A node's window ended in an exception instead of a report: the run fails once no window is out. */
    void nodeFailed(int node, Throwable error) {
        awaiting--;
        if (failure == null) {
            failure = new IllegalStateException("node " + node + " failed: " + error, error);
        }
    }

    /** The run's report, once it has ended without failing; otherwise null. */
    MachineReport report() {
        return report;
    }

    /** Why the run failed, once it has ended; null if it has not failed. */
    Throwable failure() {
        return failure;
    }

    /**
     * Ends the run at {@code end}: every node has reported its last window, so none is running and the nodes'
     * ledgers may be closed here (an idle node's clock moves to the end, counted as idle) and their programs asked
     * for their results.
     */
    private void finish(long end) {
        ended = true;
        if (failure != null) {
            return;
        }
        NodeAccount[] accounts = new NodeAccount[processors];
        Object[] results = new Object[processors];
        long[] traces = new long[processors];
        SimulationCounts counts = SimulationCounts.NONE;
        for (int i = 0; i < processors; i++) {
            SimNode node = simNodes[i];
            node.finish(end);
            accounts[i] = node.account();
            traces[i] = node.traceHash();
            counts = counts.plus(node.counts());
            try {
                results[i] = node.programResult();
            } catch (RuntimeException e) {
                failure = new IllegalStateException("node " + i + " failed to give its result: " + e, e);
                return;
            }
        }
        report = new MachineReport(processors, end, clockHz, List.of(accounts), Arrays.asList(results), events,
                windows, nodeWindows, TraceHash.combine(traces), counts, 0, haltTime >= 0);
    }
}

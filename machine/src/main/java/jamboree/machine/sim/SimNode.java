package jamboree.machine.sim;

import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeRandom;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.api.Side;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombiningCalls;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * One simulated processing node: its clock, its program, the poll loop that runs the program, and its network
 * interface (per-packet overheads; what reaches it waits in its {@link NodeInbox}, what leaves it goes through the
 * flow control of its {@link NodeOutbox}). Has no notion of actors: the actor feeds it inputs, lets it run up to a
 * window's end and collects what it produced.
 */
public final class SimNode implements Node {

    /** A time that never comes. */
    public static final long NEVER = Long.MAX_VALUE;

    /**
     * Checks the simulation's central promise on every input: nothing reaches a node dated before the end of a
     * window it has already processed. Cheap; turn off only to measure its cost.
     */
    static final boolean CHECK_CAUSALITY = true;

    private static final Side[] SIDES = Side.values();

    private final int id;
    private final int size;
    private final long clockHz;
    private final FatTree tree;
    private final NetworkParameters net;
    private final ControlLatencies control;
    private final NodeProgram program;
    private final SplittableRandom random;
    private final NodeAccount account;
    private final TraceHash trace = new TraceHash();
    private final CombiningCalls calls;

    private long now;
    private boolean started;
    private boolean wantStep;
    private boolean polling;
    private boolean deliveredThisPoll;
    private boolean stepCharged;
    private long timer = NEVER;
    private Activity idleActivity = MachineActivity.IDLE;

    private final NodeInbox inbox;
    private final NodeOutbox outbox;

    private final ArrayList<Packet> outPackets = new ArrayList<>();
    private final ArrayList<Credit> outCredits = new ArrayList<>();
    private final ArrayList<CombineCall> outCombines = new ArrayList<>();
    private final ArrayList<BroadcastCall> outBroadcasts = new ArrayList<>();
    /** The node's one report, which carries its outgoing buffers and is filled at the end of each window. */
    private final WindowReport windowReport;
    /** Whether the outgoing buffers went with the last report, to be emptied when the next window starts. */
    private boolean handedOver;
    /**
     * Which of the outgoing buffers hold something ({@link WindowReport#PACKETS} and the others): most windows send
     * nothing, and a window that leaves the four lists alone leaves their objects out of the host's caches too.
     */
    private int outputs;
    private long broadcastSequence;
    private long removed;
    private long lastRemoval;
    private long events;
    private long windowEvents;
    private final long[] eventsByKind = new long[SimEvent.values().length];
    /** Windows by their first event, and the window under way's first event (null until it has one). */
    private final long[] windowsOpened = new long[SimEvent.values().length];
    private long emptyWindows;
    private long waitingWindows;
    private SimEvent opener;
    private long haltTime = -1;
    private long processedUntil;

    public SimNode(int id, int size, long clockHz, FatTree tree, ControlLatencies control, NodeProgram program,
                   long seed, long timelineBucketCycles) {
        this.id = id;
        this.size = size;
        this.clockHz = clockHz;
        this.tree = tree;
        this.net = tree.parameters();
        this.inbox = new NodeInbox(net.wireCycles());
        this.control = control;
        this.program = program;
        this.random = NodeRandom.create(seed, id);
        this.outbox = new NodeOutbox(id, tree, TraceHash.mix(~seed ^ ((long) id << 20)), outPackets);
        this.account = new NodeAccount(timelineBucketCycles);
        this.calls = new CombiningCalls(id, call -> {
            outCombines.add(call);
            outputs |= WindowReport.COMBINES;
        });
        this.windowReport = new WindowReport(id, outPackets, outCredits, outCombines, outBroadcasts);
    }

    // ---------------------------------------------------------------- inputs from the control actor

    /** Takes the messages routed to this node; they enter its input link in the order they reach it. */
    void acceptPackets(List<Packet> packets) {
        for (int i = 0; i < packets.size(); i++) {
            acceptPacket(packets.get(i));
        }
    }

    /** Takes one message routed to this node, between its windows. */
    void acceptPacket(Packet p) {
        if (CHECK_CAUSALITY && p.earliestArrival() < processedUntil) {
            pastInput(p.earliestArrival(), "a packet from node " + p.source());
        }
        inbox.addPacket(p);
    }

    void acceptCredits(List<Credit> list) {
        for (int i = 0; i < list.size(); i++) {
            acceptCredit(list.get(i));
        }
    }

    /** Takes one credit for this node's flows, between its windows. */
    void acceptCredit(Credit c) {
        if (CHECK_CAUSALITY && c.time() < processedUntil) {
            pastInput(c.time(), "a credit from node " + c.receiver());
        }
        inbox.addCredit(c);
    }

    void acceptControl(List<ControlDelivery> list) {
        for (int i = 0; i < list.size(); i++) {
            acceptControl(list.get(i));
        }
    }

    /** Takes one result of the control network, between this node's windows. */
    void acceptControl(ControlDelivery d) {
        if (CHECK_CAUSALITY && d.time() < processedUntil) {
            pastInput(d.time(), "a control-network result");
        }
        inbox.addControl(d);
    }

    /*
     * The checks above test the time themselves and name the input only when it fails: naming it first built a string
     * for every packet and credit, which cost more than the rest of taking it in.
     */
    private void pastInput(long time, String what) {
        throw new IllegalStateException("causality violated at node " + id + ": " + what + " dated " + time
                + " arrived after the node had processed everything before " + processedUntil);
    }

    // ---------------------------------------------------------------- the poll loop

    /**
     * One granted window, as whoever runs it does it: takes the inputs routed here since the last window, processes
     * every event before {@code windowEnd} (and the windows {@code continuation} grants, if any) and reports.
     */
    WindowReport advance(long windowEnd, List<Packet> packets, List<Credit> credits, List<ControlDelivery> control,
                         WindowContinuation continuation) {
        acceptPackets(packets);
        acceptCredits(credits);
        acceptControl(control);
        runWindow(windowEnd, continuation);
        return report();
    }

    /** Processes every event before {@code windowEnd}. */
    void runWindow(long windowEnd) {
        runWindow(windowEnd, null);
    }

    /**
     * Processes every event before {@code windowEnd}, and then, while the window has sent nothing and
     * {@code continuation} grants the next one, every event of that window too: the same events in the same order
     * as when each window is reported and granted anew, without the report.
     */
    void runWindow(long windowEnd, WindowContinuation continuation) {
        if (handedOver) {
            handedOver = false;
            clearOutputs();
        }
        windowEvents = 0;
        startCountingWindow();
        processedUntil = windowEnd;
        inbox.admit(windowEnd);
        if (!started) {
            started = true;
            event(SimEvent.START, 0);
            program.start(this);
            wantStep = true;
        }
        while (true) {
            process(windowEnd);
            countWindow();
            if (continuation == null || !silent()) {
                return;
            }
            long next = continuation.nextWindowEnd(this);
            if (next < 0) {
                return;
            }
            startCountingWindow();
            windowEnd = next;
            processedUntil = next;
            inbox.admit(next);
        }
    }

    private void startCountingWindow() {
        opener = null;
        if (started && !polling && !wantStep) {
            waitingWindows++;
        }
    }

    private void countWindow() {
        if (opener == null) {
            emptyWindows++;
        } else {
            windowsOpened[opener.ordinal()]++;
        }
    }

    private void clearOutputs() {
        if (outputs != 0) {
            if ((outputs & WindowReport.PACKETS) != 0) {
                outPackets.clear();
            }
            if ((outputs & WindowReport.CREDITS) != 0) {
                outCredits.clear();
            }
            if ((outputs & WindowReport.COMBINES) != 0) {
                outCombines.clear();
            }
            if ((outputs & WindowReport.BROADCASTS) != 0) {
                outBroadcasts.clear();
            }
            outputs = 0;
        }
    }

    /** Whether this window has produced nothing a report would carry but the node's clock and events. */
    private boolean silent() {
        return outputs == 0 && removed == 0 && !outbox.waitsForCredit() && haltTime < 0;
    }

    /** The poll loop, up to the first event at or after {@code windowEnd}. */
    private void process(long windowEnd) {
        while (true) {
            if (now < windowEnd) {
                // Past the end, a credit dated before now may not be known yet: see applyCredits.
                applyCredits();
            }
            if (polling) {
                if (now >= windowEnd) {
                    return;
                }
                if (deliverNext()) {
                    deliveredThisPoll = true;
                    continue;
                }
                polling = false;
                if (!deliveredThisPoll && stepCharged) {
                    event(SimEvent.POLL, 0);
                    charge(net.emptyPollCycles(), MachineActivity.POLL);
                }
                if (deliveredThisPoll) {
                    wantStep = true;
                }
                continue;
            }
            if (timer <= now) {
                timer = NEVER;
                wantStep = true;
            }
            if (wantStep) {
                if (now >= windowEnd) {
                    return;
                }
                long before = now;
                event(SimEvent.STEP, 0);
                boolean more = program.step(this);
                if (more && now == before) {
                    throw new IllegalStateException("node " + id + ": a step that has more work must charge "
                            + "at least one cycle");
                }
                wantStep = more;
                stepCharged = now > before;
                startPoll();
                continue;
            }
            long wake = nextWake();
            if (wake == NEVER || wake >= windowEnd) {
                return;
            }
            if (wake > now) {
                charge(wake - now, idleActivity);
            }
            // The idle loop polls continuously: it notices the arrival at once, and its polls are idle time.
            startPoll();
            stepCharged = false;
        }
    }

    private void startPoll() {
        polling = true;
        deliveredThisPoll = false;
    }

    /** Removes the earliest thing that has arrived by now and runs its handler; false if nothing has. */
    private boolean deliverNext() {
        long packetDue = inbox.packetDue();
        long controlDue = inbox.controlDue();
        boolean packetReady = packetDue <= now;
        if (controlDue <= now && (!packetReady || controlDue <= packetDue)) {
            ControlDelivery result = inbox.takeControl();
            event(SimEvent.CONTROL, result.order());
            charge(control.receiveCycles(), MachineActivity.RECEIVE);
            ControlResult r = result.result();
            if (r instanceof ControlResult.BarrierCompleted b) {
                calls.barrierDone(b.sequence());
            }
            program.control(this, r);
            return true;
        }
        if (packetReady) {
            Packet p = inbox.takePacket();
            event(SimEvent.RECEIVE, ((long) p.source() << 32) ^ p.sequence());
            charge(p.packets() * net.receiveCycles(), MachineActivity.RECEIVE);
            account.countReceive();
            removed++;
            lastRemoval = now;
            // The buffer space frees as the packets leave; the sender hears of it one network latency later.
            outputs |= WindowReport.CREDITS;
            outCredits.add(p.credit(now + tree.latency(id, p.source())));
            program.receive(this, p.source(), SIDES[p.side()], p.message());
            return true;
        }
        return false;
    }

    private long nextWake() {
        // A packet not through the input link yet can only arrive later than its earliest arrival.
        long t = Math.min(Math.min(timer, inbox.packetDue()), Math.min(inbox.arrivingDue(), inbox.controlDue()));
        if (outbox.waitsForCredit()) {
            t = Math.min(t, inbox.creditDue());
        }
        return t;
    }

    /** The time of this node's next event, {@link #NEVER} if it can only be woken from outside. */
    long nextEvent() {
        return (polling || wantStep) ? now : Math.max(now, nextWake());
    }

    /** No packet or control call can leave this node before this time. */
    long earliestSend() {
        if (polling || wantStep) {
            return now;
        }
        long t = nextEvent();
        if (t == NEVER) {
            return NEVER;
        }
        // A delivery costs at least one receive before its handler can send anything.
        boolean timerOrCredit = t == timer || (outbox.waitsForCredit() && inbox.creditDue() == t);
        return timerOrCredit ? t : t + Math.min(net.receiveCycles(), control.receiveCycles());
    }

    /**
     * Collects what this window produced. The report and the outgoing buffers it carries go as they are, and are
     * refilled and emptied when the node's next window starts: its report has been taken in by then (no node is
     * granted a window while its last report is out), so one report and one set of buffers serve the whole run.
     */
    WindowReport report() {
        WindowReport r = windowReport.fill(outputs, nextEvent(), earliestSend(), outbox.waitsForCredit(), now, removed,
                lastRemoval, windowEvents, haltTime);
        handedOver = true;
        removed = 0;
        return r;
    }

    /** Ends the run: an idle node's clock moves to the end, counted as idle. */
    void finish(long endTime) {
        if (!polling && !wantStep && now < endTime) {
            charge(endTime - now, idleActivity);
        }
    }

    long traceHash() {
        return trace.value();
    }

    long events() {
        return events;
    }

    NodeAccount account() {
        return account;
    }

    /** What the program leaves behind; only once the run has ended. */
    Object programResult() {
        return program.result();
    }

    /** This node's events and windows by kind, so far. */
    SimulationCounts counts() {
        return new SimulationCounts(eventsByKind, windowsOpened, emptyWindows, waitingWindows);
    }

    private void event(SimEvent kind, long detail) {
        events++;
        windowEvents++;
        eventsByKind[kind.ordinal()]++;
        if (opener == null) {
            opener = kind;
        }
        trace.add(((long) kind.traceCode() << 56) ^ now);
        trace.add(detail);
    }

    // ---------------------------------------------------------------- flow control

    /**
     * Takes the credits that have come back by now and sends what their room lets out of the backlog: only between
     * handlers, inside a window. A credit dated after the window's end is known only if the schedule has routed it
     * already, so a handler past the end that took it in would depend on the schedule (docs/machine.md).
     */
    private void applyCredits() {
        while (inbox.creditDue() <= now) {
            int before = outPackets.size();
            outbox.credit(inbox.takeCredit(), now);
            injected(before);
        }
    }

    /** Books the packets the outbox has injected since the outgoing list held {@code before}, as send events. */
    private void injected(int before) {
        for (int i = before; i < outPackets.size(); i++) {
            Packet p = outPackets.get(i);
            event(SimEvent.SEND, ((long) p.destination() << 32)
                    ^ ((long) p.message().getClass().getName().hashCode() << 8) ^ p.packets());
            outputs |= WindowReport.PACKETS;
        }
    }

    // ---------------------------------------------------------------- the node API

    @Override
    public int id() {
        return id;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public long now() {
        return now;
    }

    @Override
    public long clockHz() {
        return clockHz;
    }

    @Override
    public void charge(long cycles, Activity activity) {
        if (cycles < 0) {
            throw new IllegalArgumentException("negative charge " + cycles + " for " + activity);
        }
        account.charge(now, cycles, activity);
        now += cycles;
    }

    @Override
    public void idleAs(Activity reason) {
        idleActivity = reason;
    }

    @Override
    public void send(int destination, Side side, Message message) {
        checkDestination(destination);
        int packets = net.packetsFor(message.payloadBytes());
        charge(packets * net.sendCycles(), MachineActivity.SEND);
        account.countSend(packets);
        int before = outPackets.size();
        outbox.send(destination, side.ordinal(), message, packets, now);
        injected(before);
    }

    @Override
    public boolean trySend(int destination, Side side, Message message) {
        checkDestination(destination);
        int packets = net.packetsFor(message.payloadBytes());
        if (!outbox.hasRoom(destination, side.ordinal(), packets)) {
            charge(net.failedSendCycles(), MachineActivity.SEND);
            account.countFailedSend();
            return false;
        }
        charge(packets * net.sendCycles(), MachineActivity.SEND);
        account.countSend(packets);
        int before = outPackets.size();
        outbox.inject(destination, side.ordinal(), message, packets, now);
        injected(before);
        return true;
    }

    private void checkDestination(int destination) {
        if (destination < 0 || destination >= size) {
            throw new IllegalArgumentException("node " + id + " sent to node " + destination
                    + " of a " + size + "-node machine");
        }
    }

    @Override
    public void enterBarrier() {
        calls.enterBarrier(now);
    }

    @Override
    public boolean barrierCompleted() {
        return calls.barrierCompleted();
    }

    @Override
    public void reduce(ReduceOp op, long value) {
        calls.reduce(op, value, now);
    }

    @Override
    public void scan(ScanDirection direction, ReduceOp op, long value) {
        calls.scan(direction, op, value, now);
    }

    @Override
    public void routerDone() {
        calls.routerDone(now);
    }

    @Override
    public void broadcast(long value) {
        outputs |= WindowReport.BROADCASTS;
        outBroadcasts.add(new BroadcastCall(id, broadcastSequence++, value, now));
    }

    @Override
    public void wakeAt(long time) {
        timer = Math.min(timer, time);
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void halt() {
        if (haltTime < 0) {
            haltTime = now;
        }
    }

    /** The CM-5's nodes have memories of their own: everything between them travels through the networks. */
    @Override
    public Optional<SharedMemory> sharedMemory() {
        return Optional.empty();
    }
}

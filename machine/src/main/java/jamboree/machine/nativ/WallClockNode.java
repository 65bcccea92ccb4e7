package jamboree.machine.nativ;

import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeRandom;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.Side;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombiningCalls;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A node that runs in real time, as its program sees it: time is the host's clock since the run started, work and
 * messages are booked as the simulated machine charges them, and the control network's calls are combined before
 * they go to the run's control. The native machine and the cluster machine differ only in how a message, a
 * combining call, a broadcast and a halt leave the node, which their subclasses say; the actor around a node does
 * the delivering and calls the methods below that a program does not see.
 */
public abstract class WallClockNode implements Node {

    private final int id;
    private final int size;
    private final long clockHz;
    private final long startNanos;
    private final NetworkParameters net;
    private final SplittableRandom random;
    private final NodeAccount account;
    private final CombiningCalls calls;
    private long sent;
    private long wakeAt = Long.MAX_VALUE;
    private boolean halted;
    private Activity idleActivity = MachineActivity.IDLE;
    private long idleSince = -1;

    protected WallClockNode(int id, int size, long clockHz, long startNanos, NetworkParameters net, long seed,
                            long bucketCycles) {
        this.id = id;
        this.size = size;
        this.clockHz = clockHz;
        this.startNanos = startNanos;
        this.net = net;
        this.random = NodeRandom.create(seed, id);
        this.account = new NodeAccount(bucketCycles);
        this.calls = new CombiningCalls(id, this::join);
    }

    /** Hands {@code message} to node {@code destination}. */
    protected abstract void deliver(int destination, Side side, Message message);

    /** Hands a combining call (barrier, reduction, scan, router-done) to the run's control. */
    protected abstract void join(CombineCall call);

    /** Asks the run's control to broadcast {@code value}. */
    protected abstract void broadcastByControl(long value);

    /** Tells the run's control that this node halted at {@code time}. */
    protected abstract void haltAtControl(long time);

    public NodeAccount account() {
        return account;
    }

    public long sent() {
        return sent;
    }

    public boolean halted() {
        return halted;
    }

    /** Takes the pending wake-up time, if any. */
    public long takeWakeAt() {
        long t = wakeAt;
        wakeAt = Long.MAX_VALUE;
        return t;
    }

    /** Books the receipt of a message the way the simulated machine charges it. */
    public void received(Message message) {
        account.countReceive();
        charge(net.packetsFor(message.payloadBytes()) * net.receiveCycles(), MachineActivity.RECEIVE);
    }

    public void barrierDone(long sequence) {
        calls.barrierDone(sequence);
    }

    /** The node has nothing to do from now on. */
    public void becameIdle() {
        idleSince = now();
    }

    /** Something arrived: a named wait is booked now; plain idling is whatever is left at the end. */
    public void wokeUp() {
        if (idleSince >= 0) {
            long start = idleSince;
            idleSince = -1;
            if (idleActivity != MachineActivity.IDLE) {
                account.charge(start, Math.max(0, now() - start), idleActivity);
            }
        }
    }

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
        return Math.round((System.nanoTime() - startNanos) * (clockHz / 1e9));
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
        account.charge(now(), cycles, activity);
    }

    @Override
    public void idleAs(Activity reason) {
        idleActivity = reason;
    }

    @Override
    public void send(int destination, Side side, Message message) {
        if (destination < 0 || destination >= size) {
            throw new IllegalArgumentException("node " + id + " sent to node " + destination
                    + " of a " + size + "-node machine");
        }
        int packets = net.packetsFor(message.payloadBytes());
        account.countSend(packets);
        charge(packets * net.sendCycles(), MachineActivity.SEND);
        sent++;
        deliver(destination, side, message);
    }

    /** The host's memory (or the member's outbound queue) is the network here: it always has room. */
    @Override
    public boolean trySend(int destination, Side side, Message message) {
        send(destination, side, message);
        return true;
    }

    @Override
    public void enterBarrier() {
        calls.enterBarrier(now());
    }

    @Override
    public boolean barrierCompleted() {
        return calls.barrierCompleted();
    }

    @Override
    public void reduce(ReduceOp op, long value) {
        calls.reduce(op, value, now());
    }

    @Override
    public void scan(ScanDirection direction, ReduceOp op, long value) {
        calls.scan(direction, op, value, now());
    }

    @Override
    public void routerDone() {
        calls.routerDone(now());
    }

    @Override
    public void broadcast(long value) {
        broadcastByControl(value);
    }

    @Override
    public void wakeAt(long time) {
        wakeAt = Math.min(wakeAt, time);
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void halt() {
        if (!halted) {
            halted = true;
            haltAtControl(now());
        }
    }
}

package jamboree.machine.nativ;

import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeRandom;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.api.Side;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.control.CombiningCalls;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/** One node of the native machine as its program sees it; the actor around it does the delivering. */
final class NativeNode implements Node {

    private final int id;
    private final int size;
    private final long clockHz;
    private final long startNanos;
    private final NetworkParameters net;
    private final SplittableRandom random;
    private final NodeAccount account;
    private final List<Consumer<NativeNodeActor.Command>> peers;
    private final Consumer<NativeControlActor.Command> control;
    private final CombiningCalls calls;
    private final Optional<SharedMemory> memory;
    private long sent;
    private long wakeAt = Long.MAX_VALUE;
    private boolean halted;
    private Activity idleActivity = MachineActivity.IDLE;
    private long idleSince = -1;

    NativeNode(int id, int size, long clockHz, long startNanos, NetworkParameters net, long seed,
               long bucketCycles, List<Consumer<NativeNodeActor.Command>> peers,
               Consumer<NativeControlActor.Command> control, SharedMemory memory) {
        this.id = id;
        this.size = size;
        this.clockHz = clockHz;
        this.startNanos = startNanos;
        this.net = net;
        this.random = NodeRandom.create(seed, id);
        this.account = new NodeAccount(bucketCycles);
        this.peers = peers;
        this.control = control;
        this.calls = new CombiningCalls(id, call -> control.accept(new NativeControlActor.Join(call)));
        this.memory = Optional.of(memory);
    }

    NodeAccount account() {
        return account;
    }

    long sent() {
        return sent;
    }

    boolean halted() {
        return halted;
    }

    /** Takes the pending wake-up time, if any. */
    long takeWakeAt() {
        long t = wakeAt;
        wakeAt = Long.MAX_VALUE;
        return t;
    }

    /** Books the receipt of a message the way the simulated machine charges it. */
    void received(Message message) {
        account.countReceive();
        charge(net.packetsFor(message.payloadBytes()) * net.receiveCycles(), MachineActivity.RECEIVE);
    }

    void barrierDone(long sequence) {
        calls.barrierDone(sequence);
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

    /** The node has nothing to do from now on. */
    void becameIdle() {
        idleSince = now();
    }

    /** Something arrived: book the wait to what the program said it was waiting for. */
    void wokeUp() {
        if (idleSince >= 0) {
            long start = idleSince;
            long waited = now() - start;
            idleSince = -1;
            if (idleActivity != MachineActivity.IDLE) {
                // Plain idling is whatever is left at the end; only named waits are booked as they happen.
                account.charge(start, Math.max(0, waited), idleActivity);
            }
        }
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
        peers.get(destination).accept(new NativeNodeActor.Deliver(id, side, message));
    }

    @Override
    public boolean trySend(int destination, Side side, Message message) {
        // Host memory is the network here: it always has room.
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
        control.accept(new NativeControlActor.Broadcast(id, value));
    }

    @Override
    public void wakeAt(long time) {
        wakeAt = Math.min(wakeAt, time);
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    /** The nodes are threads of one process: they share its memory. */
    @Override
    public Optional<SharedMemory> sharedMemory() {
        return memory;
    }

    @Override
    public void halt() {
        if (!halted) {
            halted = true;
            control.accept(new NativeControlActor.Halt(id, now()));
        }
    }
}

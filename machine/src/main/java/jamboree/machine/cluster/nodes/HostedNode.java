package jamboree.machine.cluster.nodes;

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
import jamboree.machine.control.CombiningCalls;
import org.apache.pekko.actor.typed.ActorRef;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * One node of the cluster machine as its program sees it. Time is the member's wall clock since the run started
 * here; messages go through {@link NodeRoutes}, which keeps them objects towards nodes of this member and serializes
 * them towards the others. The nodes share no memory (some live in other JVMs), so the global table is reached by
 * messages, as on the CM-5.
 */
final class HostedNode implements Node {

    private final int id;
    private final int size;
    private final long clockHz;
    private final long startNanos;
    private final NetworkParameters net;
    private final SplittableRandom random;
    private final NodeAccount account;
    private final NodeRoutes routes;
    private final ActorRef<RunControl.Command> control;
    private final CombiningCalls calls;
    private long sent;
    private long wakeAt = Long.MAX_VALUE;
    private boolean halted;
    private Activity idleActivity = MachineActivity.IDLE;
    private long idleSince = -1;

    HostedNode(int id, RunParameters run, long startNanos, NetworkParameters net, long bucketCycles,
               NodeRoutes routes, ActorRef<RunControl.Command> control) {
        this.id = id;
        this.size = run.processors();
        this.clockHz = run.clockHz();
        this.startNanos = startNanos;
        this.net = net;
        this.random = NodeRandom.create(run.seed(), id);
        this.account = new NodeAccount(bucketCycles);
        this.routes = routes;
        this.control = control;
        this.calls = new CombiningCalls(id, call -> control.tell(new RunControl.Join(call)));
    }

    NodeAccount account() {
        return account;
    }

    long sent() {
        return sent;
    }

    long takeWakeAt() {
        long t = wakeAt;
        wakeAt = Long.MAX_VALUE;
        return t;
    }

    void received(Message message) {
        account.countReceive();
        charge(net.packetsFor(message.payloadBytes()) * net.receiveCycles(), MachineActivity.RECEIVE);
    }

    void barrierDone(long sequence) {
        calls.barrierDone(sequence);
    }

    void becameIdle() {
        idleSince = now();
    }

    /** Something arrived: a named wait is booked now; plain idling is whatever is left at the end. */
    void wokeUp() {
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
        routes.send(destination, id, side, message);
    }

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
        control.tell(new RunControl.Broadcast(id, value));
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
            control.tell(new RunControl.Halt(id, now()));
        }
    }
}

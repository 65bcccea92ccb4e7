package jamboree.scheduler.startech;

import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.api.Side;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A {@link Node} with no machine behind it, for driving the parts of the node program one call at a time: it records
 * what the part sent, charged and asked for, and the test sets the clock and the barrier by hand.
 */
final class RecordingNode implements Node {
    record Sent(int destination, Side side, Message message) {
    }

    private final int id;
    private final int size;
    private final RandomGenerator random = new SplittableRandom(7);
    final List<Sent> sent = new ArrayList<>();
    final Map<Activity, Long> charged = new HashMap<>();
    long now;
    boolean barrierCompleted = true;
    int barriersEntered;
    Activity idleAs = MachineActivity.IDLE;
    /** What the machine offers as shared memory; none, as on the simulated CM-5, unless a test sets it. */
    SharedMemory sharedMemory;
    long wakeAt = -1;
    boolean halted;
    int broadcasts;

    RecordingNode(int id, int size) {
        this.id = id;
        this.size = size;
    }

    /** The messages sent so far, and forgets them. */
    List<Sent> takeSent() {
        List<Sent> s = new ArrayList<>(sent);
        sent.clear();
        return s;
    }

    long charged(Activity a) {
        return charged.getOrDefault(a, 0L);
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
        return now;
    }

    @Override
    public long clockHz() {
        return 33_000_000L;
    }

    @Override
    public void charge(long cycles, Activity activity) {
        charged.merge(activity, cycles, Long::sum);
        now += cycles;
    }

    @Override
    public void idleAs(Activity reason) {
        idleAs = reason;
    }

    @Override
    public void send(int destination, Side side, Message message) {
        sent.add(new Sent(destination, side, message));
    }

    @Override
    public boolean trySend(int destination, Side side, Message message) {
        send(destination, side, message);
        return true;
    }

    @Override
    public void enterBarrier() {
        if (!barrierCompleted) {
            throw new IllegalStateException("entered a barrier twice");
        }
        barriersEntered++;
        barrierCompleted = false;
    }

    @Override
    public boolean barrierCompleted() {
        return barrierCompleted;
    }

    @Override
    public void reduce(ReduceOp op, long value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void scan(ScanDirection direction, ReduceOp op, long value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void routerDone() {
        throw new UnsupportedOperationException();
    }

    @Override
    public void broadcast(long value) {
        broadcasts++;
    }

    @Override
    public void wakeAt(long time) {
        wakeAt = time;
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public Optional<SharedMemory> sharedMemory() {
        return Optional.ofNullable(sharedMemory);
    }

    @Override
    public void halt() {
        halted = true;
    }
}

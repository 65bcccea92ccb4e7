package jamboree.machine.nativ;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How the actor of a node on the wall clock runs its program, for the node actors of the native and the cluster
 * machine: they hand it their messages and keep only what differs between the two, the messages themselves and what
 * a node's last word carries.
 *
 * <p>Steps run in a loop inside one message for as long as nothing else is waiting for the node: every sender counts
 * what it tells the node in {@code pending}, so a message that arrives ends the loop and is handled before the next
 * step (the mailbox is still the poll). A step costs a method call, not a trip through the mailbox and the dispatcher,
 * which mattered: a leaf search is charged in many small pieces, a step each. A node that has nothing to do says so to
 * its control, with the counts of messages it has sent and received that router-done and quiescence are found by.
 */
public final class NodeDriver {

    /** What the driver asks of the actor around it. */
    public interface Actor {
        /** Tells the actor itself to run steps. */
        void queueStep();

        /** Tells the actor itself to run steps after {@code delay}. */
        void stepAfter(Duration delay);

        /** Tells the control that the node has nothing to do (unless {@code timer}: it sleeps until a wake-up). */
        void idle(long sent, long received, boolean timer);

        /** Tells the control that the node's program threw. */
        void failed(Throwable error);
    }

    /**
     * At most this many steps in one message. Whatever another actor tells the node ends the loop anyway; the bound
     * is for the control actor, which may share the dispatcher's threads: with every node busy it runs only when a
     * node's mailbox gives its thread up. Large, since each yield costs a trip through the mailbox (64 measured
     * slower than this on the Kaufman suite, two threads).
     */
    private static final int STEPS_PER_MESSAGE = 4096;

    private final WallClockNode node;
    private final NodeProgram program;
    private final AtomicInteger pending;
    private final Actor actor;
    private boolean stepQueued;
    private boolean timerPending;
    private long received;

    /**
     * @param pending what others have told the node's actor and it has not taken yet: they count it up, and the actor
     *                counts it down through this driver as it takes each message
     */
    public NodeDriver(WallClockNode node, NodeProgram program, AtomicInteger pending, Actor actor) {
        this.node = node;
        this.program = program;
        this.pending = pending;
        this.actor = actor;
    }

    /** The node's program, for its result once the run is over. */
    public NodeProgram program() {
        return program;
    }

    /** The actor took a message that others counted: one fewer is waiting. */
    public void taken() {
        pending.decrementAndGet();
    }

    /** The run starts: the program's start, then its steps. */
    public void start() {
        taken();
        guarded(() -> {
            program.start(node);
            queueStep();
        });
    }

    /** Runs steps until the program has no work, something waits for the node, or the bound is reached. */
    public void step() {
        stepQueued = false;
        timerPending = false;
        node.wokeUp();
        guarded(() -> {
            for (int steps = 1; program.step(node); steps++) {
                if (pending.get() > 0 || steps == STEPS_PER_MESSAGE) {
                    queueStep();
                    return;
                }
            }
            afterIdle();
        });
    }

    /** An active message from node {@code source}: booked and handled, and the node steps again. */
    public void deliver(int source, Side side, Message message) {
        arrived(() -> {
            node.received(message);
            program.receive(node, source, side, message);
        });
    }

    /** A result of the control network: handled, and the node steps again. */
    public void control(ControlResult result) {
        arrived(() -> {
            if (result instanceof ControlResult.BarrierCompleted b) {
                node.barrierDone(b.sequence());
            }
            program.control(node, result);
        });
    }

    /** Messages (data and control) the node has received, for router-done and quiescence. */
    public long received() {
        return received;
    }

    /** Whether the node has nothing to do: no step queued and no wake-up pending. */
    public boolean idle() {
        return !stepQueued && !timerPending;
    }

    /** The run ended at {@code endTime}: whatever the program did not charge was spent idling. */
    public void finish(long endTime) {
        taken();
        long idle = endTime - node.account().total();
        node.account().charge(0, Math.max(0, idle), MachineActivity.IDLE);
    }

    private void arrived(Runnable handler) {
        taken();
        received++;
        node.wokeUp();
        guarded(() -> {
            handler.run();
            queueStep();
        });
    }

    private void queueStep() {
        if (!stepQueued) {
            stepQueued = true;
            actor.queueStep();
        }
    }

    /** The step said "no work": sleep until the wake-up time if one was asked for, and tell the control. */
    private void afterIdle() {
        node.becameIdle();
        long wake = node.takeWakeAt();
        boolean timer = wake != Long.MAX_VALUE;
        if (timer) {
            timerPending = true;
            long delayCycles = Math.max(0, wake - node.now());
            actor.stepAfter(Duration.ofNanos(Math.round(delayCycles * 1e9 / node.clockHz())));
        }
        actor.idle(node.sent(), received, timer);
    }

    private void guarded(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException | Error e) {
            actor.failed(e);
        }
    }
}

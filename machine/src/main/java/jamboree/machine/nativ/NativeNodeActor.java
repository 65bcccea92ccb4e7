package jamboree.machine.nativ;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.TimerScheduler;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The actor of one native node. Steps run in a loop inside one message for as long as nothing else is waiting for
 * the node: every sender counts what it tells the node ({@link NodeRef}), so a message that arrives ends the loop
 * and is handled before the next step (the mailbox is still the poll). A step costs a method call, not a trip
 * through the mailbox and the dispatcher, which mattered: a leaf search is charged in many small pieces, a step each.
 */
final class NativeNodeActor {

    sealed interface Command {
    }

    /** Run the program's start and begin stepping. */
    record Start() implements Command {
    }

    /** Run one step. */
    record Step() implements Command {
    }

    /** An active message from another node. */
    record Deliver(int source, Side side, Message message) implements Command {
    }

    /** A result of the control network. */
    record Control(ControlResult result) implements Command {
    }

    /** How many messages (data and control) this node has received, for router-done. */
    record CountReceived(long round, ActorRef<NativeControlActor.Command> replyTo) implements Command {
    }

    /** Is this node still idle, with the counts of its last idle report? (Confirms quiescence.) */
    record ConfirmIdle(long round, ActorRef<NativeControlActor.Command> replyTo) implements Command {
    }

    /** The run is over: report the ledger and the program's result, and stop. */
    record Finish(long endTime, ActorRef<NativeControlActor.Command> replyTo) implements Command {
    }

    /**
     * At most this many steps in one message. Whatever another actor tells the node ends the loop anyway; the bound
     * is for the control actor, which shares the dispatcher's threads: with every node busy it runs only when a
     * node's mailbox gives its thread up. Large, since each yield costs a trip through the mailbox (64 measured
     * slower than this on the Kaufman suite, two threads).
     */
    private static final int STEPS_PER_MESSAGE = 4096;

    private final NativeNode node;
    private final NodeProgram program;
    private final ActorContext<Command> context;
    private final TimerScheduler<Command> timers;
    private final ActorRef<NativeControlActor.Command> control;
    private final long clockHz;
    private final AtomicInteger pending;
    private boolean stepQueued;
    private boolean timerPending;
    private long received;

    private NativeNodeActor(NativeNode node, NodeProgram program, ActorContext<Command> context,
                            TimerScheduler<Command> timers, ActorRef<NativeControlActor.Command> control,
                            AtomicInteger pending) {
        this.node = node;
        this.pending = pending;
        this.program = program;
        this.context = context;
        this.timers = timers;
        this.control = control;
        this.clockHz = node.clockHz();
    }

    /**
     * A node actor as others address it: whatever is told through it is counted in {@code pending} (shared with
     * the actor, which counts it down on receipt), so that the node knows when to stop stepping and look.
     */
    record NodeRef(ActorRef<Command> actor, AtomicInteger pending) {
        void tell(Command command) {
            pending.incrementAndGet();
            actor.tell(command);
        }
    }

    static Behavior<Command> create(Function<ActorRef<Command>, NativeNode> node, NodeProgram program,
                                    ActorRef<NativeControlActor.Command> control, AtomicInteger pending) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new NativeNodeActor(node.apply(ctx.getSelf()), program, ctx, timers, control, pending)
                        .behavior()));
    }

    private Behavior<Command> behavior() {
        return Behaviors.receive(Command.class)
                .onMessage(Start.class, this::onStart)
                .onMessage(Step.class, this::onStep)
                .onMessage(Deliver.class, this::onDeliver)
                .onMessage(Control.class, this::onControl)
                .onMessage(CountReceived.class, this::onCountReceived)
                .onMessage(ConfirmIdle.class, this::onConfirmIdle)
                .onMessage(Finish.class, this::onFinish)
                .build();
    }

    private Behavior<Command> onStart(Start start) {
        pending.decrementAndGet();
        return guarded(() -> {
            program.start(node);
            queueStep();
        });
    }

    private Behavior<Command> onStep(Step step) {
        stepQueued = false;
        timerPending = false;
        node.wokeUp();
        return guarded(() -> {
            for (int steps = 1; program.step(node); steps++) {
                if (pending.get() > 0 || steps == STEPS_PER_MESSAGE) {
                    queueStep();
                    return;
                }
            }
            afterIdle();
        });
    }

    private Behavior<Command> onDeliver(Deliver d) {
        pending.decrementAndGet();
        received++;
        node.wokeUp();
        return guarded(() -> {
            node.received(d.message());
            program.receive(node, d.source(), d.side(), d.message());
            queueStep();
        });
    }

    private Behavior<Command> onControl(Control c) {
        pending.decrementAndGet();
        received++;
        node.wokeUp();
        return guarded(() -> {
            if (c.result() instanceof ControlResult.BarrierCompleted b) {
                node.barrierDone(b.sequence());
            }
            program.control(node, c.result());
            queueStep();
        });
    }

    private Behavior<Command> onCountReceived(CountReceived q) {
        pending.decrementAndGet();
        q.replyTo().tell(new NativeControlActor.Received(node.id(), q.round(), node.sent(), received));
        return Behaviors.same();
    }

    private Behavior<Command> onConfirmIdle(ConfirmIdle q) {
        pending.decrementAndGet();
        boolean idle = !stepQueued && !timerPending;
        q.replyTo().tell(new NativeControlActor.IdleConfirmed(node.id(), q.round(), node.sent(), received, idle));
        return Behaviors.same();
    }

    private Behavior<Command> onFinish(Finish f) {
        pending.decrementAndGet();
        // Time passed by itself: whatever the program did not charge was spent idling.
        long idle = f.endTime() - node.account().total();
        node.account().charge(0, Math.max(0, idle), MachineActivity.IDLE);
        // Asked here, on the node's own actor, so that the program's state needs no lock.
        Object result = null;
        try {
            result = program.result();
        } catch (RuntimeException | Error e) {
            // Told before Finished, so the control actor knows of the failure before it counts the last node.
            f.replyTo().tell(new NativeControlActor.NodeFailed(node.id(), e));
        }
        f.replyTo().tell(new NativeControlActor.Finished(node.id(), node.account(), result));
        return Behaviors.stopped();
    }

    private void queueStep() {
        if (!stepQueued) {
            stepQueued = true;
            context.getSelf().tell(new Step());
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
            timers.startSingleTimer(new Step(), Duration.ofNanos(Math.round(delayCycles * 1e9 / clockHz)));
        }
        control.tell(new NativeControlActor.Idle(node.id(), node.sent(), received, timer));
    }

    private Behavior<Command> guarded(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException | Error e) {
            control.tell(new NativeControlActor.NodeFailed(node.id(), e));
        }
        return Behaviors.same();
    }
}

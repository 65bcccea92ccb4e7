package jamboree.machine.nativ;

import jamboree.machine.api.Activity;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.TimerScheduler;

import java.time.Duration;
import java.util.function.Function;

/**
 * The actor of one native node. Steps are messages the actor sends itself, so that messages that arrived
 * meanwhile are handled between two steps: the mailbox is the poll.
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

    /** The run is over: report the ledger and stop. */
    record Finish(long endTime, ActorRef<NativeControlActor.Command> replyTo) implements Command {
    }

    private final NativeNode node;
    private final NodeProgram program;
    private final ActorContext<Command> context;
    private final TimerScheduler<Command> timers;
    private final ActorRef<NativeControlActor.Command> control;
    private final long clockHz;
    private boolean stepQueued;
    private boolean timerPending;
    private long received;

    private NativeNodeActor(NativeNode node, NodeProgram program, ActorContext<Command> context,
                            TimerScheduler<Command> timers, ActorRef<NativeControlActor.Command> control) {
        this.node = node;
        this.program = program;
        this.context = context;
        this.timers = timers;
        this.control = control;
        this.clockHz = node.clockHz();
    }

    static Behavior<Command> create(Function<ActorRef<Command>, NativeNode> node, NodeProgram program,
                                    ActorRef<NativeControlActor.Command> control) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new NativeNodeActor(node.apply(ctx.getSelf()), program, ctx, timers, control).behavior()));
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
            if (program.step(node)) {
                queueStep();
            } else {
                afterIdle();
            }
        });
    }

    private Behavior<Command> onDeliver(Deliver d) {
        received++;
        node.wokeUp();
        return guarded(() -> {
            node.received(d.message());
            program.receive(node, d.source(), d.side(), d.message());
            queueStep();
        });
    }

    private Behavior<Command> onControl(Control c) {
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
        q.replyTo().tell(new NativeControlActor.Received(node.id(), q.round(), node.sent(), received));
        return Behaviors.same();
    }

    private Behavior<Command> onConfirmIdle(ConfirmIdle q) {
        boolean idle = !stepQueued && !timerPending;
        q.replyTo().tell(new NativeControlActor.IdleConfirmed(node.id(), q.round(), node.sent(), received, idle));
        return Behaviors.same();
    }

    private Behavior<Command> onFinish(Finish f) {
        // Time passed by itself: whatever the program did not charge was spent idling.
        long idle = f.endTime() - node.account().total();
        node.account().charge(0, Math.max(0, idle), Activity.IDLE);
        f.replyTo().tell(new NativeControlActor.Finished(node.id(), node.account()));
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

package jamboree.machine.cluster.nodes;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.NodeProgram;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.TimerScheduler;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The actor of one hosted node. As on the native machine, steps run in a loop inside one message until something
 * is waiting for the node ({@link NodeRef} counts what it is told), so that the mailbox stays the poll point.
 */
final class HostedNodeActor {

    /** Steps in one message at most, so that the member's other actors get the thread now and then. */
    private static final int STEPS_PER_MESSAGE = 4096;

    private final HostedNode node;
    private final NodeProgram program;
    private final ActorContext<NodeCommand> context;
    private final TimerScheduler<NodeCommand> timers;
    private final ActorRef<RunControl.Command> control;
    private final PayloadCodec codec;
    private final AtomicInteger pending;
    private boolean stepQueued;
    private boolean timerPending;
    private long received;

    /** A node's actor as the others on its member address it: whatever is told is counted in {@code pending}. */
    record NodeRef(ActorRef<NodeCommand> actor, AtomicInteger pending) {
        void tell(NodeCommand command) {
            pending.incrementAndGet();
            actor.tell(command);
        }
    }

    private HostedNodeActor(HostedNode node, NodeProgram program, ActorContext<NodeCommand> context,
                            TimerScheduler<NodeCommand> timers, ActorRef<RunControl.Command> control,
                            PayloadCodec codec, AtomicInteger pending) {
        this.node = node;
        this.program = program;
        this.context = context;
        this.timers = timers;
        this.control = control;
        this.codec = codec;
        this.pending = pending;
    }

    static Behavior<NodeCommand> create(HostedNode node, NodeProgram program, ActorRef<RunControl.Command> control,
                                        PayloadCodec codec, AtomicInteger pending) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new HostedNodeActor(node, program, ctx, timers, control, codec, pending).behavior()));
    }

    private Behavior<NodeCommand> behavior() {
        return Behaviors.receive(NodeCommand.class)
                .onMessage(NodeCommand.Start.class, s -> counted(() -> {
                    program.start(node);
                    queueStep();
                }))
                .onMessage(NodeCommand.Step.class, this::onStep)
                .onMessage(NodeCommand.Deliver.class, d -> arrived(() -> {
                    node.received(d.message());
                    program.receive(node, d.source(), d.side(), d.message());
                }))
                .onMessage(NodeCommand.Control.class, c -> arrived(() -> {
                    if (c.result() instanceof ControlResult.BarrierCompleted b) {
                        node.barrierDone(b.sequence());
                    }
                    program.control(node, c.result());
                }))
                .onMessage(NodeCommand.CountReceived.class, q -> {
                    pending.decrementAndGet();
                    control.tell(new RunControl.Received(node.id(), q.round(), node.sent(), received));
                    return Behaviors.same();
                })
                .onMessage(NodeCommand.ConfirmIdle.class, q -> {
                    pending.decrementAndGet();
                    control.tell(new RunControl.IdleConfirmed(node.id(), q.round(), node.sent(), received,
                            !stepQueued && !timerPending));
                    return Behaviors.same();
                })
                .onMessage(NodeCommand.Finish.class, this::onFinish)
                .build();
    }

    private Behavior<NodeCommand> onStep(NodeCommand.Step step) {
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

    /** A message or a control result: counted, handled, and the node steps again. */
    private Behavior<NodeCommand> arrived(Runnable handler) {
        received++;
        node.wokeUp();
        return counted(() -> {
            handler.run();
            queueStep();
        });
    }

    private Behavior<NodeCommand> counted(Runnable action) {
        pending.decrementAndGet();
        return guarded(action);
    }

    private Behavior<NodeCommand> onFinish(NodeCommand.Finish f) {
        pending.decrementAndGet();
        long idle = f.endTime() - node.account().total();
        node.account().charge(0, Math.max(0, idle), MachineActivity.IDLE);
        boolean here = control.path().address().hasLocalScope();
        Object result = null;
        Ledger ledger = null;
        try {
            // Only what leaves its JVM must be a CborMessage.
            result = here ? program.result() : codec.encode(program.result());
            ledger = here ? null : Ledger.of(node.account());
        } catch (RuntimeException | Error e) {
            // Told before the last word, so that the control knows of the failure before it counts the last node.
            control.tell(new RunControl.NodeFailed(node.id(), e.toString()));
        }
        control.tell(here ? new RunControl.FinishedHere(node.id(), node.account(), result)
                : new RunControl.Finished(node.id(), ledger != null ? ledger : Ledger.empty(), (Payload) result));
        return Behaviors.stopped();
    }

    private void queueStep() {
        if (!stepQueued) {
            stepQueued = true;
            context.getSelf().tell(new NodeCommand.Step());
        }
    }

    private void afterIdle() {
        node.becameIdle();
        long wake = node.takeWakeAt();
        boolean timer = wake != Long.MAX_VALUE;
        if (timer) {
            timerPending = true;
            long delayCycles = Math.max(0, wake - node.now());
            timers.startSingleTimer(new NodeCommand.Step(),
                    Duration.ofNanos(Math.round(delayCycles * 1e9 / node.clockHz())));
        }
        control.tell(new RunControl.Idle(node.id(), node.sent(), received, timer));
    }

    private Behavior<NodeCommand> guarded(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException | Error e) {
            control.tell(new RunControl.NodeFailed(node.id(), e.toString()));
        }
        return Behaviors.same();
    }
}

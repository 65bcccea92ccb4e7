package jamboree.machine.nativ;

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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The actor of one native node: it hands each message to the node's {@link NodeDriver}, which runs the program (steps
 * in a loop until something is waiting for the node), and passes what the driver says on to the control actor.
 */
final class NativeNodeActor {

    sealed interface Command {
    }

    /** Run the program's start and begin stepping. */
    record Start() implements Command {
    }

    /** Run steps. */
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

    private final NodeDriver driver;
    private final NativeNode node;

    private NativeNodeActor(NativeNode node, NodeProgram program, ActorContext<Command> context,
                            TimerScheduler<Command> timers, ActorRef<NativeControlActor.Command> control,
                            AtomicInteger pending) {
        this.node = node;
        this.driver = new NodeDriver(node, program, pending, new NodeDriver.Actor() {
            @Override
            public void queueStep() {
                context.getSelf().tell(new Step());
            }

            @Override
            public void stepAfter(Duration delay) {
                timers.startSingleTimer(new Step(), delay);
            }

            @Override
            public void idle(long sent, long received, boolean timer) {
                control.tell(new NativeControlActor.Idle(node.id(), sent, received, timer));
            }

            @Override
            public void failed(Throwable error) {
                control.tell(new NativeControlActor.NodeFailed(node.id(), error));
            }
        });
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
                .onMessage(Start.class, s -> same(driver::start))
                .onMessage(Step.class, s -> same(driver::step))
                .onMessage(Deliver.class, d -> same(() -> driver.deliver(d.source(), d.side(), d.message())))
                .onMessage(Control.class, c -> same(() -> driver.control(c.result())))
                .onMessage(CountReceived.class, q -> same(() -> {
                    driver.taken();
                    q.replyTo().tell(new NativeControlActor.Received(node.id(), q.round(), node.sent(),
                            driver.received()));
                }))
                .onMessage(ConfirmIdle.class, q -> same(() -> {
                    driver.taken();
                    q.replyTo().tell(new NativeControlActor.IdleConfirmed(node.id(), q.round(), node.sent(),
                            driver.received(), driver.idle()));
                }))
                .onMessage(Finish.class, this::onFinish)
                .build();
    }

    private static Behavior<Command> same(Runnable action) {
        action.run();
        return Behaviors.same();
    }

    private Behavior<Command> onFinish(Finish f) {
        driver.finish(f.endTime());
        // Asked here, on the node's own actor, so that the program's state needs no lock.
        Object result = null;
        try {
            result = driver.program().result();
        } catch (RuntimeException | Error e) {
            // Told before Finished, so the control actor knows of the failure before it counts the last node.
            f.replyTo().tell(new NativeControlActor.NodeFailed(node.id(), e));
        }
        f.replyTo().tell(new NativeControlActor.Finished(node.id(), node.account(), result));
        return Behaviors.stopped();
    }
}

package jamboree.machine.cluster.nodes;

import jamboree.machine.api.NodeProgram;
import jamboree.machine.nativ.NodeDriver;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.TimerScheduler;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The actor of one hosted node. As on the native machine, a {@link NodeDriver} runs the program (steps in a loop
 * inside one message until something is waiting for the node: {@link NodeRef} counts what it is told), so that the
 * mailbox stays the poll point; this actor passes what the driver says on to the run's control, wherever it lives.
 */
final class HostedNodeActor {

    private final HostedNode node;
    private final NodeDriver driver;
    private final ActorRef<RunControl.Command> control;
    private final PayloadCodec codec;

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
        this.control = control;
        this.codec = codec;
        this.driver = new NodeDriver(node, program, pending, new NodeDriver.Actor() {
            @Override
            public void queueStep() {
                context.getSelf().tell(new NodeCommand.Step());
            }

            @Override
            public void stepAfter(Duration delay) {
                timers.startSingleTimer(new NodeCommand.Step(), delay);
            }

            @Override
            public void idle(long sent, long received, boolean timer) {
                control.tell(new RunControl.Idle(node.id(), sent, received, timer));
            }

            @Override
            public void failed(Throwable error) {
                control.tell(new RunControl.NodeFailed(node.id(), error.toString()));
            }
        });
    }

    static Behavior<NodeCommand> create(HostedNode node, NodeProgram program, ActorRef<RunControl.Command> control,
                                        PayloadCodec codec, AtomicInteger pending) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new HostedNodeActor(node, program, ctx, timers, control, codec, pending).behavior()));
    }

    private Behavior<NodeCommand> behavior() {
        return Behaviors.receive(NodeCommand.class)
                .onMessage(NodeCommand.Start.class, s -> same(driver::start))
                .onMessage(NodeCommand.Step.class, s -> same(driver::step))
                .onMessage(NodeCommand.Deliver.class, d -> same(() -> driver.deliver(d.source(), d.side(),
                        d.message())))
                .onMessage(NodeCommand.Control.class, c -> same(() -> driver.control(c.result())))
                .onMessage(NodeCommand.CountReceived.class, q -> same(() -> {
                    driver.taken();
                    control.tell(new RunControl.Received(node.id(), q.round(), node.sent(), driver.received()));
                }))
                .onMessage(NodeCommand.ConfirmIdle.class, q -> same(() -> {
                    driver.taken();
                    control.tell(new RunControl.IdleConfirmed(node.id(), q.round(), node.sent(), driver.received(),
                            driver.idle()));
                }))
                .onMessage(NodeCommand.Finish.class, this::onFinish)
                .build();
    }

    private static Behavior<NodeCommand> same(Runnable action) {
        action.run();
        return Behaviors.same();
    }

    private Behavior<NodeCommand> onFinish(NodeCommand.Finish f) {
        driver.finish(f.endTime());
        boolean here = control.path().address().hasLocalScope();
        Object result = null;
        Ledger ledger = null;
        try {
            // Only what leaves its JVM must be a CborMessage.
            Object left = driver.program().result();
            result = here ? left : codec.encode(left);
            ledger = here ? null : Ledger.of(node.account());
        } catch (RuntimeException | Error e) {
            // Told before the last word, so that the control knows of the failure before it counts the last node.
            control.tell(new RunControl.NodeFailed(node.id(), e.toString()));
        }
        control.tell(here ? new RunControl.FinishedHere(node.id(), node.account(), result)
                : new RunControl.Finished(node.id(), ledger != null ? ledger : Ledger.empty(), (Payload) result));
        return Behaviors.stopped();
    }
}

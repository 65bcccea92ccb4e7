package jamboree.machine.sim;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.List;

/** The actor of one simulated node: runs its {@link SimNode} window by window as the control actor grants them. */
final class NodeActor {

    sealed interface Command {
    }

    /** Process every event before {@code windowEnd}, after taking the inputs routed here since the last window. */
    record Advance(long windowEnd, List<Packet> packets, List<Credit> credits, List<ControlDelivery> control,
                   ActorRef<ControlActor.Command> replyTo) implements Command {
    }

    /** The run is over at {@code endTime}: report the ledger. */
    record Finish(long endTime, ActorRef<ControlActor.Command> replyTo) implements Command {
    }

    private final SimNode node;

    private NodeActor(SimNode node) {
        this.node = node;
    }

    static Behavior<Command> create(SimNode node) {
        return new NodeActor(node).behavior();
    }

    private Behavior<Command> behavior() {
        return Behaviors.receive(Command.class)
                .onMessage(Advance.class, this::onAdvance)
                .onMessage(Finish.class, this::onFinish)
                .build();
    }

    private Behavior<Command> onAdvance(Advance advance) {
        try {
            node.acceptPackets(advance.packets());
            node.acceptCredits(advance.credits());
            node.acceptControl(advance.control());
            node.runWindow(advance.windowEnd());
            advance.replyTo().tell(new ControlActor.Reported(node.report()));
        } catch (RuntimeException | Error e) {
            advance.replyTo().tell(new ControlActor.NodeFailed(node.id(), e));
        }
        return Behaviors.same();
    }

    private Behavior<Command> onFinish(Finish finish) {
        node.finish(finish.endTime());
        finish.replyTo().tell(new ControlActor.Finished(node.id(), node.account(), node.traceHash(),
                node.events()));
        return Behaviors.stopped();
    }
}

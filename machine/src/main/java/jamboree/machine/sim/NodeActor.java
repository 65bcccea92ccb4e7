package jamboree.machine.sim;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.List;

/**
 * The actor of one simulated node: runs its {@link SimNode} window by window as the control actor grants them. The
 * control actor ends the run itself, once no window is out, and stopping it stops this actor.
 */
final class NodeActor {

    sealed interface Command {
    }

    /** Process every event before {@code windowEnd}, after taking the inputs routed here since the last window. */
    record Advance(long windowEnd, List<Packet> packets, List<Credit> credits, List<ControlDelivery> control,
                   ActorRef<ControlActor.Command> replyTo) implements Command {
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
}

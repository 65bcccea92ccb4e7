package jamboree.machine.sim;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.ArrayList;
import java.util.List;

/**
 * One host thread's share of a window: the control actor hands a worker a slice of the nodes a window wakes in one
 * message, the worker runs them one after the other and answers with all their reports in one message. A window then
 * costs two messages per host thread instead of two per node; at P = 512 most windows wake hundreds of idle nodes
 * whose windows are a few events each, and a message per node cost the host more than the nodes' events.
 */
final class WindowWorker {

    sealed interface Command {
    }

    /** Run every grant, in order, and tell {@code replyTo} what became of each. */
    record Run(List<Grant> grants, ActorRef<ControlActor.Command> replyTo) implements Command {
    }

    /** One node's window: where it ends and what was routed to the node since its last window. */
    record Grant(SimNode node, long windowEnd, List<Packet> packets, List<Credit> credits,
                 List<ControlDelivery> control) {
    }

    private WindowWorker() {
    }

    static Behavior<Command> create() {
        return Behaviors.receive(Command.class)
                .onMessage(Run.class, run -> {
                    run.replyTo().tell(new ControlActor.Ran(runAll(run.grants())));
                    return Behaviors.same();
                })
                .build();
    }

    /**
     * Runs the grants in order and says, for each, {@link ControlActor.Reported} or {@link ControlActor.NodeFailed};
     * a node whose program throws does not keep the others of its slice from running.
     */
    static List<ControlActor.Command> runAll(List<Grant> grants) {
        List<ControlActor.Command> outcomes = new ArrayList<>(grants.size());
        for (Grant g : grants) {
            try {
                outcomes.add(new ControlActor.Reported(g.node().advance(g.windowEnd(), g.packets(), g.credits(),
                        g.control(), null)));
            } catch (RuntimeException | Error e) {
                outcomes.add(new ControlActor.NodeFailed(g.node().id(), e));
            }
        }
        return outcomes;
    }
}

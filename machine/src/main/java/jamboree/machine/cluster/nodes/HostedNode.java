package jamboree.machine.cluster.nodes;

import jamboree.machine.api.Message;
import jamboree.machine.api.Side;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.control.CombineCall;
import jamboree.machine.nativ.WallClockNode;
import org.apache.pekko.actor.typed.ActorRef;

/**
 * One node of the cluster machine as its program sees it. Time is the member's wall clock since the run started
 * here; messages go through {@link NodeRoutes}, which keeps them objects towards nodes of this member and serializes
 * them towards the others. The nodes share no memory (some live in other JVMs), so the global table is reached by
 * messages, as on the CM-5.
 */
final class HostedNode extends WallClockNode {

    private final NodeRoutes routes;
    private final ActorRef<RunControl.Command> control;

    HostedNode(int id, RunParameters run, long startNanos, NetworkParameters net, long bucketCycles,
               NodeRoutes routes, ActorRef<RunControl.Command> control) {
        super(id, run.processors(), run.clockHz(), startNanos, net, run.seed(), bucketCycles);
        this.routes = routes;
        this.control = control;
    }

    @Override
    protected void deliver(int destination, Side side, Message message) {
        routes.send(destination, id(), side, message);
    }

    @Override
    protected void join(CombineCall call) {
        control.tell(new RunControl.Join(call));
    }

    @Override
    protected void broadcastByControl(long value) {
        control.tell(new RunControl.Broadcast(id(), value));
    }

    @Override
    protected void haltAtControl(long time) {
        control.tell(new RunControl.Halt(id(), time));
    }
}

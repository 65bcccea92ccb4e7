package jamboree.machine.cluster.nodes;

import jamboree.machine.api.Message;
import jamboree.machine.api.Side;
import org.apache.pekko.actor.typed.ActorRef;

import java.util.List;

/**
 * Where a message from a node of this member goes: straight to the node's actor when it lives here (an object, as on
 * the native machine), else serialized to the member run that hosts it.
 */
final class NodeRoutes {

    private final HostedNodeActor.NodeRef[] local;
    private final PayloadCodec codec;
    /** The member run of every node, set once by {@link MemberRun} before any node here starts. */
    private volatile List<ActorRef<MemberRun.Command>> members;

    NodeRoutes(int processors, PayloadCodec codec) {
        this.local = new HostedNodeActor.NodeRef[processors];
        this.codec = codec;
    }

    void addLocal(int node, HostedNodeActor.NodeRef ref) {
        local[node] = ref;
    }

    HostedNodeActor.NodeRef local(int node) {
        return node >= 0 && node < local.length ? local[node] : null;
    }

    void wire(List<ActorRef<MemberRun.Command>> byNode) {
        if (byNode.size() != local.length) {
            throw new IllegalArgumentException("routes for " + byNode.size() + " nodes in a run of " + local.length);
        }
        members = List.copyOf(byNode);
    }

    void send(int destination, int source, Side side, Message message) {
        HostedNodeActor.NodeRef here = local[destination];
        if (here != null) {
            here.tell(new NodeCommand.Deliver(source, side, message));
            return;
        }
        List<ActorRef<MemberRun.Command>> routes = members;
        if (routes == null) {
            throw new IllegalStateException("node " + source + " sent before the run was wired");
        }
        routes.get(destination).tell(new MemberRun.RemoteDeliver(destination, source, side, codec.encode(message)));
    }
}

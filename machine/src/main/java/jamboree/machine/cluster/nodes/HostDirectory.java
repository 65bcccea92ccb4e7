package jamboree.machine.cluster.nodes;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;

import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/** Keeps the receptionist's latest list of node hosts where the machine's calling thread can read it. */
final class HostDirectory {

    private HostDirectory() {
    }

    static Behavior<Receptionist.Listing> create(AtomicReference<Set<ActorRef<NodeHost.Command>>> hosts) {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.subscribe(NodeHost.KEY, ctx.getSelf()));
            return Behaviors.receive(Receptionist.Listing.class).onMessage(Receptionist.Listing.class, listing -> {
                hosts.set(Set.copyOf(listing.getServiceInstances(NodeHost.KEY)));
                return Behaviors.same();
            }).build();
        });
    }
}

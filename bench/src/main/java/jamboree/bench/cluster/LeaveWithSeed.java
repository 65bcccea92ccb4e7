package jamboree.bench.cluster;

import jamboree.machine.cluster.MemberService;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.CoordinatedShutdown;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Adapter;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.cluster.ClusterEvent;
import org.apache.pekko.cluster.typed.Cluster;
import org.apache.pekko.cluster.typed.Subscribe;

/**
 * Makes a worker leave when the member it joined through (the bench, which is the seed) is removed: a bench
 * that finishes leaves the cluster, and its workers then have nobody to work for. (A bench that dies instead is the
 * oldest member, so the split-brain resolver downs the workers, which ends them too.)
 */
public final class LeaveWithSeed {

    public static final String NAME = "leave-with-seed";

    private LeaveWithSeed() {
    }

    public static MemberService service(Address seed) {
        return new MemberService(NAME, create(seed));
    }

    public static Behavior<ClusterEvent.MemberRemoved> create(Address seed) {
        return Behaviors.setup(ctx -> {
            ActorRef<ClusterEvent.MemberRemoved> self = ctx.getSelf();
            Cluster.get(ctx.getSystem()).subscriptions().tell(Subscribe.create(self,
                    ClusterEvent.MemberRemoved.class));
            return Behaviors.receiveMessage(removed -> {
                if (sameHostPort(removed.member().address(), seed)) {
                    ctx.getLog().info("the seed {} left the cluster; leaving too", seed);
                    CoordinatedShutdown.get(Adapter.toClassic(ctx.getSystem()))
                            .run(CoordinatedShutdown.clusterLeavingReason());
                }
                return Behaviors.same();
            });
        });
    }

    /** The seed as given to --join is the member's canonical address (Artery accepts no other name for it). */
    private static boolean sameHostPort(Address member, Address seed) {
        return member.getPort().equals(seed.getPort()) && member.getHost().equals(seed.getHost());
    }
}

package jamboree.machine.cluster;

import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.CoordinatedShutdown;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.Props;
import org.apache.pekko.actor.typed.javadsl.Adapter;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.cluster.Cluster;
import org.apache.pekko.cluster.MemberStatus;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One JVM's membership in a Jamboree cluster: an actor system with the cluster provider and Artery TCP, which joins
 * the seeds (or starts a cluster of its own when there are none), is Up when {@link #start} returns, and leaves
 * gracefully on {@link #close}. A member that dies instead is downed by the others' split-brain resolver
 * ({@code jamboree.cluster.pekko.cluster.split-brain-resolver}).
 */
public final class ClusterMember implements AutoCloseable {

    private final ClusterSettings settings;
    private final ActorSystem<Void> system;
    private final Map<String, ActorRef<?>> services;

    private ClusterMember(ClusterSettings settings, ActorSystem<Void> system, Map<String, ActorRef<?>> services) {
        this.settings = settings;
        this.system = system;
        this.services = Collections.unmodifiableMap(services);
    }

    /**
     * Starts a member with {@code services} running, joins the cluster and waits until this member is Up.
     *
     * @throws ClusterException if the port is taken or the member is not Up within the join timeout
     */
    public static ClusterMember start(ClusterSettings settings, List<MemberService> services) {
        ActorSystem<Void> system;
        try {
            system = ActorSystem.create(Behaviors.empty(), settings.systemName(), settings.pekkoConfig());
        } catch (RuntimeException e) {
            throw new ClusterException("cannot start a cluster member on " + settings.host() + ":" + settings.port()
                    + " (is the port taken, or the address not one of this host's?): " + e.getMessage(), e);
        }
        Map<String, ActorRef<?>> refs = new LinkedHashMap<>();
        try {
            for (MemberService service : services) {
                if (refs.containsKey(service.name())) {
                    throw new IllegalArgumentException("two member services are named '" + service.name() + "'");
                }
                refs.put(service.name(), system.systemActorOf(service.behavior(), service.name(), Props.empty()));
            }
            joinAndWait(settings, system);
        } catch (RuntimeException e) {
            system.terminate();
            awaitTermination(system, settings);
            throw e;
        }
        return new ClusterMember(settings, system, refs);
    }

    private static void joinAndWait(ClusterSettings settings, ActorSystem<Void> system) {
        Cluster cluster = Cluster.get(Adapter.toClassic(system));
        CompletableFuture<Void> up = new CompletableFuture<>();
        cluster.registerOnMemberUp(() -> up.complete(null));
        List<Address> seeds = settings.seedAddresses();
        if (seeds.isEmpty()) {
            cluster.join(cluster.selfAddress());
        } else {
            cluster.joinSeedNodes(seeds);
        }
        try {
            up.get(settings.joinTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new ClusterException("not Up in the cluster after " + settings.joinTimeout().toSeconds()
                    + " s: no seed answered at " + settings.seedNodes() + " (is one running and reachable, with"
                    + " system name '" + settings.systemName() + "'?)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClusterException("interrupted while joining the cluster");
        } catch (ExecutionException e) {
            throw new ClusterException("joining the cluster failed: " + e.getCause(), e.getCause());
        }
    }

    /** Spawns {@code behavior} on this member under {@code name}, after the start (see {@link MemberService}). */
    public <T> ActorRef<T> spawn(Behavior<T> behavior, String name) {
        return system.systemActorOf(behavior, name, Props.empty());
    }

    /** The services started with the member, by name. */
    public Map<String, ActorRef<?>> services() {
        return services;
    }

    /** The service started under {@code name}; it must exist. */
    @SuppressWarnings("unchecked")
    public <T> ActorRef<T> service(String name) {
        ActorRef<?> ref = services.get(name);
        if (ref == null) {
            throw new IllegalArgumentException("this member runs no service '" + name + "'; it runs "
                    + services.keySet());
        }
        return (ActorRef<T>) ref;
    }

    public ActorSystem<Void> system() {
        return system;
    }

    public ClusterSettings settings() {
        return settings;
    }

    /** This member's address, with the port it really listens on (the configured one may be 0). */
    public Address address() {
        return Cluster.get(Adapter.toClassic(system)).selfAddress();
    }

    /** {@code HOST:PORT} of this member, what others pass as a seed. */
    public String hostPort() {
        Address a = address();
        return a.getHost().get() + ":" + a.getPort().get();
    }

    /** Whether this member is still Up (false once it has left, was downed, or is leaving). */
    public boolean isUp() {
        return !system.getWhenTerminated().toCompletableFuture().isDone()
                && Cluster.get(Adapter.toClassic(system)).selfMember().status() == MemberStatus.up();
    }

    /** Leaves the cluster gracefully (the others see it exit, not die), then stops the actor system. */
    @Override
    public void close() {
        CoordinatedShutdown.get(Adapter.toClassic(system)).run(CoordinatedShutdown.clusterLeavingReason());
        awaitTermination(system, settings);
    }

    private static void awaitTermination(ActorSystem<Void> system, ClusterSettings settings) {
        try {
            system.getWhenTerminated().toCompletableFuture()
                    .get(settings.leaveTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // Leaving is best effort: the others down a member that vanishes without a word.
            system.terminate();
        }
    }
}

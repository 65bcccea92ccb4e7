package jamboree.machine.cluster.nodes;

import jamboree.machine.Machine;
import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.cluster.Member;
import org.apache.pekko.cluster.MemberStatus;
import org.apache.pekko.cluster.typed.Cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The native machine's node API on the members of a Pekko cluster. This JVM is a member (it joins the seeds of
 * {@code jamboree.cluster}, or starts the cluster when there are none) and coordinates every run: node 0 and every
 * M-th node after it run here, the others round-robin on the members whose node host is listed and that are Up and
 * reachable when the run starts (in address order), so that a member lost in one run is simply left out of the next.
 * A program factory that cannot describe itself ({@link RemoteProgramFactory}) runs all its nodes here.
 */
public final class ClusterMachine implements Machine {

    /** How long a run waits for its control's own report once one of its members is no longer Up. */
    static final Duration LOST_MEMBER_GRACE = Duration.ofSeconds(5);

    private final MachineConfig config;
    private final ClusterNodeSettings settings;
    private final ClusterMember member;
    private final AtomicReference<Set<ActorRef<NodeHost.Command>>> hosts = new AtomicReference<>(Set.of());
    private final PayloadCodec codec;
    private long runs;

    /** Starts this JVM's member with the settings of {@code config}'s {@code jamboree.cluster} section. */
    public ClusterMachine(MachineConfig config) {
        this(config, ClusterSettings.from(config.raw()), List.of());
    }

    /** Starts a member with {@code services} besides the machine's own (a node host, to serve other machines). */
    public ClusterMachine(MachineConfig config, ClusterSettings cluster, List<MemberService> services) {
        this.config = config;
        this.settings = ClusterNodeSettings.from(config.raw());
        this.member = ClusterMember.start(cluster, services);
        this.codec = new PayloadCodec(member.system().classicSystem());
        member.spawn(HostDirectory.create(hosts), "jamboree-host-directory");
        awaitHosts(settings.awaitMembers() - 1, settings.awaitTimeout());
    }

    /** The member this machine runs on. */
    public ClusterMember member() {
        return member;
    }

    /**
     * Waits until at least {@code count} other members' node hosts are listed and usable, or {@code timeout} has
     * passed; returns how many there are.
     */
    public int awaitHosts(int count, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            int usable = usableHosts().size();
            if (usable >= count || System.nanoTime() >= deadline) {
                return usable;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return usable;
            }
        }
    }

    /** The node hosts of other members that are Up and reachable now, in address order. */
    List<ActorRef<NodeHost.Command>> usableHosts() {
        Set<Address> up = upAndReachable();
        Address self = member.address();
        List<ActorRef<NodeHost.Command>> usable = new ArrayList<>();
        for (ActorRef<NodeHost.Command> host : hosts.get()) {
            Address a = host.path().address();
            if (a.hasLocalScope() || a.equals(self) || !up.contains(a)) {
                continue;
            }
            usable.add(host);
        }
        usable.sort(Comparator.comparing(h -> h.path().address().toString()));
        return usable;
    }

    @Override
    public MachineReport run(int processors, ProgramFactory programs, long timeLimit) {
        Machine.checkRun(processors, timeLimit);
        List<ActorRef<NodeHost.Command>> others = programs instanceof RemoteProgramFactory
                ? usableHosts() : List.of();
        List<Placement> placements = place(processors, others);
        Payload description = programs instanceof RemoteProgramFactory r && placements.size() > 1
                ? codec.encode(r.description()) : null;
        RunParameters run = new RunParameters(runs++, processors, config.seed(), config.clockHz());
        CompletableFuture<RunControl.Outcome> outcome = new CompletableFuture<>();
        ActorRef<RunControl.Outcome> reply = member.spawn(Behaviors.receive(RunControl.Outcome.class)
                .onMessage(RunControl.Outcome.class, o -> {
                    outcome.complete(o);
                    return Behaviors.stopped();
                }).build(), "cluster-run-outcome-" + run.run());
        member.spawn(RunControl.create(run, config, placements, programs, description, timeLimit,
                settings.readyTimeout(), reply), "cluster-run-" + run.run());
        RunControl.Outcome o;
        try {
            o = awaitOutcome(outcome, placements);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MachineException("interrupted while the cluster machine ran", e);
        } catch (ExecutionException e) {
            throw new MachineException("the cluster machine failed: " + e.getCause(), e.getCause());
        }
        if (o.failure() != null) {
            throw new MachineException(o.failure().getMessage(), o.failure());
        }
        return o.report();
    }

    /**
     * The run's outcome. The run control reports a lost member itself; this wait checks the members too, so that a
     * run whose member is gone ends even if no report ever comes (a member that left gracefully in the middle of a
     * run must not leave the search waiting forever): a member not Up for {@link #LOST_MEMBER_GRACE} ends the run.
     */
    private RunControl.Outcome awaitOutcome(CompletableFuture<RunControl.Outcome> outcome,
                                            List<Placement> placements)
            throws InterruptedException, ExecutionException {
        long goneSince = 0;
        while (true) {
            try {
                return outcome.get(200, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                String gone = goneMember(placements);
                if (gone == null) {
                    goneSince = 0;
                } else if (goneSince == 0) {
                    goneSince = System.nanoTime();
                } else if (System.nanoTime() - goneSince > LOST_MEMBER_GRACE.toNanos()) {
                    return new RunControl.Outcome(null, new MemberLostException(gone,
                            "left the cluster during the run and its nodes did not report"));
                }
            }
        }
    }

    /** The address of a member hosting nodes of the run that is no longer Up and reachable, or null. */
    private String goneMember(List<Placement> placements) {
        Set<Address> up = upAndReachable();
        for (Placement p : placements) {
            if (p.host() != null && !up.contains(p.member())) {
                return p.member().toString();
            }
        }
        return null;
    }

    /** The members that are Up and not unreachable now. */
    private Set<Address> upAndReachable() {
        Cluster cluster = Cluster.get(member.system());
        Set<Address> up = new HashSet<>();
        for (Member m : cluster.state().getMembers()) {
            if (m.status() == MemberStatus.up()) {
                up.add(m.address());
            }
        }
        for (Member m : cluster.state().getUnreachable()) {
            up.remove(m.address());
        }
        return up;
    }

    /** Node i runs on member i mod M, this member being member 0. */
    private List<Placement> place(int processors, List<ActorRef<NodeHost.Command>> others) {
        int members = Math.min(processors, others.size() + 1);
        List<Placement> placements = new ArrayList<>(members);
        for (int m = 0; m < members; m++) {
            int[] nodes = new int[(processors - m + members - 1) / members];
            for (int k = 0; k < nodes.length; k++) {
                nodes[k] = m + k * members;
            }
            ActorRef<NodeHost.Command> host = m == 0 ? null : others.get(m - 1);
            placements.add(new Placement(host == null ? member.address() : host.path().address(), host, nodes));
        }
        return placements;
    }

    /** How many members the next run would use (this one included). */
    public int members() {
        return usableHosts().size() + 1;
    }

    @Override
    public void close() {
        member.close();
    }
}

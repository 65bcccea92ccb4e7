package jamboree.bench.cluster;

import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.HostShare;
import jamboree.bench.run.TrialStore;
import jamboree.machine.cluster.ClusterException;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.apache.pekko.actor.typed.ActorRef;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * A bench run whose searches the cluster shares: the bench's JVM is a member (the seed the workers join) running
 * a dispatcher and a runner of its own, and {@link #run} is {@link BenchRunner} over a {@link ClusterTrialSource}.
 * The runner is given enough threads to keep every member's slots busy; the members bound their own concurrency.
 */
public final class ClusterBench implements AutoCloseable {

    /** Searches the bench keeps in flight at most; the dispatcher queues them, so this only needs to be plenty. */
    static final int SEARCHES_IN_FLIGHT = 256;
    static final String DISPATCHER = "bench-dispatcher";

    private final ClusterMember member;
    private final ActorRef<DispatcherMessage> dispatcher;
    private final SchedulerConfig scheduler;

    private ClusterBench(ClusterMember member, SchedulerConfig scheduler) {
        this.member = member;
        this.dispatcher = member.service(DISPATCHER);
        this.scheduler = scheduler;
    }

    /**
     * Starts the bench's member.
     *
     * @param settings   where it listens (the address the workers join) and its configuration
     * @param machine    the machine every search runs on (its host threads excepted)
     * @param scheduler  the scheduler's configuration every search starts from (the bench's trial source's)
     * @param localSlots searches this JVM runs at a time
     * @param events     where a line goes as a member is lost or a search reassigned
     */
    public static ClusterBench start(ClusterSettings settings, MachineConfig machine, SchedulerConfig scheduler,
                                     int localSlots, Consumer<String> events) {
        SearchSetup setup = SearchSetup.of(machine, scheduler.raw());
        ClusterMember member = ClusterMember.start(settings, List.of(
                new MemberService(DISPATCHER, SearchDispatcher.create(setup, System::currentTimeMillis, events)),
                SearchRunner.service(localSlots, label -> { })));
        return new ClusterBench(member, scheduler);
    }

    /** {@code HOST:PORT} the workers join. */
    public String hostPort() {
        return member.hostPort();
    }

    /**
     * Waits until {@code members} members (this one included) have offered to run searches.
     *
     * @return how many have
     * @throws ClusterException if fewer did within {@code timeout}
     */
    public int awaitMembers(int members, Duration timeout) {
        CompletableFuture<Integer> ready = new CompletableFuture<>();
        dispatcher.tell(new DispatcherMessage.AwaitRunners(members, ready));
        try {
            return ready.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            int now = report().members().size();
            throw new ClusterException("only " + now + " of " + members + " cluster members after "
                    + timeout.toSeconds() + " s; start workers with: jamboree worker --join " + hostPort());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClusterException("interrupted while waiting for cluster members");
        } catch (ExecutionException e) {
            throw new ClusterException("waiting for cluster members failed: " + e.getCause().getMessage());
        }
    }

    /** Runs {@code plan} on the cluster; the result is the one a single JVM would give. */
    public BenchResult run(BenchPlan plan, MachineConfig machine, BenchListener progress) {
        return run(plan, machine, progress, TrialStore.NONE);
    }

    /**
     * Runs {@code plan} on the cluster, handing out only the searches {@code store} does not already have, and
     * keeping there each one a member finishes. A member searches exactly as this JVM would, so a journal of a
     * cluster run resumes on one JVM and the other way round.
     */
    public BenchResult run(BenchPlan plan, MachineConfig machine, BenchListener progress, TrialStore store) {
        HostShare inFlight = new HostShare(SEARCHES_IN_FLIGHT, Runtime.getRuntime().availableProcessors(),
                Long.MAX_VALUE);
        // Each member times its own searches on its own host, so the report's host costs are the members' hosts'.
        return new BenchRunner(new ClusterTrialSource(dispatcher, scheduler), machine, inFlight, store)
                .run(plan, progress);
    }

    /** What the cluster did so far. */
    public ClusterRunReport report() {
        CompletableFuture<ClusterRunReport> report = new CompletableFuture<>();
        dispatcher.tell(new DispatcherMessage.Report(report));
        try {
            return report.get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClusterException("interrupted while asking for the cluster's report");
        } catch (ExecutionException | TimeoutException e) {
            throw new ClusterException("the cluster's dispatcher did not report: " + e);
        }
    }

    /** Leaves the cluster; the workers that joined through this member leave with it. */
    @Override
    public void close() {
        member.close();
    }
}

package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.HostDescription;
import jamboree.bench.suite.SuiteLoader;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bench's dispatcher in one JVM: a second member takes a search and never answers, then leaves; the search goes
 * to the bench's own runner and the result is the single-JVM one, with the loss and the reassignment reported.
 */
class ClusterBenchTest {

    /** Offers one slot to every dispatcher and keeps every search it gets without ever answering. */
    static Behavior<Object> blackHole(CountDownLatch gotOne) {
        return Behaviors.setup(ctx -> {
            var listings = ctx.messageAdapter(Receptionist.Listing.class, l -> (Object) l);
            ctx.getSystem().receptionist().tell(Receptionist.subscribe(SearchDispatcher.KEY, listings));
            String member = SearchRunner.hostPort(org.apache.pekko.cluster.typed.Cluster.get(ctx.getSystem())
                    .selfMember().address());
            return Behaviors.receiveMessage(m -> {
                if (m instanceof Receptionist.Listing l) {
                    for (var d : l.getServiceInstances(SearchDispatcher.KEY)) {
                        d.tell(new DispatcherMessage.Offer(ctx.getSelf().narrow(), 1, member, "a black hole"));
                    }
                } else if (m instanceof RunnerMessage.Search) {
                    gotOne.countDown();
                }
                return Behaviors.same();
            });
        });
    }

    static BenchPlan plan() {
        return new BenchPlan(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2), 3, BenchPlan.powersOfTwo(4), 1,
                List.of(), null, List.of(), 0, 4, false);
    }

    @Test
    void aMemberThatLeavesWithASearchLosesNothingAndTheResultIsTheSingleJvmOne() throws Exception {
        MachineConfig machine = MachineConfig.load();
        BenchResult alone;
        try (SimulatedTrialSource source = SimulatedTrialSource.defaultsOn(machine)) {
            alone = new BenchRunner(source, machine).run(plan(), new BenchListener() { });
        }
        List<String> events = new CopyOnWriteArrayList<>();
        ClusterSettings settings = ClusterSettings.load().withPort(0);
        try (ClusterBench bench = ClusterBench.start(settings, machine, SchedulerConfig.load(), 1, events::add)) {
            CountDownLatch taken = new CountDownLatch(1);
            ClusterMember other = ClusterMember.start(settings.withSeedNodes(List.of(bench.hostPort())),
                    List.of(new MemberService("black-hole", blackHole(taken))));
            String otherName = other.hostPort();
            CompletableFuture<BenchResult> run;
            try {
                assertEquals(2, bench.awaitMembers(2, Duration.ofSeconds(30)));
                run = CompletableFuture.supplyAsync(() -> bench.run(plan(), machine, new BenchListener() { }));
                assertTrue(taken.await(30, TimeUnit.SECONDS), "the other member was given a search");
            } finally {
                other.close();
            }
            BenchResult result = run.get(60, TimeUnit.SECONDS);
            assertEquals(alone.signature(), result.signature());

            ClusterRunReport report = bench.report();
            assertEquals(2, report.members().size());
            int searches = alone.trials().size() + (alone.profiled() == null ? 0 : 1);
            assertEquals(searches, report.members().get(0).searches(), "the bench's own member ran them all");
            assertEquals(HostDescription.ofThisJvm().text(), report.members().get(0).host(), "its host named");
            assertEquals("a black hole", report.members().get(1).host());
            assertTrue(report.hosts().endsWith(otherName + ": a black hole."), report.hosts());
            ClusterRunReport.MemberShare lost = report.members().get(1);
            assertEquals(otherName, lost.member());
            assertEquals(0, lost.searches(), "nothing was taken from the member that never answered");
            assertTrue(lost.lost());
            assertEquals(1, report.losses().size(), report.toString());
            assertEquals(otherName, report.losses().get(0).member());
            assertEquals(1, report.losses().get(0).searchesGivenBack());
            assertEquals(1, report.reassignments().size());
            ClusterRunReport.Reassignment r = report.reassignments().get(0);
            assertEquals(otherName, r.from());
            assertEquals(bench.hostPort(), r.to());
            assertTrue(r.resentAtSeconds() >= r.lostAtSeconds());
            assertTrue(events.stream().anyMatch(e -> e.contains("reassigned from " + otherName)), events.toString());
        }
    }
}

package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.SearchedTrial;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.bench.trial.Utilization;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The runner times each search it makes for the store, hands on the time of each search the store recalls, and sums
 * both in its result's host costs.
 */
class SearchTimesTest {

    private static final Suite TWO = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
    /** Both positions on 1 and 4 nodes, no profiled run. */
    private static final BenchPlan PLAN = new BenchPlan(TWO, 3, List.of(1, 4), 1, List.of(), null, List.of(), -1, 1,
            false);

    private static Trial trial(TrialRequest r) {
        return new Trial(r.suite(), r.position().id(), r.position().index(), r.depth(), r.processors(),
                r.settings(), r.seed(), 1, 1, 1, 1, 1, 1, "-", 0, Map.of(), IdealProfile.NONE, Utilization.NONE);
    }

    /**
     * Searches that take the host clock 1,000 ns per node, position 1 half as much again; those on 4 nodes made
     * elsewhere, by a JVM on {@link #MEMBER}, as a cluster's member makes them.
     */
    private static final class ClockedSource implements TrialSource {
        static final String MEMBER = "a member's host";
        final AtomicLong clock;
        final boolean memberTimes;
        final List<String> asked = new ArrayList<>();

        ClockedSource(AtomicLong clock) {
            this(clock, false);
        }

        /**
         * With {@code memberTimes}, the member times its own searches: 100 ns less than this JVM's clock sees (the
         * hand-off and the way back), a tenth of a core of other processes on its host.
         */
        ClockedSource(AtomicLong clock, boolean memberTimes) {
            this.clock = clock;
            this.memberTimes = memberTimes;
        }

        @Override
        public SearchedTrial search(TrialRequest request) {
            long before = clock.get();
            Trial trial = run(request);
            if (request.processors() != 4) {
                return SearchedTrial.inThisJvm(trial);
            }
            return memberTimes ? SearchedTrial.byAnotherJvm(trial, MEMBER, clock.get() - before - 100, 0.1)
                    : SearchedTrial.byAnotherJvm(trial, MEMBER);
        }

        /** The serial reference takes the clock a millisecond, which no search's time may count. */
        @Override
        public void prepare(TrialRequest request) {
            clock.addAndGet(1_000_000);
        }

        @Override
        public Trial run(TrialRequest request) {
            asked.add(request.position().id() + " on " + request.processors());
            clock.addAndGet(1_000L * request.processors() * (2 + request.position().index()) / 2);
            return trial(request);
        }

        @Override
        public SchedulerConfig schedulerConfig() {
            return SchedulerConfig.load();
        }

        @Override
        public void close() {
        }
    }

    /** Keeps what it is given; recalls k01 on 4 nodes as taking 77 ns on another host, if it {@code recalls}. */
    private static final class Store implements TrialStore {
        static final String EARLIER = "an earlier sitting's host";
        final boolean recalls;
        final Map<String, Long> recorded = new HashMap<>();
        final Map<String, String> hosts = new HashMap<>();
        final Map<String, Double> loads = new HashMap<>();

        Store() {
            this(true);
        }

        Store(boolean recalls) {
            this.recalls = recalls;
        }

        @Override
        public Optional<KeptSearch> recall(TrialRequest request) {
            return recalls && request.position().index() == 0 && request.processors() == 4
                    ? Optional.of(new KeptSearch(trial(request), 77, Double.NaN, EARLIER)) : Optional.empty();
        }

        @Override
        public void record(TrialRequest request, Trial trial, SearchTiming timing) {
            String key = request.position().id() + " on " + request.processors();
            recorded.put(key, timing.nanos());
            hosts.put(key, timing.host());
            loads.put(key, timing.otherCores());
        }
    }

    @Test
    void eachSearchMadeIsKeptWithItsHostTimeAndEachRecalledOneHandsOnItsOwn() {
        AtomicLong clock = new AtomicLong(5_000);
        ClockedSource source = new ClockedSource(clock);
        Store store = new Store();
        List<Long> recalled = new ArrayList<>();
        BenchResult result = new BenchRunner(source, MachineConfig.load(), HostShare.of(1), store,
                () -> HostSample.wallOnly(clock.get())).run(PLAN,
                new BenchListener() {
                    @Override
                    public void recalled(KeptSearch search) {
                        recalled.add(search.searchNanos());
                    }
                });
        assertEquals(List.of("k01 on 1", "k02 on 1", "k02 on 4"), source.asked, "k01 on 4 is recalled, not made");
        assertEquals(Map.of("k01 on 1", 1_000L, "k02 on 1", 1_500L, "k02 on 4", 6_000L), store.recorded);
        assertEquals(List.of(77L), recalled);
        // Each search made is kept with the host that made it: this JVM's, or the member's that made it elsewhere.
        String here = HostDescription.ofThisJvm().text();
        assertEquals(Map.of("k01 on 1", here, "k02 on 1", here, "k02 on 4", ClockedSource.MEMBER), store.hosts);
        // The result's costs, by machine size: the searches made and the one recalled, each visiting one position;
        // a clock of the wall alone says no load. Its hosts in the order of their first searches in the plan.
        assertEquals(new HostCosts(List.of(
                new HostCosts.Row("kaufman", "defaults", 1, new HostTime(2, 2_500, 2, new OtherLoad(2_500, 0, 0))),
                new HostCosts.Row("kaufman", "defaults", 4, new HostTime(2, 6_077, 2, new OtherLoad(6_077, 0, 0)))),
                List.of(new SearchHost(here, 2), new SearchHost(Store.EARLIER, 1),
                        new SearchHost(ClockedSource.MEMBER, 1))),
                result.costs());
    }

    @Test
    void theCostsHoldEachSearchsLoadAndLeaveTheProfiledRunOut() {
        // The same positions and sizes, the profiled run of k01 on 4 nodes too.
        BenchPlan profiled = new BenchPlan(TWO, 3, List.of(1, 4), 1, List.of(), null, List.of(), 0, 4, false);
        AtomicLong clock = new AtomicLong(5_000);
        ClockedSource source = new ClockedSource(clock);
        // This JVM takes half of each search's wall time, and the host's two processors are busy half their ticks:
        // one core's worth of the host, so other processes kept half a core busy.
        BenchResult result = new BenchRunner(source, MachineConfig.load(), HostShare.of(1), TrialStore.NONE,
                () -> new HostSample(clock.get(), clock.get() / 2, new KernelTicks(clock.get(), 2 * clock.get(), 2)))
                .run(profiled, BenchListener.NONE);
        assertEquals(5, source.asked.size(), "four searches and the profiled run");
        // This host's other processes say nothing of the member's, which made the searches on 4 nodes.
        assertEquals(List.of(
                new HostCosts.Row("kaufman", "defaults", 1, new HostTime(2, 2_500, 2, new OtherLoad(2_500, 2_500,
                        1_250.0))),
                new HostCosts.Row("kaufman", "defaults", 4, new HostTime(2, 10_000, 2, new OtherLoad(10_000, 0,
                        0.0)))), result.costs().rows());
        // The hosts count the profiled run (k01 on 4 nodes, by the member) where the rows leave it out.
        assertEquals(List.of(new SearchHost(HostDescription.ofThisJvm().text(), 2),
                new SearchHost(ClockedSource.MEMBER, 3)), result.costs().hosts());
    }

    @Test
    void aSearchTheMemberTimedIsKeptWithTheMembersTimeAndLoad() {
        AtomicLong clock = new AtomicLong(5_000);
        ClockedSource source = new ClockedSource(clock, true);
        Store store = new Store(false);
        // This JVM's clock says no load; the member's says a tenth of a core on its host.
        BenchResult result = new BenchRunner(source, MachineConfig.load(), HostShare.of(1), store,
                () -> HostSample.wallOnly(clock.get())).run(PLAN, BenchListener.NONE);
        assertEquals(Map.of("k01 on 1", 1_000L, "k02 on 1", 1_500L, "k01 on 4", 3_900L, "k02 on 4", 5_900L),
                store.recorded, "the member's own clock, without the hand-off");
        assertEquals(0.1, store.loads.get("k01 on 4"));
        assertEquals(0.1, store.loads.get("k02 on 4"));
        assertEquals(ClockedSource.MEMBER, store.hosts.get("k02 on 4"));
        assertEquals(new HostCosts.Row("kaufman", "defaults", 4, new HostTime(2, 9_800, 2,
                new OtherLoad(9_800, 9_800, 980.0))), result.costs().rows().get(1));
    }
}

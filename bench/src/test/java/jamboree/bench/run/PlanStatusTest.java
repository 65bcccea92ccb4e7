package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How far a run has come, from the searches a store holds: counts per group, and the figures of those done. */
class PlanStatusTest {

    private static final Suite TWO = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    /** Two positions on 1 and 4 nodes, the thesis's configuration beside the defaults, the profiled run on 4. */
    private static final BenchPlan PLAN = new BenchPlan(TWO, 3, List.of(1, 4), 1, List.of(), null, List.of(), 0, 4,
            false, null, List.of(Settings.THESIS));

    /**
     * A store of the searches given, each measuring T = time cycles at 1 Hz and the cycles given by activity, and
     * taking the host time given (unknown unless given) beside other processes' cores given (unknown unless given).
     */
    private static final class Store implements TrialStore {
        final Map<TrialRequest, KeptSearch> kept = new HashMap<>();
        /** The host the searches kept from now on were made on ("" not said). */
        String host = "";

        void keep(TrialRequest r, long time, long work, long span, long serialWork, long chess, long throttle,
                  long other) {
            keep(r, time, work, span, serialWork, chess, throttle, other, KeptSearch.UNKNOWN);
        }

        void keep(TrialRequest r, long time, long work, long span, long serialWork, long chess, long throttle,
                  long other, long searchNanos) {
            keep(r, time, work, span, serialWork, chess, throttle, other, searchNanos, Double.NaN);
        }

        void keep(TrialRequest r, long time, long work, long span, long serialWork, long chess, long throttle,
                  long other, long searchNanos, double otherCores) {
            Map<String, Long> breakdown = new LinkedHashMap<>();
            breakdown.put(Activities.CHESS_WORK, chess);
            breakdown.put(Activities.WAITING_ON_THROTTLE, throttle);
            breakdown.put(Activities.LOOKING_FOR_WORK, other);
            kept.put(r, new KeptSearch(new Trial(r.suite(), r.position().id(), r.position().index(), r.depth(),
                    r.processors(), r.settings(), r.seed(), 1, time, work, span, 100, serialWork, "-", 0, breakdown,
                    IdealProfile.NONE, Utilization.NONE), searchNanos, otherCores, host));
        }

        @Override
        public Optional<KeptSearch> recall(TrialRequest request) {
            return Optional.ofNullable(kept.get(request));
        }

        @Override
        public void record(TrialRequest request, Trial trial, SearchTiming timing) {
            throw new AssertionError("a status keeps nothing");
        }

        @Override
        public EarlierRuns earlier() {
            return new EarlierRuns(2, 90_000_000_000L);
        }
    }

    /** A store with the defaults' four searches done: both positions on 1 and on 4 nodes. */
    private static Store defaultsOnBothSizes() {
        Store store = new Store();
        store.keep(request(0, 1, Settings.BASELINE), 100, 90, 10, 80, 90, 0, 10);
        store.keep(request(1, 1, Settings.BASELINE), 300, 280, 40, 270, 280, 0, 20);
        store.keep(request(0, 4, Settings.BASELINE), 50, 120, 10, 80, 120, 60, 20);
        store.keep(request(1, 4, Settings.BASELINE), 150, 360, 30, 270, 360, 200, 40);
        return store;
    }

    private static TrialRequest request(int position, int p, Settings settings) {
        return new TrialRequest("kaufman", TWO.positions().get(position), 3, p, settings, 1, false);
    }

    @Test
    void eachConfigurationAndMachineSizeIsCountedAndItsSearchesDoneMeasured() {
        Store store = defaultsOnBothSizes();
        store.keep(request(0, 4, Settings.THESIS), 40, 200, 10, 80, 100, 40, 20);

        PlanStatus status = PlanStatus.of(PLAN, store);

        assertEquals(9, status.searches(), "2 positions x 2 sizes x 2 configurations, and the profiled run");
        assertEquals(5, status.done());
        assertFalse(status.profiled());
        assertEquals(List.of("defaults 1", "defaults 4", "thesis 1", "thesis 4"),
                status.groups().stream().map(g -> g.configuration() + " " + g.processors()).toList());

        PlanStatus.Group four = status.groups().get(1);
        assertTrue(four.complete());
        assertEquals(200.0, four.seconds(), 1e-12);
        assertEquals((12.0 + 12.0) / 2, four.meanParallelism(), 1e-12);
        assertEquals(100.0 * 480 / 800, four.percentOf(Activities.CHESS_WORK), 1e-12);
        assertEquals(100.0 * 260 / 800, four.percentOf(Activities.WAITING_ON_THROTTLE), 1e-12);
        assertEquals(100.0 * 350 / 800, four.serialOfAll(), 1e-12);
        assertEquals(400.0 / 200.0, status.speedupOverOneNode(four), 1e-12);
        assertEquals(1.0, status.speedupOverOneNode(status.groups().get(0)), 1e-12);

        PlanStatus.Group thesisOnFour = status.groups().get(3);
        assertFalse(thesisOnFour.complete());
        assertEquals(1, thesisOnFour.trials().size());
        assertEquals(40.0, thesisOnFour.seconds(), 1e-12);
        assertTrue(Double.isNaN(status.speedupOverOneNode(thesisOnFour)), "neither group is complete");
        assertTrue(status.groups().get(2).trials().isEmpty());
        assertTrue(Double.isNaN(status.groups().get(2).meanParallelism()));
    }

    @Test
    void theLinesGiveTheCountsTheFiguresAndTheRunsThatMadeThem() {
        Store store = defaultsOnBothSizes();
        TrialRequest profiled = BenchRunner.searches(PLAN).get(8);
        assertTrue(profiled.recordProfiles());
        store.keep(profiled, 50, 120, 10, 80, 120, 60, 20);

        List<String> lines = PlanStatus.of(PLAN, store).lines("out/journal.jsonl", 2);

        assertEquals("out/journal.jsonl: 5 of 9 searches done (55.6%), made by 2 runs in 90.0 s of host time up to"
                + " their last journaled searches", lines.get(0));
        assertEquals("time left: not known (none of the searches done says how long it took: an older version of the"
                + " bench wrote them)", lines.get(1));
        assertEquals(List.of("suite    configuration      P       done       T (s)      W/C  chess work  throttle"
                        + "    serial  speedup   host (s)    kpos/s  other",
                "kaufman  defaults           1     2 of 2       400.0      8.0       92.5%      0.0%     87.5%"
                        + "     1.00",
                "kaufman  defaults           4     2 of 2       200.0     12.0       60.0%     32.5%     43.8%"
                        + "     2.00",
                "kaufman  thesis             1     0 of 2",
                "kaufman  thesis             4     0 of 2",
                "the profiled run: done"), lines.subList(2, 8));
    }

    @Test
    void aGroupsHostColumnsAreItsHostSecondsAndThousandsOfPositionsPerHostSecond() {
        Store store = new Store();
        // Every kept search visits 100 positions: 200 in 80 microseconds are 2,500 thousand a second.
        store.keep(request(0, 1, Settings.BASELINE), 100, 90, 10, 80, 90, 0, 10, 30_000);
        store.keep(request(1, 1, Settings.BASELINE), 300, 280, 40, 270, 280, 0, 20, 50_000);

        PlanStatus status = PlanStatus.of(PLAN, store);

        assertEquals(new HostTime(2, 80_000, 200, new OtherLoad(80_000, 0, 0)), status.groups().get(0).host());
        assertEquals(2.5e6, status.groups().get(0).host().positionsPerSecond(), 1e-6);
        assertTrue(status.lines("j", 1).get(3).endsWith("     1.00        0.0      2500      -"),
                status.lines("j", 1).get(3));
        assertTrue(status.lines("j", 1).contains("host, all groups: 0.0 s over 2 searches, 200 positions, 2500"
                + " thousand per second"), status.lines("j", 1).toString());
        assertEquals(List.of(new SearchHost("", 2)), status.hosts());
        int hosts = status.lines("j", 1).indexOf("the searches done, by the host that made them:");
        assertEquals("  2 searches whose journal lines do not name their host (journaled by older code)",
                status.lines("j", 1).get(hosts + 1));

        // A later sitting elsewhere: its search is named by its host, after the first search's.
        store.host = "host b, 4 cores";
        store.keep(request(0, 4, Settings.BASELINE), 50, 120, 10, 80, 120, 60, 20, 10_000);
        List<String> lines = PlanStatus.of(PLAN, store).lines("j", 1);
        hosts = lines.indexOf("the searches done, by the host that made them:");
        assertEquals(List.of("  2 searches whose journal lines do not name their host (journaled by older code)",
                "  1 search on host b, 4 cores"), lines.subList(hosts + 1, hosts + 3));
        assertTrue(status.lines("j", 1).get(1).startsWith("time left: less than a minute, at the rates"),
                status.lines("j", 1).get(1));
        assertTrue(status.lines("j", 2).get(1).startsWith("time left: less than a minute with 2 searches at a time"
                + " (less than a minute of searches), at the rates"), status.lines("j", 2).get(1));
    }

    @Test
    void aGroupsOtherProcessesAreAveragedOverItsHostTimeAndUnknownWhereTooFewOfItsSearchesSay() {
        Store store = new Store();
        store.keep(request(0, 1, Settings.BASELINE), 100, 90, 10, 80, 90, 0, 10, 30_000_000_000L, 0.5);
        store.keep(request(1, 1, Settings.BASELINE), 300, 280, 40, 270, 280, 0, 20, 50_000_000_000L, 0.25);
        store.keep(request(0, 4, Settings.BASELINE), 50, 120, 10, 80, 120, 60, 20, 10_000_000_000L, 1.0);
        store.keep(request(1, 4, Settings.BASELINE), 150, 360, 30, 270, 360, 200, 40, 20_000_000_000L);

        PlanStatus status = PlanStatus.of(PLAN, store);

        // On one node (0.5 x 30 s + 0.25 x 50 s) / 80 s; on four, the search that does not say is most of the time.
        assertEquals(27.5 / 80, status.groups().get(0).host().other().cores(), 1e-12);
        assertTrue(Double.isNaN(status.groups().get(1).host().other().cores()), "two thirds of its time do not say");
        assertTrue(Double.isNaN(status.groups().get(2).host().other().cores()), "no search of the group is done");
        List<String> lines = status.lines("j", 1);
        assertTrue(lines.get(3).endsWith("     80.0         0   0.34"), lines.get(3));
        assertTrue(lines.get(4).endsWith("     30.0         0      -"), lines.get(4));
        assertTrue(lines.contains("host, all groups: 110.0 s over 4 searches, 400 positions, 0 thousand per second"),
                "20 s of 110 do not say: " + lines);

        store.keep(request(1, 4, Settings.BASELINE), 150, 360, 30, 270, 360, 200, 40, 20_000_000_000L, 0.0);
        lines = PlanStatus.of(PLAN, store).lines("j", 1);
        assertTrue(lines.get(4).endsWith("     30.0         0   0.33"), lines.get(4));
        assertTrue(lines.contains("host, all groups: 110.0 s over 4 searches, 400 positions, 0 thousand per second,"
                + " other processes 0.34 cores"), lines.toString());

        // A search too short for the kernel's tick, beside 80 s that say: its group's figure is theirs.
        store.keep(request(0, 1, Settings.THESIS), 100, 90, 10, 80, 90, 0, 10, 5_000_000L);
        lines = PlanStatus.of(PLAN, store).lines("j", 1);
        assertTrue(lines.contains("host, all groups: 110.0 s over 5 searches, 500 positions, 0 thousand per second,"
                + " other processes 0.34 cores"), lines.toString());
        assertTrue(lines.get(5).endsWith("      0.0        20      -"), "alone, it says nothing: " + lines.get(5));
    }

    @Test
    void theTimeLeftIsAtTheRatesPerMachineSizeOfTheSearchesDoneThatSayHowLongTheyTook() {
        long minute = 60_000_000_000L;
        Store store = new Store();
        // Defaults on one node: 1 and 3 minutes, 2 a search; on four nodes 10 and 30 minutes, 20 a search (no sizes
        // in this plan: every search weighs one). One more done, of unknown time, teaches nothing.
        store.keep(request(0, 1, Settings.BASELINE), 100, 90, 10, 80, 90, 0, 10, minute);
        store.keep(request(1, 1, Settings.BASELINE), 300, 280, 40, 270, 280, 0, 20, 3 * minute);
        store.keep(request(0, 4, Settings.BASELINE), 50, 120, 10, 80, 120, 60, 20, 10 * minute);
        store.keep(request(1, 4, Settings.BASELINE), 150, 360, 30, 270, 360, 200, 40, 30 * minute);
        store.keep(request(0, 1, Settings.THESIS), 100, 90, 10, 80, 90, 0, 10);

        PlanStatus status = PlanStatus.of(PLAN, store);

        assertEquals(4, status.timed());
        // Left: the thesis's position 1 on one node (2), both its positions on four (2 x 20) and the profiled run on
        // four (20): 62 minutes.
        assertEquals(62 * minute, status.searchNanosLeft());
        // Each group's host time is that of its searches that say how long they took, with their positions.
        assertEquals(new HostTime(2, 4 * minute, 200, new OtherLoad(4 * minute, 0, 0)), status.groups().get(0).host());
        assertEquals(new HostTime(2, 40 * minute, 200, new OtherLoad(40 * minute, 0, 0)), status.groups().get(1).host());
        assertEquals(HostTime.NONE, status.groups().get(2).host(), "its one search is not timed");
        assertTrue(status.lines("j", 1).contains("host, all groups: 2640.0 s over 4 searches, 400 positions, 0 thousand"
                + " per second"), "the timed searches of every group, the untimed left out");
        assertEquals(200 / 240.0, status.groups().get(0).host().positionsPerSecond(), 1e-12);
        assertTrue(Double.isNaN(status.groups().get(2).host().positionsPerSecond()));
        List<String> lines = status.lines("j", 1);
        assertEquals("kaufman  defaults           1     2 of 2       400.0      8.0       92.5%      0.0%     87.5%"
                + "     1.00      240.0         0      -", lines.get(3));
        assertEquals("kaufman  thesis             1     1 of 2       100.0      9.0       90.0%      0.0%     80.0%",
                lines.get(5), "no host time, no host columns");
        assertEquals("time left: about 1 h 02 min, at the rates per machine size of the 4 searches done that say how"
                + " long they took", status.lines("j", 1).get(1));
        assertEquals("time left: about 31 min with 2 searches at a time (1 h 02 min of searches), at the rates"
                + " per machine size of the 4 searches done that say how long they took", status.lines("j", 2).get(1));
    }

    @Test
    void aDurationIsInHoursAndMinutes() {
        long minute = 60_000_000_000L;
        assertEquals("less than a minute", PlanStatus.duration(minute / 2 - 1));
        assertEquals("1 min", PlanStatus.duration(minute / 2));
        assertEquals("59 min", PlanStatus.duration(59 * minute));
        assertEquals("1 h 00 min", PlanStatus.duration(60 * minute));
        assertEquals("26 h 05 min", PlanStatus.duration((26 * 60 + 5) * minute));
    }

    @Test
    void aRunWithEverySearchDoneHasNoTimeLeft() {
        BenchPlan plan = new BenchPlan(TWO, 3, List.of(1), 1, List.of(), null, List.of(), -1, 1, false);
        Store store = new Store();
        store.keep(request(0, 1, Settings.BASELINE), 100, 90, 10, 80, 90, 0, 10);
        store.keep(request(1, 1, Settings.BASELINE), 300, 280, 40, 270, 280, 0, 20);
        PlanStatus status = PlanStatus.of(plan, store);
        assertEquals(0, status.searchNanosLeft());
        assertEquals(0, status.timed());
        assertTrue(status.lines("j", 2).stream().noneMatch(l -> l.startsWith("time left")));
    }

    @Test
    void aPlanWithoutAProfiledRunSaysNothingOfIt() {
        BenchPlan plan = new BenchPlan(TWO, 3, List.of(1), 1, List.of(), null, List.of(), -1, 1, false);
        PlanStatus status = PlanStatus.of(plan, TrialStore.NONE);
        assertNull(status.profiled());
        assertEquals(0, status.done());
        assertTrue(status.lines("j", 1).stream().noneMatch(l -> l.startsWith("the profiled run")));
        assertEquals(List.of("j: 0 of 2 searches done (0.0%)", "time left: not known (no search is done)"),
                status.lines("j", 1).subList(0, 2));
        assertThrows(UnsupportedOperationException.class, () -> status.groups().add(null));
    }
}

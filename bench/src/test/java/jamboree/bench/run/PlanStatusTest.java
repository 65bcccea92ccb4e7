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

    /** A store of the searches given, each measuring T = time cycles at 1 Hz and the cycles given by activity. */
    private static final class Store implements TrialStore {
        final Map<TrialRequest, Trial> kept = new HashMap<>();

        void keep(TrialRequest r, long time, long work, long span, long serialWork, long chess, long throttle,
                  long other) {
            Map<String, Long> breakdown = new LinkedHashMap<>();
            breakdown.put(Activities.CHESS_WORK, chess);
            breakdown.put(Activities.WAITING_ON_THROTTLE, throttle);
            breakdown.put(Activities.LOOKING_FOR_WORK, other);
            kept.put(r, new Trial(r.suite(), r.position().id(), r.position().index(), r.depth(), r.processors(),
                    r.settings(), r.seed(), 1, time, work, span, 100, serialWork, "-", 0, breakdown, IdealProfile.NONE,
                    Utilization.NONE));
        }

        @Override
        public Optional<Trial> recall(TrialRequest request) {
            return Optional.ofNullable(kept.get(request));
        }

        @Override
        public void record(TrialRequest request, Trial trial) {
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

        List<String> lines = PlanStatus.of(PLAN, store).lines("out/journal.jsonl");

        assertEquals("out/journal.jsonl: 5 of 9 searches done (55.6%), made by 2 runs in 90.0 s of host time up to"
                + " their last journaled searches", lines.get(0));
        assertEquals(List.of("suite    configuration      P       done       T (s)      W/C  chess work  throttle"
                        + "    serial  speedup",
                "kaufman  defaults           1     2 of 2       400.0      8.0       92.5%      0.0%     87.5%"
                        + "     1.00",
                "kaufman  defaults           4     2 of 2       200.0     12.0       60.0%     32.5%     43.8%"
                        + "     2.00",
                "kaufman  thesis             1     0 of 2",
                "kaufman  thesis             4     0 of 2",
                "the profiled run: done"), lines.subList(1, 7));
    }

    @Test
    void aPlanWithoutAProfiledRunSaysNothingOfIt() {
        BenchPlan plan = new BenchPlan(TWO, 3, List.of(1), 1, List.of(), null, List.of(), -1, 1, false);
        PlanStatus status = PlanStatus.of(plan, TrialStore.NONE);
        assertNull(status.profiled());
        assertEquals(0, status.done());
        assertTrue(status.lines("j").stream().noneMatch(l -> l.startsWith("the profiled run")));
        assertEquals("j: 0 of 2 searches done (0.0%)", status.lines("j").get(0));
        assertThrows(UnsupportedOperationException.class, () -> status.groups().add(null));
    }
}

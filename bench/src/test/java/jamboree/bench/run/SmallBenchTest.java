package jamboree.bench.run;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A real, small benchmark on the simulated CM-5: two positions, P = 1, 2, 4, depth 3. */
class SmallBenchTest {

    private static BenchResult result;

    @BeforeAll
    static void run() {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
        Suite bk = SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC).first(1);
        BenchPlan plan = new BenchPlan(kaufman, 3, BenchPlan.powersOfTwo(4), 1,
                List.of(new AblationSpec("throttle-p4", "throttles", 4,
                        List.of(Settings.BASELINE, Settings.BASELINE.with(jamboree.scheduler.config.Switch.THROTTLE, "naive")))),
                bk, List.of(1, 4), 1, 4, false);
        List<String> events = new ArrayList<>();
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            result = new BenchRunner(source, MachineConfig.load()).run(plan, new BenchListener() {
                @Override
                public void planned(int trials, int experiments) {
                    events.add("planned " + trials + " " + experiments);
                }
            });
        }
        assertEquals(List.of("planned 11 0"), events, "6 sweep + 2 naive + 2 validation + 1 profiled");
    }

    @Test
    void signatureIsExactlyTheRecordedOne() {
        // Recorded from this plan; any change to the search, the scheduler, the cost model or the machine model
        // that changes a node count or a cycle shows up here.
        assertEquals("signature: nodes 34944 cycles 223884196 trials 10", result.signature());
    }

    @Test
    void sharedSearchesRunOnceAndEveryTrialIsConsistent() {
        assertEquals(10, result.trials().size(), "the baseline column of the ablation is the sweep's own trial");
        for (Trial t : result.trials()) {
            assertTrue(t.time() > 0 && t.work() > 0 && t.span() > 0 && t.nodes() > 0, t.toString());
            assertTrue(t.span() <= t.work(), "C cannot exceed W: " + t);
            long total = t.breakdown().values().stream().mapToLong(Long::longValue).sum();
            assertTrue(total >= t.work(), "the breakdown holds the chess work");
            if (t.processors() == 1) {
                assertEquals(t.time() * 1, total, 1 + total / 100, "one node: its cycles are T");
            }
        }
        assertEquals(6, result.sweep().size());
        assertEquals(2, result.validationSweep().size());
        assertEquals(1, result.ablations().size());
        assertEquals(2, result.ablations().get(0).rows().size());
    }

    @Test
    void theProfiledRunHasItsProfiles() {
        Trial p = result.profiled();
        assertNotNull(p);
        assertEquals("k02", p.position());
        assertEquals(4, p.processors());
        assertTrue(!p.ideal().isEmpty() && !p.utilization().isEmpty());
        // The same search as the sweep's: recording profiles must not change what is measured.
        Trial same = result.sweep().stream().filter(t -> t.position().equals("k02") && t.processors() == 4)
                .findFirst().orElseThrow();
        assertEquals(same.time(), p.time());
        assertEquals(same.work(), p.work());
    }
}

package jamboree.bench.journal;

import jamboree.bench.run.BenchPlan;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run's fingerprint: its code, its configurations and its plan, and what tells two apart by name. */
class FingerprintTest {

    private static final Suite KAUFMAN = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
    private static final SchedulerConfig SCHEDULER = SchedulerConfig.load();
    private static final MachineConfig MACHINE = MachineConfig.load();

    private static BenchPlan plan(Suite suite, long seed) {
        return new BenchPlan(suite, 3, BenchPlan.powersOfTwo(4), seed, List.of(), null, List.of(), 0, 4, false);
    }

    private static Fingerprint of(SchedulerConfig scheduler, MachineConfig machine, BenchPlan plan) {
        return RunFingerprint.of("code-1", scheduler, machine, plan);
    }

    @Test
    void anotherMachineSchedulerPlanOrCodeIsNamedWithBothValues() {
        Fingerprint journal = of(SCHEDULER, MACHINE, plan(KAUFMAN, 1));
        assertEquals(List.of(), of(SCHEDULER, MACHINE, plan(KAUFMAN, 1)).differencesFrom(journal));
        assertEquals(List.of("machine.network.send-cycles: the journal's 37, this run's 40"),
                of(SCHEDULER, MACHINE.with("network.send-cycles", 40), plan(KAUFMAN, 1)).differencesFrom(journal));
        assertEquals(List.of("scheduler.cost.evaluation: the journal's 2280, this run's 999",
                        "scheduler.serial-depth: the journal's 2, this run's 1"),
                of(SCHEDULER.with(Switch.SERIAL_DEPTH, 1).with("cost.evaluation", 999), MACHINE, plan(KAUFMAN, 1))
                        .differencesFrom(journal));
        assertEquals(List.of("plan.seed: the journal's 1, this run's 2"),
                of(SCHEDULER, MACHINE, plan(KAUFMAN, 2)).differencesFrom(journal));
        assertEquals(List.of("code: the journal's code-1, this run's code-2"),
                RunFingerprint.of("code-2", SCHEDULER, MACHINE, plan(KAUFMAN, 1)).differencesFrom(journal));
    }

    @Test
    void anEditedSuiteChangesThePlansFingerprint() {
        SuitePosition k02 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(1);
        SuitePosition k01 = KAUFMAN.positions().get(0);
        Suite edited = new Suite(KAUFMAN.name(), KAUFMAN.source(), List.of(
                new SuitePosition(0, k01.id(), k01.line(), k02.record()), k02), List.of());
        List<String> differences = of(SCHEDULER, MACHINE, plan(edited, 1))
                .differencesFrom(of(SCHEDULER, MACHINE, plan(KAUFMAN, 1)));
        assertEquals(1, differences.size(), differences.toString());
        assertTrue(differences.get(0).matches("plan\\.suite: the journal's kaufman, 2 positions, digest [0-9a-f]{16},"
                + " this run's kaufman, 2 positions, digest [0-9a-f]{16}"), differences.get(0));
    }

    @Test
    void theHostsThreadsAndLoggingAreNoPartOfIt() {
        Fingerprint base = of(SCHEDULER, MACHINE, plan(KAUFMAN, 1));
        Fingerprint threads = of(SCHEDULER, MACHINE.withSimulationThreads(7).with("native.threads", 3)
                .with("pekko.loglevel", "DEBUG"), plan(KAUFMAN, 1));
        assertEquals(List.of(), threads.differencesFrom(base));
        assertTrue(base.fields().containsKey("machine.simulation.topology-lookahead"));
        assertTrue(base.fields().keySet().stream().noneMatch(k -> k.contains("threads") || k.contains("pekko")),
                base.fields().keySet().toString());
    }

    @Test
    void theMachinesAHeapCutsArePartOfItAndAHeapThatCutsNoneIsNot() {
        BenchPlan plan = plan(KAUFMAN, 1);
        Fingerprint small = RunFingerprint.of("c", SCHEDULER, MACHINE, 3L << 20, plan);
        Fingerprint threeGigabytes = RunFingerprint.of("c", SCHEDULER, MACHINE, 3L << 30, plan);
        Fingerprint oneAndAHalf = RunFingerprint.of("c", SCHEDULER, MACHINE, 3L << 29, plan);
        assertEquals(List.of(), threeGigabytes.differencesFrom(oneAndAHalf), "1 to 4 nodes fit in either");
        // 4 nodes with 1 MB leaf tables and 8192-entry slices take about 4.7 MB: the leaf tables go first.
        assertEquals(List.of("machine.fitted-to-heap: the journal's none, this run's 4 nodes (rid- dr+ startech ser+):"
                + " 4 nodes, 8192 table entries per node, leaf tables of 0 MB"), small.differencesFrom(oneAndAHalf));
    }

    @Test
    void aLongValueIsQuotedWhereItDiffers() {
        String common = "x".repeat(200);
        List<String> lines = Fingerprint.of(Map.of("plan.problem-sizes", common + "k25 9, end"))
                .differencesFrom(Fingerprint.of(Map.of("plan.problem-sizes", common + "k25 8, end")));
        assertEquals(List.of("plan.problem-sizes: the journal's ..." + "x".repeat(90) + "k25 8, end, this run's ..."
                + "x".repeat(90) + "k25 9, end"), lines);
        assertEquals(List.of("plan.extra: the journal's none, this run's 1"),
                Fingerprint.of(Map.of("plan.extra", "1")).differencesFrom(Fingerprint.of(Map.of())));
    }
}

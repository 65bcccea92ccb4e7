package jamboree.bench.run;

import jamboree.bench.journal.RunFingerprint;
import jamboree.bench.scale.TableSizeExperiment;
import jamboree.bench.scale.ThesisScale;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.tables.TableSizeTable;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An ablation that leaves positions out searches them in none of its columns, and its plan says so. */
class AblationLeftOutTest {

    private static final Suite THREE = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(3);
    private static final List<Settings> COLUMNS = List.of(Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE, 64),
            Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE, 128));

    private static BenchPlan plan(AblationSpec ablation) {
        return new BenchPlan(THREE, 3, List.of(1, 2), 1, List.of(ablation), null, List.of(), -1, 2, false);
    }

    private static List<String> ablationSearches(BenchPlan plan) {
        return BenchRunner.searches(plan).stream().filter(r -> !r.settings().equals(Settings.BASELINE))
                .map(TrialRequest::position).map(p -> p.id()).toList();
    }

    @Test
    void aPositionLeftOutIsSearchedInNoColumnAndTheOthersInEvery() {
        AblationSpec whole = new AblationSpec("tables", "tables", 2, COLUMNS);
        AblationSpec withoutSecond = new AblationSpec("tables", "tables", 2, COLUMNS, Set.of("k02"));
        assertEquals(List.of("k01", "k02", "k03", "k01", "k02", "k03"), ablationSearches(plan(whole)));
        assertEquals(List.of("k01", "k03", "k01", "k03"), ablationSearches(plan(withoutSecond)));
        assertFalse(withoutSecond.searches(THREE.positions().get(1)));
        assertTrue(withoutSecond.searches(THREE.positions().get(2)));
        assertEquals(6 + 4, BenchRunner.searches(plan(withoutSecond)).size(), "the sweep keeps every position");
    }

    @Test
    void thePlansFingerprintNamesWhatAnAblationLeavesOutAndOnlyThen() {
        SchedulerConfig scheduler = SchedulerConfig.load();
        MachineConfig machine = MachineConfig.load();
        String whole = RunFingerprint.of("c", scheduler, machine, plan(new AblationSpec("tables", "tables", 2,
                COLUMNS))).fields().get("plan.ablations");
        String without = RunFingerprint.of("c", scheduler, machine, plan(new AblationSpec("tables", "tables", 2,
                COLUMNS, Set.of("k03", "k02")))).fields().get("plan.ablations");
        assertTrue(whole.endsWith("table-entries-per-node=128]"), whole);
        assertEquals(whole.substring(0, whole.length() - 1) + " without k02, k03]", without);
    }

    @Test
    void atTheThesissScaleTheTableSizeExperimentLeavesOutThePawnEndingThatOutgrowsTheSmallTables() {
        AblationSpec thesis = ThesisScale.DEFAULT.ablations().stream().filter(TableSizeTable::isTableSizes)
                .findFirst().orElseThrow();
        assertEquals(Set.of("k22"), thesis.leftOut());
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN);
        assertEquals(24, kaufman.positions().stream().filter(thesis::searches).count());
        assertEquals(Set.of(), TableSizeExperiment.on(32).leftOut(), "elsewhere (--table-sizes) the whole suite");
    }
}

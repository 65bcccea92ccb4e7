package jamboree.bench.run;

import jamboree.bench.journal.RunFingerprint;
import jamboree.bench.scale.TableSizeExperiment;
import jamboree.bench.scale.ThesisScale;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.trial.Activities;
import jamboree.bench.tables.TableSizeTable;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
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

    /** A search of {@code position} on 2 nodes under {@code settings} taking {@code seconds} at 1 Hz. */
    private static Trial trial(int position, Settings settings, long seconds) {
        SuitePosition p = THREE.positions().get(position);
        return new Trial(THREE.name(), p.id(), p.index(), 3, 2, settings, 1, 1, seconds, 2 * seconds, seconds, 100,
                seconds, "-", 0, Map.of(Activities.CHESS_WORK, 2 * seconds), IdealProfile.NONE, Utilization.NONE);
    }

    /**
     * The baseline column of an ablation is the main sweep's search, which the sweep makes for every position: the
     * ablation's table still shows only the positions it searches, so that its columns sum the same ones.
     */
    @Test
    void theAblationsTableLeavesThePositionOutOfItsBaselineColumnToo() {
        Settings other = Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE, 64);
        AblationSpec spec = new AblationSpec("tables", "tables", 2, List.of(Settings.BASELINE, other),
                Set.of("k02"));
        List<Trial> trials = List.of(trial(0, Settings.BASELINE, 10), trial(1, Settings.BASELINE, 20),
                trial(2, Settings.BASELINE, 30), trial(0, other, 11), trial(2, other, 33));
        BenchResult result = new BenchResult(plan(spec), trials, null, List.of(), HostUsage.wallOnly(1),
                EarlierRuns.NONE, SchedulerConfig.load());
        AblationTable table = result.ablations().get(0);
        assertEquals(List.of("k01", "k03"), table.rows().stream().map(AblationTable.Row::position).toList());
        assertEquals(List.of(40.0, 44.0), table.sums().stream().map(AblationTable.ColumnSums::seconds).toList());
    }

    private static AblationSpec tableSizes(List<AblationSpec> ablations) {
        return ablations.stream().filter(TableSizeTable::isTableSizes).findFirst().orElseThrow();
    }

    @Test
    void atTheThesissScaleTheTableSizeExperimentLeavesOutThePawnEndingThatOutgrowsTheSmallTables() {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN);
        AblationSpec thesis = tableSizes(ThesisScale.DEFAULT.ablations(kaufman));
        assertEquals(Set.of("k22"), thesis.leftOut());
        assertEquals(24, kaufman.positions().stream().filter(thesis::searches).count());
        assertTrue(thesis.title().endsWith(" (Figure 6-1), without k22"), thesis.title());
        assertEquals(Set.of(), tableSizes(ThesisScale.DEFAULT.ablations(kaufman.first(21))).leftOut(),
                "a suite without it leaves nothing out");
        Suite bratkoKopec = SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC);
        assertEquals(Set.of(), tableSizes(ThesisScale.DEFAULT.ablations(bratkoKopec)).leftOut(),
                "another suite's positions are not Kaufman's");
        assertEquals(Set.of(), TableSizeExperiment.on(32).leftOut(), "elsewhere (--table-sizes) the whole suite");
    }
}

package jamboree.bench.run;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.tables.BreakdownTable;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Figure 6-9's configuration as an ablation, run for real on a small problem beside a sweep of the defaults and of
 * StarTech as published: it shares their searches, and each column's split of the cycles is its trials'.
 */
class Figure69AblationTest {

    private static final int DEPTH = 4;
    private static final int P = 4;
    private static Suite suite;
    private static BenchResult result;

    @BeforeAll
    static void run() {
        suite = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
        BenchPlan plan = new BenchPlan(suite, DEPTH, List.of(1, P), 1, List.of(BenchPlan.figure69(P)), null,
                List.of(), -1, P, false).withConfiguration(Settings.THESIS);
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            result = new BenchRunner(source, MachineConfig.load()).run(plan, BenchListener.NONE);
        }
    }

    @Test
    void theFiguresConfigurationIsStarTechAsPublishedWithRidAndWithoutSerialization() {
        assertEquals(true, Settings.FIGURE_6_9.switches().get(Switch.RECURSIVE_DEEPENING));
        assertEquals(false, Settings.FIGURE_6_9.switches().get(Switch.SERIALIZATION));
        assertEquals(true, Settings.FIGURE_6_9.switches().get(Switch.DEFERRED_READS));
        assertEquals(0, Settings.FIGURE_6_9.switches().get(Switch.PV_SERIAL_CHILDREN));
        assertEquals(false, Settings.FIGURE_6_9.switches().get(Switch.ORDERING_WITH_WORK));
        assertEquals("figure-6-9", Settings.FIGURE_6_9.name());
        assertEquals(1, Settings.FIGURE_6_9.switches().get(Switch.SERIALIZATION_CHILDREN));
        assertEquals(false, Settings.FIGURE_6_9.switches().get(Switch.LEAF_TABLE_READS));
        AblationSpec spec = BenchPlan.figure69(512);
        assertEquals("figure-6-9-p512", spec.name());
        assertEquals(512, spec.processors());
        assertEquals(List.of(Settings.BASELINE, Settings.THESIS, Settings.FIGURE_6_9), spec.columns());
    }

    @Test
    void itAddsOneSearchPerPositionToTheSweepsOfBothConfigurations() {
        assertEquals(2 * 2 * suite.size() + suite.size(), result.trials().size(),
                "two configurations on P = 1 and 4, and the figure's column");
        List<Trial> figure = result.trials().stream().filter(t -> t.settings().equals(Settings.FIGURE_6_9)).toList();
        assertEquals(suite.size(), figure.size());
        figure.forEach(t -> assertEquals(P, t.processors()));
    }

    @Test
    void eachColumnsSplitOfTheCyclesIsItsTrials() {
        AblationTable table = result.ablations().get(0);
        assertEquals(3, table.sums().size());
        for (AblationTable.ColumnSums sums : table.sums()) {
            List<Trial> column = result.trials().stream()
                    .filter(t -> t.processors() == P && t.settings().equals(sums.settings())).toList();
            assertEquals(suite.size(), sums.positions());
            assertEquals(BreakdownTable.of(column), sums.breakdown());
            long chess = 0;
            long all = 0;
            for (Trial t : column) {
                chess += t.breakdown().get(Activities.CHESS_WORK);
                all += t.breakdown().values().stream().mapToLong(Long::longValue).sum();
            }
            assertEquals(100.0 * chess / all, sums.chessWorkPercent(), 1e-9);
            assertTrue(sums.chessWorkPercent() > 0 && sums.chessWorkPercent() < 100, sums.toString());
            double shares = sums.breakdown().stream().mapToDouble(BreakdownRow::percent).sum();
            assertEquals(100.0, shares, 1e-9, "the split covers every cycle");
        }
        assertNotEquals(table.sums().get(1).work(), table.sums().get(2).work(),
                "RID and no serialization search otherwise than StarTech as published");
    }

    @Test
    void aColumnThatRanNothingHasNoShare() {
        AblationTable empty = AblationTable.of("none", "nothing", P, List.of(Settings.BASELINE), List.of());
        assertTrue(Double.isNaN(empty.sums().get(0).chessWorkPercent()));
    }
}

package jamboree.bench.run;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The full profile's what-if, run for real on a small problem: each column measured against its own tree. */
class PrunedTreeWhatIfTest {

    private static final int DEPTH = 4;
    private static final int P = 4;
    private static Suite suite;
    private static BenchResult result;

    @BeforeAll
    static void run() {
        suite = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
        BenchPlan plan = new BenchPlan(suite, DEPTH, List.of(1, P), 1, List.of(BenchPlan.prunedTreeWhatIf(P)), null,
                List.of(), -1, P, false);
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            result = new BenchRunner(source, MachineConfig.load()).run(plan, BenchListener.NONE);
        }
    }

    @Test
    void theWhatIfColumnSearchesTheFullTreeAgainstItsOwnSerialSearch() {
        List<Trial> full = result.trials().stream().filter(t -> t.settings().profile() == Profile.FULL).toList();
        assertEquals(suite.size(), full.size());
        for (Trial t : full) {
            assertEquals(P, t.processors());
            String fen = suite.positions().get(t.index()).record().fen();
            long serialFull = serialWork(fen, Profile.FULL);
            assertEquals(serialFull, t.serialWork(), t.position() + ": the full tree's own serial search");
            assertNotEquals(serialWork(fen, Profile.STARTECH), serialFull, "the trees differ");
        }
        assertEquals(2 * suite.size() + suite.size(), result.trials().size(),
                "the sweep (P = 1 and 4) plus the what-if column; its first column is the sweep's own trial");
    }

    @Test
    void theColumnSumsAreTheSumsOfTheTrials() {
        AblationTable table = result.ablations().get(0);
        assertEquals(2, table.sums().size());
        for (AblationTable.ColumnSums sums : table.sums()) {
            List<Trial> column = result.trials().stream()
                    .filter(t -> t.processors() == P && t.settings().equals(sums.settings())).toList();
            assertEquals(column.size(), sums.positions());
            assertEquals(column.stream().mapToLong(Trial::work).sum(), sums.work());
            assertEquals(column.stream().mapToLong(Trial::span).sum(), sums.span());
            assertEquals(column.stream().mapToLong(Trial::time).sum(), sums.time());
            long serial = column.stream().mapToLong(Trial::serialWork).sum();
            assertEquals(serial, sums.serialWork());
            assertEquals(serial / (double) sums.time(), sums.speedupOverSerial(), 1e-12);
            assertEquals(serial / (double) sums.work(), sums.workEfficiency(), 1e-12);
            assertTrue(sums.parallelism() >= 1.0, "W/C of a real search is at least 1: " + sums);
        }
        assertEquals(Settings.BASELINE, table.sums().get(0).settings());
    }

    private static long serialWork(String fen, Profile profile) {
        try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, SchedulerConfig.load(),
                MachineConfig.load())) {
            serial.setProfile(profile);
            return serial.searchToDepth(Fen.parse(fen), DEPTH).work();
        }
    }
}

package jamboree.bench.journal;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.run.KeptSearch;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A trial written to the journal and recalled by a resuming run comes back exactly, field for field. */
class JournalRoundTripTest {

    private static final Fingerprint FINGERPRINT = Fingerprint.of(Map.of("code", "c", "plan.seed", "1"));
    private static final String HOST = "a processor, 2 cores, 4.00 GB of memory; a system; a JVM";
    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);

    private static Trial throughTheJournal(Path file, TrialRequest request, Trial trial) throws IOException {
        try (Journal journal = Journal.start(file, FINGERPRINT, false, note -> { })) {
            journal.record(request, trial, new SearchTiming(1_000, 0.1234, HOST));
        }
        try (Journal journal = Journal.start(file, FINGERPRINT, true, note -> { })) {
            assertEquals(1, journal.recallable());
            KeptSearch kept = journal.recall(request).orElseThrow();
            assertEquals(1_000, kept.searchNanos());
            assertEquals(0.123, kept.otherCores(), 0.0, "the other processes' cores, to thousandths");
            assertEquals(HOST, kept.host());
            return kept.trial();
        }
    }

    @Test
    void aMeasuredTrialWithItsProfilesComesBackFigureForFigure(@TempDir Path dir) throws IOException {
        TrialRequest request = new TrialRequest("kaufman", K01, 3, 4, Settings.BASELINE, 1, true);
        Trial trial;
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            trial = source.run(request);
        }
        assertTrue(trial.ideal().parallelism().length > 10 && trial.utilization().workingNodes().length > 10,
                "the profiles were recorded");
        assertFalse(trial.chessWork().isEmpty());
        Trial back = throughTheJournal(dir.resolve("journal.jsonl"), request, trial);
        assertEquals(TrialFigures.of(trial), TrialFigures.of(back));
    }

    @Test
    void oddFiguresAndAnOrderThatIsNotTheReportsComeBackAsTheyWere(@TempDir Path dir) throws IOException {
        Settings settings = Settings.BASELINE.with(Switch.THROTTLE, "naive").with(Switch.SERIAL_DEPTH, 1)
                .withProfile(Profile.FULL);
        TrialRequest request = new TrialRequest("edited suite", K01, 7, 512, settings, -3, true);
        // Reverse alphabetical, neither the report's order nor a sorted one: only a kept order survives.
        Map<String, Long> breakdown = new LinkedHashMap<>();
        breakdown.put("waiting on the throttle", Long.MAX_VALUE);
        breakdown.put("idle", 0L);
        breakdown.put("chess work", 1L);
        Map<String, Long> chessWork = new LinkedHashMap<>();
        chessWork.put("static evaluation", 5L);
        chessWork.put("moving the pieces", Long.MIN_VALUE);
        double[] ideal = {0.1, 1.0 / 3, Double.MIN_VALUE, 1e300, -0.0, 0};
        Utilization utilization = new Utilization(7, new double[] {2.5, 511.999999999}, new double[] {3, 1e-9});
        Trial trial = new Trial("edited suite", "k01", 0, 7, 512, settings, -3, 33_000_000, 123_456_789_012L,
                Long.MAX_VALUE - 1, 1, 0, 99, "-", -32_000, breakdown, new IdealProfile(11, ideal), utilization,
                chessWork);
        Trial back = throughTheJournal(dir.resolve("journal.jsonl"), request, trial);
        assertEquals(TrialFigures.of(trial), TrialFigures.of(back));
        assertEquals(List.of("waiting on the throttle", "idle", "chess work"),
                new ArrayList<>(back.breakdown().keySet()));
        assertEquals("naive", back.settings().switches().get(Switch.THROTTLE));
    }

    @Test
    void aTrialWithAFigureJsonCannotHoldIsNotJournaledAndSaysSo(@TempDir Path dir) throws IOException {
        TrialRequest request = new TrialRequest("kaufman", K01, 3, 2, Settings.BASELINE, 1, true);
        Trial trial = new Trial("kaufman", "k01", 0, 3, 2, Settings.BASELINE, 1, 33_000_000, 1, 1, 1, 1, 1, "-", 0,
                Map.of("chess work", 1L), new IdealProfile(1, new double[] {1, Double.NaN}), Utilization.NONE);
        Path file = dir.resolve("journal.jsonl");
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.start(file, FINGERPRINT, false, notes::add)) {
            journal.record(request, trial, SearchTiming.of(1_000));
        }
        assertEquals(List.of("not journaled: kaufman k01 on 2 nodes (a profile figure is not a finite number, which"
                + " JSON cannot hold); a resumed run makes it again"), notes);
        assertEquals(1, Files.readAllLines(file).size(), "the header alone");
        try (Journal journal = Journal.start(file, FINGERPRINT, true, note -> { })) {
            assertEquals(Optional.empty(), journal.recall(request));
        }
    }

    @Test
    void aRequestForAnEditedPositionOrAnotherSeedIsNotRecalled(@TempDir Path dir) throws IOException {
        TrialRequest request = new TrialRequest("kaufman", K01, 3, 2, Settings.BASELINE, 1, false);
        Trial trial = new Trial("kaufman", "k01", 0, 3, 2, Settings.BASELINE, 1, 33_000_000, 1, 1, 1, 1, 1, "-", 0,
                Map.of("chess work", 1L), IdealProfile.NONE, Utilization.NONE);
        Path file = dir.resolve("journal.jsonl");
        throughTheJournal(file, request, trial);
        SuitePosition k02 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(1);
        SuitePosition edited = new SuitePosition(K01.index(), K01.id(), K01.line(), k02.record());
        try (Journal journal = Journal.start(file, FINGERPRINT, true, note -> { })) {
            assertTrue(journal.recall(request).isPresent());
            assertEquals(Optional.empty(), journal.recall(new TrialRequest("kaufman", edited, 3, 2,
                    Settings.BASELINE, 1, false)), "k01's id on another FEN");
            assertEquals(Optional.empty(), journal.recall(new TrialRequest("kaufman", K01, 3, 2,
                    Settings.BASELINE, 2, false)));
            assertEquals(Optional.empty(), journal.recall(new TrialRequest("kaufman", K01, 3, 2,
                    Settings.BASELINE, 1, true)), "the profiled run is another search");
            assertEquals(Optional.empty(), journal.recall(new TrialRequest("kaufman", K01, 3, 2,
                    Settings.BASELINE.with(Switch.DEFERRED_READS, false), 1, false)));
        }
    }
}

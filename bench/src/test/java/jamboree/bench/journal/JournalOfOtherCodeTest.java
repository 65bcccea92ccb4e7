package jamboree.bench.journal;

import jamboree.bench.run.SearchTiming;
import jamboree.bench.run.TrialStore;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A journal that other code wrote, taken to write its run's report or status ({@code --from-other-code}): its searches
 * are recalled and said to be that code's, its header keeps naming that code, and nothing but the code may differ.
 */
class JournalOfOtherCodeTest {

    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);
    private static final Fingerprint OLD = Fingerprint.of(Map.of("code", "old", "scheduler.poll-quantum", "20000",
            "plan.positions", "2"));
    private static final Fingerprint NEW = OLD.with("code", "new");

    private static TrialRequest request(int processors) {
        return new TrialRequest("kaufman", K01, 3, processors, Settings.BASELINE, 1, false);
    }

    private static Trial trial(int processors) {
        return new Trial("kaufman", "k01", 0, 3, processors, Settings.BASELINE, 1, 33_000_000, 100 + processors, 1,
                1, 1, 1, "e2e4", 0, Map.of("chess work", 1L), IdealProfile.NONE, Utilization.NONE);
    }

    private static Path journalOfOldCode(Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        try (Journal journal = Journal.start(file, OLD, false, note -> { })) {
            journal.record(request(1), trial(1), SearchTiming.of(1_000));
            journal.record(request(2), trial(2), SearchTiming.of(1_000));
        }
        return file;
    }

    @Test
    void aResumedJournalOfOtherCodeIsRefusedWithAWordOnTheOption(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        byte[] before = Files.readAllBytes(file);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, NEW, true, note -> { }));
        assertTrue(refused.getMessage().contains(" differs in code: the journal's old, this run's new. Rerun "),
                refused.getMessage());
        assertTrue(refused.getMessage().endsWith("; or, as of what decides a search only the code differs, with"
                + " --from-other-code (for --status or --journaled-only), its searches standing as that code made"
                + " them"), refused.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void takenFromOtherCodeItsSearchesAreRecalledAsThatCodesAndNothingIsWritten(@TempDir Path dir)
            throws IOException {
        Path file = journalOfOldCode(dir);
        byte[] before = Files.readAllBytes(file);
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.takeFromOtherCode(file, NEW, false, notes::add)) {
            assertEquals(2, journal.recallable());
            assertEquals(102, journal.recall(request(2)).orElseThrow().trial().time());
            assertEquals(1, journal.earlier().runs());
            assertEquals("old", journal.earlier().searchCode());
            assertEquals("new", journal.earlier().thisCode());
            assertTrue(journal.earlier().otherCodeText(true).startsWith("The searches were made by other code (the"
                    + " journal's code fingerprint old; this code's new): every figure of a search is that code's"
                    + " (SWAMP, which no journal keeps, is this code's)"), journal.earlier().otherCodeText(true));
            assertFalse(journal.earlier().otherCodeText(false).contains("SWAMP"));
            assertThrows(UnsupportedOperationException.class,
                    () -> journal.record(request(4), trial(4), SearchTiming.of(1_000)));
        }
        assertEquals(List.of("the journal at " + file + " was written by other code (the journal's code fingerprint"
                + " old; this code's new): its searches stand as that code made them, and the journal is left as it"
                + " is", "taking the journal at " + file + " as it is: of its 2 searches done, those of this plan are"
                + " not made again"), notes);
        assertArrayEquals(before, Files.readAllBytes(file));

        TrialStore read = Journal.read(file, NEW, false, true);
        assertEquals("old", read.earlier().searchCode());
        assertEquals(101, read.recall(request(1)).orElseThrow().trial().time());
    }

    @Test
    void aTornJournalOfOtherCodeIsLeftAsItIs(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        List<String> lines = Files.readAllLines(file);
        Files.writeString(file, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(2).substring(0, 30));
        byte[] before = Files.readAllBytes(file);
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.takeFromOtherCode(file, NEW, false, notes::add)) {
            assertEquals(1, journal.recallable());
        }
        assertTrue(notes.contains("the last line of " + file + " was cut short when its run stopped; left out, and the"
                + " file left as it is"), notes.toString());
        assertArrayEquals(before, Files.readAllBytes(file), "the torn line is not cut off");
    }

    @Test
    void theSameCodeTakenSoIsNotCalledOther(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        try (Journal journal = Journal.takeFromOtherCode(file, OLD, false, note -> { })) {
            assertEquals(2, journal.recallable());
            assertNull(journal.earlier().searchCode());
            assertEquals("", journal.earlier().otherCodeText(true));
        }
    }

    @Test
    void onlyTheCodeMayDiffer(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        Fingerprint otherQuantum = NEW.with("scheduler.poll-quantum", "10000");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Journal.takeFromOtherCode(file, otherQuantum, false, note -> { }));
        assertTrue(refused.getMessage().contains("differs in scheduler.poll-quantum: the journal's 20000, this run's"
                + " 10000:"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Journal.read(file, otherQuantum, false, true));
        IllegalArgumentException plan = assertThrows(IllegalArgumentException.class,
                () -> Journal.takeFromOtherCode(file, NEW.with("plan.positions", "3"), false, note -> { }),
                "another plan needs --new-plan too");
        assertTrue(plan.getMessage().contains("plan.positions"), plan.getMessage());
    }

    @Test
    void aJournalOfAnotherPlanIsTakenWithNewPlanAndLeftAsItIs(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        byte[] before = Files.readAllBytes(file);
        try (Journal journal = Journal.takeFromOtherCode(file, NEW.with("plan.positions", "3"), true, note -> { })) {
            assertEquals(2, journal.recallable());
            assertEquals("old", journal.earlier().searchCode());
        }
        assertArrayEquals(before, Files.readAllBytes(file), "the header still names that plan and that code");
    }

    @Test
    void theHintNamesNewPlanTooWhereThePlanDiffersAsWell(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, NEW.with("plan.positions", "3"), true, note -> { }));
        assertTrue(refused.getMessage().endsWith("with --from-other-code (for --status or --journaled-only), its"
                + " searches standing as that code made them, and --new-plan, as the plan differs too"),
                refused.getMessage());
    }

    @Test
    void aJournalOfOtherCodeOrConfigurationIsRefusedBeforeThePlanIsMade(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        Fingerprint searches = Fingerprint.of(Map.of("code", "new", "scheduler.poll-quantum", "20000"));
        IllegalArgumentException code = assertThrows(IllegalArgumentException.class,
                () -> Journal.checkBeforePlanning(file, searches, false, true));
        assertEquals("cannot resume from " + file + ": it was written by a run that differs in code: the journal's"
                + " old, this run's new. Rerun with the arguments and configuration it was written with, or without"
                + " --resume to start afresh (replacing it); or, as of what decides a search only the code differs,"
                + " with --from-other-code (for --status or --journaled-only), its searches standing as that code"
                + " made them", code.getMessage());
        IllegalArgumentException status = assertThrows(IllegalArgumentException.class,
                () -> Journal.checkBeforePlanning(file, searches, false, false));
        assertTrue(status.getMessage().startsWith("the journal at " + file + " was written by a run that differs in"
                + " code: the journal's old, this run's new: give the code, arguments and configuration of that"
                + " run; or, as of what decides a search only the code differs, with --from-other-code"),
                status.getMessage());
        Journal.checkBeforePlanning(file, searches, true, true);
        Journal.checkBeforePlanning(file, searches.with("code", "old"), false, true);
        IllegalArgumentException quantum = assertThrows(IllegalArgumentException.class,
                () -> Journal.checkBeforePlanning(file, searches.with("scheduler.poll-quantum", "1"), true, true));
        assertTrue(quantum.getMessage().contains("differs in scheduler.poll-quantum: the journal's 20000, this run's"
                + " 1."), quantum.getMessage());
        Journal.checkBeforePlanning(dir.resolve("none.jsonl"), searches, false, true);
    }

    @Test
    void thePlanAndTheMachinesTheHeapCutsAreLeftToTheCheckAfterPlanning(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        Fingerprint planned = OLD.with(RunFingerprint.FITTED_TO_HEAP, "none");
        try (Journal journal = Journal.start(file, planned, false, note -> { })) {
            journal.record(request(1), trial(1), SearchTiming.of(1_000));
        }
        Journal.checkBeforePlanning(file, Fingerprint.of(Map.of("code", "old", "scheduler.poll-quantum", "20000")),
                false, true);
        assertThrows(IllegalArgumentException.class, () -> Journal.start(file,
                planned.with(RunFingerprint.FITTED_TO_HEAP, "512 nodes: ..."), true, note -> { }));
    }
}

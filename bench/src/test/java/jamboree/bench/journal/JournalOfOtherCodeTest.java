package jamboree.bench.journal;

import jamboree.bench.cm5.SerialMeasurement;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.run.TrialStore;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.engine.search.Profile;
import jamboree.machine.json.Json;
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
    void takenFromOtherCodeItsSearchesAreRecalledAsThatCodes(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        byte[] before = Files.readAllBytes(file);
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.resumeFromOtherCode(file, NEW, false, notes::add)) {
            assertEquals(2, journal.recallable());
            assertEquals(102, journal.recall(request(2)).orElseThrow().trial().time());
            assertEquals(1, journal.earlier().runs());
            assertEquals("old", journal.earlier().otherCode());
            assertTrue(journal.earlier().otherCodeText().contains("(the journal's code fingerprint old)"),
                    journal.earlier().otherCodeText());
        }
        assertEquals("the journal at " + file + " was written by other code (old; this code's is new): its searches"
                + " stand as that code made them", notes.get(0));
        assertArrayEquals(before, Files.readAllBytes(file), "a run that makes no search leaves the journal as it was");

        TrialStore read = Journal.read(file, NEW, false, true);
        assertEquals("old", read.earlier().otherCode());
        assertEquals(101, read.recall(request(1)).orElseThrow().trial().time());
    }

    @Test
    void theSameCodeTakenSoIsNotCalledOther(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        try (Journal journal = Journal.resumeFromOtherCode(file, OLD, false, note -> { })) {
            assertEquals(2, journal.recallable());
            assertNull(journal.earlier().otherCode());
            assertEquals("", journal.earlier().otherCodeText());
        }
    }

    @Test
    void onlyTheCodeMayDiffer(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        Fingerprint otherQuantum = NEW.with("scheduler.poll-quantum", "10000");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Journal.resumeFromOtherCode(file, otherQuantum, false, note -> { }));
        assertTrue(refused.getMessage().contains("differs in scheduler.poll-quantum: the journal's 20000, this run's"
                + " 10000."), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Journal.read(file, otherQuantum, false, true));
        assertThrows(IllegalArgumentException.class,
                () -> Journal.resumeFromOtherCode(file, NEW.with("plan.positions", "3"), false, note -> { }),
                "another plan too needs --new-plan");
    }

    @Test
    void aJournalOfOtherCodeOrConfigurationIsRefusedBeforeThePlanIsMade(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        Fingerprint searches = Fingerprint.of(Map.of("code", "new", "scheduler.poll-quantum", "20000"));
        IllegalArgumentException code = assertThrows(IllegalArgumentException.class,
                () -> Journal.checkSearchesBeforePlanning(file, searches, false, false));
        assertEquals("cannot resume from " + file + ": it was written by a run that differs in code: the journal's"
                + " old, this run's new. Rerun with the arguments and configuration it was written with, or without"
                + " --resume to start afresh (replacing it); or, as of what decides a search only the code differs,"
                + " with --from-other-code (for --status or --journaled-only), its searches standing as that code"
                + " made them", code.getMessage());
        Journal.checkSearchesBeforePlanning(file, searches, false, true);
        Journal.checkSearchesBeforePlanning(file, searches.with("code", "old"), false, false);
        IllegalArgumentException quantum = assertThrows(IllegalArgumentException.class,
                () -> Journal.checkSearchesBeforePlanning(file, searches.with("scheduler.poll-quantum", "1"), true,
                        true));
        assertTrue(quantum.getMessage().contains("differs in scheduler.poll-quantum: the journal's 20000, this run's"
                + " 1."), quantum.getMessage());
        Journal.checkSearchesBeforePlanning(dir.resolve("none.jsonl"), searches, false, false);
    }

    @Test
    void aHeaderRewrittenForAnotherPlanStillNamesTheCodeThatMadeTheSearches(@TempDir Path dir) throws IOException {
        Path file = journalOfOldCode(dir);
        Fingerprint replanned = NEW.with("plan.positions", "3");
        try (Journal journal = Journal.resumeFromOtherCode(file, replanned, true, note -> { })) {
            assertEquals(2, journal.recallable());
            assertEquals("old", journal.earlier().otherCode());
        }
        assertEquals(Json.compact(JournalHeader.of(replanned.with("code", "old"))),
                Files.readAllLines(file).get(0));
    }

    @Test
    void serialSearchesOfOtherCodeAreRecalledOnlyWhenAskedTo(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        Fingerprint old = Fingerprint.of(Map.of("code", "old", "scheduler.serial-depth", "1"));
        SerialMeasurement m = new SerialMeasurement(K01.record().fen(), 3, Profile.STARTECH, 1_000, 10);
        try (SerialJournal serial = SerialJournal.start(file, old, false, note -> { })) {
            serial.record(m);
        }
        Fingerprint now = old.with("code", "new");
        assertEquals("the serial searches kept in " + file + " were made by other code or configuration",
                assertThrows(IllegalArgumentException.class,
                        () -> SerialJournal.recallOnly(file, now, note -> { })).getMessage());
        try (SerialJournal serial = SerialJournal.recallOnly(file, now, true, note -> { })) {
            assertEquals(m, serial.recall(K01.record().fen(), 3, Profile.STARTECH).orElseThrow());
        }
        assertThrows(IllegalArgumentException.class, () -> SerialJournal.recallOnly(file,
                now.with("scheduler.serial-depth", "2"), true, note -> { }), "the configuration must still agree");
    }
}

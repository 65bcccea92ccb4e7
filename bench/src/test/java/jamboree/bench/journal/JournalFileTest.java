package jamboree.bench.journal;

import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.json.Json;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a resuming run makes of a journal that a run stopped while writing, or of a file that is no journal. */
class JournalFileTest {

    private static final Fingerprint FINGERPRINT = Fingerprint.of(Map.of("code", "c"));
    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);

    private static TrialRequest request(int processors) {
        return new TrialRequest("kaufman", K01, 3, processors, Settings.BASELINE, 1, false);
    }

    private static Trial trial(int processors) {
        return new Trial("kaufman", "k01", 0, 3, processors, Settings.BASELINE, 1, 33_000_000, 100 + processors, 1,
                1, 1, 1, "e2e4", 0, Map.of("chess work", 1L), IdealProfile.NONE, Utilization.NONE);
    }

    /** A journal of searches on 1, 2 and 4 nodes; its lines. */
    private static List<String> threeSearches(Path file) throws IOException {
        try (Journal journal = Journal.start(file, FINGERPRINT, false, note -> { })) {
            for (int p : new int[] {1, 2, 4}) {
                journal.record(request(p), trial(p), SearchTiming.of(1_000));
            }
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(4, lines.size());
        return lines;
    }

    @Test
    void aTornLastLineIsLeftOutWithANoteAndWrittenOver(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        List<String> lines = threeSearches(file);
        String last = lines.get(3);
        String cut = lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(2) + "\n" + last.substring(0, 40);
        Files.writeString(file, cut);
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.start(file, FINGERPRINT, true, notes::add)) {
            assertEquals(2, journal.recallable());
            assertEquals(102, journal.recall(request(2)).orElseThrow().trial().time());
            assertTrue(journal.recall(request(4)).isEmpty());
            journal.record(request(4), trial(4), SearchTiming.of(1_000));
        }
        assertEquals(List.of("the last line of " + file + " was cut short when its run stopped; left out, its search"
                + " is made again", "resuming from " + file + ": 2 searches done are not made again"), notes);
        List<String> after = Files.readAllLines(file);
        assertEquals(lines.subList(0, 3), after.subList(0, 3));
        assertEquals(4, after.size(), "the cut line is written over, whole");
        assertEquals(JournalLines.withoutStamp(last), JournalLines.withoutStamp(after.get(3)));
        assertEquals(2, JournalLines.run(after.get(3)), "by the second run");
    }

    @Test
    void aWholeLastLineWithoutItsLineBreakCountsAsTorn(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        List<String> lines = threeSearches(file);
        Files.writeString(file, String.join("\n", lines));
        try (Journal journal = Journal.start(file, FINGERPRINT, true, note -> { })) {
            assertEquals(2, journal.recallable(), "a line is whole only with its line break");
        }
    }

    @Test
    void aDamagedLineBeforeTheLastIsRefusedWithItsNumberAndTheFileKept(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        List<String> lines = threeSearches(file);
        Files.writeString(file, lines.get(0) + "\n" + lines.get(1) + "\n{\"request\":\n" + lines.get(3) + "\n");
        byte[] before = Files.readAllBytes(file);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, FINGERPRINT, true, note -> { }));
        assertTrue(e.getMessage().startsWith(file + " line 3 is not a journal entry ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("); the file is damaged"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    /** A plan of k01 on 1 and {@code processors} nodes, its profiled run on the larger. */
    private static BenchPlan plan(int processors) {
        return new BenchPlan(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(1), 3, List.of(1, processors), 1,
                List.of(), null, List.of(), 0, processors, false);
    }

    /** A journal of one search, written by a run of {@code fingerprint}. */
    private static Path journalOfOneSearch(Path dir, Fingerprint fingerprint) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        try (Journal journal = Journal.start(file, fingerprint, false, note -> { })) {
            journal.record(request(1), trial(1), SearchTiming.of(1_000));
        }
        return file;
    }

    @Test
    void aJournalOfAnotherRunIsRefusedNamingWhatDiffersAndLeftAsItWas(@TempDir Path dir) throws IOException {
        MachineConfig machine = MachineConfig.load();
        SchedulerConfig scheduler = SchedulerConfig.load();
        BenchPlan plan = plan(2);
        Path file = journalOfOneSearch(dir, RunFingerprint.of("c", scheduler, machine, plan));
        byte[] written = Files.readAllBytes(file);
        Fingerprint otherMachine = RunFingerprint.of("c", scheduler, machine.with("network.send-cycles", 40), plan);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, otherMachine, true, note -> { }));
        assertEquals("cannot resume from " + file + ": it was written by a run that differs in"
                + " machine.network.send-cycles: the journal's 37, this run's 40. Rerun with the arguments and"
                + " configuration it was written with, or without --resume to start afresh (replacing it)",
                e.getMessage());
        Fingerprint otherScheduler = RunFingerprint.of("c", scheduler.with(Switch.THROTTLE, "naive"), machine, plan);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, otherScheduler, true, note -> { })).getMessage()
                .contains(" differs in scheduler.throttle: the journal's startech, this run's naive. Rerun "));
        assertArrayEquals(written, Files.readAllBytes(file));
    }

    @Test
    void aJournalWrittenUnderAHeapThatCutOtherMachinesSaysTheHeapIsTheJvms(@TempDir Path dir) throws IOException {
        MachineConfig machine = MachineConfig.load();
        SchedulerConfig scheduler = SchedulerConfig.load();
        BenchPlan plan = plan(4);
        // 4 nodes with their leaf tables do not fit in 3 MB: that heap builds them smaller.
        Path file = journalOfOneSearch(dir, RunFingerprint.of("c", scheduler, machine, 3L << 20, plan));
        Fingerprint largerHeap = RunFingerprint.of("c", scheduler, machine, 3L << 30, plan);
        String hint = " (which machines the heap builds smaller follows the JVM's maximum heap, -Xmx in"
                + " JAMBOREE_JAVA_OPTS: give it the heap of that run)";
        String status = assertThrows(IllegalArgumentException.class, () -> Journal.read(file, largerHeap))
                .getMessage();
        assertTrue(status.contains(" differs in machine.fitted-to-heap: the journal's 4 nodes"), status);
        assertTrue(status.endsWith(": give the code, arguments and configuration of that run" + hint), status);
        String resume = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, largerHeap, true, note -> { })).getMessage();
        assertTrue(resume.endsWith("or without --resume to start afresh (replacing it)" + hint), resume);
        Fingerprint otherMachine = RunFingerprint.of("c", scheduler, machine.with("network.send-cycles", 40), 3L << 20,
                plan);
        assertFalse(assertThrows(IllegalArgumentException.class, () -> Journal.read(file, otherMachine))
                .getMessage().contains("heap"), "no word of the heap where it is the same");
    }

    /**
     * With {@code newPlan}, a journal whose plan alone differs is resumed: its searches recalled, a torn last line
     * cut, its header rewritten to name the new plan, the next line appended after the kept ones.
     */
    @Test
    void aJournalOfAnotherPlanIsResumedWithNewPlanItsHeaderRenamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        Fingerprint planned = Fingerprint.of(Map.of("code", "c", "plan.positions", "2"));
        try (Journal journal = Journal.start(file, planned, false, note -> { })) {
            journal.record(request(1), trial(1), SearchTiming.of(1_000));
            journal.record(request(2), trial(2), SearchTiming.of(1_000));
        }
        List<String> lines = Files.readAllLines(file);
        Files.writeString(file, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(2).substring(0, 30));
        byte[] before = Files.readAllBytes(file);
        Fingerprint replanned = Fingerprint.of(Map.of("code", "c", "plan.positions", "3"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, replanned, true, note -> { }));
        assertTrue(refused.getMessage().endsWith("(replacing it); or, as only the plan differs, with --new-plan to"
                + " take the searches the two plans share"), refused.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file), "refused, the journal is as it was");

        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.start(file, replanned, true, true, notes::add)) {
            assertEquals(1, journal.recallable());
            assertEquals(101, journal.recall(request(1)).orElseThrow().trial().time());
            journal.record(request(4), trial(4), SearchTiming.of(1_000));
        }
        assertEquals("the journal at " + file + " was written for another plan (plan.positions: the journal's 2, this"
                + " run's 3): the searches this plan shares with it are recalled, and its header now names this plan",
                notes.get(1));
        assertFalse(Files.exists(dir.resolve("journal.jsonl.new")));
        List<String> after = Files.readAllLines(file);
        assertEquals(3, after.size());
        assertEquals(Json.compact(JournalHeader.of(replanned)), after.get(0));
        assertEquals(lines.get(1), after.get(1));
        assertTrue(after.get(2).contains("\"processors\":4,"), after.get(2));
        try (Journal journal = Journal.start(file, replanned, true, note -> { })) {
            assertEquals(2, journal.recallable(), "resumed again, with no word of another plan");
        }

        Fingerprint otherCode = Fingerprint.of(Map.of("code", "d", "plan.positions", "3"));
        IllegalArgumentException code = assertThrows(IllegalArgumentException.class,
                () -> Journal.start(file, otherCode, true, true, note -> { }));
        assertTrue(code.getMessage().contains(" differs in code: the journal's c, this run's d. Rerun "),
                code.getMessage());
        assertFalse(code.getMessage().contains("--new-plan"), code.getMessage());
        assertEquals(4, Journal.read(file, Fingerprint.of(Map.of("code", "c", "plan.positions", "1")), true)
                .recall(request(4)).orElseThrow().trial().processors(), "a status of yet another plan reads it");
    }

    @Test
    void theHeaderAloneIsReadWithoutTheEntries(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        List<String> lines = threeSearches(file);
        Files.writeString(file, lines.get(0) + "\n" + "not an entry\n" + lines.get(2) + "\n");
        assertEquals(FINGERPRINT.fields(), JournalFile.readHeader(file).fingerprint(),
                "a damaged entry is left to the reading of the whole file");
        assertThrows(IllegalArgumentException.class, () -> JournalFile.read(file));
        Files.writeString(file, lines.get(0).substring(0, 20));
        assertEquals(null, JournalFile.readHeader(file), "a first line cut short is no header yet");
        Files.writeString(file, "{\"something\":\"else\"}\n");
        assertThrows(IllegalArgumentException.class, () -> JournalFile.readHeader(file));
    }

    @Test
    void aFileThatIsNoJournalIsRefusedAndAnEmptyOneStartsAfresh(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        Files.writeString(file, "{\"something\":\"else\"}\n");
        assertEquals(file + " is not a bench journal: its first line does not say so",
                assertThrows(IllegalArgumentException.class,
                        () -> Journal.start(file, FINGERPRINT, true, note -> { })).getMessage());
        Files.writeString(file, "{\"journal\":\"jamboree bench journal\",\"format\":2,\"fingerprint\":{}}\n");
        assertEquals(file + " is a journal of format 2; this version of jamboree reads format 1",
                assertThrows(IllegalArgumentException.class,
                        () -> Journal.start(file, FINGERPRINT, true, note -> { })).getMessage());
        Files.writeString(file, "{\"journal\":\"jamboree bench jou");
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.start(file, FINGERPRINT, true, notes::add)) {
            assertEquals(0, journal.recallable());
        }
        assertEquals(List.of("the journal at " + file + " holds no search; starting afresh"), notes);
        assertEquals(1, Files.readAllLines(file, StandardCharsets.UTF_8).size(), "a new header");
    }

    @Test
    void withoutResumeAJournalIsReplacedAndWithoutAJournalResumeStartsAfresh(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        List<String> notes = new ArrayList<>();
        try (Journal journal = Journal.start(file, FINGERPRINT, true, notes::add)) {
            assertEquals(0, journal.recallable());
        }
        assertEquals(List.of("no journal at " + file + " to resume; starting afresh"), notes);
        threeSearches(file);
        notes.clear();
        try (Journal journal = Journal.start(file, FINGERPRINT, false, notes::add)) {
            assertEquals(0, journal.recallable());
            assertTrue(journal.recall(request(1)).isEmpty());
        }
        assertEquals(List.of("replacing the journal of an earlier run at " + file
                + " (--resume would have continued it)"), notes);
        assertEquals(1, Files.readAllLines(file).size());
    }
}

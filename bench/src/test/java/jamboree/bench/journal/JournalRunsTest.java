package jamboree.bench.journal;

import jamboree.bench.run.EarlierRuns;
import jamboree.bench.run.KeptSearch;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.run.TrialStore;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.machine.json.Json;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each line says which run made its search and when, so that a run resumed many times knows what the plan cost. */
class JournalRunsTest {

    private static final Fingerprint FINGERPRINT = Fingerprint.of(Map.of("code", "c", "plan.seed", "1"));
    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);

    private static TrialRequest request(int processors) {
        return new TrialRequest("kaufman", K01, 3, processors, Settings.BASELINE, 1, false);
    }

    private static Trial trial(int processors) {
        return new Trial("kaufman", "k01", 0, 3, processors, Settings.BASELINE, 1, 33_000_000, 1, 1, 1, 1, 1, "-", 0,
                Map.of("chess work", 1L), IdealProfile.NONE, Utilization.NONE);
    }

    /**
     * Runs one segment of the plan: the host clock starts at {@code startNanos}; each search ends at its time, and
     * took 10 ns per node it ran on.
     */
    private static EarlierRuns segment(Path file, boolean resume, long startNanos, int[] processors, long[] endNanos)
            throws IOException {
        AtomicLong clock = new AtomicLong(startNanos);
        try (Journal journal = Journal.start(file, FINGERPRINT, resume, clock::get, note -> { })) {
            for (int i = 0; i < processors.length; i++) {
                clock.set(endNanos[i]);
                journal.record(request(processors[i]), trial(processors[i]), SearchTiming.of(10L * processors[i]));
            }
            return journal.earlier();
        }
    }

    private static List<JournalEntry> entries(Path file) throws IOException {
        return Files.readAllLines(file).stream().skip(1).map(l -> Json.read(l, JournalEntry.class)).toList();
    }

    @Test
    void eachRunStampsItsLinesAndAResumedRunAddsUpTheRunsBeforeIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        assertEquals(EarlierRuns.NONE, segment(file, false, 1_000, new int[] {1, 2}, new long[] {4_000, 9_000}));
        assertEquals(new EarlierRuns(1, 8_000), segment(file, true, 50, new int[] {4}, new long[] {3_050}));
        assertEquals(new EarlierRuns(2, 11_000), segment(file, true, 0, new int[] {8}, new long[] {500}));
        try (Journal journal = Journal.start(file, FINGERPRINT, true, () -> 0L, note -> { })) {
            assertEquals(new EarlierRuns(3, 11_500), journal.earlier());
            assertEquals(4, journal.recallable());
        }
        assertEquals(List.of("1 3000 10", "1 8000 20", "2 3000 40", "3 500 80"), entries(file).stream()
                .map(e -> e.run() + " " + e.runNanos() + " " + e.searchNanos()).toList());
    }

    @Test
    void aRecalledSearchSaysHowLongItTookTheRunThatMadeIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        segment(file, false, 0, new int[] {1, 2}, new long[] {4_000, 9_000});
        try (Journal journal = Journal.start(file, FINGERPRINT, true, () -> 0L, note -> { })) {
            KeptSearch two = journal.recall(request(2)).orElseThrow();
            assertEquals(20, two.searchNanos());
            assertEquals(trial(2), two.trial());
            assertTrue(Double.isNaN(two.otherCores()), "timed without the other processes' share");
            assertEquals("", two.host(), "timed without its host");
            // A damaged line's load, which no host measures, is lost; its search is not.
            JournalEntry line = entries(file).get(1);
            for (double damaged : new double[] {-0.5, Double.POSITIVE_INFINITY}) {
                assertTrue(Double.isNaN(new JournalEntry(line.request(), line.measurement(), line.run(),
                        line.runNanos(), line.searchNanos(), damaged, line.host()).kept(request(2)).otherCores()));
            }
            // A search timed at 0 (a coarse clock) is written as 1 ns: 0 is what an older line without the field
            // reads as.
            journal.record(request(4), trial(4), SearchTiming.of(0));
        }
        assertEquals(1, entries(file).get(2).searchNanos());
    }

    @Test
    void aJournalReadForItsStatusRecallsItsSearchesAndRunsAndWritesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        assertThrows(IllegalArgumentException.class, () -> Journal.read(file, FINGERPRINT), "no journal yet");
        segment(file, false, 0, new int[] {1, 2}, new long[] {4_000, 9_000});
        segment(file, true, 0, new int[] {4}, new long[] {3_000});
        Files.writeString(file, "{\"request\":{\"suite", StandardOpenOption.APPEND);
        byte[] written = Files.readAllBytes(file);

        TrialStore read = Journal.read(file, FINGERPRINT);
        assertEquals(new EarlierRuns(2, 12_000), read.earlier());
        assertTrue(read.recall(request(4)).isPresent());
        assertFalse(read.recall(request(8)).isPresent());
        assertThrows(UnsupportedOperationException.class,
                () -> read.record(request(8), trial(8), SearchTiming.of(80)));
        assertArrayEquals(written, Files.readAllBytes(file), "the torn line is left as it is");

        Path headerOnly = dir.resolve("header-only.jsonl");
        Files.writeString(headerOnly, Files.readAllLines(file).get(0) + "\n");
        assertEquals(EarlierRuns.NONE, Journal.read(headerOnly, FINGERPRINT).earlier());
        assertFalse(Journal.read(headerOnly, FINGERPRINT).recall(request(1)).isPresent());
        Path empty = Files.createFile(dir.resolve("empty.jsonl"));
        assertEquals("the journal at " + empty + " holds no search",
                assertThrows(IllegalArgumentException.class, () -> Journal.read(empty, FINGERPRINT)).getMessage());

        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> Journal.read(file, Fingerprint.of(Map.of("code", "c", "plan.seed", "2"))));
        assertTrue(other.getMessage().contains(" differs in plan.seed: the journal's 1, this run's 2"),
                other.getMessage());
    }

    @Test
    void aRunThatIsNotResumedStartsCountingAgain(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        segment(file, false, 0, new int[] {1}, new long[] {7_000});
        segment(file, true, 0, new int[] {2}, new long[] {2_000});
        assertEquals(EarlierRuns.NONE, segment(file, false, 0, new int[] {4}, new long[] {1_000}));
        assertEquals(List.of("1 1000"), entries(file).stream().map(e -> e.run() + " " + e.runNanos()).toList());
    }

    @Test
    void anOlderJournalsLinesWithoutStampsAreRecalledAndTheirTimeIsUnknown(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(Journal.FILE_NAME);
        segment(file, false, 0, new int[] {1, 2}, new long[] {1_000, 2_000});
        List<String> lines = Files.readAllLines(file);
        StringBuilder older = new StringBuilder(lines.get(0)).append('\n');
        for (String line : lines.subList(1, lines.size())) {
            JournalEntry e = Json.read(line, JournalEntry.class);
            String unstamped = Json.compact(Map.of("request", e.request(), "measurement", e.measurement()));
            assertFalse(unstamped.contains("run") || unstamped.contains("Nanos"), unstamped);
            older.append(unstamped).append('\n');
        }
        Files.writeString(file, older);
        EarlierRuns earlier = segment(file, true, 0, new int[] {4}, new long[] {5_000});
        assertEquals(new EarlierRuns(1, EarlierRuns.UNKNOWN), earlier);
        assertEquals(List.of("0 0", "0 0", "1 5000"), entries(file).stream()
                .map(e -> e.run() + " " + e.runNanos()).toList(), "the older lines count as run 0");
        assertEquals(" in this run, which resumed a journal that does not say how long the runs before it took",
                earlier.resumedText(5_000));
        TrialStore read = Journal.read(file, FINGERPRINT);
        assertEquals(List.of(KeptSearch.UNKNOWN, KeptSearch.UNKNOWN, 40L), Stream.of(1, 2, 4)
                .map(p -> read.recall(request(p)).orElseThrow().searchNanos()).toList(),
                "the older lines do not say how long their searches took");
    }

    @Test
    void theHostTimeLineSaysWhatTheWholePlanCost() {
        assertEquals("", EarlierRuns.NONE.resumedText(1_000_000_000L));
        assertEquals(" in this run; 3.5 s with the earlier run it resumed, up to its last journaled search",
                new EarlierRuns(1, 2_500_000_000L).resumedText(1_000_000_000L));
        assertEquals(" in this run; 12.0 s with the 3 earlier runs it resumed, up to their last journaled searches",
                new EarlierRuns(3, 10_000_000_000L).resumedText(2_000_000_000L));
    }
}

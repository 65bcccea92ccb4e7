package jamboree.bench.journal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.bench.cluster.Measurement;
import jamboree.bench.run.SearchHost;
import jamboree.bench.run.SearchTiming;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import static java.lang.Double.NaN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two journals side by side: the searches they share, whether those measured the same, and their host times. */
class JournalComparisonTest {

    private static final Fingerprint FINGERPRINT = Fingerprint.of(Map.of("code", "c", "plan.seed", "1"));
    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);

    private static TrialRequest request(int processors) {
        return new TrialRequest("kaufman", K01, 3, processors, Settings.BASELINE, 1, false);
    }

    private static Trial trial(int processors, long time, String bestMove) {
        Map<String, Long> breakdown = new LinkedHashMap<>();
        breakdown.put("chess work", 4_000L);
        breakdown.put("waiting on the throttle", 1_000L);
        breakdown.put("looking for work", 500L);
        return new Trial("kaufman", "k01", 0, 3, processors, Settings.BASELINE, 1, 33_000_000, time, 5_000, 70, 40,
                2_000, bestMove, 12, breakdown, new IdealProfile(10, new double[] {1.0, 2.5}), Utilization.NONE);
    }

    /**
     * A search of {@code processors} nodes that took T = {@code time} and {@code nanos} of host time, while other
     * processes kept {@code otherCores} of the host busy (NaN: not said).
     */
    private record Search(int processors, long time, String bestMove, long nanos, double otherCores) {
        Search(int processors, long time, long nanos) {
            this(processors, time, "e2e4", nanos, Double.NaN);
        }

        Search(int processors, long time, String bestMove, long nanos) {
            this(processors, time, bestMove, nanos, Double.NaN);
        }

        Search(int processors, long time, long nanos, double otherCores) {
            this(processors, time, "e2e4", nanos, otherCores);
        }
    }

    private static Path journal(Path file, Fingerprint fingerprint, Search... searches) throws IOException {
        Files.createDirectories(file.getParent());
        try (Journal journal = Journal.start(file, fingerprint, false, () -> 0L, note -> { })) {
            for (Search s : searches) {
                journal.record(request(s.processors()), trial(s.processors(), s.time(), s.bestMove()),
                        new SearchTiming(s.nanos(), s.otherCores(), ""));
            }
        }
        return file;
    }

    /** Rewrites the journal's search lines as made in {@code sittings}, one for each line in order. */
    private static void inSittings(Path journal, int... sittings) throws IOException {
        List<String> lines = Files.readAllLines(journal);
        for (int i = 0; i < sittings.length; i++) {
            JournalEntry e = Json.read(lines.get(i + 1), JournalEntry.class);
            lines.set(i + 1, Json.compact(new JournalEntry(e.request(), e.measurement(), sittings[i], e.runNanos(),
                    e.searchNanos(), e.otherCores(), e.host())));
        }
        Files.write(journal, lines);
    }

    @Test
    void runsThatMeasuredTheSameReproduceEachOtherAndTheirHostTimesArePutSideBySide(@TempDir Path dir)
            throws IOException {
        Path first = journal(dir.resolve("a").resolve(Journal.FILE_NAME), FINGERPRINT,
                new Search(1, 900, 1_000_000_000L), new Search(4, 300, 3_000_000_000L),
                new Search(2, 500, 2_000_000_000L));
        Path second = journal(dir.resolve("b").resolve(Journal.FILE_NAME), FINGERPRINT,
                new Search(4, 300, 2_000_000_000L), new Search(2, 500, 4_000_000_000L),
                new Search(8, 200, 9_000_000_000L));

        // A directory names the journal in it.
        JournalComparison c = JournalComparison.read(dir.resolve("a"), second);
        assertEquals(first, c.first());
        assertEquals(3, c.firstSearches());
        assertEquals(3, c.secondSearches());
        assertEquals(2, c.shared());
        assertEquals(2, c.same());
        assertEquals(List.of(), c.differences());
        assertEquals(List.of(), c.fingerprintDifferences());
        assertTrue(c.reproduced());
        assertEquals(List.of(new JournalComparison.HostTimes(4, 1, 3_000_000_000L, 2_000_000_000L, NaN, NaN),
                new JournalComparison.HostTimes(2, 1, 2_000_000_000L, 4_000_000_000L, NaN, NaN)), c.hostTimes());
        assertEquals(new JournalComparison.HostTimes(0, 2, 5_000_000_000L, 6_000_000_000L, NaN, NaN),
                c.totalHostTimes());
        assertEquals(1.5, c.hostTimes().get(0).ratio());
        assertEquals(0, c.untimed());
    }

    /** Rewrites the journal's search lines as made on {@code hosts}, one for each line in order (null: not said). */
    private static void onHosts(Path journal, String... hosts) throws IOException {
        List<String> lines = Files.readAllLines(journal);
        for (int i = 0; i < hosts.length; i++) {
            JournalEntry e = Json.read(lines.get(i + 1), JournalEntry.class);
            lines.set(i + 1, Json.compact(new JournalEntry(e.request(), e.measurement(), e.run(), e.runNanos(),
                    e.searchNanos(), e.otherCores(), hosts[i])));
        }
        Files.write(journal, lines);
    }

    @Test
    void eachRunsSharedSearchesAreCountedByTheHostTheirLinesNameWithTheSittingsItServed(@TempDir Path dir)
            throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(1, 900, 1_000L),
                new Search(2, 500, 2_000L), new Search(4, 300, 3_000L), new Search(8, 200, 4_000L));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(2, 500, 20L), new Search(4, 300, 30L),
                new Search(8, 200, 40L), new Search(16, 100, 50L));
        inSittings(first, 1, 3, 2, 3);
        onHosts(first, "host a", "host b", "host a", null);
        onHosts(second, "host c", "host c", "host c", "host c");

        JournalComparison c = JournalComparison.read(first, second);
        // Only the three shared searches count (P = 2, 4, 8), in the first journal's order.
        assertEquals(List.of(new JournalComparison.HostSittings(new SearchHost("host b", 1), List.of(3)),
                new JournalComparison.HostSittings(new SearchHost("host a", 1), List.of(2)),
                new JournalComparison.HostSittings(new SearchHost("", 1), List.of(3))), c.firstHosts());
        assertEquals(List.of(new JournalComparison.HostSittings(new SearchHost("host c", 3), List.of(1))),
                c.secondHosts());
    }

    @Test
    void hostTimesAreGroupedByEitherRunsSittingAsByMachineSize(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(1, 900, 1_000L),
                new Search(2, 500, 2_000L), new Search(4, 300, 3_000L), new Search(8, 200, 4_000L));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(1, 900, 10L), new Search(2, 500, 20L),
                new Search(4, 300, 30L), new Search(8, 200, 40L));
        // The first run was resumed twice: its searches in sittings 1, 3, 2, 3; the second made all in one.
        inSittings(first, 1, 3, 2, 3);

        JournalComparison c = JournalComparison.read(first, second);
        assertEquals(List.of(new JournalComparison.HostTimes(1, 1, 1_000L, 10L, NaN, NaN),
                new JournalComparison.HostTimes(2, 1, 3_000L, 30L, NaN, NaN),
                new JournalComparison.HostTimes(3, 2, 6_000L, 60L, NaN, NaN)),
                c.hostTimes(JournalComparison.Grouping.FIRST_RUN_SITTING));
        assertEquals(List.of(new JournalComparison.HostTimes(1, 4, 10_000L, 100L, NaN, NaN)),
                c.hostTimes(JournalComparison.Grouping.SECOND_RUN_SITTING));
        assertEquals(List.of(8, 4, 2, 1), c.hostTimes(JournalComparison.Grouping.MACHINE_SIZE).stream()
                .map(JournalComparison.HostTimes::group).toList());
        assertEquals(c.hostTimes(JournalComparison.Grouping.MACHINE_SIZE), c.hostTimes());
        assertEquals(new JournalComparison.HostTimes(0, 4, 10_000L, 100L, NaN, NaN), c.totalHostTimes());
    }

    @Test
    void theOtherProcessesLoadIsAveragedOverEachGroupsHostTimeAndUnknownWhereTheSearchesThatSayItAreTooFew(
            @TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(8, 200, 1_000L, 0.5),
                new Search(4, 300, 3_000L, 0.1), new Search(2, 500, 1_000L), new Search(1, 900, 2_000L, 1.25));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(8, 200, 10L, 0.0),
                new Search(4, 300, 30L, 0.123_4), new Search(2, 500, 10L, 2.0), new Search(1, 900, 20L, 0.0));
        // The first run made P = 8 and 4 in its first sitting, the others in a second.
        inSittings(first, 1, 1, 2, 2);

        JournalComparison c = JournalComparison.read(first, second);
        // A line keeps thousandths, so 0.1234 is read back as 0.123.
        assertEquals(List.of(new JournalComparison.HostTimes(8, 1, 1_000L, 10L, 0.5, 0.0),
                new JournalComparison.HostTimes(4, 1, 3_000L, 30L, 0.1, 0.123),
                new JournalComparison.HostTimes(2, 1, 1_000L, 10L, NaN, 2.0),
                new JournalComparison.HostTimes(1, 1, 2_000L, 20L, 1.25, 0.0)), c.hostTimes());
        // Sitting 1: (0.5 * 1,000 + 0.1 * 3,000) / 4,000; in sitting 2 the search that does not say has a third of
        // the first run's host time, and in all a seventh.
        List<JournalComparison.HostTimes> bySitting = c.hostTimes(JournalComparison.Grouping.FIRST_RUN_SITTING);
        assertEquals(0.2, bySitting.get(0).firstOtherCores(), 1e-12);
        assertEquals((0.123 * 30) / 40, bySitting.get(0).secondOtherCores(), 1e-12);
        assertTrue(Double.isNaN(bySitting.get(1).firstOtherCores()));
        assertEquals((2.0 * 10) / 30, bySitting.get(1).secondOtherCores(), 1e-12);
        assertTrue(Double.isNaN(c.totalHostTimes().firstOtherCores()));
        assertEquals((0.123 * 30 + 2.0 * 10) / 70, c.totalHostTimes().secondOtherCores(), 1e-12);
    }

    @Test
    void aShortSearchThatDoesNotSayTheLoadLeavesItsGroupsFigureToTheOthers(@TempDir Path dir) throws IOException {
        // P = 2's search was shorter than the kernel's tick in the first run: a twentieth of the group's host time.
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(4, 300, 9_500L, 0.2),
                new Search(2, 500, 500L));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(4, 300, 800L, 0.5),
                new Search(2, 500, 200L));
        inSittings(first, 1, 1);
        inSittings(second, 1, 1);

        JournalComparison c = JournalComparison.read(first, second);

        assertEquals(new JournalComparison.HostTimes(1, 2, 10_000L, 1_000L, 0.2, NaN),
                c.hostTimes(JournalComparison.Grouping.FIRST_RUN_SITTING).get(0),
                "the first run's searches that say cover 95% of its time, the second's 80%");
    }

    @Test
    void aSearchThatMeasuredOtherwiseIsNamedWithTheFiguresThatMoved(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(1, 900, 1), new Search(2, 500, 1),
                new Search(4, 300, 1));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(1, 900, 1),
                new Search(2, 501, "d2d4", 1), new Search(4, 300, 1));

        JournalComparison c = JournalComparison.read(first, second);
        assertEquals(3, c.shared());
        assertEquals(2, c.same());
        assertFalse(c.reproduced());
        assertEquals(List.of(new JournalComparison.Difference(
                "kaufman k01 d3 P=2 defaults", List.of("time: 500 / 501", "bestMove: e2e4 / d2d4"))),
                c.differences());
    }

    /** Writes {@code second}: the journal {@code first} of one search, its measurement changed by {@code changed}. */
    private static Path withMeasurement(Path first, Path second, UnaryOperator<Measurement> changed)
            throws IOException {
        List<String> lines = Files.readAllLines(first);
        JournalEntry e = Json.read(lines.get(1), JournalEntry.class);
        return Files.write(second, List.of(lines.get(0),
                Json.compact(new JournalEntry(e.request(), changed.apply(e.measurement()), 1, 1, 1, null, null))));
    }

    private static Measurement with(Measurement m, List<Long> cycles, double[] ideal) {
        return new Measurement(m.clockHz(), m.time(), m.work(), m.span(), m.nodes(), m.serialWork(), m.bestMove(),
                m.score(), m.activities(), cycles, m.idealBinCycles(), ideal, m.utilizationBucketCycles(),
                m.workingNodes(), m.busyNodes(), m.operations(), m.operationCycles());
    }

    @Test
    void aListOfAnotherLengthIsNamedWithBothLengthsAndOneOfTheSameByItsFirstEntryThatMoved(@TempDir Path dir)
            throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1));

        Path longer = withMeasurement(first, dir.resolve("b.jsonl"),
                m -> with(m, m.cycles(), new double[] {1.0, 2.5, 1.0}));
        assertEquals(List.of("idealParallelism: a list of 2 / a list of 3"),
                JournalComparison.read(first, longer).differences().get(0).fields());

        Path shifted = withMeasurement(first, dir.resolve("c.jsonl"),
                m -> with(m, List.of(4_000L, 1_001L, 499L), m.idealParallelism()));
        assertEquals(List.of("cycles[1] (waiting on the throttle): 1000 / 1001, and 1 more of its 3 entries"),
                JournalComparison.read(first, shifted).differences().get(0).fields());

        Path oneMoved = withMeasurement(first, dir.resolve("d.jsonl"),
                m -> with(m, m.cycles(), new double[] {1.0, 2.25}));
        assertEquals(List.of("idealParallelism[1]: 2.5 / 2.25"),
                JournalComparison.read(first, oneMoved).differences().get(0).fields());
    }

    private static Measurement withTimeline(Measurement m, double[] working) {
        return new Measurement(m.clockHz(), m.time(), m.work(), m.span(), m.nodes(), m.serialWork(), m.bestMove(),
                m.score(), m.activities(), m.cycles(), m.idealBinCycles(), m.idealParallelism(), 1000, working,
                new double[0], m.operations(), m.operationCycles());
    }

    @Test
    void aTimelineThatRanOnPastTheRunsEndWithIdleBucketsMeasuredTheSame(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1));
        Path trimmed = withMeasurement(first, dir.resolve("b.jsonl"), m -> withTimeline(m, new double[] {2, 1.5}));
        Path padded = withMeasurement(first, dir.resolve("c.jsonl"), m -> withTimeline(m, new double[] {2, 1.5, 0, 0}));
        Path moved = withMeasurement(first, dir.resolve("d.jsonl"), m -> withTimeline(m, new double[] {2, 1.25, 0}));

        assertEquals(List.of(), JournalComparison.read(trimmed, padded).differences());
        assertEquals(List.of("workingNodes[1]: 1.5 / 1.25"),
                JournalComparison.read(trimmed, moved).differences().get(0).fields());
    }

    @Test
    void runsOfOtherConfigurationsShareTheSearchesTheyShareAndTheFingerprintsDifferencesAreNamed(@TempDir Path dir)
            throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1));
        Path second = journal(dir.resolve("b.jsonl"),
                Fingerprint.of(Map.of("code", "d", "plan.seed", "1", "plan.extra", "x")), new Search(2, 500, 1));

        JournalComparison c = JournalComparison.read(first, second);
        assertEquals(List.of("code", "plan.extra"), c.fingerprintDifferences());
        assertTrue(c.searchesMayDiffer());
        assertTrue(c.reproduced());

        Path planOnly = journal(dir.resolve("c.jsonl"),
                Fingerprint.of(Map.of("code", "c", "plan.seed", "1", "plan.extra", "x")), new Search(2, 500, 1));
        JournalComparison plans = JournalComparison.read(first, planOnly);
        assertEquals(List.of("plan.extra"), plans.fingerprintDifferences());
        assertFalse(plans.searchesMayDiffer());

        JournalComparison same = JournalComparison.read(first, first);
        assertEquals(List.of(), same.fingerprintDifferences());
        assertFalse(same.searchesMayDiffer());
    }

    @Test
    void runsThatShareNoSearchReproduceNothing(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1));
        Path second = journal(dir.resolve("b.jsonl"), FINGERPRINT, new Search(4, 300, 1));

        JournalComparison c = JournalComparison.read(first, second);
        assertEquals(0, c.shared());
        assertFalse(c.reproduced());
        assertEquals(List.of(), c.hostTimes());
    }

    @Test
    void aSearchJournaledWithoutItsHostTimeIsComparedButNotTimed(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 7), new Search(4, 300, 5));
        Path second = dir.resolve("b.jsonl");
        List<String> lines = Files.readAllLines(first);
        JournalEntry unstamped = Json.read(lines.get(1), JournalEntry.class);
        Files.write(second, List.of(lines.get(0), Json.compact(new JournalEntry(unstamped.request(),
                unstamped.measurement(), 0, 0, 0, null, null)), lines.get(2)));

        JournalComparison c = JournalComparison.read(first, second);
        assertTrue(c.reproduced());
        assertEquals(1, c.untimed());
        assertEquals(List.of(new JournalComparison.HostTimes(4, 1, 5, 5, NaN, NaN)), c.hostTimes());
    }

    @Test
    void aRunCutShortIsComparedUpToItsLastWholeLine(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1), new Search(4, 300, 1));
        Path second = dir.resolve("b.jsonl");
        List<String> lines = Files.readAllLines(first);
        Files.writeString(second, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(2).substring(0, 40));

        JournalComparison c = JournalComparison.read(first, second);
        assertEquals(1, c.secondSearches());
        assertEquals(1, c.shared());
        assertTrue(c.reproduced());
    }

    @Test
    void whatIsNoJournalIsRefusedByName(@TempDir Path dir) throws IOException {
        Path first = journal(dir.resolve("a.jsonl"), FINGERPRINT, new Search(2, 500, 1));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> JournalComparison.read(first, dir.resolve("nowhere")));
        assertEquals("no journal at " + dir.resolve("nowhere"), missing.getMessage());

        Path text = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        IllegalArgumentException foreign = assertThrows(IllegalArgumentException.class,
                () -> JournalComparison.read(text, first));
        assertEquals(text + " is not a bench journal: its first line is not JSON", foreign.getMessage());

        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");
        IllegalArgumentException nothing = assertThrows(IllegalArgumentException.class,
                () -> JournalComparison.read(first, empty));
        assertEquals(empty + " holds no whole first line: the run that made it stopped before it had written one",
                nothing.getMessage());

        Path damaged = dir.resolve("damaged.jsonl");
        List<String> lines = Files.readAllLines(first);
        Files.write(damaged, List.of(lines.get(0), "{\"broken\"", lines.get(1)));
        IllegalArgumentException broken = assertThrows(IllegalArgumentException.class,
                () -> JournalComparison.read(first, damaged));
        assertTrue(broken.getMessage().startsWith(damaged + " line 2 is not a journal entry"), broken.getMessage());

        // Lines that are JSON but no entry: nothing at all, and a request without its switches.
        ObjectNode unswitched = (ObjectNode) Json.parse(lines.get(1));
        ((ObjectNode) unswitched.get("request")).remove("switches");
        for (String line : List.of("null", Json.compact(unswitched))) {
            Files.write(damaged, List.of(lines.get(0), line, lines.get(1)));
            IllegalArgumentException notAnEntry = assertThrows(IllegalArgumentException.class,
                    () -> JournalComparison.read(first, damaged));
            assertTrue(notAnEntry.getMessage().startsWith(damaged + " line 2 is not a journal entry"),
                    notAnEntry.getMessage());
        }
    }
}

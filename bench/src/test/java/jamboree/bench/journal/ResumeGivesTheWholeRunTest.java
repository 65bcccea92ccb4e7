package jamboree.bench.journal;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.report.ReportWriter;
import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.EarlierRuns;
import jamboree.bench.run.HostShare;
import jamboree.bench.run.HostUsage;
import jamboree.bench.run.KeptSearch;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SmallBenchTest's plan (two positions on 1, 2 and 4 nodes, an ablation, a validation sweep and the profiled run: 11
 * searches) run whole, then as if stopped after {@link #KEPT} searches, its journal cut there with the next line
 * torn, and resumed, two searches at a time: the result, the signature and every report file are the whole run's,
 * and the resumed run searched only what the journal did not hold.
 */
class ResumeGivesTheWholeRunTest {

    private static final int KEPT = 4;
    private static final int SEARCHES = 11;

    @TempDir
    static Path dir;

    private static final MachineConfig MACHINE = MachineConfig.load();
    private static BenchResult whole;
    private static List<String> wholeLines;
    private static BenchResult resumed;
    private static List<TrialRequest> resumedAsked;
    private static List<String> resumedNotes;
    private static final AtomicInteger recalled = new AtomicInteger();
    private static final AtomicInteger started = new AtomicInteger();
    private static Path cut;

    static BenchPlan plan() {
        return new BenchPlan(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2), 3, BenchPlan.powersOfTwo(4), 1,
                List.of(new AblationSpec("throttle-p4", "throttles", 4,
                        List.of(Settings.BASELINE, Settings.BASELINE.with(Switch.THROTTLE, "naive")))),
                SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC).first(1), List.of(1, 4), 1, 4, false);
    }

    private static Fingerprint fingerprint(SimulatedTrialSource source) {
        return RunFingerprint.of("this code", source.schedulerConfig(), source.machineConfig(), plan());
    }

    @BeforeAll
    static void runWholeThenCutAndResume() throws IOException {
        Path wholeJournal = dir.resolve("whole").resolve(Journal.FILE_NAME);
        Files.createDirectories(wholeJournal.getParent());
        try (SimulatedTrialSource simulated = SimulatedTrialSource.defaultsOn(MACHINE);
             CountingSource source = new CountingSource(simulated);
             Journal journal = Journal.start(wholeJournal, fingerprint(simulated), false, note -> { })) {
            whole = new BenchRunner(source, MACHINE, HostShare.of(1), journal).run(plan(), BenchListener.NONE);
            assertEquals(SEARCHES, source.asked().size());
        }
        wholeLines = Files.readAllLines(wholeJournal);

        cut = dir.resolve("cut").resolve(Journal.FILE_NAME);
        Files.createDirectories(cut.getParent());
        String torn = wholeLines.get(KEPT + 1).substring(0, wholeLines.get(KEPT + 1).length() / 2);
        Files.writeString(cut, String.join("\n", wholeLines.subList(0, KEPT + 1)) + "\n" + torn);

        HostShare two = new HostShare(2, 2, Runtime.getRuntime().maxMemory());
        MachineConfig oneThreadEach = two.machineFor(MACHINE.with("simulation.threads", 0));
        resumedNotes = new ArrayList<>();
        try (SimulatedTrialSource simulated = SimulatedTrialSource.defaultsOn(oneThreadEach);
             CountingSource source = new CountingSource(simulated);
             Journal journal = Journal.start(cut, fingerprint(simulated), true, resumedNotes::add)) {
            resumed = new BenchRunner(source, oneThreadEach, two, journal).run(plan(), new BenchListener() {
                @Override
                public void started(TrialRequest request) {
                    started.incrementAndGet();
                }

                @Override
                public void recalled(KeptSearch search) {
                    recalled.incrementAndGet();
                }
            });
            resumedAsked = source.asked();
        }
    }

    @Test
    void theResultIsTheWholeRunsFigureForFigure() {
        assertEquals("signature: nodes 34944 cycles 223884196 trials 10", whole.signature(), "SmallBenchTest's");
        assertEquals(whole.signature(), resumed.signature());
        assertEquals(figures(whole), figures(resumed));
        assertTrue(resumed.profiled().ideal().parallelism().length > 0, "the profiled run kept its profiles");
        assertEquals(EarlierRuns.NONE, whole.earlier());
        assertEquals(1, resumed.earlier().runs());
        assertTrue(resumed.earlier().known() && resumed.earlier().hostNanos() > 0, resumed.earlier().toString());
    }

    @Test
    void onlyTheSearchesTheJournalDidNotHoldWereMade() {
        assertEquals(SEARCHES - KEPT, resumedAsked.size(), "the torn line's search is made again");
        assertEquals(SEARCHES - KEPT, started.get());
        assertEquals(KEPT, recalled.get());
        Set<RequestKey> kept = wholeLines.subList(1, KEPT + 1).stream()
                .map(l -> jamboree.machine.json.Json.read(l, JournalEntry.class).key()).collect(Collectors.toSet());
        assertEquals(KEPT, kept.size());
        assertTrue(resumedAsked.stream().map(RequestKey::of).noneMatch(kept::contains), resumedAsked.toString());
        assertEquals(List.of("the last line of " + cut + " was cut short when its run stopped; left out, its search"
                + " is made again", "resuming from " + cut + ": " + KEPT + " searches done are not made again"),
                resumedNotes);
    }

    @Test
    void theResumedJournalHoldsEverySearchWholeAndResumesWithoutSearching() throws IOException {
        List<String> lines = Files.readAllLines(cut);
        assertEquals(wholeLines.get(0), lines.get(0), "the same header");
        assertEquals(JournalLines.searches(wholeLines), JournalLines.searches(lines),
                "the same searches, in the order they finished");
        assertEquals(wholeLines.subList(1, KEPT + 1), lines.subList(1, KEPT + 1), "the first run's lines kept");
        assertTrue(lines.subList(KEPT + 1, lines.size()).stream().allMatch(l -> JournalLines.run(l) == 2),
                "the resumed run's lines stamped as the second run's");
        try (SimulatedTrialSource simulated = SimulatedTrialSource.defaultsOn(MACHINE);
             CountingSource source = new CountingSource(simulated);
             Journal journal = Journal.start(cut, fingerprint(simulated), true, note -> { })) {
            BenchResult again = new BenchRunner(source, MACHINE, HostShare.of(1), journal).run(plan(),
                    BenchListener.NONE);
            assertEquals(List.of(), source.asked());
            assertEquals(whole.signature(), again.signature());
        }
    }

    @Test
    void theReportFilesAreTheWholeRunsByteForByte() throws IOException {
        Path a = ReportWriter.write(withoutHostTime(whole), dir.resolve("report-whole")).directory();
        Path b = ReportWriter.write(withoutHostTime(resumed), dir.resolve("report-resumed")).directory();
        List<String> files = names(a);
        assertEquals(files, names(b));
        assertTrue(files.contains("trials.csv") && files.contains("report.json") && files.contains("index.html"),
                files.toString());
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
        }
        assertFalse(files.contains(Journal.FILE_NAME), "the journal is no part of the report");
    }

    @Test
    void journaledOnlyWritesTheReportOfTheSearchesHeldAndNamesTheOthers() throws IOException {
        Path held = dir.resolve("held").resolve(Journal.FILE_NAME);
        Files.createDirectories(held.getParent());
        Files.writeString(held, String.join("\n", wholeLines.subList(0, KEPT + 1)) + "\n");
        BenchResult partial;
        try (SimulatedTrialSource simulated = SimulatedTrialSource.defaultsOn(MACHINE);
             CountingSource source = new CountingSource(simulated);
             Journal journal = Journal.start(held, fingerprint(simulated), true, note -> { })) {
            partial = new BenchRunner(source, MACHINE, HostShare.of(2), journal).journaledOnly().run(plan(),
                    BenchListener.NONE);
            assertEquals(List.of(), source.asked(), "no search made");
        }
        assertEquals(wholeLines.subList(0, KEPT + 1), Files.readAllLines(held), "the journal is left as it was");
        assertEquals(figures(whole).subList(0, KEPT), partial.trials().stream().map(TrialFigures::of).toList(),
                "the journaled searches, in the plan's order");
        assertEquals(null, partial.profiled(), "the profiled run is the plan's last search, not journaled");
        List<TrialRequest> plan = BenchRunner.searches(plan());
        assertEquals(plan.subList(KEPT, SEARCHES).stream().map(BenchResult::describe).toList(),
                partial.missing().stream().map(BenchResult::describe).toList());
        assertFalse(partial.complete());
        long nodes = whole.trials().subList(0, KEPT).stream().mapToLong(Trial::nodes).sum();
        assertEquals("signature: nodes " + nodes + " cycles " + partial.totalCycles() + " trials " + KEPT
                + " (incomplete: " + (SEARCHES - KEPT) + " searches of the plan not made)", partial.signature());

        Path report = ReportWriter.write(partial, dir.resolve("report-held")).directory();
        String html = Files.readString(report.resolve("index.html"));
        assertTrue(html.contains("<b>Incomplete:</b>"), "the page says it is incomplete");
        for (TrialRequest r : partial.missing()) {
            assertTrue(html.contains("<li><code>" + BenchResult.describe(r) + "</code></li>"), BenchResult.describe(r));
        }
        assertEquals(partial.missing().stream().map(BenchResult::describe).toList(), missingInJson(report));
        assertEquals(List.of(), missingInJson(ReportWriter.write(whole, dir.resolve("report-whole-2")).directory()),
                "a whole run names none");
    }

    @Test
    void journaledOnlyOnAWholeJournalIsTheWholeRun() throws IOException {
        Path all = dir.resolve("all").resolve(Journal.FILE_NAME);
        Files.createDirectories(all.getParent());
        Files.write(all, wholeLines);
        try (SimulatedTrialSource simulated = SimulatedTrialSource.defaultsOn(MACHINE);
             CountingSource source = new CountingSource(simulated);
             Journal journal = Journal.start(all, fingerprint(simulated), true, note -> { })) {
            BenchResult again = new BenchRunner(source, MACHINE, HostShare.of(1), journal).journaledOnly()
                    .run(plan(), BenchListener.NONE);
            assertEquals(List.of(), source.asked());
            assertTrue(again.complete());
            assertEquals(whole.signature(), again.signature());
            assertEquals(figures(whole), figures(again));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> missingInJson(Path report) throws IOException {
        Map<String, Object> root = jamboree.machine.json.Json.read(Files.readString(report.resolve("report.json")),
                Map.class);
        return (List<String>) ((Map<String, Object>) root.get("run")).get("missingSearches");
    }

    private static List<String> figures(BenchResult r) {
        List<String> all = new ArrayList<>(r.trials().stream().map(TrialFigures::of).toList());
        all.add(TrialFigures.of(r.profiled()));
        return all;
    }

    /** Host time is the one thing that differs between runs; it is not part of what is compared. */
    private static BenchResult withoutHostTime(BenchResult r) {
        return new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(), HostUsage.wallOnly(0), EarlierRuns.NONE,
                r.scheduler());
    }

    private static List<String> names(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}

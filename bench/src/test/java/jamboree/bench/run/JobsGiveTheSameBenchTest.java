package jamboree.bench.run;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.report.ReportWriter;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The same small bench (three positions, P = 1..8, two ablations, a validation sweep, the profiled run) run one
 * search at a time on two-thread machines and three at a time on one-thread machines: every figure and every report
 * file must be the same.
 */
class JobsGiveTheSameBenchTest {

    private static BenchResult sequential;
    private static BenchResult sideBySide;
    private static final Set<String> sideBySideThreads = new HashSet<>();
    private static int sideBySideFinished;

    @BeforeAll
    static void runBoth() {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(3);
        Suite bk = SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC).first(1);
        BenchPlan plan = new BenchPlan(kaufman, 3, BenchPlan.powersOfTwo(8), 1,
                BenchPlan.standardAblations(4).subList(0, 2), bk, List.of(1, 8), 1, 8, false);
        MachineConfig machine = MachineConfig.load().withSimulationThreads(2);
        try (SimulatedTrialSource source = SimulatedTrialSource.defaultsOn(machine)) {
            sequential = new BenchRunner(source, machine, HostShare.of(1)).run(plan, BenchListener.NONE);
        }
        HostShare three = new HostShare(3, 2, Runtime.getRuntime().maxMemory());
        MachineConfig shared = three.machineFor(machine.with("simulation.threads", 0));
        try (SimulatedTrialSource source = SimulatedTrialSource.defaultsOn(shared)) {
            sideBySide = new BenchRunner(source, shared, three).run(plan, new BenchListener() {
                // Not thread-safe on purpose: the runner must call it one thread at a time.
                @Override
                public void started(TrialRequest request) {
                    sideBySideThreads.add(Thread.currentThread().getName());
                }

                @Override
                public void finished(Trial trial) {
                    sideBySideFinished++;
                }
            });
        }
    }

    @Test
    void theSignatureIsTheSame() {
        assertEquals(sequential.signature(), sideBySide.signature());
        assertEquals(3 * 4 + 3 * 3 + 3 * 2 + 2, sequential.trials().size(), "sweep, 2 ablations, validation");
    }

    @Test
    void everyTrialIsTheSameInTheSameOrder() {
        assertEquals(sequential.trials().size(), sideBySide.trials().size());
        for (int i = 0; i < sequential.trials().size(); i++) {
            assertSameFigures(sequential.trials().get(i), sideBySide.trials().get(i));
        }
        assertSameFigures(sequential.profiled(), sideBySide.profiled());
        assertTrue(sideBySide.profiled().ideal().parallelism().length > 0, "the profiles were recorded");
    }

    @Test
    void theSearchesReallyRanSideBySideAndEveryOneWasReported() {
        assertTrue(sideBySideThreads.size() > 1, "threads: " + sideBySideThreads);
        assertTrue(sideBySideThreads.stream().allMatch(n -> n.startsWith("jamboree-bench-")), sideBySideThreads.toString());
        assertEquals(sideBySide.trials().size() + 1, sideBySideFinished);
    }

    @Test
    void theHostCostsCoverEverySearchButTheProfiledRunWhicheverThreadMadeIt() {
        for (BenchResult r : List.of(sequential, sideBySide)) {
            assertEquals(r.trials().size(), r.costs().rows().stream().mapToInt(c -> c.host().searches()).sum());
            assertEquals(r.trials().stream().mapToLong(Trial::nodes).sum(),
                    r.costs().rows().stream().mapToLong(c -> c.host().positions()).sum());
        }
        assertEquals(sequential.costs().rows().stream().map(c -> c.configuration() + " " + c.processors()).toList(),
                sideBySide.costs().rows().stream().map(c -> c.configuration() + " " + c.processors()).toList());
    }

    @Test
    void theReportFilesAreTheSameByteForByte(@TempDir Path dir) throws IOException {
        // Host time is the one thing that differs between runs; it is not part of what is compared.
        Path a = ReportWriter.write(withoutHostTime(sequential), dir.resolve("one")).directory();
        Path b = ReportWriter.write(withoutHostTime(sideBySide), dir.resolve("three")).directory();
        List<String> files = names(a);
        assertEquals(files, names(b));
        assertTrue(files.contains("trials.csv") && files.contains("report.json"), files.toString());
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
        }
    }

    private static BenchResult withoutHostTime(BenchResult r) {
        return new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(), HostUsage.wallOnly(0), EarlierRuns.NONE,
                r.scheduler());
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return new ArrayList<>(files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static void assertSameFigures(Trial expected, Trial actual) {
        assertEquals(figures(expected), figures(actual));
        assertArrayEquals(expected.ideal().parallelism(), actual.ideal().parallelism(), expected.position());
        assertEquals(expected.ideal().binCycles(), actual.ideal().binCycles());
        assertEquals(expected.utilization().bucketCycles(), actual.utilization().bucketCycles());
        assertArrayEquals(expected.utilization().workingNodes(), actual.utilization().workingNodes());
        assertArrayEquals(expected.utilization().busyNodes(), actual.utilization().busyNodes());
    }

    /** Every scalar of a trial and its breakdown, in one comparable line. */
    private static String figures(Trial t) {
        return String.join(" ", Arrays.asList(t.suite(), t.position(), "" + t.index(), "" + t.depth(),
                "" + t.processors(), t.settings().label(), "" + t.seed(), "" + t.clockHz(), "" + t.time(),
                "" + t.work(), "" + t.span(), "" + t.nodes(), "" + t.serialWork(), t.bestMove(), "" + t.score(),
                t.breakdown().toString()));
    }
}

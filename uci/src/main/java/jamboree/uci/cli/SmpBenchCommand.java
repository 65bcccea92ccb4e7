package jamboree.uci.cli;

import jamboree.bench.run.HostMeter;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.Profile;
import jamboree.engine.smp.LazySmpSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.config.SchedulerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree smp-bench}: the time to depth of the parallel searches (Lazy SMP, and Jamboree on the native
 * machine with the full profile) against the serial search (profile full) over the Kaufman and Bratko-Kopec
 * positions, and the nodes per second of each, as figures to read (not a pass/fail test). Every search starts from
 * empty tables; the searches of one position run one after the other, so a change in the host's load falls on all of
 * them alike.
 */
@Command(name = "smp-bench",
        mixinStandardHelpOptions = true,
        description = {"Time to depth of Lazy SMP and of Jamboree on the native machine against the serial search,"
                + " and nodes per second, over the Kaufman and Bratko-Kopec positions.",
                "Speedup of a position = serial time / parallel time to the same depth; the summary gives their"
                        + " geometric mean and the worst position."})
public final class SmpBenchCommand implements Callable<Integer> {
    private static final int MAX_DEPTH = 30;
    private static final int MAX_THREADS = 512;
    private static final String LAZY_SMP = "lazy-smp";
    private static final String JAMBOREE = "jamboree";

    @Spec
    CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D",
            description = "Depth of every search (default: the depth where the serial search takes about 3.5 s per"
                    + " position on this host, measured first on a few of the positions).")
    Integer depth;

    @Option(names = "--threads", paramLabel = "N,N...", split = ",",
            description = "Thread counts to measure (default ${DEFAULT-VALUE}).")
    List<Integer> threads = new ArrayList<>(List.of(1, 2));

    @Option(names = "--positions", paramLabel = "N",
            description = "Only the first N positions of each suite (default: all).")
    Integer positions;

    @Option(names = "--hash", paramLabel = "MB", description = "Table size of every engine (default ${DEFAULT-VALUE};"
            + " Jamboree's threads share it out for their leaf searches, as with the UCI option Hash).")
    int hashMegabytes = 64;

    @Option(names = "--algorithm", paramLabel = "ALGORITHM",
            description = "Parallel search to measure: lazy-smp, jamboree (the native machine, profile full) or both"
                    + " (default ${DEFAULT-VALUE}).")
    String algorithm = "lazy-smp";

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (depth != null && (depth < 1 || depth > MAX_DEPTH)) {
            return usage(err, "--depth must be between 1 and " + MAX_DEPTH + ", got " + depth);
        }
        if (threads.isEmpty() || threads.stream().anyMatch(t -> t < 1 || t > MAX_THREADS)) {
            return usage(err, "--threads takes counts between 1 and " + MAX_THREADS + ", got " + threads);
        }
        if (positions != null && positions < 1) {
            return usage(err, "--positions must be at least 1, got " + positions);
        }
        if (hashMegabytes < 1) {
            return usage(err, "--hash must be at least 1 MB, got " + hashMegabytes);
        }
        List<String> algorithms = switch (algorithm) {
            case "lazy-smp" -> List.of(LAZY_SMP);
            case "jamboree" -> List.of(JAMBOREE);
            case "both" -> List.of(LAZY_SMP, JAMBOREE);
            default -> null;
        };
        if (algorithms == null) {
            return usage(err, "--algorithm takes lazy-smp, jamboree or both, got " + algorithm);
        }
        List<EpdRecord> suite = new ArrayList<>(suite(ShippedSuites.KAUFMAN));
        suite.addAll(suite(ShippedSuites.BRATKO_KOPEC));

        out.printf(Locale.ROOT, "host: %d cores (Runtime.availableProcessors()), load average %s%n",
                Runtime.getRuntime().availableProcessors(), loadAverage());
        SerialSearch serial = new SerialSearch(SearchClock.SYSTEM, hashMegabytes);
        List<SearchEngine> engines = new ArrayList<>();
        engines.add(serial);
        List<Contender> contenders = new ArrayList<>();
        for (String a : algorithms) {
            for (int n : threads) {
                Contender c = contender(a, n);
                contenders.add(c);
                engines.add(c.engine());
            }
        }
        try {
            return measure(out, suite, serial, engines, contenders);
        } finally {
            for (SearchEngine engine : engines) {
                if (engine instanceof AutoCloseable closeable) {
                    closeQuietly(closeable);
                }
            }
        }
    }

    /** One parallel engine of the comparison, with the names its figures are printed under. */
    record Contender(String label, String name, int threads, SearchEngine engine) {
    }

    private Contender contender(String algorithm, int n) {
        String plural = n == 1 ? "" : "s";
        if (algorithm.equals(LAZY_SMP)) {
            return new Contender("smp" + n, "Lazy SMP " + n + " thread" + plural, n,
                    new LazySmpSearch(n, SearchClock.SYSTEM, hashMegabytes));
        }
        // As the UCI engine does with Hash: the threads' leaf tables together take the table size.
        SchedulerConfig config = SchedulerConfig.load().with("leaf-table-megabytes", Math.max(1, hashMegabytes / n));
        ParallelSearch search = new ParallelSearch(MachineKind.NATIVE, n, config,
                MachineConfig.load().with("native.threads", n));
        search.setProfile(Profile.FULL);
        search.setMoveOverheadMs(0);
        search.prepare();
        return new Contender("jam" + n, "Jamboree " + n + " thread" + plural, n, search);
    }

    private int measure(PrintWriter out, List<EpdRecord> suite, SerialSearch serial, List<SearchEngine> engines,
                        List<Contender> contenders) {
        warmUp(engines);
        int d = depth != null ? depth : calibrate(serial, suite, out);
        out.printf(Locale.ROOT, "depth %d, %d positions, %d MB of table per engine, empty tables before each"
                + " search%n", d, suite.size(), hashMegabytes);
        out.flush();

        TimeToDepth figures = new TimeToDepth(contenders.stream().map(Contender::label).toList(),
                contenders.stream().map(Contender::name).toList(),
                contenders.stream().mapToInt(Contender::threads).toArray());
        for (EpdRecord record : suite) {
            Position position = Fen.parse(record.fen());
            long[] nanos = new long[engines.size()];
            long[] cpuNanos = new long[engines.size()];
            long[] nodes = new long[engines.size()];
            for (int e = 0; e < engines.size(); e++) {
                SearchEngine engine = engines.get(e);
                engine.clear();
                long cpuStart = processCpuNanos();
                long start = System.nanoTime();
                SearchResult result = engine.search(position, SearchLimits.ofDepth(d), SearchListener.NONE);
                nanos[e] = System.nanoTime() - start;
                cpuNanos[e] = processCpuNanos() - cpuStart;
                nodes[e] = result.nodes();
            }
            out.println(figures.add(record.id(), nanos, cpuNanos, nodes));
            out.flush();
        }
        figures.summary(out);
        out.printf(Locale.ROOT, "load average at the end %s (other programs on this host slow every figure)%n",
                loadAverage());
        out.flush();
        return 0;
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // Releasing a machine's threads at the end: nothing left to measure depends on it.
        }
    }

    private List<EpdRecord> suite(String name) {
        List<EpdRecord> records = Epd.parseAll(ShippedSuites.text(name), name);
        return positions == null ? records : records.subList(0, Math.min(positions, records.size()));
    }

    /** A few seconds of every engine, so that compilation does not fall on the first position's times. */
    private static void warmUp(List<SearchEngine> engines) {
        for (SearchEngine engine : engines) {
            engine.search(Position.startPosition(), SearchLimits.ofMoveTime(1000), SearchListener.NONE);
            engine.clear();
        }
    }

    private static int calibrate(SerialSearch serial, List<EpdRecord> suite, PrintWriter out) {
        List<Position> samples = new ArrayList<>();
        // A few positions spread over the suites: the first, the middle and the last.
        for (int i : new int[] {0, suite.size() / 2, suite.size() - 1}) {
            samples.add(Fen.parse(suite.get(i).fen()));
        }
        out.printf(Locale.ROOT, "choosing the depth: serial search of %d positions for up to %d s each...%n",
                samples.size(), 2 * DepthCalibration.TARGET_MS / 1000);
        out.flush();
        int chosen = DepthCalibration.depth(serial, samples);
        serial.clear();
        return chosen;
    }

    /** Processor time of this JVM so far (every thread's, the compiler's and collector's too); 0 if unknown. */
    private static long processCpuNanos() {
        return Math.max(0, HostMeter.processCpuNanos());
    }

    private static String loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load);
    }

    private static int usage(PrintWriter err, String message) {
        err.println("jamboree smp-bench: " + message);
        err.flush();
        return 2;
    }
}

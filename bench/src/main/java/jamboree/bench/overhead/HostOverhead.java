package jamboree.bench.overhead;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.MachineFootprint;
import jamboree.machine.MachineType;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.NodeMemoryBudget;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Measures the host time of a run of the simulated CM-5 against the serial search of the same positions, on one machine
 * size at a time. Both engines search every position from a cleared memory, so a position's figures do not depend on
 * the ones before it. A first round over the positions warms the JIT for both and is reported as the cold figure; then
 * several timed rounds follow, and each position keeps its fastest time of them, the estimate least disturbed by other
 * work on the host.
 *
 * <p>The ratio of host times is the product of two ratios that the table keeps apart: the positions the simulated
 * search visits against the serial search's (on many nodes the parallel search does extra work, and the host really
 * searches every position of it), and the host time per position visited (the simulator's own cost, with the
 * scheduler's). Only the second is the simulator's to lower.
 */
public final class HostOverhead {

    /** Timed rounds after the warm-up round. */
    public static final int DEFAULT_ROUNDS = 3;

    /**
     * The goals set for the simulator's host time against the serial search's, by machine size (docs/machine.md):
     * a one-node machine and 64 nodes at most 1.5 times, 512 nodes at most 3 times. Other sizes have none.
     */
    private static final Map<Integer, Double> GOALS = Map.of(1, 1.5, 64, 1.5, 512, 3.0);

    /** The largest machine measured: the largest the engine's commands build (16,384 nodes, {@code search}'s limit). */
    public static final int MAX_PROCESSORS = 16_384;

    /**
     * One position's figures.
     *
     * @param id                 the position's EPD id
     * @param serialNanos        the serial search's fastest host time over the timed rounds
     * @param simulatedNanos     the simulated search's fastest host time over the timed rounds
     * @param serialPositions    positions the serial search visited
     * @param simulatedPositions positions the simulated search visited
     * @param simulation         the simulator's events and node windows in the simulated search
     */
    public record Row(String id, long serialNanos, long simulatedNanos, long serialPositions,
                      long simulatedPositions, SimulationCounts simulation) {

        public double ratio() {
            return simulatedNanos / (double) serialNanos;
        }

        /** The simulator's events in the simulated search. */
        public long simulatedEvents() {
            return simulation.totalEvents();
        }
    }

    /**
     * The whole measurement on one machine size.
     *
     * @param processors          the simulated machine's processing nodes
     * @param simulationThreads   host threads the simulator was given (a one-node machine runs on the caller's)
     * @param depth               the search depth
     * @param rows                one per position, in suite order
     * @param coldSerialNanos     the warm-up round's serial host time, all positions
     * @param coldSimulatedNanos  the warm-up round's simulated host time, all positions
     * @param rounds              timed rounds
     */
    public record Result(int processors, int simulationThreads, int depth, List<Row> rows, long coldSerialNanos,
                         long coldSimulatedNanos, int rounds) {

        public Result {
            rows = List.copyOf(rows);
        }

        public long serialNanos() {
            return rows.stream().mapToLong(Row::serialNanos).sum();
        }

        public long simulatedNanos() {
            return rows.stream().mapToLong(Row::simulatedNanos).sum();
        }

        public long serialPositions() {
            return rows.stream().mapToLong(Row::serialPositions).sum();
        }

        public long simulatedPositions() {
            return rows.stream().mapToLong(Row::simulatedPositions).sum();
        }

        public long simulatedEvents() {
            return rows.stream().mapToLong(Row::simulatedEvents).sum();
        }

        /** The simulator's events and node windows, all positions. */
        public SimulationCounts simulation() {
            return rows.stream().map(Row::simulation).reduce(SimulationCounts.NONE, SimulationCounts::plus);
        }

        /** The goal's figure: simulated host time over serial host time, warm, all positions. */
        public double ratio() {
            return simulatedNanos() / (double) serialNanos();
        }

        public double coldRatio() {
            return coldSimulatedNanos / (double) coldSerialNanos;
        }

        /** The position with the largest ratio: the goal holds for each position, not only for the suite. */
        public Row worst() {
            return rows.stream().max(java.util.Comparator.comparingDouble(Row::ratio)).orElseThrow();
        }

        /** The positions the simulated search visited per position of the serial search's. */
        public double positionsRatio() {
            return simulatedPositions() / (double) serialPositions();
        }

        /**
         * The ratio per position searched, which leaves out that the two searches visit different trees; times
         * {@link #positionsRatio()} it is {@link #ratio()}.
         */
        public double ratioPerPosition() {
            return (simulatedNanos() / (double) simulatedPositions()) / (serialNanos() / (double) serialPositions());
        }

        /** The simulator's events per second of the simulated searches' host time. */
        public double eventsPerHostSecond() {
            return simulatedEvents() / (simulatedNanos() / 1e9);
        }

        /** The goal for this machine size, if one was set. */
        public OptionalDouble goal() {
            Double goal = GOALS.get(processors);
            return goal == null ? OptionalDouble.empty() : OptionalDouble.of(goal);
        }
    }

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final Profile profile;

    /**
     * The searches keep neither of the two profiles (the utilization timeline, the ideal-parallelism profile), as the
     * bench's searches keep them only for the one run it draws them from: they change no figure, and charging every
     * node's ledger to them cost the simulated search a few percent of its host time.
     */
    public HostOverhead(SchedulerConfig config, MachineConfig machineConfig, Profile profile) {
        this.config = config.with("profile-bins", 0);
        this.machineConfig = machineConfig.withTimeline(false);
        this.profile = profile;
    }

    /** The configuration both searches run with. */
    SchedulerConfig searchConfig() {
        return config;
    }

    /** The machine both searches run on. */
    MachineConfig searchMachine() {
        return machineConfig;
    }

    /**
     * Measures the first {@code positions} of the Kaufman suite at {@code depth} on each of {@code processors}, one
     * machine size after the other (one machine in memory at a time), and prints a table for each to {@code out} as
     * it is done.
     */
    public static List<Result> run(PrintWriter out, int depth, int positions, List<Integer> processors,
                                   MachineConfig machineConfig) {
        if (positions < 1) {
            throw new IllegalArgumentException("at least one position is needed, got " + positions);
        }
        if (processors.isEmpty()) {
            throw new IllegalArgumentException("at least one machine size is needed");
        }
        HostOverhead overhead = new HostOverhead(SchedulerConfig.load(), machineConfig, Profile.STARTECH);
        // Every size is checked before the first is measured: a bad one found after minutes of searches loses them.
        for (int p : processors) {
            overhead.checkProcessors(p);
        }
        Suite suite = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(positions);
        List<Result> results = new ArrayList<>();
        for (int p : processors) {
            if (!results.isEmpty()) {
                out.println();
            }
            Result result = overhead.measure(suite, depth, DEFAULT_ROUNDS, p);
            print(out, result);
            results.add(result);
        }
        return results;
    }

    /** {@link #measure(Suite, int, int, int)} on one processing node. */
    public Result measure(Suite suite, int depth, int rounds) {
        return measure(suite, depth, rounds, 1);
    }

    /**
     * Searches every position of {@code suite} to {@code depth} serially and on {@code processors} simulated nodes:
     * one warm-up round, then {@code rounds} timed ones.
     */
    public Result measure(Suite suite, int depth, int rounds, int processors) {
        if (depth < 1) {
            throw new IllegalArgumentException("the depth must be at least 1, got " + depth);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("at least one timed round is needed, got " + rounds);
        }
        if (suite.size() == 0) {
            throw new IllegalArgumentException("the suite " + suite.name() + " has no positions");
        }
        checkProcessors(processors);
        int n = suite.size();
        long[] serialBest = new long[n];
        long[] simulatedBest = new long[n];
        Arrays.fill(serialBest, Long.MAX_VALUE);
        Arrays.fill(simulatedBest, Long.MAX_VALUE);
        long[] serialPositions = new long[n];
        long[] simulatedPositions = new long[n];
        SimulationCounts[] simulation = new SimulationCounts[n];
        long coldSerial = 0;
        long coldSimulated = 0;
        try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machineConfig);
             MeasuredSearch simulated = MeasuredSearch.on(MachineKind.CM5, processors, config, machineConfig)) {
            serial.setProfile(profile);
            simulated.setProfile(profile);
            for (int round = 0; round <= rounds; round++) {
                // Serial then simulated, position by position, so that both see the same state of the host.
                for (int i = 0; i < n; i++) {
                    SuitePosition p = suite.positions().get(i);
                    ParallelSearchResult s = searchFresh(serial, p, depth);
                    ParallelSearchResult m = searchFresh(simulated, p, depth);
                    if (round == 0) {
                        coldSerial += s.hostNanos();
                        coldSimulated += m.hostNanos();
                        serialPositions[i] = s.search().nodes();
                        simulatedPositions[i] = m.search().nodes();
                        simulation[i] = simulation(m);
                        if (m.processors() != processors) {
                            // checkProcessors rules this out; the table must never name another machine.
                            throw new IllegalStateException("the simulated machine has " + m.processors()
                                    + " nodes, not the " + processors + " measured");
                        }
                        continue;
                    }
                    checkSame(p, "serial", serialPositions[i], s.search().nodes());
                    checkSame(p, "simulated", simulatedPositions[i], m.search().nodes());
                    serialBest[i] = Math.min(serialBest[i], s.hostNanos());
                    simulatedBest[i] = Math.min(simulatedBest[i], m.hostNanos());
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new Row(suite.positions().get(i).id(), serialBest[i], simulatedBest[i], serialPositions[i],
                    simulatedPositions[i], simulation[i]));
        }
        return new Result(processors, machineConfig.simulationThreads(), depth, rows, coldSerial, coldSimulated,
                rounds);
    }

    /**
     * Refuses a machine size that the simulator would not build as asked: out of range, or so large that the heap
     * would build it with fewer nodes or smaller tables ({@link NodeMemoryBudget}), which would measure another
     * machine than the one the table names.
     */
    private void checkProcessors(int processors) {
        if (processors < 1 || processors > MAX_PROCESSORS) {
            throw new IllegalArgumentException("a machine has 1 to " + MAX_PROCESSORS + " processing nodes, got "
                    + processors);
        }
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(processors, config,
                MachineFootprint.bytesPerNode(MachineType.SIMULATED), MachineFootprint.heapBudget());
        if (fit.changed()) {
            throw new IllegalArgumentException("a machine of " + processors + " nodes does not fit this heap as"
                    + " configured (" + String.join("; ", fit.notes()) + "); give the JVM more heap"
                    + " (JAMBOREE_JAVA_OPTS) or measure a smaller machine");
        }
    }

    private static SimulationCounts simulation(ParallelSearchResult r) {
        SimulationCounts counts = SimulationCounts.NONE;
        for (IterationFigures iteration : r.iterations()) {
            counts = counts.plus(iteration.simulation());
        }
        return counts;
    }

    private static ParallelSearchResult searchFresh(MeasuredSearch search, SuitePosition p, int depth) {
        // Cleared outside the timed search: forgetting the tables is not part of searching.
        search.clear();
        Position root = Fen.parse(p.record().fen());
        return search.searchToDepth(root, depth);
    }

    private static void checkSame(SuitePosition p, String which, long expected, long actual) {
        // Both searches are deterministic from a cleared memory; a difference would make the rounds incomparable.
        if (expected != actual) {
            throw new IllegalStateException("the " + which + " search of " + p.id() + " visited " + actual
                    + " positions, " + expected + " in the warm-up round");
        }
    }

    /**
     * Prints one line per position, the totals, the split of the ratio into positions and host time per position,
     * the simulator's events and node windows and the worst position; the last line is the suite's figure.
     */
    public static void print(PrintWriter out, Result r) {
        String machine = "P=" + r.processors();
        String threads = r.processors() > 1 ? ", " + r.simulationThreads() + " simulation thread"
                + (r.simulationThreads() == 1 ? "" : "s") : "";
        String goal = r.goal().isPresent() ? String.format(Locale.ROOT, " (goal at most %.2f)", r.goal().getAsDouble())
                : "";
        out.printf(Locale.ROOT, "host overhead of the simulated CM-5 at P = %d, depth %d, %d positions, fastest of %d "
                + "warm rounds%s%n", r.processors(), r.depth(), r.rows().size(), r.rounds(), threads);
        out.printf(Locale.ROOT, "%-8s %11s %11s %7s %12s %12s%n", "position", "serial ms", machine + " ms", "ratio",
                "serial pos", machine + " pos");
        for (Row row : r.rows()) {
            out.printf(Locale.ROOT, "%-8s %11.1f %11.1f %7.2f %12d %12d%n", row.id(), row.serialNanos() / 1e6,
                    row.simulatedNanos() / 1e6, row.ratio(), row.serialPositions(), row.simulatedPositions());
        }
        out.printf(Locale.ROOT, "%-8s %11.1f %11.1f %7.2f %12d %12d%n", "total", r.serialNanos() / 1e6,
                r.simulatedNanos() / 1e6, r.ratio(), r.serialPositions(), r.simulatedPositions());
        out.printf(Locale.ROOT, "cold (warm-up round, JIT compiling): serial %.1f ms, %s %.1f ms, ratio %.2f%n",
                r.coldSerialNanos() / 1e6, machine, r.coldSimulatedNanos() / 1e6, r.coldRatio());
        out.printf(Locale.ROOT, "positions searched: %s / serial %.2f (the host searches every one)%n", machine,
                r.positionsRatio());
        out.printf(Locale.ROOT, "per position searched: serial %.0f ns, %s %.0f ns, ratio %.2f%n",
                r.serialNanos() / (double) r.serialPositions(), machine,
                r.simulatedNanos() / (double) r.simulatedPositions(), r.ratioPerPosition());
        out.printf(Locale.ROOT, "simulator: %d events, %.2f million per host second%n", r.simulatedEvents(),
                r.eventsPerHostSecond() / 1e6);
        SimulationCounts counts = r.simulation();
        out.printf(Locale.ROOT, "node windows: %d, granted to waiting nodes %.1f%%, empty %.1f%%%n",
                counts.nodeWindows(), percent(counts.waitingWindows(), counts.nodeWindows()),
                percent(counts.emptyWindows(), counts.nodeWindows()));
        Row worst = r.worst();
        out.printf(Locale.ROOT, "worst position: %s, %s host / serial host %.2f%s%n", worst.id(), machine,
                worst.ratio(), goal);
        out.printf(Locale.ROOT, "%s host / serial host (warm): %.2f%s%n", machine, r.ratio(), goal);
        out.flush();
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? 0.0 : 100.0 * part / whole;
    }
}

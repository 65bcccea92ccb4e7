package jamboree.bench.overhead;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Measures the host time of a P = 1 run of the simulated CM-5 against the serial search of the same positions (the
 * goal: at most 1.5 times). Both engines search every position from a cleared memory, so a position's figures do
 * not depend on the ones before it. A first round over the positions warms the JIT for both and is reported as the
 * cold figure; then several timed rounds follow, and each position keeps its fastest time of them, the estimate
 * least disturbed by other work on the host.
 */
public final class HostOverhead {

    /** Timed rounds after the warm-up round. */
    public static final int DEFAULT_ROUNDS = 3;

    /**
     * One position's figures.
     *
     * @param id              the position's EPD id
     * @param serialNanos     the serial search's fastest host time over the timed rounds
     * @param simulatedNanos  the P = 1 simulated search's fastest host time over the timed rounds
     * @param serialPositions positions the serial search visited
     * @param simulatedPositions positions the simulated search visited
     */
    public record Row(String id, long serialNanos, long simulatedNanos, long serialPositions,
                      long simulatedPositions) {

        public double ratio() {
            return simulatedNanos / (double) serialNanos;
        }
    }

    /**
     * The whole measurement.
     *
     * @param depth               the search depth
     * @param rows                one per position, in suite order
     * @param coldSerialNanos     the warm-up round's serial host time, all positions
     * @param coldSimulatedNanos  the warm-up round's simulated host time, all positions
     * @param rounds              timed rounds
     */
    public record Result(int depth, List<Row> rows, long coldSerialNanos, long coldSimulatedNanos, int rounds) {

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

        /** The goal's figure: P = 1 host time over serial host time, warm, all positions. */
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

        /** The ratio per position searched, which leaves out that the two searches visit different trees. */
        public double ratioPerPosition() {
            return (simulatedNanos() / (double) simulatedPositions()) / (serialNanos() / (double) serialPositions());
        }
    }

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final Profile profile;

    public HostOverhead(SchedulerConfig config, MachineConfig machineConfig, Profile profile) {
        this.config = config;
        this.machineConfig = machineConfig;
        this.profile = profile;
    }

    /** Measures the first {@code positions} of the Kaufman suite at {@code depth}; prints the table to {@code out}. */
    public static Result run(PrintWriter out, int depth, int positions) {
        if (positions < 1) {
            throw new IllegalArgumentException("at least one position is needed, got " + positions);
        }
        HostOverhead overhead = new HostOverhead(SchedulerConfig.load(), MachineConfig.load(), Profile.STARTECH);
        Result result = overhead.measure(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(positions), depth,
                DEFAULT_ROUNDS);
        print(out, result);
        return result;
    }

    /** Searches every position of {@code suite} to {@code depth}: one warm-up round, then {@code rounds} timed ones. */
    public Result measure(Suite suite, int depth, int rounds) {
        if (depth < 1) {
            throw new IllegalArgumentException("the depth must be at least 1, got " + depth);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("at least one timed round is needed, got " + rounds);
        }
        if (suite.size() == 0) {
            throw new IllegalArgumentException("the suite " + suite.name() + " has no positions");
        }
        int n = suite.size();
        long[] serialBest = new long[n];
        long[] simulatedBest = new long[n];
        Arrays.fill(serialBest, Long.MAX_VALUE);
        Arrays.fill(simulatedBest, Long.MAX_VALUE);
        long[] serialPositions = new long[n];
        long[] simulatedPositions = new long[n];
        long coldSerial = 0;
        long coldSimulated = 0;
        try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machineConfig);
             MeasuredSearch simulated = MeasuredSearch.on(MachineKind.CM5, 1, config, machineConfig)) {
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
                    simulatedPositions[i]));
        }
        return new Result(depth, rows, coldSerial, coldSimulated, rounds);
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

    /** Prints one line per position, the totals and the worst position; the last line is the suite's figure. */
    public static void print(PrintWriter out, Result r) {
        out.printf(Locale.ROOT, "host overhead of the simulated CM-5 at P = 1, depth %d, %d positions, fastest of %d "
                + "warm rounds%n", r.depth(), r.rows().size(), r.rounds());
        out.printf(Locale.ROOT, "%-8s %11s %11s %7s %12s %12s%n", "position", "serial ms", "P=1 ms", "ratio",
                "serial pos", "P=1 pos");
        for (Row row : r.rows()) {
            out.printf(Locale.ROOT, "%-8s %11.1f %11.1f %7.2f %12d %12d%n", row.id(), row.serialNanos() / 1e6,
                    row.simulatedNanos() / 1e6, row.ratio(), row.serialPositions(), row.simulatedPositions());
        }
        out.printf(Locale.ROOT, "%-8s %11.1f %11.1f %7.2f %12d %12d%n", "total", r.serialNanos() / 1e6,
                r.simulatedNanos() / 1e6, r.ratio(), r.serialPositions(), r.simulatedPositions());
        out.printf(Locale.ROOT, "cold (warm-up round, JIT compiling): serial %.1f ms, P=1 %.1f ms, ratio %.2f%n",
                r.coldSerialNanos() / 1e6, r.coldSimulatedNanos() / 1e6, r.coldRatio());
        out.printf(Locale.ROOT, "per position searched: serial %.0f ns, P=1 %.0f ns, ratio %.2f%n",
                r.serialNanos() / (double) r.serialPositions(), r.simulatedNanos() / (double) r.simulatedPositions(),
                r.ratioPerPosition());
        Row worst = r.worst();
        out.printf(Locale.ROOT, "worst position: %s, P=1 host / serial host %.2f (goal at most 1.50)%n", worst.id(),
                worst.ratio());
        out.printf(Locale.ROOT, "P=1 host / serial host (warm): %.2f (goal at most 1.50)%n", r.ratio());
        out.flush();
    }
}

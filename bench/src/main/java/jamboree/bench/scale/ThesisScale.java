package jamboree.bench.scale;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.ProblemSizes;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.startech.NodeMemoryBudget;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * {@code jamboree bench --scale thesis}: StarTech's experiments at the thesis's scale (5.4, 6.2-6.6). Each position is
 * searched to the depth at which its serial search first visits at least 10^7 positions (the thesis's problems,
 * about 1.4e7 positions each, varied in size), on 1, 2, 4, ..., 512 nodes; beside the defaults it sweeps StarTech's
 * own configuration ({@link Settings#THESIS}); it runs the recursive-iterative-deepening and deferred-reads ablation
 * on 32 and on 512 nodes (Figures 6-8 and 6-6) and the table-size experiment on one node (Figure 6-1, which the
 * thesis measured with its serial program), over tables from 1/1024 to 1/4 of the scale's.
 *
 * <p>Every machine holds a global table of the same size in all, as the thesis's did ("in every parallel run, the
 * transposition table contains a total of at least 2^26 entries", 6.2): with the defaults' fixed entries per node
 * the table grew with P, so that one node searched with 2^13 entries and 512 with 2^22, and the speedup over one
 * node measured the table as much as the machine.
 *
 * @param threshold     serial positions each problem must reach
 * @param maxProcessors the largest machine
 * @param tableEntries  the global table's entries in all on every machine (a power of two)
 */
public record ThesisScale(long threshold, int maxProcessors, int tableEntries) {

    /** The thesis's problem size, in serial positions. */
    public static final long THRESHOLD = 10_000_000L;
    public static final int MAX_PROCESSORS = 512;
    /** The machine sizes of the ablation of Figures 6-6 to 6-8 that the thesis ran at the ends of its range. */
    public static final int SMALL_ABLATION_PROCESSORS = 32;
    /** The thesis's global table in all (6.2): 1 GB of 16-byte entries, 2^17 on each of 512 nodes. */
    public static final int TABLE_ENTRIES = 1 << 26;

    public static final ThesisScale DEFAULT = new ThesisScale(THRESHOLD, MAX_PROCESSORS, TABLE_ENTRIES);

    public ThesisScale {
        if (threshold < 1) {
            throw new IllegalArgumentException("the problem size threshold must be at least 1 position, got "
                    + threshold);
        }
        if (maxProcessors < 1) {
            throw new IllegalArgumentException("the largest machine must have at least 1 node, got " + maxProcessors);
        }
        if (Integer.bitCount(tableEntries) != 1) {
            throw new IllegalArgumentException("the global table's entries must be a power of two, got "
                    + tableEntries);
        }
    }

    /**
     * The remaining depth at or below which the nodes search a subtree serially at this scale, where the defaults have
     * 2. At these sizes the finer split halves the critical path, takes less work on one node (the frames read and
     * write the global table, a leaf search only its node's 1 MB table) and less time on 512 nodes; five positions on
     * every machine size with the defaults (before bffae9e, serializing 3 and 3): T on 512 nodes 300.4 s against 339.1
     * s, on one node 47,827 s against 50,197 s, mean W/C on 512 nodes 664 against 414, within 4% either way on 2 to 256
     * nodes; with the thesis's configuration ahead on all sizes but one (docs/bench.md, "The critical path at the
     * thesis's scale"). Its price is host time: every frame's table traffic is messages to simulate (+41%).
     */
    public static final int SERIAL_DEPTH = 1;

    /**
     * The scheduler's configuration at this scale: {@code defaults} with the table's entries spread over the nodes and
     * the scale's {@link #SERIAL_DEPTH}.
     */
    public SchedulerConfig schedulerConfig(SchedulerConfig defaults) {
        return schedulerConfig(defaults, Set.of());
    }

    /**
     * The scheduler's configuration at this scale when the user chose the switches {@code chosen} in
     * {@code defaults} ({@link SchedulerConfig#chosenByUser()}): the table's entries spread over the nodes, and the
     * scale's {@link #SERIAL_DEPTH} unless the user chose a serial depth. A serial depth the user names wins, so that
     * the scale can be run with the split the default bench uses (2) or any other, where it was once replaced
     * without a word.
     */
    public SchedulerConfig schedulerConfig(SchedulerConfig defaults, Set<Switch> chosen) {
        SchedulerConfig config = defaults.with("table-entries-total", tableEntries);
        return chosen.contains(Switch.SERIAL_DEPTH) ? config : config.with(Switch.SERIAL_DEPTH, SERIAL_DEPTH);
    }

    /**
     * Why the largest machine's tables would be cut to fit {@code heapBudget} bytes (each node taking
     * {@code machineBytesPerNode} of the machine's own), or empty if they fit. A cut changes the figures, so the run
     * says so before it starts: in a 3 GB heap the 512 nodes' share of 2^26 entries and their leaf tables do not fit.
     */
    public Optional<String> memoryWarning(SchedulerConfig config, long machineBytesPerNode, long heapBudget) {
        SchedulerConfig largest = config.with(Switch.TABLE_ENTRIES_PER_NODE,
                config.tableEntriesPerNodeOn(maxProcessors));
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(maxProcessors, largest, machineBytesPerNode, heapBudget);
        return fit.changed() ? Optional.of(String.join("; ", fit.notes())) : Optional.empty();
    }

    /**
     * The plan: sizes the problems of {@code suite} and {@code validation} (may be null) first, which runs serial
     * searches, telling {@code found} of each depth as it is known; {@code ablations} false leaves out the ablations
     * and the table-size experiment.
     */
    public BenchPlan plan(Suite suite, Suite validation, long seed, boolean ablations, boolean swamp, SerialSize size,
                          Consumer<ProblemSizes.Problem> found) {
        List<Suite> suites = new ArrayList<>(List.of(suite));
        if (validation != null) {
            suites.add(validation);
        }
        ProblemSizes sizes = ProblemSizer.size(suites, threshold, size, found);
        int deepest = sizes.problems().stream().mapToInt(ProblemSizes.Problem::depth).max().orElse(1);
        List<Integer> machines = BenchPlan.powersOfTwo(maxProcessors);
        return new BenchPlan(suite, deepest, machines, seed, ablations ? ablations(suite) : List.of(), validation,
                machines, 0, maxProcessors, swamp, sizes, List.of(Settings.THESIS));
    }

    /**
     * The RID x deferred-reads ablation on 32 and on the largest machine, then the table sizes on one node (below
     * the scale's table, {@link TableSizeExperiment#totalsBelow}), over {@code suite} but for the position whose
     * searches with the smallest tables outgrow any run, where the suite is Kaufman's and holds it
     * ({@link TableSizeExperiment#LEFT_OUT_AT_THESIS_SCALE}).
     */
    public List<AblationSpec> ablations(Suite suite) {
        int small = Math.min(SMALL_ABLATION_PROCESSORS, maxProcessors);
        Set<Integer> sizes = new LinkedHashSet<>(List.of(small, maxProcessors));
        List<AblationSpec> out = new ArrayList<>();
        for (int p : sizes) {
            // The standard list's RID x DR ablation, whatever else the list holds.
            BenchPlan.standardAblations(p).stream().filter(a -> a.name().startsWith("rid-deferred-"))
                    .forEach(out::add);
        }
        Set<String> leftOut = new TreeSet<>();
        if (suite.name().equals(SuiteLoader.KAUFMAN)) {
            suite.positions().stream().map(SuitePosition::id)
                    .filter(TableSizeExperiment.LEFT_OUT_AT_THESIS_SCALE::contains).forEach(leftOut::add);
        }
        out.add(TableSizeExperiment.on(TableSizeExperiment.PROCESSORS, TableSizeExperiment.totalsBelow(tableEntries),
                leftOut));
        return out;
    }
}

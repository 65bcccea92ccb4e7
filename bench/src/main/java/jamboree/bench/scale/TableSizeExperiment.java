package jamboree.bench.scale;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The table-size experiment (thesis 6.2, Figure 6-1) as an ablation: the main suite on P nodes with the global table
 * at each of several sizes in all. Every column names its entries per node, so that the report can read the size of
 * each column off its settings.
 *
 * <p>The thesis measured its serial program, so the experiment runs on one node unless told otherwise: there the
 * table's size is all that varies, where on a larger machine the spread of the table over the nodes would vary with
 * it, and a one-node search costs the host a fraction of what a 32-node search of the same problem does.
 */
public final class TableSizeExperiment {

    /** The tables in all of the thesis's Figure 6-1 (all but its run without a table): 2^16 to 2^24 entries. */
    public static final List<Integer> TOTAL_ENTRIES = totalsBelow(1 << 26);
    /**
     * Left out of every column at the thesis's scale ({@link ThesisScale}): Kaufman's k22, a pawn ending searched
     * there to depth 32, whose tree lives on the table. Its simulated time on 32 nodes grew about eightfold with each
     * halving of the table below 2^19 entries in all (808 s at 2^19, 6,309 s at 2^18), and with 2^17 and 2^16 its
     * searches had passed 25,000 s of simulated time after 35 minutes of a host core each without ending, so that
     * the experiment could not be run to its end; kept in, it would also outweigh the other 24 positions together at
     * the small sizes.
     */
    public static final Set<String> LEFT_OUT_AT_THESIS_SCALE = Set.of("k22");
    /** Machine size of the experiment: one node, as the thesis measured its serial program. */
    public static final int PROCESSORS = 1;

    private TableSizeExperiment() {
    }

    /**
     * The experiment's tables in all below a largest table of {@code largest} entries: from 1/1024 of it to 1/4, so
     * that below the thesis's 2^26 they are the lines of Figure 6-1, 2^16 to 2^24, and a run with a smaller table
     * (a test's) sweeps its own range.
     */
    public static List<Integer> totalsBelow(int largest) {
        List<Integer> totals = new ArrayList<>();
        for (int shift = 10; shift >= 2; shift--) {
            totals.add(Math.max(1, largest >> shift));
        }
        return List.copyOf(new TreeSet<>(totals));
    }

    /** The experiment on {@code processors} nodes over {@link #TOTAL_ENTRIES}, the whole main suite. */
    public static AblationSpec on(int processors) {
        return on(processors, TOTAL_ENTRIES, Set.of());
    }

    /**
     * The experiment on {@code processors} nodes over the tables in all {@code totals} (powers of two), but for
     * {@code leftOut}. A table smaller than the machine has no column.
     */
    public static AblationSpec on(int processors, List<Integer> totals, Set<String> leftOut) {
        List<Settings> columns = new ArrayList<>();
        for (int total : totals) {
            if (Integer.bitCount(total) != 1) {
                throw new IllegalArgumentException("a table's entries must be a power of two, got " + total);
            }
            if (total >= processors) {
                columns.add(Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE, total / processors));
            }
        }
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("no table of " + totals + " entries spreads over " + processors
                    + " nodes");
        }
        String without = leftOut.isEmpty() ? "" : ", without " + String.join(", ", new TreeSet<>(leftOut));
        return new AblationSpec("table-size-p" + processors, "Global table entries on " + BenchPlan.nodes(processors)
                + " (Figure 6-1)"
                + without, processors, columns, leftOut);
    }
}

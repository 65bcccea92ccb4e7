package jamboree.bench.scale;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The table-size experiment (thesis 6.2, Figure 6-1) as an ablation: the main suite on P nodes with the global table
 * at each of several sizes. Every column names its size, the default's too, so that the report can read the size of
 * each column off its settings.
 */
public final class TableSizeExperiment {

    /**
     * Entries per node, 2^11 to 2^17 around the default's 2^13: on 32 nodes 2^16 to 2^22 entries in all, each a line
     * the thesis measured.
     */
    public static final List<Integer> ENTRIES_PER_NODE = List.of(1 << 11, 1 << 12, 1 << 13, 1 << 14, 1 << 15,
            1 << 16, 1 << 17);
    /**
     * Left out of every column at the thesis's scale ({@link ThesisScale}): Kaufman's k22, a pawn ending searched
     * there to depth 32, whose tree lives on the table. Its simulated time on 32 nodes grows about eightfold with each
     * halving of the table below 2^14 entries per node (808 s at 2^14, 6,309 s at 2^13), and at 2^12 and 2^11 its
     * searches had passed 25,000 s of simulated time after 35 minutes of a host core each without ending, so that
     * the experiment could not be run to its end; kept in, it would also outweigh the other 24 positions together at
     * the small sizes.
     */
    public static final Set<String> LEFT_OUT_AT_THESIS_SCALE = Set.of("k22");
    /** Machine size of the experiment: the thesis's smallest CM-5 partition (6.2). */
    public static final int PROCESSORS = 32;

    private TableSizeExperiment() {
    }

    /** The experiment on {@code processors} nodes over {@link #ENTRIES_PER_NODE}, the whole main suite. */
    public static AblationSpec on(int processors) {
        return on(processors, Set.of());
    }

    /** The experiment on {@code processors} nodes over {@link #ENTRIES_PER_NODE}, but for {@code leftOut}. */
    public static AblationSpec on(int processors, Set<String> leftOut) {
        List<Settings> columns = new ArrayList<>();
        for (int entries : ENTRIES_PER_NODE) {
            columns.add(Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE, entries));
        }
        String without = leftOut.isEmpty() ? "" : ", without " + String.join(", ", new TreeSet<>(leftOut));
        return new AblationSpec("table-size-p" + processors, "Global table entries per node on " + processors
                + " nodes (Figure 6-1)" + without, processors, columns, leftOut);
    }
}

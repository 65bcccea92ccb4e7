package jamboree.bench.tables;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The table-size experiment beside the thesis's Figure 6-1: positions searched and time against the size of the
 * transposition table. The thesis measured its serial program with one table of 0 to 2^24 entries; here the global
 * table of a P-node machine has P times the entries per node, and the lines are matched by total entries.
 */
public final class TableSizeTable {

    /** Figure 6-1 of the thesis. */
    public static final List<TableSizeRow.Thesis> THESIS = List.of(
            new TableSizeRow.Thesis(0, 161_625_376L, 23337.14, 2056),
            new TableSizeRow.Thesis(1L << 16, 94_409_196L, 13506.36, 2104),
            new TableSizeRow.Thesis(1L << 17, 85_753_262L, 12670.01, 2109),
            new TableSizeRow.Thesis(1L << 18, 76_498_040L, 10925.46, 2122),
            new TableSizeRow.Thesis(1L << 19, 65_568_814L, 9605.36, 2133),
            new TableSizeRow.Thesis(1L << 20, 55_910_651L, 8040.08, 2149),
            new TableSizeRow.Thesis(1L << 21, 48_256_980L, 7138.08, 2159),
            new TableSizeRow.Thesis(1L << 22, 42_627_585L, 5799.31, 2177),
            new TableSizeRow.Thesis(1L << 23, 40_805_974L, 6120.18, 2173),
            new TableSizeRow.Thesis(1L << 24, 40_805_974L, 6364.99, 2169));

    private TableSizeTable() {
    }

    /** Whether {@code spec} is a table-size experiment: every column sets the entries per node. */
    public static boolean isTableSizes(AblationSpec spec) {
        return !spec.columns().isEmpty() && spec.columns().stream()
                .allMatch(s -> s.switches().get(Switch.TABLE_ENTRIES_PER_NODE) != null);
    }

    /** One line per column of {@code spec}, in column order, from the trials of the main suite. */
    public static List<TableSizeRow> of(AblationSpec spec, List<Trial> trials) {
        List<TableSizeRow> rows = new ArrayList<>();
        for (Settings s : spec.columns()) {
            int entries = (Integer) s.switches().get(Switch.TABLE_ENTRIES_PER_NODE);
            rows.add(row(spec, entries, trials.stream().filter(t -> t.settings().equals(s)).toList(), false));
        }
        return rows;
    }

    /**
     * The lines of {@link #of} with the main sweep's own searches on the experiment's machine added in order of size,
     * where the sweep searched every position of the experiment there with a table of {@code sweepEntriesPerNode}
     * that no column has: with the thesis's scale's 2^26 entries beyond the experiment's largest, that line shows
     * whether the run's own table is past the point where a larger one stops helping, the thesis's reason for
     * Figure 6-1. {@code sweep} holds the defaults' searches of the main suite.
     */
    public static List<TableSizeRow> withSweep(AblationSpec spec, List<Trial> trials, List<Trial> sweep,
                                               int sweepEntriesPerNode) {
        List<TableSizeRow> rows = new ArrayList<>(of(spec, trials));
        boolean columnHasIt = rows.stream().anyMatch(r -> r.entriesPerNode() == sweepEntriesPerNode);
        TableSizeRow own = row(spec, sweepEntriesPerNode, sweep, true);
        int searched = rows.isEmpty() ? 0 : rows.get(0).searches();
        if (!columnHasIt && own.searches() > 0 && own.searches() == searched) {
            rows.add(own);
            rows.sort(Comparator.comparingLong(TableSizeRow::totalEntries));
        }
        return rows;
    }

    /** The line of {@code withThatTable}'s searches on the experiment's machine, less the positions it leaves out. */
    private static TableSizeRow row(AblationSpec spec, int entries, List<Trial> withThatTable, boolean sweep) {
        List<Trial> mine = withThatTable.stream()
                .filter(t -> t.processors() == spec.processors() && !spec.leftOut().contains(t.position())).toList();
        double[] seconds = mine.stream().mapToDouble(Trial::seconds).sorted().toArray();
        double all = Arrays.stream(seconds).sum();
        double fastest = Arrays.stream(seconds).limit(RatingTable.FASTEST).sum();
        long total = (long) entries * spec.processors();
        return new TableSizeRow(entries, total, mine.stream().mapToLong(Trial::nodes).sum(), fastest,
                mine.isEmpty() ? Double.NaN : RatingTable.rating(fastest), all, thesis(total), sweep, mine.size());
    }

    private static TableSizeRow.Thesis thesis(long entries) {
        return THESIS.stream().filter(t -> t.entries() == entries).findFirst().orElse(null);
    }
}

package jamboree.bench.tables;

import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ablation in the shape of Figures 6-6 to 6-8: one row per position, one column per set of switches, each cell
 * the run time in seconds on a P-node machine (NaN where no trial was run). Rows are sorted by the time of the
 * first column, as the thesis sorts by the serial time without recursive iterative deepening.
 *
 * @param name       a file-friendly name, e.g. {@code rid-deferred-p32}
 * @param title      the caption
 * @param processors P
 * @param columns    the switch settings compared
 * @param rows       position ids with their times, one per column
 * @param sums       each column's sums over its positions, in the order of {@code columns}
 */
public record AblationTable(String name, String title, int processors, List<Settings> columns, List<Row> rows,
                            List<ColumnSums> sums) {

    /** One position's times, in seconds, by column. */
    public record Row(String position, double[] seconds) {
    }

    /**
     * A column's totals over the positions it ran: T, W and C, and the serial search's W of the same tree (so its
     * time on one node), from which its average parallelism, speedup and work efficiency follow; and where the
     * cycles of every node went (Figure 6-9's split of this column).
     */
    public record ColumnSums(Settings settings, int positions, double seconds, long time, long work, long span,
                             long serialWork, List<BreakdownRow> breakdown) {

        public ColumnSums {
            breakdown = List.copyOf(breakdown);
        }

        /** The share of every node's cycles spent in chess work, in percent (NaN where the column ran nothing). */
        public double chessWorkPercent() {
            return positions == 0 ? Double.NaN : breakdown.stream()
                    .filter(r -> r.activity().equals(Activities.CHESS_WORK))
                    .mapToDouble(BreakdownRow::percent).findFirst().orElse(0.0);
        }

        /** Average parallelism, total W over total C. */
        public double parallelism() {
            return span == 0 ? Double.NaN : work / (double) span;
        }

        /** The serial search's time over the parallel one's (both in cycles of the same machine). */
        public double speedupOverSerial() {
            return time == 0 ? Double.NaN : serialWork / (double) time;
        }

        /** Serial W over parallel W. */
        public double workEfficiency() {
            return work == 0 ? Double.NaN : serialWork / (double) work;
        }
    }

    public static AblationTable of(String name, String title, int processors, List<Settings> columns,
                                   List<Trial> trials) {
        Map<String, double[]> byPosition = new LinkedHashMap<>();
        List<List<Trial>> byColumn = new ArrayList<>();
        columns.forEach(c -> byColumn.add(new ArrayList<>()));
        for (Trial t : trials) {
            int column = columns.indexOf(t.settings());
            if (t.processors() != processors || column < 0) {
                continue;
            }
            byColumn.get(column).add(t);
            double[] cells = byPosition.computeIfAbsent(t.position(), k -> {
                double[] empty = new double[columns.size()];
                java.util.Arrays.fill(empty, Double.NaN);
                return empty;
            });
            cells[column] = t.seconds();
        }
        List<Row> rows = new ArrayList<>();
        byPosition.forEach((position, seconds) -> rows.add(new Row(position, seconds)));
        rows.sort((a, b) -> Double.compare(a.seconds()[0], b.seconds()[0]));
        List<ColumnSums> sums = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            sums.add(sum(columns.get(c), byColumn.get(c)));
        }
        return new AblationTable(name, title, processors, List.copyOf(columns), List.copyOf(rows), List.copyOf(sums));
    }

    private static ColumnSums sum(Settings settings, List<Trial> trials) {
        double seconds = 0;
        long time = 0;
        long work = 0;
        long span = 0;
        long serialWork = 0;
        for (Trial t : trials) {
            seconds += t.seconds();
            time += t.time();
            work += t.work();
            span += t.span();
            serialWork += t.serialWork();
        }
        return new ColumnSums(settings, trials.size(), seconds, time, work, span, serialWork,
                BreakdownTable.of(trials));
    }

    /** The column sums (NaN if a cell is missing), the "total" line. */
    public double[] totals() {
        double[] sums = new double[columns.size()];
        for (Row r : rows) {
            for (int c = 0; c < sums.length; c++) {
                sums[c] += r.seconds()[c];
            }
        }
        return sums;
    }
}

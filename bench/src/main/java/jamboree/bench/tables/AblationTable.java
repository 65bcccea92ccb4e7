package jamboree.bench.tables;

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
 */
public record AblationTable(String name, String title, int processors, List<Settings> columns, List<Row> rows) {

    /** One position's times, in seconds, by column. */
    public record Row(String position, double[] seconds) {
    }

    public static AblationTable of(String name, String title, int processors, List<Settings> columns,
                                   List<Trial> trials) {
        Map<String, double[]> byPosition = new LinkedHashMap<>();
        for (Trial t : trials) {
            int column = columns.indexOf(t.settings());
            if (t.processors() != processors || column < 0) {
                continue;
            }
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
        return new AblationTable(name, title, processors, List.copyOf(columns), List.copyOf(rows));
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

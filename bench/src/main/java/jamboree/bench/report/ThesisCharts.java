package jamboree.bench.report;

import jamboree.bench.model.TermFit;
import jamboree.bench.run.BenchResult;
import jamboree.bench.tables.ChessWorkByPositionRow;
import jamboree.bench.tables.TableSizeRow;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

import static jamboree.bench.report.SvgChart.Scale;
import static jamboree.bench.report.SvgChart.Style;

/** The charts of the thesis's figures that the first report lacked, each an SVG string. */
final class ThesisCharts {

    /** Positions per chart of Figures 5-10 and 5-11: as many as the legend has room for. */
    static final int POSITIONS_PER_CHART = 8;

    private ThesisCharts() {
    }

    /** Figure 5-10 as W(P) over the serial W, one line per position, at most eight positions to a chart. */
    static List<String> work(BenchResult result) {
        return perPosition(result, "Work W / serial W (Figure 5-10)", "W / serial W (times)",
                t -> t.work() / (double) t.serialWork(), false);
    }

    /** Figure 5-11 as C(P) over C on the smallest machine, one line per position. */
    static List<String> span(BenchResult result) {
        return perPosition(result, "Critical path C / C at the smallest P (Figure 5-11)", "C / C(smallest P) (times)",
                t -> (double) t.span(), true);
    }

    private static List<String> perPosition(BenchResult result, String title, String yTitle,
                                            ToDoubleFunction<Trial> value, boolean relativeToFirst) {
        List<Map.Entry<String, List<Trial>>> positions = new ArrayList<>(
                ThesisTables.bySerialTime(result.sweep()).entrySet());
        List<String> charts = new ArrayList<>();
        // As many charts as the legend needs, sharing the positions evenly: 25 make 6, 6, 6 and 7, not 8, 8, 8 and 1.
        int n = positions.size();
        int count = (n + POSITIONS_PER_CHART - 1) / POSITIONS_PER_CHART;
        for (int chart = 0; chart < count; chart++) {
            int from = chart * n / count;
            int to = (chart + 1) * n / count;
            SvgChart svg = new SvgChart(title + ", positions " + (from + 1) + "-" + to + " by serial time",
                    "processors P (nodes)", yTitle).xScale(Scale.LOG2);
            for (Map.Entry<String, List<Trial>> e : positions.subList(from, to)) {
                List<Trial> trials = e.getValue().stream()
                        .sorted((a, b) -> Integer.compare(a.processors(), b.processors())).toList();
                double base = relativeToFirst ? value.applyAsDouble(trials.get(0)) : 1;
                List<double[]> points = new ArrayList<>();
                for (Trial t : trials) {
                    points.add(new double[] {t.processors(), value.applyAsDouble(t) / base});
                }
                svg.add(e.getKey(), points, Style.LINE);
            }
            charts.add(svg.render());
        }
        return charts;
    }

    /** Figure 5-12: work efficiency against serial run time, one series of points per machine size. */
    /**
     * Figure 5-12 on at most {@link #EFFICIENCY_SIZES} machine sizes spread over the sweep (1, 8, 64 and 512 of ten):
     * ten series of points on one chart could not be told apart, and the table beside it gives r for every size.
     */
    static String efficiency(BenchResult result) {
        List<Integer> sizes = spread(result.plan().processors(), EFFICIENCY_SIZES);
        String which = sizes.size() == result.plan().processors().size() ? ""
                : " on " + sizes.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " nodes";
        SvgChart chart = new SvgChart("Work efficiency against serial time" + which + " (Figure 5-12)",
                "serial run time (s)", "work efficiency (serial W / W)").xScale(Scale.LOG10);
        for (int p : sizes) {
            List<double[]> points = new ArrayList<>();
            for (Trial t : result.sweep()) {
                if (t.processors() == p) {
                    points.add(new double[] {t.serialWork() / (double) t.clockHz(), t.workEfficiency()});
                }
            }
            chart.add("P = " + p, points, Style.POINTS);
        }
        return chart.render();
    }

    /** How many machine sizes Figure 5-12's chart shows. */
    static final int EFFICIENCY_SIZES = 4;

    /** At most {@code count} of {@code sizes}, the first and the last among them, evenly spaced between. */
    static List<Integer> spread(List<Integer> sizes, int count) {
        if (sizes.size() <= count) {
            return sizes;
        }
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            chosen.add(sizes.get((int) Math.round(i * (sizes.size() - 1) / (double) (count - 1))));
        }
        return chosen;
    }

    /** Each position's chess work against its W/C on the largest machine, one series of points per configuration. */
    static String chessWorkAgainstParallelism(int processors,
                                              Map<String, List<ChessWorkByPositionRow>> byConfiguration) {
        SvgChart chart = new SvgChart("Chess work against parallelism on " + processors + " nodes", "W/C",
                "chess work (% of the search's cycles)").xScale(Scale.LOG10);
        byConfiguration.forEach((name, rows) -> chart.add(name, rows.stream()
                .map(r -> new double[] {r.parallelism(), r.chessWork()}).toList(), Style.POINTS));
        return chart.render();
    }

    /**
     * The residuals of a reduced model against {@code x}, beside those of equation 5.34: Figure 5-17 (C alone,
     * against W/P) or 5-18 (W/P alone, against P).
     */
    static String residuals(String title, String xTitle, Scale scale, List<Trial> trials, TermFit reduced,
                            String reducedName, TermFit full, ToDoubleFunction<Trial> x) {
        SvgChart chart = new SvgChart(title, xTitle, "relative residual (T - predicted)/T").xScale(scale);
        for (TermFit fit : new TermFit[] {reduced, full}) {
            if (fit == null) {
                continue;
            }
            List<double[]> points = new ArrayList<>();
            for (int i = 0; i < trials.size(); i++) {
                Trial t = trials.get(i);
                points.add(new double[] {x.applyAsDouble(t), (t.seconds() - fit.predicted()[i]) / t.seconds()});
            }
            chart.add(fit == reduced ? reducedName : "T = c3 + c1 W/P + c2 C (5.34)", points, Style.POINTS);
        }
        return chart.render();
    }

    /** One figure of the configurations swept beside the defaults, against P. */
    static String configurations(BenchResult result, String title, String yTitle, Scale yScale,
                                 ToDoubleFunction<List<Trial>> value) {
        SvgChart chart = new SvgChart(title, "processors P (nodes)", yTitle).xScale(Scale.LOG2).yScale(yScale);
        for (Settings s : result.plan().sweptSettings()) {
            List<double[]> points = new ArrayList<>();
            for (int p : result.plan().processors()) {
                List<Trial> at = result.sweep(s).stream().filter(t -> t.processors() == p).toList();
                if (!at.isEmpty()) {
                    points.add(new double[] {p, value.applyAsDouble(at)});
                }
            }
            chart.add(s.name(), points, s.equals(Settings.BASELINE) ? Style.LINE : Style.DASHED);
        }
        return chart.render();
    }

    /** Figure 6-1: positions searched against total table entries, each relative to its largest table's. */
    static String tableSizes(int processors, List<TableSizeRow> rows) {
        List<double[]> ours = new ArrayList<>();
        List<double[]> sweep = new ArrayList<>();
        long largest = rows.stream().max((a, b) -> Long.compare(a.totalEntries(), b.totalEntries()))
                .map(TableSizeRow::positions).orElse(1L);
        for (TableSizeRow r : rows) {
            double[] point = {r.totalEntries(), r.positions() / (double) largest};
            ours.add(point);
            if (r.sweep()) {
                sweep.add(point);
            }
        }
        List<double[]> thesis = new ArrayList<>();
        var t = jamboree.bench.tables.TableSizeTable.THESIS;
        double thesisLargest = t.get(t.size() - 1).positions();
        for (TableSizeRow.Thesis row : t) {
            thesis.add(new double[] {row.entries(), row.positions() / thesisLargest});
        }
        SvgChart chart = new SvgChart("Positions against table size (Figure 6-1)", "total table entries",
                "positions / positions with the largest table").xScale(Scale.LOG2)
                .add("this run, " + ThesisTables.nodes(processors), ours, Style.LINE)
                .add("thesis (serial program)", thesis, Style.DASHED);
        if (!sweep.isEmpty()) {
            chart.add("the sweep's own table", sweep, Style.POINTS);
        }
        return chart.render();
    }
}

package jamboree.bench.report;

import jamboree.bench.model.ModelVariant;
import jamboree.bench.model.TermFit;
import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.ConfigurationSettings;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.tables.BreakdownTable;
import jamboree.bench.tables.ChessWorkByPositionRow;
import jamboree.bench.tables.ChessWorkByPositionTable;
import jamboree.bench.tables.ChessWorkRow;
import jamboree.bench.tables.ChessWorkTable;
import jamboree.bench.tables.RatingRow;
import jamboree.bench.tables.RatingTable;
import jamboree.bench.tables.TableSizeRow;
import jamboree.bench.tables.TableSizeTable;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static jamboree.bench.report.Fmt.num;
import static jamboree.bench.report.Fmt.sig;
import static jamboree.bench.report.SvgChart.Scale;

/**
 * The report's sections for the thesis's figures that the first report lacked: W and C per position (5-10, 5-11),
 * work efficiency against serial time (5-12), the reduced and the large models (5-17, 5-18, 5.35), StarTech as
 * published beside the defaults, the table-size experiment (6-1) and the problems' sizes. Built once; the tables
 * go to CSV and JSON, the HTML to the page.
 */
final class ThesisSections {

    /** Kaufman's problems, all of which the thesis's totals (Figure 6-2) cover. */
    private static final int THESIS_PROBLEMS = 25;

    private final BenchResult result;
    private final Map<ModelVariant, TermFit> fits = new LinkedHashMap<>();
    private final Table work;
    private final Table span;
    private final Table efficiency;
    private final Table models;
    private final Table modelTerms;
    private final Table configurations;
    private final Map<AblationSpec, List<TableSizeRow>> tableSizes = new LinkedHashMap<>();
    private final List<Table> tableSizeTables = new ArrayList<>();
    private final Table problemSizes;
    private final List<ChessWorkRow> chessWorkRows;
    private final Table chessWork;
    private final Table usefulWork;
    /** Each swept configuration's searches on the largest machine, position by position (empty without a sweep). */
    private final Map<String, List<ChessWorkByPositionRow>> chessByPosition = new LinkedHashMap<>();
    private final Table chessByPositionTable;
    private final Table chessAgainstParallelism;

    ThesisSections(BenchResult result) {
        this.result = result;
        for (ModelVariant m : ModelVariant.ALL) {
            fits.put(m, result.sweep().size() < 4 ? null : m.fit(result.sweep()));
        }
        work = ThesisTables.work(result);
        span = ThesisTables.span(result);
        efficiency = ThesisTables.efficiency(result);
        models = ThesisTables.models(fits);
        modelTerms = ThesisTables.modelTerms(fits);
        configurations = result.plan().configurations().isEmpty() ? null : ThesisTables.configurations(result);
        List<Trial> main = result.trials().stream().filter(t -> t.suite().equals(result.plan().suite().name()))
                .toList();
        List<ConfigurationSettings> swept = result.configurationSettings();
        for (AblationSpec a : result.plan().ablations()) {
            if (TableSizeTable.isTableSizes(a)) {
                Integer sweepEntries = swept.isEmpty() ? null : swept.get(0).tableEntriesPerNode().get(a.processors());
                List<TableSizeRow> rows = sweepEntries == null ? TableSizeTable.of(a, main)
                        : TableSizeTable.withSweep(a, main, result.sweep(), sweepEntries);
                tableSizes.put(a, rows);
                tableSizeTables.add(ThesisTables.tableSizes(a.name(), a.processors(), rows));
            }
        }
        problemSizes = result.plan().sizes() == null ? null : ThesisTables.problemSizes(result.plan().sizes());
        int p = result.plan().largestMachine();
        chessWorkRows = ChessWorkTable.of(result.sweep().stream().filter(t -> t.processors() == p).toList());
        chessWork = chessWorkRows.isEmpty() ? null : ThesisTables.chessWork(p, chessWorkRows);
        usefulWork = ThesisTables.usefulWork(result.usefulWork());
        for (Settings s : result.plan().sweptSettings()) {
            List<Trial> at = result.sweep(s).stream().filter(t -> t.processors() == p).toList();
            if (!at.isEmpty()) {
                chessByPosition.put(s.name(), ChessWorkByPositionTable.of(s.name(), at));
            }
        }
        chessByPositionTable = chessByPosition.isEmpty() ? null : ThesisTables.chessWorkByPosition(p, chessByPosition);
        chessAgainstParallelism = chessByPosition.isEmpty() ? null
                : ThesisTables.chessWorkAgainstParallelism(p, chessByPosition);
    }

    /** Every table of these sections, in page order. */
    List<Table> tables() {
        List<Table> all = new ArrayList<>();
        if (problemSizes != null) {
            all.add(problemSizes);
        }
        all.addAll(List.of(work, span, efficiency, models, modelTerms));
        if (configurations != null) {
            all.add(configurations);
        }
        all.add(usefulWork);
        if (chessByPositionTable != null) {
            all.add(chessAgainstParallelism);
            all.add(chessByPositionTable);
        }
        if (chessWork != null) {
            all.add(chessWork);
        }
        all.addAll(tableSizeTables);
        return all;
    }

    /** The problems' sizes, for the top of the page (empty with one fixed depth). */
    String problemSizesHtml() {
        if (problemSizes == null) {
            return "";
        }
        return "<h2>Problems of varying size</h2>\n<p>As the thesis's problems varied in size, each position is"
                + " searched to the first depth at which its serial search visits at least "
                + result.plan().sizes().threshold() + " positions.</p>\n<details><summary>depth of each"
                + " position</summary>" + problemSizes.html() + "</details>\n";
    }

    /**
     * How this run's problems compare in size with the thesis's, by the one total both give: the time of all the
     * main suite's problems on one node, against Figure 6-2's on one processor; "" without searches on one node.
     */
    String sizeAgainstThesis() {
        List<Trial> one = result.sweep().stream().filter(t -> t.processors() == 1).toList();
        if (!result.plan().suite().name().equals(SuiteLoader.KAUFMAN) || one.size() != THESIS_PROBLEMS) {
            return "";
        }
        double seconds = one.stream().mapToDouble(Trial::seconds).sum();
        double thesis = RatingTable.THESIS.get(0).allSeconds();
        double ratio = seconds / thesis;
        return (ratio > 0.8 && ratio < 1.25 ? ", though about their size" : ", nor of their size")
                + ": on one node Kaufman's 25 take " + num(seconds, 0) + " s of CM-5 time in all, " + num(ratio, 1)
                + " times the thesis's " + num(thesis, 0) + " s on one processor (Figure 6-2). A larger problem offers"
                + " a large machine more parallelism (the thesis's longer runs were searched more efficiently, Figure"
                + " 5-12), which bears on every comparison of speedup with the thesis's";
    }

    /** Figures 5-10 to 5-12, after the speedup. */
    String workAndSpanHtml() {
        StringBuilder h = new StringBuilder("<h2>Work and critical path per position (Figures 5-10, 5-11)</h2>\n");
        h.append("<p>The thesis plots W and C of each position against P, positions in descending order of serial"
                + " time. In its runs W grows with P (the parallel search does work the serial one prunes), and so,"
                + " surprisingly, does the measured C (5.4).").append(workAndSpanGrowth())
                .append(" Here W is drawn over the serial search's W and C over C on the smallest machine, so that"
                        + " positions of different sizes share a chart.</p>\n<div class=\"charts\">");
        ThesisCharts.work(result).forEach(h::append);
        ThesisCharts.span(result).forEach(h::append);
        h.append("</div>\n<details><summary>W and C tables</summary>").append(work.html()).append(span.html())
                .append("</details>\n");
        h.append("<h3>Work efficiency against serial time (Figure 5-12)</h3>\n<p>The thesis found that longer runs"
                + " are searched more efficiently on large machines (a positive correlation r on each"
                + " machine size).</p>\n<div class=\"charts\">").append(ThesisCharts.efficiency(result))
                .append("</div>\n").append(efficiency.html());
        return h.toString();
    }

    /**
     * How W and C of this run's positions changed from the smallest machine to the largest, beside the thesis's
     * finding that both grow; "" without both machines.
     */
    private String workAndSpanGrowth() {
        List<Integer> sizes = result.plan().processors();
        int small = sizes.get(0);
        int large = sizes.get(sizes.size() - 1);
        Map<String, Trial> first = new LinkedHashMap<>();
        Map<String, Trial> last = new LinkedHashMap<>();
        for (Trial t : result.sweep()) {
            if (t.processors() == small) {
                first.put(t.position(), t);
            } else if (t.processors() == large) {
                last.put(t.position(), t);
            }
        }
        first.keySet().retainAll(last.keySet());
        if (small == large || first.isEmpty()) {
            return "";
        }
        int moreWork = 0;
        int longerSpan = 0;
        double spanSmall = 0;
        double spanLarge = 0;
        List<Double> workRatios = new ArrayList<>();
        for (Map.Entry<String, Trial> e : first.entrySet()) {
            Trial a = e.getValue();
            Trial b = last.get(e.getKey());
            moreWork += b.work() > a.work() ? 1 : 0;
            longerSpan += b.span() > a.span() ? 1 : 0;
            spanSmall += a.span() / (double) a.clockHz();
            spanLarge += b.span() / (double) b.clockHz();
            workRatios.add(b.work() / (double) a.work());
        }
        workRatios.sort(null);
        int n = workRatios.size();
        double median = n % 2 == 1 ? workRatios.get(n / 2) : (workRatios.get(n / 2 - 1) + workRatios.get(n / 2)) / 2;
        return " In this run, from " + ThesisTables.nodes(small) + " to " + large + " nodes: W grew for " + moreWork
                + " of the " + n + (n == 1 ? " position" : " positions") + " (the median position's W by "
                + sig(median, 3) + " times), and C for " + longerSpan + ", the sum of C going from " + num(spanSmall, 1)
                + " s to " + num(spanLarge, 1) + " s.";
    }

    /**
     * What Figure 6-2's ratings say, before its chart: levels that do not compare, and gains that do. "" with fewer
     * than two machine sizes.
     */
    String ratingsHtml() {
        List<RatingRow> rows = result.ratings();
        if (rows.size() < 2) {
            return "";
        }
        RatingRow small = rows.get(0);
        RatingRow large = rows.get(rows.size() - 1);
        // The table rounds each rating; the gain is the difference of the ratings as the table gives them.
        long gain = Math.round(large.rating()) - Math.round(small.rating());
        StringBuilder h = new StringBuilder("<p>Kaufman's estimate (equation 6.1) rates a program by the time it"
                + " takes for its fastest " + RatingTable.FASTEST + " problems. The thesis timed its problems to their"
                + " solutions; this run times fixed depths, so the levels of the two lines do not compare. The gain"
                + " from one machine size to another is 200 log10 of the speedup of that time, and compares as"
                + " the speedups do (see the problems' size above): here ").append(gain).append(" points from ")
                .append(ThesisTables.nodes(small.processors())).append(" to ").append(large.processors())
                .append(" nodes, on the fastest ").append(small.fastestCount()).append(" positions");
        if (small.fastestCount() == RatingTable.FASTEST && small.thesis() != null && large.thesis() != null) {
            h.append(", in the thesis ").append(large.thesis().rating() - small.thesis().rating());
        }
        return h.append(".</p>\n").toString();
    }

    /** Figures 5-17 and 5-18 and equation 5.35, after the model. */
    String modelsHtml() {
        StringBuilder h = new StringBuilder("<h3>Fewer and more terms (Figures 5-17, 5-18, equation 5.35)</h3>\n");
        h.append("<p>The thesis dropped each term of 5.34 in turn: without W/P the residuals grow with W/P (Figure"
                + " 5-17) and MRE grows tenfold; without C they grow with P (Figure 5-18). Equation 5.35 adds P,"
                + " C lg P, max{C, W/P}, min{C, W/P}, the depth D, W and an indicator k_i per position, and is only"
                + " marginally better (thesis: R = 0.999168, MRE = 0.02493, MAXE = 0.6749). A term the data cannot"
                + " tell from the terms before it is aliased (left out): min{C, W/P} always (max + min = C + W/P),"
                + " the last position's indicator beside the constant, and D when every position has one depth;"
                + " when each position has a depth of its own, D is a sum of the indicators and one more"
                + " indicator goes instead. Its terms are nearly collinear, so its coefficients come with wide"
                + " half-widths and say little one by one: compare its quality, which is all the thesis"
                + " published.</p>\n");
        h.append(models.html());
        TermFit full = fits.get(ModelVariant.FULL);
        List<Trial> sweep = result.sweep();
        h.append("<div class=\"charts\">")
                .append(ThesisCharts.residuals("Residuals of C alone against W/P (Figure 5-17)", "W/P (s)",
                        Scale.LOG10, sweep, fits.get(ModelVariant.SPAN_ONLY), "T = a0 + a2 C", full,
                        t -> t.workPerProcessor() / t.clockHz()))
                .append(ThesisCharts.residuals("Residuals of W/P alone against P (Figure 5-18)",
                        "processors P (nodes)", Scale.LOG2, sweep, fits.get(ModelVariant.WORK_ONLY),
                        "T = a0 + a1 W/P", full, Trial::processors))
                .append("</div>\n");
        h.append("<details><summary>coefficients</summary>").append(modelTerms.html()).append("</details>\n");
        return h.toString();
    }

    /** StarTech as published beside the defaults (only when the plan swept another configuration). */
    String configurationsHtml() {
        if (configurations == null) {
            return "";
        }
        StringBuilder h = new StringBuilder("<h2>StarTech as published beside the tuned defaults</h2>\n");
        h.append("<p>The <b>thesis</b> configuration is StarTech as the thesis describes it: the serialization"
                + " heuristic of 6.5 searches one extra child at Type-2 positions that dropped below alpha, a"
                + " principal-variation position tests every child after the first in parallel (Figure 4-5), serial"
                + " leaf searches neither read nor publish their root in the global table, and stolen work does not"
                + " carry the victim's move ordering. The defaults let the machine choose the first two (-1), and the"
                + " simulated CM-5 chooses the thesis's values (real threads take three of each), so unless the"
                + " settings above say otherwise the two configurations differ in this program's two refinements"
                + " alone. Both search with deferred reads and without recursive iterative deepening (RID), which"
                + " the baseline sets: the thesis measured these two switches on and off (Figures 6-6 to 6-8), and"
                + " its Figure 6-9 run had both on (with <code>--figure-6-9</code> a run adds StarTech as published"
                + " with RID, without the serialization heuristic, as that run searched). The thesis (6.5):"
                + " serializing one extra child cut the work by 10% to 15% and kept the"
                + " average parallelism over 500; serializing every such position cut the work by up to 50%, but"
                + " W/C fell below 100 and large machines lost.");
        int p = result.plan().largestMachine();
        double defaults = totalWork(Settings.BASELINE, p);
        for (Settings s : result.plan().configurations()) {
            double other = totalWork(s, p);
            if (defaults > 0 && other > 0) {
                h.append(" On ").append(p).append(" nodes the defaults do ")
                        .append(sig(100 * (1 - defaults / other), 3)).append("% less work than the ")
                        .append(Html.escape(s.name())).append(" configuration");
                h.append(", with mean W/C ").append(sig(meanParallelism(Settings.BASELINE, p), 4)).append(" against ")
                        .append(sig(meanParallelism(s, p), 4)).append('.');
            }
        }
        h.append("</p>\n<div class=\"charts\">")
                .append(ThesisCharts.configurations(result, "Average parallelism W/C", "mean W/C (times)",
                        Scale.LOG10, at -> at.stream().mapToDouble(Trial::parallelism).average().orElse(Double.NaN)))
                .append(ThesisCharts.configurations(result, "Work efficiency", "mean serial W / W", Scale.LINEAR,
                        at -> at.stream().mapToDouble(Trial::workEfficiency).average().orElse(Double.NaN)))
                .append(ThesisCharts.configurations(result, "Speedup T(1)/T(P)", "speedup (times)", Scale.LOG2,
                        at -> result.speedup(at.get(0).settings(), at.get(0).processors())))
                .append("</div>\n").append(configurations.html());
        return h.toString();
    }

    private double totalWork(Settings s, int p) {
        return result.sweep(s).stream().filter(t -> t.processors() == p).mapToDouble(Trial::work).sum();
    }

    private double meanParallelism(Settings s, int p) {
        return result.sweep(s).stream().filter(t -> t.processors() == p).mapToDouble(Trial::parallelism).average()
                .orElse(Double.NaN);
    }

    /**
     * What waiting on the throttle is and what its share says, after Figure 6-9's table: the line that differs most
     * from the thesis's on a large machine. "" without a breakdown.
     */
    String throttleHtml() {
        double share = result.breakdown().stream().filter(r -> r.activity().equals(Activities.WAITING_ON_THROTTLE))
                .mapToDouble(BreakdownRow::percent).findFirst().orElse(Double.NaN);
        if (Double.isNaN(share)) {
            return "";
        }
        int p = result.plan().largestMachine();
        StringBuilder h = new StringBuilder("<p>Waiting on the throttle is an idle node's time between the global"
                + " throttle's phases (4.7): having asked once for work in a phase and been denied, it waits for the"
                + " phase's barrier before it asks again, whether or not other nodes have work to give. Here it takes ")
                .append(sig(share, 3)).append("% of the cycles on ").append(ThesisTables.nodes(p))
                .append(" (the thesis's typical problem on 512 nodes: ")
                .append(sig(BreakdownTable.THESIS.get(Activities.WAITING_ON_THROTTLE), 2)).append("%).");
        List<ChessWorkByPositionRow> rows = chessByPosition.get(Settings.BASELINE.name());
        if (rows != null && rows.size() > 2) {
            double r = ThesisTables.chessWorkCorrelation(rows);
            h.append(" Position by position the chess work's share there correlates with log10 W/C at r = ")
                    .append(sig(r, 3)).append(" (<i>Chess work against parallelism</i>, below); what else holds the"
                            + " share down, and why this line is so much larger than the thesis's, this page does not"
                            + " settle.");
        }
        return h.append("</p>\n").toString();
    }

    /** Figure 6-9's first line in full, after Figure 6-9. */
    String usefulWorkHtml() {
        return "<p>The thesis's first line goes on: of its 68.8% of chess work, 21.4% is what its best serial program"
                + " spends on the same problem, so 14.7% of the machine's cycles did work that one processor would"
                + " have had to do. Chess work alone rewards a configuration that searches more than the serial"
                + " program; the serial search's share of all cycles (its speedup over P, but for the one-node"
                + " machine's own overheads) does not.</p>\n" + usefulWork.html();
    }

    /** Chess work position by position against parallelism, after Figure 6-9's first line (only with a sweep). */
    String chessWorkByPositionHtml() {
        if (chessByPositionTable == null) {
            return "";
        }
        int p = result.plan().largestMachine();
        return "<h3>Chess work against parallelism</h3>\n<p>The share of chess work over all cycles weighs each"
                + " search by its length, and on a large machine the longest searches are often those with the least"
                + " parallelism (deep, narrow endings). Position by position the share follows W/C: a search keeps"
                + " its nodes busy about as far as its parallelism exceeds the machine. The thesis's profiled typical"
                + " problem (Figure 5-13) had an average parallelism of 256; the thesis \"typically saw average"
                + " available parallelism of at least several hundred\" (chapter 1), and with one extra child"
                + " serialized still over 500 (6.5)."
                + "</p>\n<div class=\"charts\">"
                + ThesisCharts.chessWorkAgainstParallelism(p, chessByPosition) + "</div>\n"
                + chessAgainstParallelism.html() + "<details><summary>each position</summary>"
                + chessByPositionTable.html() + "</details>\n";
    }

    /** Figure 6-10, after Figure 6-9 (only when the trials split their chess work). */
    String chessWorkHtml() {
        if (chessWork == null) {
            return "";
        }
        List<ChessWorkRow> operations = chessWorkRows.stream()
                .filter(r -> !r.operation().equals(ChessWorkTable.TOTAL)).toList();
        return "<h3>How the chess work is spent (Figure 6-10)</h3>\n<p>The scheduler tallies every cycle of chess"
                + " work under the operation the cost model charged it for, so the lines add up to W exactly. The"
                + " thesis counted all search control flow as one line; here the frames' Jamboree control flow and"
                + " the serial leaf searches' control flow are charged differently (<code>cost.jamboree-control</code>"
                + " and <code>cost.serial-control</code>), so both"
                + " are shown and their sum stands beside the thesis's line. Shares of chess work compare across"
                + " machines whose chess work is a different share of all cycles.</p>\n<div class=\"charts\">"
                + new SvgBars("Chess work by operation on " + result.plan().largestMachine() + " nodes (Figure 6-10)",
                "share of chess work (%)", operations.stream().map(ChessWorkRow::operation).toList())
                .add("this run", operations.stream().mapToDouble(ChessWorkRow::ofChessWork).toArray())
                .add("thesis, 512 nodes", operations.stream().mapToDouble(ChessWorkRow::thesisOfChessWork).toArray())
                .render()
                + "</div>\n" + chessWork.html();
    }

    /** The table-size experiment (only when the plan has one). */
    String tableSizesHtml() {
        if (tableSizes.isEmpty()) {
            return "";
        }
        StringBuilder h = new StringBuilder("<h2>Transposition-table size (Figure 6-1)</h2>\n");
        h.append("<p>The thesis chose a table large enough that a larger one no longer helped: its serial program"
                + " visited fewer positions as the table grew, up to 2^23 entries, and then the same number. On the"
                + " CM-5 it used 2^21 entries per node. Here the global table's size varies on one machine size (one"
                + " node unless the run asked for another, as the thesis measured its serial program); lines are"
                + " matched to the thesis's by total entries (P times the entries per node). Where the main sweep"
                + " searched the same positions on that machine with a table no column has, its line is added and"
                + " marked: whether the run's own table is past the point where a larger one stops helping.</p>\n");
        tableSizes.keySet().stream().filter(a -> !a.leftOut().isEmpty()).forEach(a -> h.append("<p>Left out of"
                + " every column on ").append(ThesisTables.nodes(a.processors())).append(", so that the columns"
                + " search the same positions: ").append(Html.escape(String.join(", ", a.leftOutSorted())))
                .append(" (whose searches with the smallest tables would outlast the rest of the run: see the bench's"
                        + " documentation).</p>\n"));
        h.append("<div class=\"charts\">");
        tableSizes.forEach((a, rows) -> h.append(ThesisCharts.tableSizes(a.processors(), rows)));
        h.append("</div>\n");
        tableSizeTables.forEach(t -> h.append(t.html()));
        return h.toString();
    }
}

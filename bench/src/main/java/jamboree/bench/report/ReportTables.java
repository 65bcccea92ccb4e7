package jamboree.bench.report;

import jamboree.bench.model.FitQuality;
import jamboree.bench.model.LinearModel;
import jamboree.bench.model.ModelFit;
import jamboree.bench.model.ModelSample;
import jamboree.bench.profile.StepCurve;
import jamboree.bench.profile.WorkSpanRow;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.HostCosts;
import jamboree.bench.run.HostTime;
import jamboree.bench.suite.SuiteProblem;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.tables.BreakdownTable;
import jamboree.bench.tables.RatingRow;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.engine.search.Score;
import jamboree.machine.experiments.SwampExperiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static jamboree.bench.report.Fmt.integer;
import static jamboree.bench.report.Fmt.num;
import static jamboree.bench.report.Fmt.sig;

/** Every table of the report, as formatted cells (the CSV files and the HTML page both come from these). */
final class ReportTables {

    private ReportTables() {
    }

    static Table trials(BenchResult result) {
        Table.Builder b = Table.builder("trials.csv", "Every search: T, W and C in cycles (33 MHz), seconds of"
                        + " machine time, average parallelism W/C, work efficiency (serial W over W), the positions"
                        + " the machine visited, and its move and score as UCI gives them (cp N, or mate N in moves)."
                        + " Machines of different sizes may score a position differently at one depth: their nodes"
                        + " share the table in another order, and an entry one machine finds another may not",
                "suite", "position", "depth", "P", "settings", "T (cycles)", "T (s)", "W (cycles)", "C (cycles)",
                "W/C", "work efficiency", "positions", "serial W (cycles)", "best move", "score");
        for (Trial t : result.trials()) {
            b.row(t.suite(), t.position(), integer(t.depth()), integer(t.processors()), t.settings().label(),
                    integer(t.time()), sig(t.seconds()), integer(t.work()), integer(t.span()), sig(t.parallelism()),
                    sig(t.workEfficiency()), integer(t.nodes()), integer(t.serialWork()), t.bestMove(),
                    Score.uci(t.score()));
        }
        return b.build();
    }

    /**
     * What the searches cost the host, by suite, configuration and machine size, beside the same on one node: the
     * simulator's cost, which grows with the machine where the chess work does not. Null where no search was timed.
     */
    static Table hostCosts(BenchResult result) {
        HostCosts costs = result.costs();
        if (costs.rows().isEmpty()) {
            return null;
        }
        Table.Builder b = Table.builder("host-costs.csv", "What the searches cost the host: host seconds of each"
                        + " group's searches, each from its start to its end, the positions they visited and how many"
                        + " per host second; the host time and the host time per position over the same on one node,"
                        + " where both groups have as many timed searches (empty where they have not, or where no"
                        + " group on one node searched the same suite in the same configuration); and the host cores"
                        + " other processes kept busy meanwhile, empty where no search said (journals written before"
                        + " it was measured; varies from run to run: no part of the signature)",
                "suite", "configuration", "P", "searches", "host (s)", "positions", "positions per host s",
                "host over one node's", "host per position over one node's", "other processes (cores)");
        for (HostCosts.Row r : costs.rows()) {
            HostTime h = r.host();
            HostTime one = costs.oneNode(r).map(HostCosts.Row::host)
                    .filter(o -> o.searches() == h.searches() && o.nanos() > 0 && o.positions() > 0
                            && h.positions() > 0)
                    .orElse(null);
            b.row(r.suite(), r.configuration(), integer(r.processors()), integer(h.searches()), sig(h.seconds()),
                    integer(h.positions()), sig(h.positionsPerSecond()),
                    one == null ? "" : sig((double) h.nanos() / one.nanos()),
                    one == null ? "" : sig(one.positionsPerSecond() / h.positionsPerSecond()),
                    num(h.other().cores(), 2));
        }
        return b.build();
    }

    static Table speedup(BenchResult result) {
        Table.Builder b = Table.builder("speedup.csv", "Speedup over the main sweep: total T at P = 1 over total T"
                        + " at P, beside the thesis's (time for all 25 problems, Figure 6-2); mean W/C and mean work"
                        + " efficiency average the positions' own (serial W / W), where the useful-work and ablation"
                        + " tables divide the totals",
                "P", "total T (s)", "speedup", "mean W/C", "mean work efficiency", "thesis speedup");
        Map<Integer, List<Trial>> byP = new TreeMap<>();
        for (Trial t : result.sweep()) {
            byP.computeIfAbsent(t.processors(), k -> new ArrayList<>()).add(t);
        }
        for (Map.Entry<Integer, List<Trial>> e : byP.entrySet()) {
            double total = e.getValue().stream().mapToDouble(Trial::seconds).sum();
            double parallelism = e.getValue().stream().mapToDouble(Trial::parallelism).average().orElse(Double.NaN);
            double efficiency = e.getValue().stream().mapToDouble(Trial::workEfficiency).average()
                    .orElse(Double.NaN);
            b.row(integer(e.getKey()), sig(total), sig(result.speedup(e.getKey())), sig(parallelism),
                    sig(efficiency), sig(thesisSpeedup(e.getKey())));
        }
        return b.build();
    }

    static double thesisSpeedup(int p) {
        double one = jamboree.bench.tables.RatingTable.THESIS.get(0).allSeconds();
        for (RatingRow.ThesisRating t : jamboree.bench.tables.RatingTable.THESIS) {
            if (t.processors() == p) {
                return one / t.allSeconds();
            }
        }
        return Double.NaN;
    }

    static Table ratings(BenchResult result) {
        Table.Builder b = Table.builder("figure-6-2.csv", "Figure 6-2: time for the fastest 20 problems, Kaufman's"
                        + " estimated rating 2930 - 200 log10(t20), time for all; the thesis's values beside",
                "P", "fastest n", "t20 (s)", "rating (USCF)", "all (s)", "thesis t20 (s)", "thesis rating",
                "thesis all (s)");
        for (RatingRow r : result.ratings()) {
            RatingRow.ThesisRating t = r.thesis();
            b.row(integer(r.processors()), integer(r.fastestCount()), sig(r.fastestSeconds()), num(r.rating(), 0),
                    sig(r.allSeconds()), t == null ? "" : num(t.fastestSeconds(), 2),
                    t == null ? "" : integer(t.rating()), t == null ? "" : num(t.allSeconds(), 2));
        }
        return b.build();
    }

    static Table fit(BenchResult result, ModelFit fit) {
        Table.Builder b = Table.builder("fit.csv", "The model T = c3 + c1 W/P + c2 C (seconds), weighted least"
                        + " squares with sigma_i = T_i, 95% confidence half-widths; R, MRE (geometric mean of relative"
                        + " errors) and MAXE",
                "model", "data", "n", "c3 (s)", "c3 +-", "c1", "c1 +-", "c2", "c2 +-", "R", "MRE", "MAXE");
        if (fit != null) {
            LinearModel m = fit.model();
            FitQuality q = fit.quality();
            b.row("fitted", result.plan().suite().name() + " (training)", integer(q.samples()), sig(m.c3()),
                    sig(fit.c3HalfWidth()), sig(m.c1()), sig(fit.c1HalfWidth()), sig(m.c2()), sig(fit.c2HalfWidth()),
                    sig(q.r()), sig(q.mre()), sig(q.maxe()));
            FitQuality v = result.validationQuality(fit);
            if (v != null) {
                b.row("fitted", result.plan().validation().name() + " (validation"
                                + result.plan().validationRepeatsText() + ")", integer(v.samples()),
                        sig(m.c3()), "", sig(m.c1()), "", sig(m.c2()), "", sig(v.r()), sig(v.mre()), sig(v.maxe()));
            }
        }
        FitQuality tq = result.thesisModelQuality();
        LinearModel t = LinearModel.THESIS;
        b.row("thesis (5.34)", result.plan().suite().name() + " (this run)", integer(tq.samples()), sig(t.c3()), "",
                sig(t.c1()), "", sig(t.c2()), "", sig(tq.r()), sig(tq.mre()), sig(tq.maxe()));
        ModelFit th = ModelFit.THESIS;
        b.row("thesis (5.34)", "thesis Kaufman runs (training)", "", sig(t.c3()), sig(th.c3HalfWidth()), sig(t.c1()),
                sig(th.c1HalfWidth()), sig(t.c2()), sig(th.c2HalfWidth()), sig(th.quality().r()),
                sig(th.quality().mre()), sig(th.quality().maxe()));
        b.row("thesis (5.34)", "thesis Berliner problems (test)", "", sig(t.c3()), "", sig(t.c1()), "", sig(t.c2()),
                "", sig(FitQuality.THESIS_TEST.r()), sig(FitQuality.THESIS_TEST.mre()),
                sig(FitQuality.THESIS_TEST.maxe()));
        return b.build();
    }

    static Table residuals(BenchResult result, ModelFit fit) {
        Table.Builder b = Table.builder("residuals.csv", "Relative residuals (T - predicted) / T of the fitted model"
                        + " (positive: the model understates T), training and validation data",
                "suite", "position", "position rank", "P", "depth", "T (s)", "W (s)", "C (s)", "predicted T (s)",
                "relative residual");
        if (fit == null) {
            return b.build();
        }
        List<Trial> all = new ArrayList<>(result.sweep());
        all.addAll(result.validationSweep());
        Map<String, Integer> rank = positionRanks(all);
        for (Trial t : all) {
            ModelSample s = ModelSample.ofSeconds(t);
            b.row(t.suite(), t.position(), integer(rank.get(t.suite() + "/" + t.position())), integer(t.processors()),
                    integer(t.depth()), sig(s.time()), sig(t.work() / (double) t.clockHz()), sig(s.span()),
                    sig(fit.model().predict(s)), sig(fit.model().relativeResidual(s)));
        }
        return b.build();
    }

    /** Positions ranked by their time on the smallest machine, as Figure 5-16 sorts them by serial time. */
    static Map<String, Integer> positionRanks(List<Trial> trials) {
        Map<String, Trial> smallest = new LinkedHashMap<>();
        for (Trial t : trials) {
            smallest.merge(t.suite() + "/" + t.position(), t, (a, c) -> c.processors() < a.processors() ? c : a);
        }
        List<Map.Entry<String, Trial>> entries = new ArrayList<>(smallest.entrySet());
        entries.sort((a, c) -> Long.compare(a.getValue().time(), c.getValue().time()));
        Map<String, Integer> rank = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            rank.put(entries.get(i).getKey(), i + 1);
        }
        return rank;
    }

    static Table breakdown(BenchResult result) {
        Table.Builder b = Table.builder("breakdown.csv", "Figure 6-9: where the cycles of every node went, over the"
                        + " main sweep on " + result.plan().largestMachine() + " nodes, beside the thesis's split (a"
                        + " typical Kaufman problem on 512 nodes)",
                "activity", "cycles", "share (%)", "thesis share (%)");
        for (BreakdownRow r : result.breakdown()) {
            b.row(r.activity(), integer(r.cycles()), num(r.percent(), 2), num(r.thesis(), 1));
        }
        return b.build();
    }

    /**
     * An ablation's tables: its times position by position, its sums, and, on more than one node, where its
     * columns' cycles went (on one node nearly all of them are chess work whatever the switches).
     */
    static List<Table> ablationTables(AblationTable a) {
        return a.processors() > 1 ? List.of(ablation(a), ablationSummary(a), ablationBreakdown(a))
                : List.of(ablation(a), ablationSummary(a));
    }

    static Table ablation(AblationTable a) {
        List<String> header = new ArrayList<>();
        header.add("position");
        for (Settings s : a.columns()) {
            header.add(s.label() + " (s)");
        }
        Table.Builder b = Table.builder("ablation-" + a.name() + ".csv", a.title() + "; T in seconds, sorted by the"
                + " first column", header.toArray(String[]::new));
        for (AblationTable.Row r : a.rows()) {
            String[] cells = new String[header.size()];
            cells[0] = r.position();
            for (int c = 0; c < r.seconds().length; c++) {
                cells[c + 1] = sig(r.seconds()[c]);
            }
            b.row(cells);
        }
        String[] total = new String[header.size()];
        total[0] = "total";
        double[] sums = a.totals();
        for (int c = 0; c < sums.length; c++) {
            total[c + 1] = sig(sums[c]);
        }
        return b.row(total).build();
    }

    /**
     * An ablation's columns summed over the positions: T, W, C, W/C, and against the serial search of the same tree
     * the speedup and the work efficiency (for a column on another tree, such as the full profile's, that is its own
     * serial search).
     */
    static Table ablationSummary(AblationTable a) {
        Table.Builder b = Table.builder("ablation-" + a.name() + "-sums.csv", a.title() + ": sums over the positions;"
                        + " speedup and work efficiency against the serial search of the same tree",
                "settings", "positions", "T (s)", "W (cycles)", "C (cycles)", "W/C", "speedup over serial",
                "work efficiency", "chess work (% of cycles)");
        for (AblationTable.ColumnSums c : a.sums()) {
            b.row(c.settings().label(), integer(c.positions()), sig(c.seconds()), integer(c.work()),
                    integer(c.span()), sig(c.parallelism()), sig(c.speedupOverSerial()), sig(c.workEfficiency()),
                    num(c.chessWorkPercent(), 2));
        }
        return b.build();
    }

    /**
     * Where the cycles of an ablation's columns went, activity by activity, beside the thesis's split (Figure 6-9):
     * what a switch changes in how the nodes spend their time, not only in how long they take.
     */
    static Table ablationBreakdown(AblationTable a) {
        List<String> header = new ArrayList<>();
        header.add("activity");
        for (AblationTable.ColumnSums c : a.sums()) {
            header.add(c.settings().label() + " (%)");
        }
        header.add("thesis share (%)");
        Table.Builder b = Table.builder("ablation-" + a.name() + "-breakdown.csv", a.title() + ": where the cycles"
                + " of every node went in each column, in percent of the column's cycles, beside the thesis's split"
                + " (Figure 6-9, a typical Kaufman problem on 512 nodes)", header.toArray(String[]::new));
        // Every column lists the same activities in the same order but for any beyond the standard ones.
        Map<String, BreakdownRow[]> byActivity = new LinkedHashMap<>();
        for (int c = 0; c < a.sums().size(); c++) {
            AblationTable.ColumnSums sums = a.sums().get(c);
            for (BreakdownRow r : sums.positions() == 0 ? List.<BreakdownRow>of() : sums.breakdown()) {
                byActivity.computeIfAbsent(r.activity(), k -> new BreakdownRow[a.sums().size()])[c] = r;
            }
        }
        for (Map.Entry<String, BreakdownRow[]> e : byActivity.entrySet()) {
            String[] cells = new String[header.size()];
            cells[0] = e.getKey();
            for (int c = 0; c < e.getValue().length; c++) {
                BreakdownRow r = e.getValue()[c];
                cells[c + 1] = r == null ? "" : num(r.percent(), 2);
            }
            cells[header.size() - 1] = num(BreakdownTable.THESIS.getOrDefault(e.getKey(), Double.NaN), 1);
            b.row(cells);
        }
        return b.build();
    }

    /** One Cilkscale-style table per position of the main sweep. */
    static List<Table> workSpan(BenchResult result, ModelFit fit) {
        LinearModel model = fit == null ? LinearModel.THESIS : fit.model();
        Map<String, Table.Builder> byPosition = new LinkedHashMap<>();
        for (Trial t : result.sweep()) {
            Table.Builder b = byPosition.computeIfAbsent(t.position(), k -> Table.builder(
                    "cilkscale-" + fileSafe(k) + ".csv", "Work and span of " + k + " (cycles); burdened span ="
                            + " c2 C + c3 of the " + (fit == null ? "thesis's" : "fitted") + " model",
                    "position", "P", "work (cycles)", "span (cycles)", "parallelism", "burdened span (cycles)",
                    "burdened parallelism"));
            WorkSpanRow r = WorkSpanRow.of(t, model);
            b.row(r.position(), integer(r.processors()), integer(r.work()), integer(r.span()), sig(r.parallelism()),
                    Double.isNaN(r.burdenedSpan()) ? "" : integer(Math.round(r.burdenedSpan())),
                    sig(r.burdenedParallelism()));
        }
        return byPosition.values().stream().map(Table.Builder::build).toList();
    }

    /**
     * The per-position tables in one: each position's parallelism and burdened parallelism on its smallest and its
     * largest machine, and how much its work grew between them, so that a reader sees at a glance which problems
     * had room for the large machines.
     */
    static Table workSpanSummary(BenchResult result, ModelFit fit) {
        LinearModel model = fit == null ? LinearModel.THESIS : fit.model();
        Map<String, WorkSpanRow> first = new LinkedHashMap<>();
        Map<String, WorkSpanRow> last = new LinkedHashMap<>();
        for (Trial t : result.sweep()) {
            WorkSpanRow r = WorkSpanRow.of(t, model);
            first.merge(t.position(), r, (a, b) -> b.processors() < a.processors() ? b : a);
            last.merge(t.position(), r, (a, b) -> b.processors() > a.processors() ? b : a);
        }
        Table.Builder b = Table.builder("cilkscale-summary.csv", "The tables below in one: parallelism W/C and"
                        + " burdened parallelism on each position's smallest and largest machine, and its work there"
                        + " over its work on the smallest",
                "position", "smallest P", "W/C at smallest P", "burdened parallelism at smallest P", "largest P",
                "W/C at largest P", "burdened parallelism at largest P", "work growth (W largest / W smallest)");
        for (Map.Entry<String, WorkSpanRow> e : first.entrySet()) {
            WorkSpanRow small = e.getValue();
            WorkSpanRow large = last.get(e.getKey());
            b.row(small.position(), integer(small.processors()), sig(small.parallelism()),
                    sig(small.burdenedParallelism()), integer(large.processors()), sig(large.parallelism()),
                    sig(large.burdenedParallelism()), sig(large.work() / (double) small.work()));
        }
        return b.build();
    }

    static String fileSafe(String id) {
        return id.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    static Table curve(String file, String caption, String xTitle, String yTitle, StepCurve curve, int buckets,
                       double clockHz) {
        Table.Builder b = Table.builder(file, caption, xTitle, yTitle);
        double[] averaged = curve.averaged(buckets);
        double width = curve.end() / (double) buckets;
        for (int i = 0; i < averaged.length; i++) {
            b.row(sig(i * width / clockHz), sig(averaged[i]));
        }
        return b.build();
    }

    static Table swamp(List<SwampExperiment.Row> rows) {
        Table.Builder b = Table.builder("swamp.csv", "SWAMP (thesis 5.7): time for node 0 to finish its work while"
                        + " P - 1 thieves ask it for work, measured on the simulated machine beside t_w = w / p(0,*)"
                        + " of equations 5.39 and 5.40 (empty: the run hit its time limit)",
                "P", "t_b (us)", "t_i (us)", "t_s (us)", "leverage z", "p(0,*)", "predicted (s)", "measured (s)",
                "measured / predicted", "requests answered");
        for (SwampExperiment.Row r : rows) {
            Double measured = r.measuredSeconds();
            b.row(integer(r.processors()), sig(r.busyServiceMicros()), sig(r.idleServiceMicros()),
                    sig(r.turnaroundMicros()), sig(r.leverage()), sig(r.progressProbability()),
                    sig(r.predictedSeconds()), measured == null ? "" : sig(measured),
                    measured == null ? "" : sig(measured / r.predictedSeconds()), integer(r.requestsAnswered()));
        }
        return b.build();
    }

    static Table problems(List<SuiteProblem> problems, String suite) {
        Table.Builder b = Table.builder("skipped-lines-" + fileSafe(suite) + ".csv", "Lines of " + suite
                + " that were skipped", "line", "problem");
        for (SuiteProblem p : problems) {
            b.row(integer(p.line()), p.message());
        }
        return b.build();
    }
}

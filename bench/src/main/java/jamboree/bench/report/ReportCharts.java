package jamboree.bench.report;

import jamboree.bench.model.ModelFit;
import jamboree.bench.model.ModelSample;
import jamboree.bench.profile.ParallelismProfiles;
import jamboree.bench.profile.StepCurve;
import jamboree.bench.run.BenchResult;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.tables.RatingRow;
import jamboree.bench.tables.RatingTable;
import jamboree.bench.trial.Trial;
import jamboree.machine.experiments.SwampExperiment;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

import static jamboree.bench.report.SvgChart.Scale;
import static jamboree.bench.report.SvgChart.Style;

/** The report's charts, each an SVG string. */
final class ReportCharts {

    /** Points per drawn profile curve: enough to see the spikes of Figure 5-13, few enough to keep the page small. */
    static final int PROFILE_BUCKETS = 400;
    /**
     * The least share of time drawn in the SWAMP chart: the model's p(0,*) falls to 1e-13 on large machines with slow
     * service, and an axis down there squeezed every measured line into its top tenth.
     */
    static final double SWAMP_FLOOR = 1e-3;

    private ReportCharts() {
    }

    static String speedup(BenchResult result) {
        List<double[]> ours = new ArrayList<>();
        List<double[]> thesis = new ArrayList<>();
        List<double[]> ideal = new ArrayList<>();
        for (int p : result.plan().processors()) {
            ours.add(new double[] {p, result.speedup(p)});
            ideal.add(new double[] {p, p});
        }
        for (RatingRow.ThesisRating t : RatingTable.THESIS) {
            thesis.add(new double[] {t.processors(), ReportTables.thesisSpeedup(t.processors())});
        }
        return new SvgChart("Speedup T(1)/T(P), whole suite", "processors P (nodes)", "speedup (times)")
                .xScale(Scale.LOG2).yScale(Scale.LOG2)
                .add("this run", ours, Style.LINE)
                .add("thesis (Fig. 6-2, all 25)", thesis, Style.DASHED)
                .add("linear speedup", ideal, Style.DASHED)
                .render();
    }

    static String timesByPosition(BenchResult result) {
        Map<String, List<double[]>> byPosition = new TreeMap<>();
        for (Trial t : result.sweep()) {
            byPosition.computeIfAbsent(t.position(), k -> new ArrayList<>())
                    .add(new double[] {t.processors(), t.seconds()});
        }
        List<String> shown = byPosition.keySet().stream().limit(8).toList();
        String which = shown.size() < byPosition.size()
                ? shown.get(0) + " to " + shown.get(shown.size() - 1) + ", " + shown.size() + " of "
                        + byPosition.size() + " positions" : "every position";
        SvgChart chart = new SvgChart("Run time T, " + which,
                "processors P (nodes)",
                "T (seconds of CM-5 time)").xScale(Scale.LOG2).yScale(Scale.LOG10);
        for (String position : shown) {
            chart.add(position, byPosition.get(position), Style.LINE);
        }
        return chart.render();
    }

    static String rating(BenchResult result) {
        List<double[]> ours = new ArrayList<>();
        for (RatingRow r : result.ratings()) {
            ours.add(new double[] {r.processors(), r.rating()});
        }
        List<double[]> thesis = new ArrayList<>();
        for (RatingRow.ThesisRating t : RatingTable.THESIS) {
            thesis.add(new double[] {t.processors(), t.rating()});
        }
        return new SvgChart("Kaufman's estimated rating (Figure 6-2)", "processors P (nodes)",
                "rating 2930 - 200 log10(t20) (USCF)").xScale(Scale.LOG2)
                .add("this run (fixed depth)", ours, Style.LINE)
                .add("thesis (to solution)", thesis, Style.DASHED)
                .render();
    }

    static String predicted(BenchResult result, ModelFit fit) {
        if (fit == null) {
            return "";
        }
        List<double[]> training = new ArrayList<>();
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Trial t : result.sweep()) {
            ModelSample s = ModelSample.ofSeconds(t);
            training.add(new double[] {s.time(), fit.model().predict(s)});
            min = Math.min(min, s.time());
            max = Math.max(max, s.time());
        }
        List<double[]> validation = new ArrayList<>();
        for (Trial t : result.validationSweep()) {
            ModelSample s = ModelSample.ofSeconds(t);
            validation.add(new double[] {s.time(), fit.model().predict(s)});
            min = Math.min(min, s.time());
            max = Math.max(max, s.time());
        }
        SvgChart chart = new SvgChart("Measured T against the fitted model", "measured T (s)", "predicted T (s)")
                .xScale(Scale.LOG10).yScale(Scale.LOG10)
                .add("training (" + result.plan().suite().name() + ")", training, Style.POINTS);
        if (!validation.isEmpty()) {
            chart.add("validation (" + result.plan().validation().name() + ")", validation, Style.POINTS);
        }
        return chart.add("predicted = measured", List.of(new double[] {min, min}, new double[] {max, max}),
                Style.DASHED).render();
    }

    /** Figure 5-16: relative residuals against T, C, W, P, position and depth. */
    static List<String> residuals(BenchResult result, ModelFit fit) {
        if (fit == null) {
            return List.of();
        }
        List<Trial> training = result.sweep();
        List<Trial> validation = result.validationSweep();
        List<Trial> all = new ArrayList<>(training);
        all.addAll(validation);
        Map<String, Integer> rank = ReportTables.positionRanks(all);
        List<String> charts = new ArrayList<>();
        charts.add(residualChart("T", "measured T (s)", Scale.LOG10, training, validation, fit, Trial::seconds));
        charts.add(residualChart("C", "critical path C (s)", Scale.LOG10, training, validation, fit,
                t -> t.span() / (double) t.clockHz()));
        charts.add(residualChart("W", "work W (s)", Scale.LOG10, training, validation, fit,
                t -> t.work() / (double) t.clockHz()));
        charts.add(residualChart("P", "processors P (nodes)", Scale.LOG2, training, validation, fit,
                Trial::processors));
        charts.add(residualChart("position", "position (rank by time on the smallest machine)", Scale.LINEAR,
                training, validation, fit, t -> rank.get(t.suite() + "/" + t.position())));
        charts.add(residualChart("depth", "search depth (plies)", Scale.LINEAR, training, validation, fit,
                Trial::depth));
        return charts;
    }

    private static String residualChart(String name, String xTitle, Scale scale, List<Trial> training,
                                        List<Trial> validation, ModelFit fit, ToDoubleFunction<Trial> x) {
        SvgChart chart = new SvgChart("Residuals against " + name, xTitle, "relative residual (T - predicted)/T")
                .xScale(scale);
        chart.add("training", points(training, fit, x), Style.POINTS);
        if (!validation.isEmpty()) {
            chart.add("validation", points(validation, fit, x), Style.POINTS);
        }
        return chart.render();
    }

    private static List<double[]> points(List<Trial> trials, ModelFit fit, ToDoubleFunction<Trial> x) {
        List<double[]> points = new ArrayList<>();
        for (Trial t : trials) {
            points.add(new double[] {x.applyAsDouble(t), fit.model().relativeResidual(ModelSample.ofSeconds(t))});
        }
        return points;
    }

    static String curve(String title, String xTitle, String yTitle, Scale yScale, double clockHz,
                        List<String> names, List<StepCurve> curves) {
        SvgChart chart = new SvgChart(title, xTitle, yTitle).yScale(yScale);
        if (yScale == Scale.LINEAR) {
            chart.yFrom(0);
        }
        for (int c = 0; c < curves.size(); c++) {
            StepCurve curve = curves.get(c);
            int stretches = stretches(curve);
            double[] values = curve.averaged(stretches);
            double width = curve.end() / (double) stretches / clockHz;
            double[] x = new double[values.length];
            for (int i = 0; i < x.length; i++) {
                x[i] = i * width;
            }
            chart.add(names.get(c), x, values, Style.STEP);
        }
        return chart.render();
    }

    /**
     * How many equal stretches a profile is drawn and tabulated with: {@link #PROFILE_BUCKETS}, or fewer where the
     * curve has fewer steps (the ideal profile's bins), since more stretches than steps would only repeat them.
     */
    static int stretches(StepCurve curve) {
        return Math.max(1, Math.min(PROFILE_BUCKETS, curve.size()));
    }

    /** "200 stretches", "one stretch". */
    static String stretchesText(int stretches) {
        return stretches == 1 ? "one stretch" : stretches + " stretches";
    }

    static String idealProfile(Trial t) {
        StepCurve ideal = ParallelismProfiles.ideal(t.ideal());
        return curve("Ideal-parallelism profile of " + t.position() + " (Figure 5-13)",
                "time on the ideal machine (s)", "pieces of work running (threads)", Scale.LINEAR, t.clockHz(),
                List.of("ideal parallelism"), List.of(ideal));
    }

    static String sortedProfile(Trial t) {
        StepCurve sorted = ParallelismProfiles.sorted(ParallelismProfiles.ideal(t.ideal()));
        return curve("Sorted ideal-parallelism profile of " + t.position() + " (Figure 5-14)",
                "cumulative time (s)", "parallelism (threads)", Scale.LOG10, t.clockHz(),
                List.of("parallelism, least to most"), List.of(sorted));
    }

    static String utilization(Trial t) {
        String title = "Processor utilization of " + t.position() + " on " + t.processors() + " nodes (Figure 5-15)";
        StepCurve working = ParallelismProfiles.working(t.utilization());
        if (t.utilization().busyNodes().length == 0) {
            return curve(title, "machine time (s)", "nodes", Scale.LINEAR, t.clockHz(), List.of("doing chess work"),
                    List.of(working));
        }
        return curve(title, "machine time (s)", "nodes", Scale.LINEAR, t.clockHz(),
                List.of("doing chess work", "not idle"), List.of(working, ParallelismProfiles.busy(t.utilization())));
    }

    static String breakdown(BenchResult result) {
        List<BreakdownRow> rows = result.breakdown();
        List<String> names = rows.stream().map(BreakdownRow::activity).toList();
        return new SvgBars("Where the cycles go on " + result.plan().largestMachine() + " nodes (Figure 6-9)",
                "share of all cycles (%)", names)
                .add("this run", rows.stream().mapToDouble(BreakdownRow::percent).toArray())
                .add("thesis, 512 nodes", rows.stream().mapToDouble(BreakdownRow::thesis).toArray())
                .render();
    }

    /**
     * SWAMP as the share of time node 0 gets to work, w / t: measured on the machine and p(0,*) of equation 5.39
     * (a time, by contrast, spans ten decades and hides the measured points).
     */
    static String swamp(List<SwampExperiment.Row> rows) {
        Map<Double, List<double[]>> measured = new TreeMap<>();
        Map<Double, List<double[]>> predicted = new TreeMap<>();
        for (SwampExperiment.Row r : rows) {
            double work = r.predictedSeconds() * r.progressProbability();
            predicted.computeIfAbsent(r.busyServiceMicros(), k -> new ArrayList<>())
                    .add(new double[] {r.processors(), r.progressProbability()});
            measured.computeIfAbsent(r.busyServiceMicros(), k -> new ArrayList<>())
                    .add(new double[] {r.processors(),
                            r.measuredSeconds() == null ? Double.NaN : work / r.measuredSeconds()});
        }
        SvgChart chart = new SvgChart("SWAMP: share of time the busy node works (thesis 5.7)",
                "processors P (nodes)", "w / t (fraction of time)").xScale(Scale.LOG2).yScale(Scale.LOG10)
                .yFloor(SWAMP_FLOOR);
        int colour = 0;
        for (Double tb : measured.keySet()) {
            String label = "t_b " + Fmt.sig(tb, 3) + " us";
            chart.add(label + " sim", measured.get(tb), Style.LINE, colour);
            chart.add(label + " p(0,*)", predicted.get(tb), Style.DASHED, colour);
            colour++;
        }
        return chart.render();
    }
}

package jamboree.bench.report;

import jamboree.machine.experiments.SwampExperiment;

import java.util.List;
import java.util.function.Predicate;

import static jamboree.bench.report.Fmt.num;
import static jamboree.bench.report.Fmt.sig;

/**
 * The page's section on swamping (thesis 5.7): what the experiment does, and where the queueing model meets the
 * simulated machine and where it does not, in this run's figures.
 */
final class SwampSection {

    private SwampSection() {
    }

    static String html(List<SwampExperiment.Row> rows, Table table) {
        StringBuilder h = new StringBuilder("<h2>Swamping (thesis 5.7)</h2>\n");
        if (rows.isEmpty()) {
            return h.append("<p>SWAMP was not run in this plan.</p>\n").toString();
        }
        SwampExperiment.Row first = rows.get(0);
        // Each row's prediction is w / p(0,*); the experiment's w is read back from the first row that keeps it.
        double work = rows.stream().mapToDouble(r -> r.predictedSeconds() * r.progressProbability())
                .filter(Double::isFinite).findFirst().orElse(Double.NaN);
        h.append("<p>Node 0 has ").append(Double.isNaN(work) ? "w seconds" : "w = " + sig(work, 3) + " s")
                .append(" of work; every other node sends it (or another node) steal requests that are denied,"
                        + " each answer costing the busy node t_b. The model is the closed Jackson network of"
                        + " equations 5.39 and 5.40: p(0,*) is the probability that node 0 is working, and t_w = w /"
                        + " p(0,*). A run stops at ").append(sig(first.timeLimitSeconds(), 3))
                .append(" s of machine time if node 0 has not finished by then (its measured time is then empty;"
                        + " such a run has answered about that time over t_b requests). The chart shows w / t: the"
                        + " measured share of time node 0 works beside p(0,*); a missing point is a run that hit"
                        + " its time limit, and points below ").append(sig(ReportCharts.SWAMP_FLOOR))
                .append(" are left off the chart (the table has them). ").append(agreement(rows))
                .append("</p>\n<div class=\"charts\">").append(ReportCharts.swamp(rows)).append("</div>\n")
                .append(table.html());
        return h.toString();
    }

    /**
     * Where the model meets the measurement and how far it strays, below and above a leverage of 1 (where a busy
     * node's answers take longer than the requests take to come back), and the runs the time limit stopped.
     */
    static String agreement(List<SwampExperiment.Row> rows) {
        StringBuilder h = new StringBuilder();
        String below = range(rows, r -> r.leverage() < 1);
        String above = range(rows, r -> r.leverage() >= 1);
        if (below.isEmpty() && above.isEmpty()) {
            h.append("No run ended within its time limit.");
        } else {
            h.append("Measured over predicted time");
            if (!below.isEmpty()) {
                h.append(" is ").append(below).append(" where the leverage z is below 1");
            }
            if (!above.isEmpty()) {
                h.append(below.isEmpty() ? " is " : ", and ").append(above).append(" where it is 1 or more");
            }
            h.append('.');
        }
        List<SwampExperiment.Row> stopped = rows.stream().filter(r -> r.measuredSeconds() == null).toList();
        if (!stopped.isEmpty()) {
            double least = stopped.stream().mapToDouble(SwampExperiment.Row::predictedSeconds).min().orElseThrow();
            h.append(' ').append(stopped.size()).append(" of the ").append(rows.size())
                    .append(" runs reached the time limit, runs for which the model predicts as little as ")
                    .append(sig(least, 3)).append(" s");
            h.append(least < stopped.get(0).timeLimitSeconds() ? ": there the machine swamps sooner than the model"
                    + " says." : ".");
        }
        return h.append(" The thesis found its model to match its CM-5 measurements (Figure 5-20) in shape but not"
                + " exactly, and named the model's simplifications: its servers take exponentially distributed"
                + " time where the handlers take constant time, and its requests do not queue in the network.")
                .toString();
    }

    /**
     * "from a (P = .., t_b = .. us) to b (...)" over the rows that ended and pass {@code which}, "a (..., the one run)"
     * for one, or "" if none.
     */
    private static String range(List<SwampExperiment.Row> rows, Predicate<SwampExperiment.Row> which) {
        List<SwampExperiment.Row> ended = rows.stream().filter(r -> r.measuredSeconds() != null && which.test(r))
                .toList();
        if (ended.isEmpty()) {
            return "";
        }
        if (ended.size() == 1) {
            return num(ratio(ended.get(0)), 2) + " (" + where(ended.get(0)) + ", the one run)";
        }
        SwampExperiment.Row least = ended.get(0);
        SwampExperiment.Row most = ended.get(0);
        for (SwampExperiment.Row r : ended) {
            if (ratio(r) < ratio(least)) {
                least = r;
            }
            if (ratio(r) > ratio(most)) {
                most = r;
            }
        }
        return "from " + num(ratio(least), 2) + " (" + where(least) + ") to " + num(ratio(most), 2) + " ("
                + where(most) + ")";
    }

    private static String where(SwampExperiment.Row r) {
        return "P = " + r.processors() + ", t_b = " + sig(r.busyServiceMicros(), 3) + " us";
    }

    private static double ratio(SwampExperiment.Row r) {
        return r.measuredSeconds() / r.predictedSeconds();
    }
}

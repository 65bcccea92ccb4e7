package jamboree.bench.report;

import jamboree.bench.model.ModelFit;
import jamboree.bench.model.ModelSample;
import jamboree.bench.run.BenchResult;
import jamboree.bench.trial.Trial;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static jamboree.bench.report.Fmt.num;

/**
 * What the page says of the fit's residuals (Figure 5-16) beside their charts: the band the one-node searches lie in,
 * and which position the largest residuals belong to, since a few searches of one position can set MAXE alone.
 */
final class ResidualNotes {

    /** A relative residual larger than this, in either direction, is named. */
    static final double LARGE = 0.25;

    private ResidualNotes() {
    }

    /** Both paragraphs, "" without a fit. */
    static String html(BenchResult result, ModelFit fit) {
        if (fit == null) {
            return "";
        }
        return oneNodeBand(result.sweep(), fit) + largest(result.sweep(), fit);
    }

    /**
     * Why the one-node residuals lie in one band: T there is W and a little more, and the constant and C terms are
     * small, so the residual is near 1 - c1 whatever the search's length. "" without a one-node search.
     */
    static String oneNodeBand(List<Trial> sweep, ModelFit fit) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Trial t : sweep) {
            if (t.processors() == 1) {
                double r = fit.model().relativeResidual(ModelSample.ofSeconds(t));
                low = Math.min(low, r);
                high = Math.max(high, r);
            }
        }
        if (low > high) {
            return "";
        }
        return "<p>On one node T is W and a little more, and the constant and C terms are small beside them, so"
                + " the relative residual there is near 1 - c1 = " + num(1 - fit.model().c1(), 3) + " however long"
                + " the search: here from " + num(low, 3) + " to " + num(high, 3) + ". The thesis's c1 of 1.024"
                + " put its band near -0.02.</p>\n";
    }

    /** The positions with residuals beyond {@link #LARGE}, the most such searches first; "" if none. */
    static String largest(List<Trial> sweep, ModelFit fit) {
        Map<String, Integer> count = new LinkedHashMap<>();
        Map<String, Trial> worst = new LinkedHashMap<>();
        int total = 0;
        for (Trial t : sweep) {
            double r = Math.abs(fit.model().relativeResidual(ModelSample.ofSeconds(t)));
            if (r > LARGE) {
                total++;
                count.merge(t.position(), 1, Integer::sum);
                Trial w = worst.get(t.position());
                if (w == null || r > Math.abs(fit.model().relativeResidual(ModelSample.ofSeconds(w)))) {
                    worst.put(t.position(), t);
                }
            }
        }
        if (total == 0) {
            return "";
        }
        StringBuilder h = new StringBuilder("<p>").append(total).append(" of the ").append(sweep.size())
                .append(total == 1 ? " searches has" : " searches have").append(" a relative residual beyond ")
                .append(num(LARGE, 2)).append(" either way: ");
        List<String> positions = count.keySet().stream()
                .sorted((a, b) -> Integer.compare(count.get(b), count.get(a))).toList();
        for (int i = 0; i < positions.size(); i++) {
            String p = positions.get(i);
            Trial w = worst.get(p);
            h.append(i == 0 ? "" : i == positions.size() - 1 ? " and " : ", ").append(Html.escape(p)).append(" (")
                    .append(count.get(p)).append(count.get(p) == 1 ? " search" : " searches").append(", depth ")
                    .append(w.depth()).append("; the largest ")
                    .append(num(fit.model().relativeResidual(ModelSample.ofSeconds(w)), 3)).append(" on ")
                    .append(ThesisTables.nodes(w.processors())).append(')');
        }
        return h.append(". MAXE is the largest of these.</p>\n").toString();
    }
}

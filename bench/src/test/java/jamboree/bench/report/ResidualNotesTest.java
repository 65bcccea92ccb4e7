package jamboree.bench.report;

import jamboree.bench.model.FitQuality;
import jamboree.bench.model.LinearModel;
import jamboree.bench.model.ModelFit;
import jamboree.bench.model.ModelSample;
import jamboree.bench.trial.Trial;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertTrue;

class ResidualNotesTest {

    /** A model that leaves out the critical path and the constant, so that the large machines' residuals are large. */
    private static final ModelFit WORK_ALONE = new ModelFit(new LinearModel(0, 1, 0), new double[3],
            new FitQuality(0, 0, 0, 0), new double[0]);

    @Test
    void thePositionsWithTheLargestResidualsAreNamedWithTheirCounts() {
        List<Trial> sweep = SyntheticResults.result(6, 8).sweep();
        Map<String, Integer> large = new TreeMap<>();
        for (Trial t : sweep) {
            if (Math.abs(WORK_ALONE.model().relativeResidual(ModelSample.ofSeconds(t))) > 0.25) {
                large.merge(t.position(), 1, Integer::sum);
            }
        }
        int total = large.values().stream().mapToInt(Integer::intValue).sum();
        assertTrue(total > 0, "the test needs some large residuals");

        String text = ResidualNotes.largest(sweep, WORK_ALONE);

        assertTrue(text.startsWith("<p>" + total + " of the " + sweep.size() + " searches have a relative residual"
                + " beyond 0.25 either way: "), text);
        large.forEach((position, n) -> assertTrue(text.contains(position + " (" + n + (n == 1 ? " search" : " searches")
                + ", depth "), position + " in " + text));
        assertTrue(text.endsWith(". MAXE is the largest of these.</p>\n"), text);
    }
}

package jamboree.bench.model;

import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TermLeastSquaresTest {

    /** A fine clock, so that rounding T to whole cycles leaves the data noise-free to 1e-12. */
    private static final long HZ = 1_000_000_000_000L;

    /** Trials of 5 positions at two depths on P = 1..64 with given W and C, T from {@code model}. */
    private static List<Trial> trials(java.util.function.ToDoubleFunction<Trial> model) {
        List<Trial> out = new ArrayList<>();
        for (int pos = 0; pos < 5; pos++) {
            for (int depth : new int[] {5, 7}) {
                for (int p = 1; p <= 64; p *= 2) {
                    long work = (long) ((30 + 17 * pos + 40 * (depth - 5)) * HZ * (1 + 0.03 * Math.log(p)));
                    long span = (long) ((0.5 + 0.3 * pos + 0.2 * depth) * HZ * (1 + 0.05 * Math.log(p)));
                    Trial shape = trial("k0" + pos, pos, depth, p, work, span, 1);
                    long time = Math.round(model.applyAsDouble(shape) * HZ);
                    out.add(trial("k0" + pos, pos, depth, p, work, span, time));
                }
            }
        }
        return out;
    }

    private static Trial trial(String id, int index, int depth, int p, long work, long span, long time) {
        return new Trial("s", id, index, depth, p, Settings.BASELINE, 1, HZ, time, work, span, 1, work, "-", 0,
                Map.of(), IdealProfile.NONE, Utilization.NONE);
    }

    @Test
    void spanOnlyAndWorkOnlyRecoverTheirCoefficientsExactlyOnNoiseFreeData() {
        TermFit span = ModelVariant.SPAN_ONLY.fit(trials(t -> 3.682 + 3.978 * t.span() / (double) HZ));
        assertEquals(3.682, span.coefficient("1"), 1e-6);
        assertEquals(3.978, span.coefficient("C"), 1e-6);
        assertEquals(1.0, span.quality().r(), 1e-12);
        assertTrue(span.quality().maxe() < 1e-6, "noise-free: the fit is exact");
        TermFit work = ModelVariant.WORK_ONLY.fit(trials(t -> 5.566 + 1.14 * t.workPerProcessor() / HZ));
        assertEquals(5.566, work.coefficient("1"), 1e-6);
        assertEquals(1.14, work.coefficient("W/P"), 1e-6);
        assertTrue(span.aliased().isEmpty() && work.aliased().isEmpty());
    }

    @Test
    void theLargeModelRecoversEveryTermItCanSeparateAndAliasesTheRest() {
        // Every separable term of 5.35 with a coefficient of its own; k[k02] adds 7 s to one position.
        TermFit fit = ModelVariant.LARGE.fit(trials(t -> {
            double wp = t.workPerProcessor() / HZ;
            double c = t.span() / (double) HZ;
            double lg = Math.log(t.processors()) / Math.log(2);
            return 4.0 + 1.02 * wp + 1.5 * c + 0.01 * t.processors() - 0.2 * c * lg + 0.3 * Math.max(c, wp)
                    + 0.25 * t.depth() + 0.001 * t.work() / HZ + (t.position().equals("k02") ? 7 : 0);
        }));
        // min{C, W/P} = C + W/P - max{C, W/P}; with a constant, the last position's indicator is the rest's sum.
        assertEquals(List.of("min{C, W/P}", "k[k04]"), fit.aliased());
        assertEquals(0.3, fit.coefficient("max{C, W/P}"), 1e-6);
        assertEquals(1.02, fit.coefficient("W/P"), 1e-6);
        assertEquals(1.5, fit.coefficient("C"), 1e-6);
        assertEquals(0.01, fit.coefficient("P"), 1e-7);
        assertEquals(-0.2, fit.coefficient("C lg P"), 1e-6);
        assertEquals(0.25, fit.coefficient("D"), 1e-6);
        assertEquals(0.001, fit.coefficient("W"), 1e-7);
        assertEquals(7.0, fit.coefficient("k[k02]"), 1e-6);
        assertEquals(0.0, fit.coefficient("k[k00]"), 1e-6);
        assertEquals(4.0, fit.coefficient("1"), 1e-6);
        assertTrue(Double.isNaN(fit.halfWidth("min{C, W/P}")));
    }

    @Test
    void theFullVariantAgreesWithTheThreeTermFit() {
        List<Trial> data = trials(t -> 4.3 + 1.02 * t.workPerProcessor() / HZ + 1.5 * t.span() / (double) HZ
                + 0.01 * Math.sin(t.processors() * 7.0 + t.index()));
        TermFit terms = ModelVariant.FULL.fit(data);
        ModelFit three = WeightedLeastSquares.fit(data.stream().map(ModelSample::ofSeconds).toList());
        assertEquals(three.model().c3(), terms.coefficient("1"), 1e-9);
        assertEquals(three.model().c1(), terms.coefficient("W/P"), 1e-9);
        assertEquals(three.model().c2(), terms.coefficient("C"), 1e-9);
        assertEquals(three.c1HalfWidth(), terms.halfWidth("W/P"), 1e-9);
        assertEquals(three.quality().mre(), terms.quality().mre(), 1e-12);
    }

    @Test
    void aConstantDepthIsAliasedAndTooFewPointsAreRefused() {
        List<Trial> one = trials(t -> 2 + t.span() / (double) HZ).stream().filter(t -> t.depth() == 5).toList();
        TermFit fit = TermLeastSquares.fit(List.of(Term.CONSTANT, Term.DEPTH, Term.SPAN), one);
        assertEquals(List.of("D"), fit.aliased());
        assertEquals(2.0, fit.coefficient("1"), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> TermLeastSquares.fit(List.of("1", "x"),
                new double[][] {{1, 2}, {1, 3}}, new double[] {3, 0}), "a relative fit needs T > 0");
        TermFit onePoint = TermLeastSquares.fit(List.of("1", "x"), new double[][] {{1, 2}}, new double[] {3});
        assertEquals(List.of("x"), onePoint.aliased(), "one point separates one term");
        TermFit three = ModelVariant.LARGE.fit(one.subList(0, 3));
        assertEquals(7, three.aliased().size(), "three points separate three of the ten terms");
        assertTrue(Double.isNaN(three.halfWidth("1")), "no degree of freedom left: no interval");
    }
}

package jamboree.bench.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeightedLeastSquaresTest {

    private static final LinearModel TRUE = new LinearModel(4.3, 1.02, 1.5);

    /** A sweep shaped like the thesis's: 25 positions, P = 1..512, with W growing slowly and C fixed per position. */
    private static List<ModelSample> sweep(double noise, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<ModelSample> data = new ArrayList<>();
        for (int position = 0; position < 25; position++) {
            double serialWork = 200 + 400.0 * random.nextDouble() * (position + 1);
            double span = serialWork / (30 + 300 * random.nextDouble());
            for (int p = 1; p <= 512; p *= 2) {
                double work = serialWork * (1 + 0.05 * Math.log(p) / Math.log(2));
                ModelSample exact = new ModelSample(1, work / p, span);
                double time = TRUE.predict(exact) * (1 + noise * random.nextGaussian());
                data.add(new ModelSample(time, work / p, span));
            }
        }
        return data;
    }

    @Test
    void recoversNoiseFreeCoefficientsExactly() {
        ModelFit fit = WeightedLeastSquares.fit(sweep(0, 1));
        assertEquals(4.3, fit.model().c3(), 1e-9);
        assertEquals(1.02, fit.model().c1(), 1e-12);
        assertEquals(1.5, fit.model().c2(), 1e-12);
        assertEquals(1.0, fit.quality().r(), 1e-12);
        assertEquals(0.0, fit.quality().maxe(), 1e-12);
        assertEquals(0.0, fit.c1HalfWidth(), 1e-9);
        for (double r : fit.residuals()) {
            assertEquals(0.0, r, 1e-12);
        }
    }

    @Test
    void noisyDataKeepsTheTrueCoefficientsInsideTheIntervals() {
        ModelFit fit = WeightedLeastSquares.fit(sweep(0.02, 42));
        LinearModel m = fit.model();
        assertTrue(Math.abs(m.c3() - TRUE.c3()) <= fit.c3HalfWidth(), () -> "c3 " + m.c3() + " +- " + fit.c3HalfWidth());
        assertTrue(Math.abs(m.c1() - TRUE.c1()) <= fit.c1HalfWidth(), () -> "c1 " + m.c1() + " +- " + fit.c1HalfWidth());
        assertTrue(Math.abs(m.c2() - TRUE.c2()) <= fit.c2HalfWidth(), () -> "c2 " + m.c2() + " +- " + fit.c2HalfWidth());
        assertTrue(fit.c1HalfWidth() > 0 && fit.c1HalfWidth() < 0.05, "2% noise gives a narrow, non-zero interval");
        assertTrue(fit.quality().r() > 0.99);
        // Gaussian relative noise of 2%: the geometric mean of |e| is about 0.02 * 0.53, the largest of 250 about 3 sigma.
        assertTrue(fit.quality().mre() > 0.005 && fit.quality().mre() < 0.02, "MRE " + fit.quality().mre());
        assertTrue(fit.quality().maxe() > 0.03 && fit.quality().maxe() < 0.1, "MAXE " + fit.quality().maxe());
    }

    @Test
    void ninetyFivePercentIntervalsCoverTheTruthAboutNinetyFivePercentOfTheTime() {
        int trials = 40;
        int[] covered = new int[3];
        for (int seed = 100; seed < 100 + trials; seed++) {
            ModelFit fit = WeightedLeastSquares.fit(sweep(0.02, seed));
            if (Math.abs(fit.model().c3() - TRUE.c3()) <= fit.c3HalfWidth()) {
                covered[0]++;
            }
            if (Math.abs(fit.model().c1() - TRUE.c1()) <= fit.c1HalfWidth()) {
                covered[1]++;
            }
            if (Math.abs(fit.model().c2() - TRUE.c2()) <= fit.c2HalfWidth()) {
                covered[2]++;
            }
        }
        for (int j = 0; j < 3; j++) {
            // 38 expected; 32 or fewer would mean the intervals are too narrow (or the estimate biased).
            assertTrue(covered[j] >= 33, "coefficient " + j + " covered " + covered[j] + " of " + trials);
        }
    }

    @Test
    void weightsMakeTheFitRelative() {
        // One huge run with a 10% error must not outweigh many small runs fitted exactly.
        List<ModelSample> data = new ArrayList<>(sweep(0, 3));
        data.add(new ModelSample(TRUE.predict(new ModelSample(1, 1e6, 10)) * 1.1, 1e6, 10));
        ModelFit fit = WeightedLeastSquares.fit(data);
        assertEquals(1.02, fit.model().c1(), 0.01);
    }

    @Test
    void validationQualityOfTheTrueModelOnItsOwnDataIsPerfect() {
        FitQuality q = FitQuality.of(TRUE, sweep(0, 9));
        assertEquals(1.0, q.r(), 1e-12);
        assertEquals(0.0, q.mre());
        assertEquals(250, q.samples());
    }

    @Test
    void rejectsDataThatCannotSeparateTheTerms() {
        List<ModelSample> data = List.of(new ModelSample(10, 1, 1), new ModelSample(20, 2, 2),
                new ModelSample(30, 3, 3), new ModelSample(40, 4, 4));
        assertThrows(IllegalArgumentException.class, () -> WeightedLeastSquares.fit(data));
        assertThrows(IllegalArgumentException.class, () -> WeightedLeastSquares.fit(data.subList(0, 2)));
        assertThrows(IllegalArgumentException.class, () -> new ModelSample(0, 1, 1));
    }
}

package jamboree.uci.wdl;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WdlFitTest {

    @Test
    void recoversTheConstantsOfTheModelThatMadeTheOutcomes() {
        WdlModel truth = new WdlModel(120, 80, 50, 40);
        SplittableRandom random = new SplittableRandom(5);
        List<WdlSample> samples = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int score = random.nextInt(-600, 601);
            int material = random.nextInt(0, Material.FULL + 1);
            double win = truth.win(score, material);
            double loss = truth.win(-score, material);
            double u = random.nextDouble();
            samples.add(new WdlSample(score, material, u < win ? 1 : u < win + loss ? 0 : 0.5));
        }
        WdlModel fitted = WdlFit.fit(samples, new WdlModel(250, 0, 80, 0));
        assertEquals(truth.a0(), fitted.a0(), 15);
        assertEquals(truth.a1(), fitted.a1(), 25);
        assertEquals(truth.b0(), fitted.b0(), 8);
        assertEquals(truth.b1(), fitted.b1(), 15);
        assertTrue(WdlFit.logLikelihood(fitted, samples) >= WdlFit.logLikelihood(truth, samples) - 1e-9);
    }
}

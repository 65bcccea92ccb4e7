package jamboree.bench.report;

import jamboree.machine.experiments.SwampExperiment;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SwampSectionTest {

    private static SwampExperiment.Row row(int p, double busyMicros, double leverage, double predicted, Double measured) {
        return new SwampExperiment.Row(p, busyMicros, 5, 10, leverage, 0.5, predicted, measured, 0.2,
                measured == null ? (long) (0.2e6 / busyMicros) : 100);
    }

    @Test
    void theModelIsMeasuredBelowAndAboveALeverageOfOneAndTheStoppedRunsCounted() {
        List<SwampExperiment.Row> rows = List.of(
                row(2, 5, 0.33, 0.0100, 0.0101),
                row(64, 10, 0.6, 0.0100, 0.0150),
                row(2, 20, 1.33, 0.0200, 0.0204),
                row(64, 20, 1.2, 0.0200, 0.1500),
                row(64, 40, 2.4, 0.0300, null),
                row(64, 80, 4.8, 6e10, null));

        assertEquals("Measured over predicted time is from 1.01 (P = 2, t_b = 5 us) to 1.50 (P = 64, t_b = 10 us)"
                        + " where the leverage z is below 1, and from 1.02 (P = 2, t_b = 20 us) to 7.50 (P = 64,"
                        + " t_b = 20 us) where it is 1 or more. 2 of the 6 runs reached the time limit, runs for"
                        + " which the model predicts as little as 0.03 s: there the machine swamps sooner than the model"
                        + " says. The thesis found its model to match its CM-5 measurements (Figure 5-20) in shape"
                        + " but not exactly, and named the model's simplifications: its servers take exponentially"
                        + " distributed time where the handlers take constant time, and its requests do not queue in"
                        + " the network.",
                SwampSection.agreement(rows));
    }

    @Test
    void withEveryRunStoppedNoRatioIsGiven() {
        String text = SwampSection.agreement(List.of(row(4, 40, 2.6, 0.07, null)));

        assertEquals("No run ended within its time limit. 1 of the 1 runs reached the time limit, runs for which"
                + " the model predicts as little as 0.07 s", text.substring(0, text.indexOf(':')));
    }

    @Test
    void oneRunOnASideOfTheLeverageIsGivenAlone() {
        String text = SwampSection.agreement(List.of(row(2, 5, 0.33, 0.0100, 0.0101)));

        assertEquals("Measured over predicted time is 1.01 (P = 2, t_b = 5 us, the one run) where the leverage z is"
                + " below 1.", text.substring(0, text.indexOf(" The thesis")));
    }
}

package jamboree.uci.strength;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoftmaxChoiceTest {

    @Test
    void atZeroTemperatureAlwaysTheBest() {
        SoftmaxChoice choice = new SoftmaxChoice(new SplittableRandom(1));
        for (int i = 0; i < 100; i++) {
            assertEquals(2, choice.pick(new int[] {10, -40, 35, 34}, 0));
        }
    }

    @Test
    void aCloseSecondIsChosenOftenAndAFarWorseMoveAlmostNever() {
        SoftmaxChoice choice = new SoftmaxChoice(new SplittableRandom(9));
        int[] counts = new int[3];
        for (int i = 0; i < 20_000; i++) {
            counts[choice.pick(new int[] {50, 40, -500}, 50)]++;
        }
        // exp(-10/50) = 0.819: the second best about 45% of the time; the third exp(-11) of the time.
        assertEquals(0.45, counts[1] / 20_000.0, 0.02);
        assertTrue(counts[2] < 5, "a blunder of 5.5 pawns: " + counts[2]);
    }
}

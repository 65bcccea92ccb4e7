package jamboree.uci.book;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeightedChoiceTest {

    @Test
    void choosesInProportionToWeightAndNeverAZeroWeight() {
        WeightedChoice choice = new WeightedChoice(new SplittableRandom(7));
        int[] counts = new int[3];
        for (int i = 0; i < 40_000; i++) {
            counts[choice.pick(List.of(1, 0, 3))]++;
        }
        assertEquals(0, counts[1]);
        // Expected 10,000 and 30,000; five standard deviations is about 430.
        assertTrue(Math.abs(counts[0] - 10_000) < 450, "counts " + counts[0] + " " + counts[2]);
    }

    @Test
    void theSameSeedRepeatsTheSameChoices() {
        WeightedChoice a = new WeightedChoice(new SplittableRandom(42));
        WeightedChoice b = new WeightedChoice(new SplittableRandom(42));
        for (int i = 0; i < 100; i++) {
            assertEquals(a.pick(List.of(5, 6, 7, 8)), b.pick(List.of(5, 6, 7, 8)));
        }
    }

    @Test
    void noPositiveWeightMeansNoChoice() {
        WeightedChoice choice = new WeightedChoice(new SplittableRandom(1));
        assertEquals(-1, choice.pick(List.of()));
        assertEquals(-1, choice.pick(List.of(0, 0)));
    }
}

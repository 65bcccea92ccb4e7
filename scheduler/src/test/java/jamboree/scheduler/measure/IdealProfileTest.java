package jamboree.scheduler.measure;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdealProfileTest {

    /** Cycle by cycle: the definition the bin-walking code must agree with. */
    private static long[] byCycle(int bins, long binCycles, long[] starts, long[] lengths) {
        long[] covered = new long[bins];
        for (int i = 0; i < starts.length; i++) {
            for (long t = starts[i]; t < starts[i] + lengths[i]; t++) {
                covered[(int) Math.min(bins - 1, t / binCycles)]++;
            }
        }
        return covered;
    }

    @Test
    void piecesAreSplitAtBinBoundariesAndTheLastBinTakesTheOverhang() {
        long[] covered = new long[3];
        // Bins of 10 cycles: [0,10) [10,20) [20,30) and beyond.
        IdealProfile.add(covered, 10, new long[] {5, 10, 25, 0}, new long[] {10, 10, 20, 0});
        assertArrayEquals(new long[] {5, 15, 20}, covered);
        assertArrayEquals(new double[] {0.5, 1.5, 2.0}, IdealProfile.parallelism(covered, 10));
    }

    @Test
    void randomPiecesCoverTheSameCyclesAsCountingCycleByCycle() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int bins = 1 + random.nextInt(12);
            long c = 1 + random.nextInt(400);
            long binCycles = IdealProfile.binCycles(c, bins);
            int pieces = random.nextInt(20);
            long[] starts = new long[pieces];
            long[] lengths = new long[pieces];
            long total = 0;
            for (int i = 0; i < pieces; i++) {
                starts[i] = random.nextInt((int) c + 50);
                lengths[i] = random.nextInt(120);
                total += lengths[i];
            }
            long[] covered = new long[bins];
            IdealProfile.add(covered, binCycles, starts, lengths);
            assertArrayEquals(byCycle(bins, binCycles, starts, lengths), covered, "trial " + trial);
            assertEquals(total, Arrays.stream(covered).sum());
        }
    }

    @Test
    void aProfileIsItsBinsAndNoneIsEmpty() {
        long[] covered = new long[4];
        IdealProfile.add(covered, 25, new long[] {0, 30}, new long[] {100, 10});
        IdealProfile profile = new IdealProfile(25, IdealProfile.parallelism(covered, 25));
        assertFalse(profile.isEmpty());
        assertArrayEquals(new double[] {1.0, 1.4, 1.0, 1.0}, profile.parallelism());
        assertTrue(IdealProfile.NONE.isEmpty());
        assertThrows(IllegalArgumentException.class, () -> new IdealProfile(0, new double[] {1.0}));
    }
}

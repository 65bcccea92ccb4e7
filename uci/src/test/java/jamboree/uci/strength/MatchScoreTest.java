package jamboree.uci.strength;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatchScoreTest {

    @Test
    void eloOfAScoreAndItsInterval() {
        MatchScore even = new MatchScore(10, 0, 10);
        assertEquals(0, even.elo(), 1e-9);
        // 20 games of +1/-1: standard deviation 0.5 per game, margin 1.96 * 0.5 / sqrt(20) = 0.219 on the score.
        double[] interval = even.elo95();
        assertEquals(MatchScore.elo(0.5 - 0.2191), interval[0], 1);
        assertEquals(-interval[0], interval[1], 1e-6);
        assertEquals(191, new MatchScore(3, 0, 1).elo(), 1);
        assertEquals(Double.POSITIVE_INFINITY, new MatchScore(4, 0, 0).elo());
        assertTrue(new MatchScore(5, 10, 5).elo95()[1] < even.elo95()[1], "draws narrow the interval");
    }

    @Test
    void aCleanSweepSaysWhatItBoundsRatherThanInfinity() {
        // One game the other way in 4 would be a score of 3.5 / 4: +338 Elo.
        assertEquals("+4 =0 -0, score 1.000, Elo difference above +338 (no spread to bound it)",
                new MatchScore(4, 0, 0).toString());
        assertEquals("+0 =0 -2, score 0.000, Elo difference below -191 (no spread to bound it)",
                new MatchScore(0, 0, 2).toString());
    }

    @Test
    void anEvenScoreIsZeroAndAnIntervalPastTheEndsIsInfinite() {
        // Two games of +1/-1: margin 1.96 * 0.5 / sqrt(2) = 0.69 on a score of 0.5, past both ends.
        assertEquals("+1 =0 -1, score 0.500, Elo 0 [-inf, +inf]", new MatchScore(1, 0, 1).toString());
        assertEquals("+2 =0 -2, score 0.500, Elo 0 [-798, +798]", new MatchScore(2, 0, 2).toString());
        // Three wins in four: margin 0.42 on 0.75, below the upper end only.
        assertEquals("+3 =0 -1, score 0.750, Elo +191 [-126, +inf]", new MatchScore(3, 0, 1).toString());
    }
}

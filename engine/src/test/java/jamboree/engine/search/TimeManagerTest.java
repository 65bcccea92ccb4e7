package jamboree.engine.search;

import jamboree.engine.board.Piece;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeManagerTest {

    private static SearchLimits clock(long white, long black, long whiteInc, long blackInc, int movesToGo) {
        return new SearchLimits(0, 0, 0, 0, white, black, whiteInc, blackInc, movesToGo, false, false, new int[0]);
    }

    @Test
    void moveTimeIsExactLessTheOverhead() {
        TimeManager.Budget budget = TimeManager.budget(SearchLimits.ofMoveTime(1000), Piece.WHITE, 30);
        assertEquals(970, budget.softMs());
        assertEquals(970, budget.hardMs());
        assertTrue(budget.exact());
    }

    @Test
    void noTimeLimitMeansUnlimited() {
        assertFalse(TimeManager.budget(SearchLimits.ofDepth(5), Piece.WHITE, 30).limited());
        assertFalse(TimeManager.budget(SearchLimits.infiniteSearch(), Piece.BLACK, 30).limited());
    }

    @Test
    void theHardBudgetNeverRisksTheClock() {
        // From a one-minute game down to a few milliseconds, with and without increment and moves to go, the hard
        // budget stays within 60% of what is left after the overhead (85% on the last move before the control).
        long[] clocks = {60_000, 10_000, 1_000, 200, 50, 31, 5};
        for (long overhead : new long[] {0, 30, 100}) {
            for (long left : clocks) {
                for (long inc : new long[] {0, 1_000}) {
                    for (int movesToGo : new int[] {0, 1, 2, 40}) {
                        TimeManager.Budget budget = TimeManager.budget(clock(left, 1, inc, 0, movesToGo),
                                Piece.WHITE, overhead);
                        long available = Math.max(1, left - overhead);
                        long share = movesToGo == 1 ? available * 85 / 100 : available * 6 / 10;
                        String what = left + "+" + inc + " mtg " + movesToGo + " overhead " + overhead;
                        assertTrue(budget.hardMs() >= 1, what);
                        assertTrue(budget.hardMs() <= Math.max(1, share), what + ": hard " + budget.hardMs());
                        assertTrue(budget.softMs() <= budget.hardMs(), what);
                    }
                }
            }
        }
    }

    @Test
    void oneMinuteGameSpendsAboutAThirtiethPerMove() {
        TimeManager.Budget budget = TimeManager.budget(clock(60_000, 60_000, 0, 0, 0), Piece.BLACK, 30);
        assertEquals((60_000 - 30) / TimeManager.DEFAULT_MOVES_TO_GO, budget.softMs());
        assertEquals(4 * budget.softMs(), budget.hardMs());
        // The side to move's clock is the one that counts.
        TimeManager.Budget white = TimeManager.budget(clock(1_000, 60_000, 0, 0, 0), Piece.WHITE, 30);
        assertTrue(white.softMs() < budget.softMs());
    }
}

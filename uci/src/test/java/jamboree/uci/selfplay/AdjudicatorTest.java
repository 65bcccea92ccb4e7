package jamboree.uci.selfplay;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class AdjudicatorTest {
    private static final int WHITE = 0;
    private static final int BLACK = 1;

    private static ReportedScore cp(int value) {
        return new ReportedScore(false, value);
    }

    @Test
    void aWinIsAdjudicatedAtTheNthAgreeingMoveOfEachSideAndNotBefore() {
        Adjudicator a = new Adjudicator(new Adjudicator.Rules(800, 3, 0, 0, 0));
        // White sees itself 900 ahead; black, from its own side, -850: both say white is ahead.
        for (int move = 1; move <= 2; move++) {
            assertNull(a.afterMove(WHITE, move, cp(900)));
            assertNull(a.afterMove(BLACK, move, cp(-850)));
        }
        assertNull(a.afterMove(WHITE, 3, cp(800)), "white's third move, black has only two");
        Adjudicator.Verdict v = a.afterMove(BLACK, 3, cp(-800));
        assertEquals(1, v.result());
        assertEquals("adjudication: both engines scored white ahead by 800 cp or more for 3 moves each",
                v.termination());
    }

    @Test
    void oneEngineAloneNeverEndsTheGameAndAMoveWithoutAScoreBreaksTheRun() {
        Adjudicator a = new Adjudicator(new Adjudicator.Rules(500, 2, 0, 0, 0));
        for (int move = 1; move <= 10; move++) {
            assertNull(a.afterMove(WHITE, move, cp(-2000)), "white thinks it is lost");
            assertNull(a.afterMove(BLACK, move, cp(-100)), "black does not think it is winning");
        }
        Adjudicator b = new Adjudicator(new Adjudicator.Rules(500, 2, 0, 0, 0));
        assertNull(b.afterMove(WHITE, 1, cp(-600)));
        assertNull(b.afterMove(BLACK, 1, cp(600)));
        assertNull(b.afterMove(WHITE, 2, null));
        assertNull(b.afterMove(BLACK, 2, cp(700)));
        assertNull(b.afterMove(WHITE, 3, cp(-600)), "white's run restarted at 1");
        assertNull(b.afterMove(BLACK, 3, cp(700)));
        assertEquals(-1, b.afterMove(WHITE, 4, cp(-600)).result());
    }

    @Test
    void aReportedMateCountsAsBeyondAnyThreshold() {
        Adjudicator a = new Adjudicator(new Adjudicator.Rules(100_000, 1, 0, 0, 0));
        assertNull(a.afterMove(WHITE, 1, new ReportedScore(true, -5)));
        assertEquals(-1, a.afterMove(BLACK, 1, new ReportedScore(true, 4)).result());
    }

    @Test
    void aDrawCountsOnlyLevelMovesFromTheGivenMoveOn() {
        Adjudicator a = new Adjudicator(new Adjudicator.Rules(0, 0, 10, 2, 40));
        for (int move = 30; move < 40; move++) {
            assertNull(a.afterMove(WHITE, move, cp(0)));
            assertNull(a.afterMove(BLACK, move, cp(0)));
        }
        assertNull(a.afterMove(WHITE, 40, cp(10)));
        assertNull(a.afterMove(BLACK, 40, cp(-10)));
        assertNull(a.afterMove(WHITE, 41, cp(11)), "11 cp breaks white's run");
        assertNull(a.afterMove(BLACK, 41, cp(3)));
        assertNull(a.afterMove(WHITE, 42, cp(5)));
        Adjudicator.Verdict v = a.afterMove(BLACK, 42, cp(-2));
        assertNull(v, "white has one level move since its break");
        v = a.afterMove(WHITE, 43, cp(-4));
        assertEquals(0, v.result(), "white's second level move completes the rule: black has three");
        assertEquals("adjudication: both engines scored the game within 10 cp for 2 moves each from move 40",
                v.termination());
    }

    @Test
    void withoutRulesNothingIsEverAdjudicated() {
        Adjudicator a = new Adjudicator(Adjudicator.Rules.NONE);
        for (int move = 1; move <= 200; move++) {
            assertNull(a.afterMove(WHITE, move, move % 2 == 0 ? cp(0) : new ReportedScore(true, 1)));
            assertNull(a.afterMove(BLACK, move, move % 2 == 0 ? cp(0) : new ReportedScore(true, -1)));
        }
    }
}

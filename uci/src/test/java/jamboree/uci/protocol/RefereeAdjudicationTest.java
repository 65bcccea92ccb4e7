package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.uci.selfplay.Adjudicator;
import jamboree.uci.selfplay.GameResult;
import jamboree.uci.selfplay.PgnWriter;
import jamboree.uci.selfplay.Player;
import jamboree.uci.selfplay.ReportedScore;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A scripted pair of engines: knights going back and forth, with the scores each engine reports for its moves. */
class RefereeAdjudicationTest {
    private static final String[] KNIGHTS = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"};

    private static Referee referee(Adjudicator.Rules rules) {
        return new Referee("startpos", Position.startPosition(), 10_000, 0, 300, rules);
    }

    /** White reports +900 for itself, black -900 for itself: both say white is winning. */
    private static ReportedScore whiteWinning(int ply) {
        return new ReportedScore(false, ply % 2 == 0 ? 900 : -900);
    }

    @Test
    void theWinIsAdjudicatedAtTheThirdMoveOfEachSideNotAtTheSecond() {
        Referee r = referee(new Adjudicator.Rules(800, 3, 0, 0, 0));
        for (int ply = 0; ply < 5; ply++) {
            assertNull(r.move(KNIGHTS[ply], 1, whiteWinning(ply)), "ply " + (ply + 1));
        }
        Referee.Outcome o = r.move(KNIGHTS[5], 1, whiteWinning(5));
        assertEquals(Referee.Reason.RESIGN_ADJUDICATION, o.reason());
        assertEquals("1-0", o.score());
        assertEquals(6, o.plies());
        assertEquals("adjudication: both engines scored white ahead by 800 cp or more for 3 moves each",
                r.termination());
        assertEquals(GameResult.WHITE_WINS, r.record().result());
        assertEquals(new Player.Choice(r.record().moves().get(1).move(), -900), r.record().moves().get(1));
        String pgn = PgnWriter.game(r.record(), "A", "B", 1);
        assertTrue(pgn.contains("[Termination \"adjudication: both engines scored white ahead by 800 cp or more"
                + " for 3 moves each\"]"), pgn);
        assertTrue(pgn.contains("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 1-0"), pgn);
        assertTrue(PgnWriter.game(r.record(), "A", "B", 1, true).contains("1. Nf3 {+9.00} Nf6 {-9.00} 2. Ng1 {+9.00}"),
                "the scores as comments");
    }

    @Test
    void theSameScoresWithoutRulesOrWithoutScoresEndNothing() {
        Referee none = referee(Adjudicator.Rules.NONE);
        Referee silent = referee(new Adjudicator.Rules(800, 3, 0, 0, 0));
        for (int ply = 0; ply < 6; ply++) {
            assertNull(none.move(KNIGHTS[ply], 1, whiteWinning(ply)));
            assertNull(silent.move(KNIGHTS[ply], 1));
        }
        assertNull(none.termination());
    }

    @Test
    void aDrawCountsFromTheGivenFullMove() {
        // Move 1 of each side does not count; moves 2 and 3 do: the draw comes with black's third move.
        Referee r = referee(new Adjudicator.Rules(0, 0, 10, 2, 2));
        for (int ply = 0; ply < 5; ply++) {
            assertNull(r.move(KNIGHTS[ply], 1, new ReportedScore(false, ply % 3 - 1)), "ply " + (ply + 1));
        }
        Referee.Outcome o = r.move(KNIGHTS[5], 1, new ReportedScore(false, 0));
        assertEquals(Referee.Reason.DRAW_ADJUDICATION, o.reason());
        assertEquals("1/2-1/2", o.score());
        assertEquals("adjudication: both engines scored the game within 10 cp for 2 moves each from move 2",
                r.termination());
    }

    @Test
    void everyEndingNamesItsTermination() {
        Referee mate = referee(Adjudicator.Rules.NONE);
        for (String m : new String[] {"f2f3", "e7e5", "g2g4", "d8h4"}) {
            mate.move(m, 1);
        }
        assertEquals("normal: checkmate", mate.termination());
        Referee illegal = referee(Adjudicator.Rules.NONE);
        illegal.move("e2e5", 1);
        assertEquals("rules infraction: white played the illegal move 'e2e5'", illegal.record().termination());
        assertEquals(GameResult.BLACK_WINS, illegal.record().result());
        Referee flag = referee(Adjudicator.Rules.NONE);
        flag.move("e2e4", 10_000);
        assertEquals("time forfeit: white's move took 10000 ms with 10000 ms on the clock", flag.termination());
    }
}

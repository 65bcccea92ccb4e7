package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RefereeTest {

    private static Referee game(String fen, long baseMs, long incMs) {
        return new Referee("fen " + fen, Fen.parse(fen), baseMs, incMs, 300);
    }

    @Test
    void foolsMateIsCheckmateForBlack() {
        Referee r = new Referee("startpos", Position.startPosition(), 1000, 0, 300);
        assertNull(r.move("f2f3", 1));
        assertNull(r.move("e7e5", 1));
        assertNull(r.move("g2g4", 1));
        Referee.Outcome o = r.move("d8h4", 1);
        assertEquals(Referee.Reason.CHECKMATE, o.reason());
        assertEquals("0-1", o.score());
        assertEquals("position startpos moves f2f3 e7e5 g2g4 d8h4", r.positionCommand());
    }

    @Test
    void anIllegalOrUnreadableMoveLosesTheGame() {
        assertEquals(Referee.Reason.ILLEGAL_MOVE, new Referee("startpos", Position.startPosition(), 1000, 0, 300)
                .move("e2e5", 1).reason());
        Referee.Outcome o = new Referee("startpos", Position.startPosition(), 1000, 0, 300).move("(none)", 1);
        assertEquals(Referee.Reason.ILLEGAL_MOVE, o.reason());
        assertEquals("0-1", o.score());
    }

    @Test
    void theFlagFallsWhenTheMoveTakesTheWholeClockAndTheIncrementComesAfter() {
        Referee r = new Referee("startpos", Position.startPosition(), 100, 50, 300);
        assertNull(r.move("e2e4", 60));
        assertEquals(90, r.clockMs(0), "40 left plus the increment");
        assertEquals("go wtime 90 btime 100 winc 50 binc 50", r.goCommand());
        Referee.Outcome o = r.move("e7e5", 100);
        assertEquals(Referee.Reason.TIME, o.reason());
        assertEquals("1-0", o.score());
    }

    @Test
    void stalemateRepetitionFiftyMovesAndDeadMaterialAreDraws() {
        assertEquals("1/2-1/2", game("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", 1000, 0).move("a1b1", 1).score());
        Referee stalemate = game("7k/5Q2/8/8/8/8/8/K7 w - - 0 1", 1000, 0);
        assertEquals(Referee.Reason.STALEMATE, stalemate.move("f7g6", 1).reason());
        Referee repetition = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 1000, 0);
        for (String m : new String[] {"a1a2", "e8d8", "a2a1", "d8e8", "a1a2", "e8d8", "a2a1"}) {
            assertNull(repetition.move(m, 1));
        }
        assertEquals(Referee.Reason.REPETITION, repetition.move("d8e8", 1).reason());
        assertEquals(Referee.Reason.FIFTY_MOVES, game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", 1000, 0)
                .move("a1a2", 1).reason());
        assertEquals(Referee.Reason.DEAD_POSITION, game("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", 1000, 0)
                .move("e1d2", 1).reason());
    }
}

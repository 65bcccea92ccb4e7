package jamboree.uci.selfplay;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ReportedScoreTest {

    @Test
    void theScoreOfAnInfoLineInCentipawnsOrMate() {
        assertEquals(new ReportedScore(false, -35),
                ReportedScore.parse("info depth 12 seldepth 20 score cp -35 nodes 1000 pv e2e4 e7e5"));
        assertEquals(new ReportedScore(true, 3), ReportedScore.parse("info depth 9 score mate 3 pv d1h5"));
        assertEquals(new ReportedScore(false, 40), ReportedScore.parse("info depth 7 score cp 40 lowerbound"));
        assertEquals(new ReportedScore(false, 12), ReportedScore.parse("info multipv 1 depth 7 score cp 12"));
    }

    @Test
    void linesWithoutTheBestLinesScoreGiveNone() {
        assertNull(ReportedScore.parse("info depth 7 nodes 100"));
        assertNull(ReportedScore.parse("info multipv 2 depth 7 score cp 12"));
        assertNull(ReportedScore.parse("info string score cp 900"));
        assertNull(ReportedScore.parse("info depth 7 score cp x"));
        assertNull(ReportedScore.parse("bestmove e2e4"));
    }

    @Test
    void aMateCountsAsMoreThanAnyCentipawnsAndTurnsWithTheSide() {
        assertEquals(ReportedScore.MATE_CP, new ReportedScore(true, 1).centipawns());
        assertEquals(-ReportedScore.MATE_CP, new ReportedScore(true, 0).centipawns(), "the mover is mated");
        assertEquals(-ReportedScore.MATE_CP, new ReportedScore(true, -2).forWhite(0));
        assertEquals(ReportedScore.MATE_CP, new ReportedScore(true, -2).forWhite(1));
        assertEquals(-250, new ReportedScore(false, 250).forWhite(1));
    }
}

package jamboree.engine.search;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ScoreTest {

    @Test
    void aScoreReadsAsUciSaysIt() {
        assertEquals("cp 131", Score.uci(131));
        assertEquals("cp -35", Score.uci(-35));
        assertEquals("mate 5", Score.uci(Score.mateIn(9)), "mate in 9 plies is mate in 5 moves");
        assertEquals("mate -2", Score.uci(Score.matedIn(4)), "mated in 4 plies is mate -2");
        assertEquals("cp " + (Score.MATE_BOUND - 1), Score.uci(Score.MATE_BOUND - 1), "the last score that is not a mate");
    }
}

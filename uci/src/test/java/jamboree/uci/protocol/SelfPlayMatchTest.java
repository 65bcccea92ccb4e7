package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two configurations of the engine played against each other: the score is kept from the first one's side. */
class SelfPlayMatchTest {

    @Test
    void aWeakenedFirstEngineLosesItsGamesWhateverItsColour() throws InterruptedException {
        List<String> weak = List.of("setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1100");
        List<String> full = List.of();
        SelfPlaySoak.Plan plan = new SelfPlaySoak.Plan(4, 2_000, 20, 200, 4, 3);
        SelfPlaySoak.Summary s = SelfPlaySoak.play(new SerialEngineFactory(), weak, full, plan, null);
        assertEquals(4, s.first().games());
        assertEquals(0, s.illegalMoves() + s.hangs() + s.strayLines(), s.line());
        // The first engine is white in games 1 and 3 and black in 2 and 4; a 200-node budget with random choices
        // against the full engine does not score against it in any of them.
        assertTrue(s.first().losses() >= 3, s.matchLine() + "; " + s.line());
        assertTrue(s.whiteWins() >= 1 && s.blackWins() >= 1, "the loser played both colours: " + s.line());
    }
}

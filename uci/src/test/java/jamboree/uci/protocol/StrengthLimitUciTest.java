package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.strength.StrengthLevel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code UCI_LimitStrength} and {@code UCI_Elo}: a node budget and a softmax over the best root moves. */
class StrengthLimitUciTest {
    private final UciDriver uci = new UciDriver(new SerialEngineFactory(), new SplittableRandom(17));

    @AfterEach
    void quit() {
        uci.close();
    }

    private static long lastNodes(List<String> lines) {
        long nodes = 0;
        for (String line : lines) {
            String[] t = line.split(" ");
            for (int i = 0; i + 1 < t.length; i++) {
                if (t[i].equals("nodes")) {
                    nodes = Long.parseLong(t[i + 1]);
                }
            }
        }
        return nodes;
    }

    @Test
    void listedWithTheirRange() {
        uci.send("uci");
        List<String> lines = uci.until("uciok");
        assertTrue(lines.contains("option name UCI_LimitStrength type check default false"));
        assertTrue(lines.contains("option name UCI_Elo type spin default 1600 min 1100 max 2000"), lines.toString());
    }

    @Test
    void theLowestSettingSearchesFewNodesShowsOneLineAndVariesItsMoves() {
        uci.send("setoption name UCI_LimitStrength value true");
        uci.send("setoption name UCI_Elo value 1100");
        uci.send("position startpos moves e2e4 e7e5 g1f3 b8c6");
        Set<String> moves = new HashSet<>();
        for (int i = 0; i < 12; i++) {
            List<String> lines = uci.search("go movetime 2000");
            assertTrue(lastNodes(lines) < 2000, "a budget of " + StrengthLevel.of(1100).nodes()
                    + " nodes (a little more to finish an iteration): " + lines);
            assertFalse(lines.stream().anyMatch(l -> l.contains(" multipv 2 ")), "only the GUI's MultiPV shown");
            moves.add(lines.get(lines.size() - 1).split(" ")[1]);
            uci.send("ucinewgame");
        }
        assertTrue(moves.size() > 1, "the weakest setting sometimes plays another move: " + moves);
        // And the full-strength engine is back when the option is off.
        uci.send("setoption name UCI_LimitStrength value false");
        assertTrue(lastNodes(uci.search("go depth 8")) > 2000);
    }

    @Test
    void badValuesAreReportedAndTheOtherMachinesSayTheyPlayAtFullStrength() {
        uci.send("setoption name UCI_Elo value 99999");
        assertTrue(uci.until("info string").get(0).contains("using 2000"));
        uci.send("setoption name UCI_Elo value strong");
        assertTrue(uci.until("info string").get(0).contains("not an integer"));
        uci.send("setoption name UCI_LimitStrength value true");
        uci.send("setoption name Machine value Native");
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 2");
        assertEquals(1, lines.stream().filter(l -> l.contains("UCI_LimitStrength works on Machine Serial only"))
                .count(), lines.toString());
        assertFalse(uci.search("go depth 2").stream().anyMatch(l -> l.contains("UCI_LimitStrength")),
                "said once");
    }
}

package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code UCI_ShowWDL}: per-mille win, draw and loss chances right after the score, on every scored info line. */
class ShowWdlUciTest {
    private static final Pattern WDL = Pattern.compile(" score (cp|mate) -?\\d+( lowerbound| upperbound)? wdl (\\d+)"
            + " (\\d+) (\\d+) nodes ");

    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() {
        uci.close();
    }

    @Test
    void listedOffByDefaultAndAddedToEveryScoreWhenOn() {
        uci.send("uci");
        assertTrue(uci.until("uciok").contains("option name UCI_ShowWDL type check default false"));
        uci.send("position startpos");
        assertFalse(uci.search("go depth 4").stream().anyMatch(l -> l.contains(" wdl ")));
        uci.send("setoption name UCI_ShowWDL value true");
        // A queen up: the side to move wins far more often than it loses.
        uci.send("position fen 4k3/pppp4/8/8/8/8/PPPP4/3QK3 w - - 0 1");
        List<String> lines = uci.search("go depth 4");
        List<String> scored = lines.stream().filter(l -> l.contains(" score ")).toList();
        assertFalse(scored.isEmpty());
        for (String line : scored) {
            Matcher m = WDL.matcher(line);
            assertTrue(m.find(), line);
            int win = Integer.parseInt(m.group(3));
            int loss = Integer.parseInt(m.group(5));
            assertEquals(1000, win + Integer.parseInt(m.group(4)) + loss, line);
            assertTrue(win > 900 && loss < 10, line);
        }
    }

    @Test
    void aMatedSideShowsACertainLossAndBadValuesAreRefused() {
        uci.send("setoption name UCI_ShowWDL value yes");
        assertTrue(uci.until("info string").get(0).contains("not true or false"));
        uci.send("setoption name UCI_ShowWDL value TRUE");
        uci.send("position fen 7k/8/6KQ/8/8/8/8/8 b - - 0 1");
        List<String> lines = uci.search("go depth 3");
        assertTrue(lines.stream().anyMatch(l -> l.contains(" score mate -") && l.contains(" wdl 0 0 1000 ")),
                lines.toString());
    }
}

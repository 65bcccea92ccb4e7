package jamboree.uci.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PerftCommandTest {

    @Test
    void countsOnePositionAndPrintsNodesSecondsAndMnps() {
        CommandRun run = run("perft", "--depth", "4");
        assertEquals(0, run.code());
        assertTrue(run.out().contains("nodes   197281"), run.out());
        assertTrue(run.out().contains("seconds "), run.out());
        assertTrue(run.out().contains("Mnps    "), run.out());
        assertEquals("", run.err());
    }

    @Test
    void divideListsEveryMoveAsJson() {
        CommandRun run = run("perft", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--depth", "1", "--divide", "--json");
        assertEquals(0, run.code());
        assertTrue(run.out().startsWith("{\"fen\":\"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\",\"depth\":1,\"nodes\":26,"),
                run.out());
        assertTrue(run.out().contains("\"e1g1\":1") && run.out().contains("\"e1c1\":1"), run.out());
    }

    @Test
    void badFenIsAClearErrorWithExitCodeTwo() {
        CommandRun run = run("perft", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "--depth", "3");
        assertEquals(2, run.code());
        assertEquals("jamboree perft: FEN: expected 6 fields (or 4 as in EPD), got 5 in "
                + "'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0'", run.err().trim());
        assertFalse(run.err().contains("Exception"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void suiteMismatchExitsNonZeroAndSaysWhere(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("s.epd");
        Files.writeString(suite, "# two counts\n8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - ;D1 14 ;D2 191 ;D3 2813\n");
        CommandRun run = run("perft", "--suite", suite.toString());
        assertEquals(1, run.code());
        assertTrue(run.out().contains("ok   line 2 depth 2: 191 nodes"), run.out());
        assertTrue(run.out().contains("FAIL line 2 depth 3: 2812 nodes (expected 2813)"), run.out());
        assertTrue(run.out().contains("3 counts checked, 1 mismatches"), run.out());

        CommandRun limited = run("perft", "--suite", suite.toString(), "--max-depth", "2", "--json");
        assertEquals(0, limited.code());
        assertTrue(limited.out().contains("\"checks\":2,\"mismatches\":0,\"nodes\":205,"), limited.out());
    }

    @Test
    void missingInputsAreUsageErrors(@TempDir Path dir) {
        assertEquals(2, run("perft").code());
        CommandRun missing = run("perft", "--suite", dir.resolve("none.epd").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("does not exist"), missing.err());
        assertEquals(2, run("perft", "--depth", "-1").code());
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

}

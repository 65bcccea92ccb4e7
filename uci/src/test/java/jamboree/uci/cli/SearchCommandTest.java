package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchCommandTest {

    @Test
    void printsEveryIterationAndTheBestMove() {
        CommandRun run = run("search", "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--depth", "3",
                "--profile", "strict");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("depth 1 "), run.out());
        assertTrue(run.out().contains("depth 3 "), run.out());
        assertTrue(run.out().contains("score mate 1"), run.out());
        assertTrue(run.out().contains("bestmove d1d8"), run.out());
    }

    @Test
    void jsonCarriesIterationsResultAndCounts() {
        CommandRun run = run("search", "--depth", "4", "--json", "--moves", "e2e4,e7e5");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("{\"profile\":\"full\",\"iterations\":[{\"depth\":1,"), run.out());
        assertTrue(run.out().contains("\"bestmove\":\""), run.out());
        assertTrue(run.out().contains("\"stats\":{\"quiescenceNodes\":"), run.out());
    }

    @Test
    void nodeLimitAndTimeLimitWork() {
        CommandRun nodes = run("search", "--nodes", "5000");
        assertEquals(0, nodes.code(), nodes.err());
        assertTrue(nodes.out().contains("bestmove "), nodes.out());
        CommandRun time = run("search", "--movetime", "100");
        assertEquals(0, time.code(), time.err());
        assertTrue(time.out().contains("bestmove "), time.out());
    }

    @Test
    void badInputIsAClearErrorWithExitCodeTwo() {
        CommandRun badFen = run("search", "--fen", "8/8/8 w - - 0 1", "--depth", "2");
        assertEquals(2, badFen.code());
        assertTrue(badFen.err().startsWith("jamboree search: FEN"), badFen.err());
        assertFalse(badFen.err().contains("Exception"), badFen.err());

        CommandRun badProfile = run("search", "--depth", "2", "--profile", "fast");
        assertEquals(2, badProfile.code());
        assertTrue(badProfile.err().contains("--profile must be full, startech or strict, got 'fast'"), badProfile.err());

        CommandRun badMove = run("search", "--depth", "2", "--moves", "e2e5");
        assertEquals(2, badMove.code());
        assertTrue(badMove.err().startsWith("jamboree search: "), badMove.err());

        assertEquals(2, run("search").code(), "a limit is required");
        assertEquals(2, run("search", "--depth", "2", "--nodes", "10").code(), "limits are exclusive");
        assertEquals(2, run("search", "--depth", "0").code());
        CommandRun tooDeep = run("search", "--depth", "1000");
        assertEquals(2, tooDeep.code(), "a depth that would never end is refused");
        assertTrue(tooDeep.err().contains("--depth must be 1..100, got 1000"), tooDeep.err());
        assertEquals(2, run("search", "--depth", "-1").code());
        assertEquals(2, run("search", "--movetime", "9223372036854775807").code());
        assertEquals(2, run("search", "--depth", "1000", "--machine", "cm5").code());
    }

    static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

}

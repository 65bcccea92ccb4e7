package jamboree.uci.cli;

import jamboree.uci.selfplay.Adjudicator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoakCommandTest {

    @Test
    void anEngineOptionIsNameEqualsValueAndTheNameMayHaveSpaces() {
        assertEquals("setoption name Threads value 2", SoakCommand.setoption("Threads=2"));
        assertEquals("setoption name Parallel Algorithm value Lazy SMP",
                SoakCommand.setoption("Parallel Algorithm=Lazy SMP"));
        assertEquals("an engine option is NAME=VALUE, got '=2'",
                assertThrows(IllegalArgumentException.class, () -> SoakCommand.setoption("=2")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoakCommand.setoption("Threads"));
    }

    @Test
    void adjudicationIsOffUnlessItsScoreAndMovesAreBothGiven() {
        Adjudicator.Rules off = SoakCommand.adjudication(null, null, null, null, 1);
        assertFalse(off.resigns() || off.draws(), off.toString());
        assertEquals(new Adjudicator.Rules(800, 4, 10, 8, 40), SoakCommand.adjudication(800, 4, 10, 8, 40));
        assertEquals("--resign-score needs --resign-moves and --draw-score needs --draw-moves (and the other way"
                + " round)", assertThrows(IllegalArgumentException.class,
                () -> SoakCommand.adjudication(800, null, null, null, 1)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoakCommand.adjudication(null, null, null, 8, 1));
        assertThrows(IllegalArgumentException.class, () -> SoakCommand.adjudication(800, 0, null, null, 1));
        assertThrows(IllegalArgumentException.class, () -> SoakCommand.adjudication(null, null, -1, 8, 1));
    }

    @Test
    void aMisspeltOptionEndsTheCommandBeforeAnyGameAndLeavesTheOldPgnAlone(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("match.pgn");
        Files.writeString(pgn, "kept");
        CommandRun run = CommandRun.of("uci", "soak", "--games", "2", "--base-ms", "500", "--first", "Thread=2",
                "--pgn", pgn.toString());
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("soak: first engine: the engine has no option 'Thread'; it has: "), run.err());
        assertFalse(run.out().contains("game 1"), run.out());
        assertEquals("kept", Files.readString(pgn));
    }
}

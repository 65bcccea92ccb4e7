package jamboree.uci.wdl;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WdlFitCommandTest {
    @TempDir
    Path dir;

    @Test
    void playsTheGamesWritesThemAndPrintsConstantsToShip() throws Exception {
        StringWriter out = new StringWriter();
        CommandLine command = new CommandLine(new WdlFitCommand());
        command.setOut(new PrintWriter(out));
        command.setErr(new PrintWriter(new StringWriter()));
        Path pgn = dir.resolve("g.pgn");
        Path csv = dir.resolve("s.csv");
        assertEquals(0, command.execute("--games", "4", "--nodes", "300", "--max-plies", "60", "--pgn", pgn.toString(),
                "--samples", csv.toString()));
        assertTrue(out.toString().startsWith("4 games ("), out.toString());
        assertTrue(out.toString().contains("fitted: new WdlModel("), out.toString());
        assertEquals(4, Files.readString(pgn).split("\\[Event ", -1).length - 1);
        List<String> rows = Files.readAllLines(csv);
        assertEquals("score,material,points", rows.get(0));
        assertTrue(rows.size() > 50, "samples of 4 games: " + rows.size());
    }
}

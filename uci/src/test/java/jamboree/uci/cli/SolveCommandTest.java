package jamboree.uci.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SolveCommandTest {

    @Test
    void solvesEasyPositionsAndSkipsBadLinesNamingThem(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("mini.epd");
        Files.writeString(suite, String.join("\n",
                "# a comment",
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"mate1\";",
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Zz9; id \"bad\";",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - am Nh3; id \"avoid\";",
                "not a position at all",
                ""));
        CommandRun run = CommandRun.of("solve", "--suite", suite.toString(), "--seconds", "0.3");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("line 3 skipped"), run.err());
        assertTrue(run.err().contains("line 5 skipped"), run.err());
        assertTrue(run.out().contains("mate1    Rd8#"), run.out());
        assertTrue(run.out().contains("solved 2 of 2"), run.out());
        assertTrue(run.out().contains("t20 "), run.out());
        assertTrue(run.out().contains("estimated rating "), run.out());
    }

    @Test
    void jsonSummaryFollowsKaufmansFormula(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("one.epd");
        Files.writeString(suite, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"m\";\n");
        CommandRun run = CommandRun.of("solve", "--suite", suite.toString(), "--seconds", "0.2",
                "--profile", "startech", "--json");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\"solved\":1"), run.out());
        assertTrue(run.out().contains("\"profile\":\"startech\""), run.out());
    }

    @Test
    void cpuClockMeasuresTheSearchThread(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("one.epd");
        Files.writeString(suite, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"m\";\n");
        CommandRun run = CommandRun.of("solve", "--suite", suite.toString(), "--seconds", "0.2",
                "--cpu-clock");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("solved 1 of 1"), run.out());
        assertTrue(run.out().contains("(one thread, CPU time)"), run.out());
    }

    @Test
    void summaryCountsUnsolvedAsTheFullTime() {
        List<SolveCommand.Outcome> outcomes = new java.util.ArrayList<>();
        for (int i = 0; i < 22; i++) {
            outcomes.add(new SolveCommand.Outcome(i + 1, "p" + i, "", i != 0, 0.5, "e4", 0, 1, 1000, 500));
        }
        SolveCommand.Summary summary = SolveCommand.Summary.of(outcomes, 10);
        assertEquals(21, summary.solved());
        assertEquals(20, summary.counted());
        assertEquals(10.0, summary.t20(), 1e-9);    // the 20 fastest are all 0.5 s
        assertEquals(2730.0, summary.rating(), 1e-9); // 2930 - 200 log10(10)
        assertEquals(21 * 0.5 + 10, summary.total(), 1e-9);
        assertEquals(22_000, summary.nodes());
        assertEquals(2_000, summary.nps());
    }

    @Test
    void argumentErrorsAreClear(@TempDir Path dir) {
        CommandRun missing = CommandRun.of("solve", "--suite", dir.resolve("no.epd").toString(),
                "--seconds", "1");
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("cannot read"), missing.err());
        CommandRun badSeconds = CommandRun.of("solve", "--suite", "x.epd", "--seconds", "-1");
        assertEquals(2, badSeconds.code());
        assertTrue(badSeconds.err().contains("--seconds must be a positive number"), badSeconds.err());
    }
}

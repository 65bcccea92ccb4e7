package jamboree.uci.cli;

import jamboree.uci.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchCommandTest {

    @Test
    void aTinyBenchWritesTheReportAndEndsWithTheSignature(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("two.epd");
        Files.writeString(suite, String.join("\n",
                "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - bm Nf6+; id \"k01\";",
                "this line is not EPD",
                "3r2k1/p2r1p1p/1p2p1p1/q4n2/3P4/PQ5P/1P1RNPP1/3R2K1 b - - bm Nxd4; id \"k02\";"));
        Path out = dir.resolve("report");
        Run run = run("bench", "--suite", suite.toString(), "--validation", "none", "--depth", "2",
                "--max-processors", "2", "--no-ablations", "--no-swamp", "--out", out.toString());
        assertEquals(0, run.code, run.err);
        assertTrue(run.err.contains(suite + " line 2: "), run.err);
        assertTrue(run.err.contains("(skipped)"), run.err);
        String[] lines = run.out.strip().split("\n");
        assertTrue(lines[lines.length - 1].matches("signature: nodes \\d+ cycles \\d+ trials 4"), run.out);
        assertTrue(run.out.contains("suite two: 2 positions, depth 2, P = [1, 2]"), run.out);
        assertFalse(run.out.contains("bench "), "the progress bar stays off stdout");
        assertTrue(Files.exists(out.resolve("index.html")));
        assertTrue(Files.readString(out.resolve("trials.csv")).lines().count() == 5);
        assertTrue(Files.exists(out.resolve("metrics.prom")));
        Run again = run("bench", "--suite", suite.toString(), "--validation", "none", "--depth", "2",
                "--max-processors", "2", "--no-ablations", "--no-swamp", "--out", dir.resolve("again").toString());
        String[] againLines = again.out.strip().split("\n");
        assertEquals(lines[lines.length - 1], againLines[againLines.length - 1], "same arguments, same signature");
    }

    @Test
    void badArgumentsAreClearErrorsWithExitCodeTwo(@TempDir Path dir) throws IOException {
        Run missing = run("bench", "--suite", dir.resolve("absent.epd").toString());
        assertEquals(2, missing.code);
        assertTrue(missing.err.contains("no such file"), missing.err);
        Path empty = dir.resolve("empty.epd");
        Files.writeString(empty, "garbage\n");
        Run none = run("bench", "--suite", empty.toString(), "--validation", "none");
        assertEquals(2, none.code);
        assertTrue(none.err.contains("line 1: ") && none.err.contains("no usable position"), none.err);
        Run depth = run("bench", "--depth", "0", "--positions", "1");
        assertEquals(2, depth.code);
        assertTrue(depth.err.contains("depth must be at least 1"), depth.err);
        Run profile = run("bench", "--positions", "1", "--profile-position", "k99");
        assertEquals(2, profile.code);
        assertTrue(profile.err.contains("no position 'k99'"), profile.err);
        assertEquals("", missing.out + none.out + depth.out + profile.out, "nothing ran, nothing is reported");
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int code = commandLine.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private record Run(int code, String out, String err) {
    }
}

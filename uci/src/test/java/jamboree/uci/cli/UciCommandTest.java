package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jamboree uci stop-latency}'s options (its latencies are the host's and are not asserted). */
class UciCommandTest {

    @Test
    void stopLatencySetsTheOptionsBeforeTheTrialsAndPrintsItsSummary() {
        CommandRun run = run("uci", "stop-latency", "--trials", "2", "--think-ms", "50", "--setoption", "Machine=CM5",
                "--setoption", "CM5 Processors=4");
        assertEquals(0, run.code(), run.err());
        String[] lines = run.out().strip().split("\n");
        assertEquals(3, lines.length, run.out());
        assertTrue(lines[0].matches("trial 1: bestmove \\S+( ponder \\S+)? after -?\\d+\\.\\d\\d ms"), lines[0]);
        assertTrue(lines[1].startsWith("trial 2: bestmove "), lines[1]);
        assertTrue(lines[2].startsWith("stop -> bestmove over 2 trials (Machine=CM5, CM5 Processors=4): min "),
                lines[2]);
        assertTrue(lines[2].endsWith(" ms (goal: under 50 ms)"), lines[2]);
    }

    @Test
    void theStormStopsAtRandomAndSaysWhenTheFirstStopCameWhileTheMachineStarted() {
        CommandRun run = run("uci", "stop-latency", "--storm", "5", "--trials", "3", "--setoption", "Machine=CM5",
                "--setoption", "CM5 Processors=4");
        assertEquals(0, run.code(), run.err());
        String[] lines = run.out().strip().split("\n");
        assertEquals(4, lines.length, run.out());
        assertTrue(lines[0].matches("round 1: stop [0-5] ms after go, bestmove \\S+( ponder \\S+)? after -?\\d+\\.\\d\\d ms"),
                lines[0]);
        assertTrue(lines[3].startsWith("stop -> bestmove over 3 storm rounds (Machine=CM5, CM5 Processors=4): min "),
                lines[3]);
        assertTrue(lines[3].contains("; first stop (machine starting) "), lines[3]);
    }

    @Test
    void anOptionTheEngineDoesNotDeclareIsAnErrorNotAMeasurementOfSerial() {
        CommandRun run = run("uci", "stop-latency", "--trials", "1", "--setoption", "Machin=CM5");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("the engine has no option 'Machin'"), run.err());
        assertEquals("", run.out(), "no trial ran");
        CommandRun refused = run("uci", "stop-latency", "--trials", "1", "--setoption", "CM5 Processors=99999");
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("the engine refused 'setoption name CM5 Processors value 99999'"),
                refused.err());
    }

    @Test
    void aSetOptionWithoutAnEqualsSignIsABadArgument() {
        CommandRun run = run("uci", "stop-latency", "--trials", "1", "--setoption", "Machine CM5");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--setoption takes NAME=VALUE (for example Machine=CM5), got 'Machine CM5'"),
                run.err());
        assertEquals("", run.out(), "no trial ran");
        CommandRun noName = run("uci", "stop-latency", "--trials", "1", "--setoption", "=CM5");
        assertEquals(2, noName.code());
        assertTrue(noName.err().contains("got '=CM5'"), noName.err());
    }

    @Test
    void theOptionLineSplitsAtTheFirstEqualsSign() {
        assertEquals("setoption name CM5 Processors value 64", UciCommand.setOptionLine("CM5 Processors=64"));
        assertEquals("setoption name Machine value CM5", UciCommand.setOptionLine(" Machine = CM5 "));
        assertEquals("setoption name Odd value a=b", UciCommand.setOptionLine("Odd=a=b"));
        assertEquals("setoption name Clear Hash", UciCommand.setOptionLine("Clear Hash="));
        assertNull(UciCommand.setOptionLine("Machine"));
        assertNull(UciCommand.setOptionLine(" =CM5"));
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

}

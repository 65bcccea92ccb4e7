package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The benchmark's output, not its figures: those depend on the host and are only printed. */
class SmpBenchCommandTest {

    @Test
    void printsTheHostThePositionsAndTheSummaryOfEachThreadCount() {
        CommandRun run = CommandRun.of("smp-bench", "--depth", "3", "--positions", "1", "--threads", "1,2",
                "--hash", "4");
        assertEquals(0, run.code(), run.err());
        List<String> lines = Arrays.asList(run.out().split("\\R"));
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(lines.get(0).startsWith("host: " + cores + " cores (Runtime.availableProcessors()), load average"),
                run.out());
        assertTrue(lines.contains("depth 3, 2 positions, 4 MB of table per engine, empty tables before each search"),
                run.out());
        assertEquals(2, lines.stream().filter(l -> l.contains(" serial ") && l.contains(" | smp1 ")
                && l.contains(" | smp2 ")).count(), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Lazy SMP 1 thread: time-to-depth speedup geometric"
                + " mean ")), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Lazy SMP 2 threads: time-to-depth speedup geometric"
                + " mean ")), run.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Lazy SMP 2 threads: ")
                && l.contains("; CPU-time speedup geometric mean ") && l.endsWith(" nodes per second")), run.out());
        assertEquals(2, lines.stream().filter(l -> l.matches(".* \\| smp2 +[0-9.]+ s x[0-9.]+ cpu x[0-9.]+ [0-9,]+"
                + " nodes")).count(), run.out());
    }

    @Test
    void bothAlgorithmsArePrintedSideBySide() {
        CommandRun run = CommandRun.of("smp-bench", "--depth", "3", "--positions", "1", "--threads", "1,2",
                "--hash", "4", "--algorithm", "both");
        assertEquals(0, run.code(), run.err());
        List<String> lines = Arrays.asList(run.out().split("\\R"));
        assertEquals(2, lines.stream().filter(l -> l.contains(" serial ") && l.contains(" | smp1 ")
                && l.contains(" | smp2 ") && l.contains(" | jam1 ") && l.contains(" | jam2 ")).count(), run.out());
        for (String name : List.of("Lazy SMP 1 thread", "Lazy SMP 2 threads", "Jamboree 1 thread",
                "Jamboree 2 threads")) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(name + ": time-to-depth speedup geometric mean ")
                    && l.endsWith(" nodes per second")), name + " in\n" + run.out());
        }
    }

    @Test
    void jamboreeAloneHasNoLazySmpFigures() {
        CommandRun run = CommandRun.of("smp-bench", "--depth", "2", "--positions", "1", "--threads", "2",
                "--hash", "2", "--algorithm", "jamboree");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Jamboree 2 threads: time-to-depth speedup geometric mean "), run.out());
        assertTrue(!run.out().contains("Lazy SMP") && !run.out().contains(" | smp"), run.out());
    }

    @Test
    void badArgumentsExitWithTwo() {
        CommandRun algorithm = CommandRun.of("smp-bench", "--algorithm", "ybwc");
        assertEquals(2, algorithm.code());
        assertTrue(algorithm.err().startsWith("jamboree smp-bench: --algorithm takes lazy-smp, jamboree or both,"
                + " got ybwc"), algorithm.err());
        assertEquals(2, CommandRun.of("smp-bench", "--depth", "0").code());
        CommandRun run = CommandRun.of("smp-bench", "--threads", "0");
        assertEquals(2, run.code());
        assertTrue(run.err().startsWith("jamboree smp-bench: --threads takes counts between 1 and 512"), run.err());
    }
}

package jamboree.uci.cli;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.report.ReportWriter;
import jamboree.bench.report.SearchCommands;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchOptions;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Trial;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.uci.Main;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command written for each search of a bench run ({@link SearchCommands}) makes that search again:
 * {@code jamboree search} prints the T, W and C the run measured, to the cycle.
 */
class SearchCommandsTest {
    private static final Pattern PRINTED = Pattern.compile("(?m)^T (\\d+) cycles \\(.*\\)  W (\\d+)  C (\\d+)  W/C ");
    private static final Pattern NAMED = Pattern.compile("^# .*: T (\\d+) cycles, W (\\d+), C (\\d+)$");

    /** T, W and C as {@code jamboree search} prints them. */
    private static List<Long> printed(CommandRun run) {
        assertEquals(0, run.code(), run.err());
        Matcher m = PRINTED.matcher(run.out());
        assertTrue(m.find(), run.out());
        return List.of(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)));
    }

    /** A command line of the file split as the shell splits it: words, and single-quoted words with '\'' in them. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '\'') {
                    quoted = false;
                } else {
                    word.append(c);
                }
            } else if (c == '\'') {
                quoted = true;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (c == ' ') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void everySearchOfABenchRunIsMadeAgainByItsCommand(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        CommandRun bench = CommandRun.of("bench", "--positions", "1", "--max-processors", "4", "--depth", "3",
                "--validation", "none", "--no-swamp", "--set", "network.send-cycles=40", "--out", out.toString());
        assertEquals(0, bench.code(), bench.err());
        Path file = out.resolve(SearchCommands.FILE);
        assertTrue(bench.out().contains("machine parameters changed from the reference: network.send-cycles=40\n"
                + "report: " + out.resolve("index.html") + "\neach search as a command: " + file + "\n"), bench.out());
        // The report records the machine it ran on, and links the commands.
        String page = Files.readString(out.resolve("index.html"));
        assertTrue(page.contains("but for these, which the run set (with <code>--set</code> or as"
                + " <code>-Djamboree.machine</code> options): <code>network.send-cycles=40</code>."), page);
        assertTrue(page.contains("<a href=\"searches.txt\">searches.txt</a>"), page);
        assertTrue(Files.readString(out.resolve("report.json")).replaceAll("\\s", "")
                .contains("\"machineChanges\":{\"network.send-cycles\":\"40\"}"), "report.json");
        Matcher trials = Pattern.compile("; (\\d+) searches\\n").matcher(bench.out());
        assertTrue(trials.find(), bench.out());

        List<String> lines = Files.readAllLines(file);
        // The header gives the heap the run's machines were built in, as the run's own usage line does.
        Matcher heap = Pattern.compile("heap at most .* of (\\d+\\.\\d\\d GB)\n").matcher(bench.out());
        assertTrue(heap.find(), bench.out());
        assertTrue(lines.get(2).endsWith("The run's JVM had a heap of " + heap.group(1) + ", which the launcher gives"),
                lines.get(2));
        List<List<Long>> named = new ArrayList<>();
        List<List<String>> commands = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = NAMED.matcher(lines.get(i));
            if (m.matches()) {
                named.add(List.of(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)),
                        Long.parseLong(m.group(3))));
                commands.add(words(lines.get(i + 1)));
            }
        }
        assertEquals(Integer.parseInt(trials.group(1)), commands.size(), "a command for every search");
        // The ablations vary the switches both ways and the what-if searches another tree: all of it is carried.
        String all = String.join(" \n", lines) + " ";
        for (String flag : List.of(" --rid ", " --no-deferred-reads ", " --throttle naive ", " --profile full ")) {
            assertTrue(all.contains(flag), flag + " in\n" + all);
        }
        for (int i = 0; i < commands.size(); i++) {
            List<String> command = commands.get(i);
            assertEquals("./jamboree", command.get(0));
            assertTrue(Collections.indexOfSubList(command, List.of("--set", "network.send-cycles=40")) > 0,
                    "the run's machine override: " + command);
            List<String> args = command.subList(1, command.size());
            assertEquals(named.get(i), printed(CommandRun.of(args.toArray(String[]::new))), String.join(" ", command));
        }
        // The override is what makes them the run's searches (on more than one node, where messages are sent).
        int onFour = 0;
        while (Collections.indexOfSubList(commands.get(onFour), List.of("--processors", "4")) < 0) {
            onFour++;
        }
        List<String> without = new ArrayList<>(commands.get(onFour).subList(1, commands.get(onFour).size()));
        int set = without.indexOf("--set");
        without.subList(set, set + 2).clear();
        assertNotEquals(named.get(onFour), printed(CommandRun.of(without.toArray(String[]::new))), without.toString());
    }

    @Test
    void theThesisScalesSerialDepthAndTableShareAreGiven(@TempDir Path dir) throws IOException {
        // As the thesis scale configures its runs: one serial ply, and the global table's entries in all spread over
        // each machine's nodes; with the ablations, whose columns set switches both ways, and the what-if's tree.
        SchedulerConfig thesisLike = SchedulerConfig.load().with(Switch.SERIAL_DEPTH, 1)
                .with("table-entries-total", 1 << 16);
        BenchResult result;
        try (SimulatedTrialSource source = new SimulatedTrialSource(thesisLike, MachineConfig.load())) {
            BenchOptions options = new BenchOptions(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(1), null, 3, 4, 1,
                    true, 0, false, null);
            result = new BenchRunner(source, MachineConfig.load()).run(options.plan(), BenchListener.NONE);
        }
        assertEquals(Map.of(), result.machine(), "the reference machine");
        SearchCommands commands = new SearchCommands(result);
        // The sweep on 1, 2 and 4 nodes, then on 4 nodes the ablations' columns other than the defaults: three of RID
        // and deferred reads, two throttles, no serialization heuristic, and the what-if's tree.
        assertEquals(10, result.trials().size());
        for (Trial t : result.trials()) {
            List<String> args = commands.arguments(t);
            assertTrue(Collections.indexOfSubList(args, List.of("--serial-depth", "1")) > 0, args.toString());
            assertTrue(Collections.indexOfSubList(args, List.of("--table-entries-per-node",
                    Integer.toString((1 << 16) / t.processors()))) > 0, args.toString());
            // Every switch as the search's own parsing of its flags gives it (a flag its figures would not show,
            // at this small depth, still has to be there) ...
            ParseResult parsed = new CommandLine(new Main()).parseArgs(args.toArray(String[]::new)).subcommand();
            SchedulerConfig given = SwitchFlags.applyTo(SchedulerConfig.load(), parsed);
            SchedulerConfig wanted = t.settings().configOn(thesisLike, t.processors());
            for (Switch s : Switch.values()) {
                assertEquals(wanted.get(s), given.get(s), s + " in " + args);
            }
            // ... and the search itself, to the cycle.
            assertEquals(List.of(t.time(), t.work(), t.span()), printed(CommandRun.of(args.toArray(String[]::new))),
                    args.toString());
        }

        // A key no flag sets cannot be carried, and the commands say which rather than search something else.
        Path out = dir.resolve("report");
        Files.createDirectories(out);
        Files.writeString(out.resolve(SearchCommands.FILE), "an earlier run's commands\n");
        BenchResult costed = new BenchResult(result.plan(), result.trials(), result.profiled(), result.swamp(),
                result.host(), result.earlier(), thesisLike.with("cost.serial-control", 10400));
        SearchCommands costedCommands = new SearchCommands(costed);
        String why = "jamboree.scheduler.cost.serial-control = 10400, which no flag of jamboree search sets";
        assertEquals(why, costedCommands.refusal());
        assertThrows(IllegalStateException.class, () -> costedCommands.arguments(result.trials().get(0)));
        // Its report has no such file, not even an earlier run's, and its page says why.
        ReportWriter.Written written = ReportWriter.write(costed, out);
        assertFalse(Files.exists(out.resolve(SearchCommands.FILE)));
        assertFalse(written.files().contains(out.resolve(SearchCommands.FILE)));
        String page = Files.readString(out.resolve("index.html"));
        assertTrue(page.contains("Its searches cannot be made again by a command alone: the run's scheduler"
                + " configuration sets " + why + "."), "the page says why");
        assertFalse(page.contains("href=\"searches.txt\""), "and links no such file");
    }

    @Test
    void wordsTheShellWouldSplitAreQuoted() throws IOException, InterruptedException {
        assertEquals("./jamboree search --fen '8/8/8/8/8/8/8/K1k5 w - - 0 1' --set a=b 'it'\\''s'",
                SearchCommands.commandLine(List.of("search", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--set", "a=b",
                        "it's")));
        // Whatever a word holds, the shell gives it back as it was.
        List<String> odd = List.of("search", "", "it's", "a b", "$HOME", "#x", "~", "*", "a;b", "\"q\"", "back\\slash",
                "'", "--set", "network.send-cycles=40");
        List<String> expected = new ArrayList<>(List.of("./jamboree"));
        expected.addAll(odd);
        assertEquals(expected, words(SearchCommands.commandLine(odd)));
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh to check the quoting with");
        assertEquals(expected, shellWords(SearchCommands.commandLine(odd)));
    }

    /** The words a POSIX shell splits {@code line} into. */
    private static List<String> shellWords(String line) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("/bin/sh", "-c", "set -f; for w in " + line + "; do printf '%s\\0' \"$w\"; done")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        // Each word ends with a NUL, so the last part of the split is the empty rest after the last one.
        List<String> words = List.of(out.split("\0", -1));
        return words.subList(0, words.size() - 1);
    }
}

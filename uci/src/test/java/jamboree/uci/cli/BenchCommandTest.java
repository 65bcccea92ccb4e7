package jamboree.uci.cli;

import jamboree.bench.overhead.HostOverhead;
import jamboree.bench.suite.SuiteLoader;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

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
        CommandRun run = run("bench", "--suite", suite.toString(), "--validation", "none", "--depth", "2",
                "--max-processors", "2", "--no-ablations", "--no-swamp", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains(suite + " line 2: "), run.err());
        assertTrue(run.err().contains("(skipped)"), run.err());
        String[] lines = run.out().strip().split("\n");
        assertTrue(lines[lines.length - 1].matches("signature: nodes \\d+ cycles \\d+ trials 4"), run.out());
        assertTrue(run.out().contains("suite two: 2 positions, depth 2, P = [1, 2]"), run.out());
        String settings = run.out().lines().filter(l -> l.startsWith("settings of ")).reduce((a, b) -> a + "\n" + b)
                .orElseThrow();
        assertTrue(settings.startsWith("settings of defaults on 2 nodes (16384 global table entries in all):"
                + " profile=startech throttle=startech recursive-deepening=false deferred-reads=true"), settings);
        for (String word : List.of(" serial-depth=2 ", " serialization-children=-1 ", " pv-serial-children=-1 ",
                " table-entries-per-node=8192 ", " table-entries-total=0 ", " leaf-table-megabytes=1 ")) {
            assertTrue(settings.contains(word), word + " in " + settings);
        }
        assertFalse(settings.contains("\n"), "one configuration, one line");
        assertTrue(settings.endsWith(" table-entries-total=0 throttle-work=30000; chosen by the machine:"
                + " serialization-children=1 pv-serial-children=0"), "what -1 came to: " + settings);
        assertTrue(run.out().lines().anyMatch(l -> l.matches("cycles of defaults on 2 nodes: chess work \\d+\\.\\d%,"
                + " of which the serial search's work \\d+\\.\\d%, so \\d+\\.\\d% of all"
                + " \\(thesis 68\\.8%, 21\\.4%, 14\\.7%\\)")), run.out());
        assertTrue(Files.exists(out.resolve("useful-work.csv")));
        String others = Files.isReadable(Path.of("/proc/stat")) ? ", other processes \\d+\\.\\d\\d cores" : "";
        assertTrue(run.out().lines().anyMatch(l -> l.matches("host usage: \\d+\\.\\d\\d cores busy \\(\\d+\\.\\d s of"
                + " processor time\\)" + others + "; heap at most \\d+\\.\\d\\d GB in use(, \\d+\\.\\d\\d GB after a"
                + " collection)?, of \\d+\\.\\d\\d GB")), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("host of this JVM: ") && l.contains(
                ", " + Runtime.getRuntime().availableProcessors() + " core")), "the host is named: " + run.out());
        assertFalse(run.out().contains("bench "), "the progress bar stays off stdout");
        assertTrue(Files.exists(out.resolve("index.html")));
        assertTrue(Files.readString(out.resolve("trials.csv")).lines().count() == 5);
        assertTrue(Files.exists(out.resolve("metrics.prom")));
        CommandRun again = run("bench", "--suite", suite.toString(), "--validation", "none", "--depth", "2",
                "--max-processors", "2", "--no-ablations", "--no-swamp", "--out", dir.resolve("again").toString());
        String[] againLines = again.out().strip().split("\n");
        assertEquals(lines[lines.length - 1], againLines[againLines.length - 1], "same arguments, same signature");
    }

    @Test
    void badArgumentsAreClearErrorsWithExitCodeTwo(@TempDir Path dir) throws IOException {
        CommandRun missing = run("bench", "--suite", dir.resolve("absent.epd").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Path empty = dir.resolve("empty.epd");
        Files.writeString(empty, "garbage\n");
        CommandRun none = run("bench", "--suite", empty.toString(), "--validation", "none");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("line 1: ") && none.err().contains("no usable position"), none.err());
        CommandRun depth = run("bench", "--depth", "0", "--positions", "1");
        assertEquals(2, depth.code());
        assertTrue(depth.err().contains("depth must be at least 1"), depth.err());
        CommandRun profile = run("bench", "--positions", "1", "--profile-position", "k99");
        assertEquals(2, profile.code());
        assertTrue(profile.err().contains("no position 'k99'"), profile.err());
        assertEquals("", missing.out() + none.out() + depth.out() + profile.out(), "nothing ran, nothing is reported");
    }

    @Test
    void hostOverheadPrintsOneRowPerPositionWithTheSearchesOfADirectRun() {
        CommandRun run = run("bench", "--host-overhead", "--depth", "3", "--positions", "2");
        assertEquals(0, run.code(), run.err());
        HostOverhead.Result direct = new HostOverhead(SchedulerConfig.load(), MachineConfig.load(), Profile.STARTECH)
                .measure(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2), 3, 1);
        String[] lines = run.out().strip().split("\n");
        assertEquals(2 + 2 + 8, lines.length, run.out());
        assertTrue(lines[0].startsWith("host overhead of the simulated CM-5 at P = 1, depth 3, 2 positions, fastest of "
                + HostOverhead.DEFAULT_ROUNDS + " warm rounds"), lines[0]);
        assertEquals(List.of("position", "serial", "ms", "P=1", "ms", "ratio", "serial", "pos", "P=1", "pos"),
                columns(lines[1]));
        for (int i = 0; i < 2; i++) {
            HostOverhead.Row row = direct.rows().get(i);
            List<String> printed = columns(lines[2 + i]);
            assertEquals(6, printed.size(), lines[2 + i]);
            assertEquals(row.id(), printed.get(0));
            assertEquals(row.serialPositions(), Long.parseLong(printed.get(4)), lines[2 + i]);
            assertEquals(row.simulatedPositions(), Long.parseLong(printed.get(5)), lines[2 + i]);
        }
        List<String> total = columns(lines[4]);
        assertEquals("total", total.get(0));
        assertEquals(direct.serialPositions(), Long.parseLong(total.get(4)));
        assertEquals(direct.simulatedPositions(), Long.parseLong(total.get(5)));
        assertTrue(lines[5].startsWith("cold (warm-up round, JIT compiling): serial "), lines[5]);
        assertEquals(String.format(Locale.ROOT, "positions searched: P=1 / serial %.2f (the host searches every one)",
                direct.positionsRatio()), lines[6]);
        assertTrue(lines[7].startsWith("per position searched: serial "), lines[7]);
        assertTrue(lines[8].startsWith("simulator: " + direct.simulatedEvents() + " events, "), lines[8]);
        // A lone node never waits: it is always at its own work.
        assertEquals("node windows: " + direct.simulation().nodeWindows() + ", granted to waiting nodes 0.0%, empty "
                + "0.0%", lines[9]);
        assertTrue(lines[10].matches("worst position: k0[12], P=1 host / serial host \\d+\\.\\d\\d \\(goal at most "
                + "1\\.50\\)"), lines[10]);
        assertTrue(lines[11].matches("P=1 host / serial host \\(warm\\): \\d+\\.\\d\\d \\(goal at most 1\\.50\\)"),
                lines[11]);
        assertFalse(run.out().contains("signature"), "only the host overhead runs");
    }

    @Test
    void hostOverheadRefusesBadArgumentsAndOptionsItWouldIgnore() {
        CommandRun positions = run("bench", "--host-overhead", "--positions", "0");
        assertEquals(2, positions.code());
        assertTrue(positions.err().contains("at least one position is needed, got 0"), positions.err());
        CommandRun depth = run("bench", "--host-overhead", "--depth", "0", "--positions", "1");
        assertEquals(2, depth.code());
        assertTrue(depth.err().contains("the depth must be at least 1, got 0"), depth.err());
        CommandRun other = run("bench", "--host-overhead", "--positions", "1", "--seed", "3", "--no-swamp");
        assertEquals(2, other.code());
        assertTrue(other.err().contains("--host-overhead takes only --depth, --positions and --set, not --seed, "
                + "--no-swamp"), other.err());
        CommandRun noNodes = run("bench", "--host-overhead=4,0", "--positions", "1");
        assertEquals(2, noNodes.code());
        assertTrue(noNodes.err().contains("a machine has 1 to 16384 processing nodes, got 0"), noNodes.err());
        CommandRun huge = run("bench", "--host-overhead=1,2000000", "--positions", "1");
        assertEquals(2, huge.code());
        assertTrue(huge.err().contains("a machine has 1 to 16384 processing nodes, got 2000000"), huge.err());
        CommandRun badSet = run("bench", "--host-overhead", "--positions", "1", "--set", "network.no-such-key=3");
        assertEquals(2, badSet.code(), badSet.err());
        assertTrue(badSet.err().contains("unknown machine parameter 'network.no-such-key'"), badSet.err());
        assertEquals("", positions.out() + depth.out() + other.out() + noNodes.out() + huge.out() + badSet.out(),
                "nothing ran, nothing is reported");
    }

    @Test
    void hostOverheadMeasuresEachMachineSizeItNamesWithTheMachineOfSet() {
        CommandRun run = run("bench", "--host-overhead=1,4", "--depth", "2", "--positions", "1", "--set",
                "simulation.threads=1");
        assertEquals(0, run.code(), run.err());
        String[] blocks = run.out().strip().split("\n\n");
        assertEquals(2, blocks.length, run.out());
        assertTrue(blocks[0].startsWith("host overhead of the simulated CM-5 at P = 1, depth 2, 1 positions, "),
                blocks[0]);
        assertTrue(blocks[1].startsWith("host overhead of the simulated CM-5 at P = 4, depth 2, 1 positions, fastest"
                + " of " + HostOverhead.DEFAULT_ROUNDS + " warm rounds, 1 simulation thread\n"), blocks[1]);
        HostOverhead.Result direct = new HostOverhead(SchedulerConfig.load(), MachineConfig.load(), Profile.STARTECH)
                .measure(SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(1), 2, 1, 4);
        List<String> total = columns(blocks[1].lines().filter(l -> l.startsWith("total ")).findFirst().orElseThrow());
        assertEquals(direct.serialPositions(), Long.parseLong(total.get(4)));
        assertEquals(direct.simulatedPositions(), Long.parseLong(total.get(5)), "the positions of 4 nodes' search");
        assertTrue(blocks[1].contains("\nsimulator: " + direct.simulatedEvents() + " events, "), blocks[1]);
        assertTrue(blocks[1].contains("\nnode windows: " + direct.simulation().nodeWindows() + ", granted to waiting "
                + "nodes "), blocks[1]);
        String[] last = blocks[1].split("\n");
        assertTrue(last[last.length - 1].matches("P=4 host / serial host \\(warm\\): \\d+\\.\\d\\d"),
                last[last.length - 1]);
    }

    @Test
    void jobsChangeNothingButTheHostTime(@TempDir Path dir) {
        String[] common = {"bench", "--positions", "2", "--validation", "none", "--depth", "3", "--max-processors",
                "4", "--no-ablations", "--no-swamp"};
        CommandRun one = run(with(common, "--jobs", "1", "--out", dir.resolve("one").toString()));
        CommandRun two = run(with(common, "--jobs", "2", "--out", dir.resolve("two").toString()));
        assertEquals(0, one.code(), one.err());
        assertEquals(0, two.code(), two.err());
        String[] a = one.out().strip().split("\n");
        String[] b = two.out().strip().split("\n");
        assertTrue(a[a.length - 1].matches("signature: nodes \\d+ cycles \\d+ trials 6"), one.out());
        assertEquals(a[a.length - 1], b[b.length - 1]);
    }

    @Test
    void theValidationSuiteCanBeSearchedOnSomeOfTheSweepsMachineSizes(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("thin");
        CommandRun run = run("bench", "--positions", "2", "--depth", "3", "--max-processors", "4",
                "--validation-processors", "4,1", "--no-ablations", "--no-swamp", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        // 2 Kaufman positions on 1, 2 and 4 nodes, and 2 Bratko-Kopec positions on 1 and 4 only.
        assertTrue(run.out().strip().lines().reduce((x, y) -> y).orElseThrow()
                .matches("signature: nodes \\d+ cycles \\d+ trials 10"), run.out());
        List<String> validated = Files.readString(out.resolve("trials.csv")).lines()
                .filter(l -> l.startsWith("bratko-kopec,")).toList();
        assertEquals(4, validated.size(), String.join("\n", validated));
        assertEquals(List.of("1", "1", "4", "4"), validated.stream().map(l -> l.split(",")[3]).sorted().toList(),
                "the validation's machine sizes");
        assertTrue(Files.readString(out.resolve("index.html")).contains("<li>On bratko-kopec (on 1, 4 nodes): R = "),
                "the summary says where the model was validated");
        assertTrue(Files.readString(out.resolve("report.json"))
                .matches("(?s).*\"validationProcessors\"\\s*:\\s*\\[\\s*1\\s*,\\s*4\\s*].*"),
                "report.json says it too");
        assertTrue(run.out().contains("validation on bratko-kopec (on 1, 4 nodes): R = "), "and stdout");
    }

    @Test
    void validationMachineSizesOutsideTheSweepAreRefusedBeforeAnySearch(@TempDir Path dir) {
        CommandRun notSwept = run("bench", "--positions", "1", "--max-processors", "8", "--validation-processors",
                "1,16", "--out", dir.resolve("a").toString());
        assertEquals(2, notSwept.code());
        assertTrue(notSwept.err().contains("validation machine size 16 is not one of the sweep's [1, 2, 4, 8]"),
                notSwept.err());
        CommandRun none = run("bench", "--positions", "1", "--validation", "none", "--validation-processors", "1",
                "--out", dir.resolve("b").toString());
        assertEquals(2, none.code());
        assertTrue(none.err().contains("validation machine sizes need a validation suite"), none.err());
        // At the thesis's scale the sizing's serial searches take minutes: the check comes first.
        CommandRun thesis = run("bench", "--scale", "thesis", "--positions", "1", "--validation-processors", "3",
                "--out", dir.resolve("c").toString());
        assertEquals(2, thesis.code());
        assertTrue(thesis.err().contains("validation machine size 3 is not one of the sweep's [1, 2, 4, 8, 16, 32,"
                + " 64, 128, 256, 512]"), thesis.err());
        assertFalse(Files.exists(dir.resolve("c").resolve("serial-searches.jsonl")), "no serial search was kept");
        assertEquals("", notSwept.out() + none.out() + thesis.out());
    }

    @Test
    void jobsMustBeAtLeastOne() {
        CommandRun none = run("bench", "--positions", "1", "--jobs", "0");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("--jobs must be at least 1, got 0"), none.err());
        assertEquals("", none.out());
        CommandRun overhead = run("bench", "--host-overhead", "--positions", "1", "--jobs", "2");
        assertEquals(2, overhead.code(), "the host-overhead measurement runs one search at a time");
    }

    @Test
    void figure69SearchesItsConfigurationBesideTheDefaultsAndStarTechAsPublished(@TempDir Path dir)
            throws IOException {
        Path out = dir.resolve("report");
        CommandRun run = run("bench", "--positions", "2", "--depth", "3", "--max-processors", "4", "--validation",
                "none", "--no-ablations", "--no-swamp", "--figure-6-9", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        String[] lines = run.out().strip().split("\n");
        assertTrue(lines[lines.length - 1].endsWith(" trials 10"),
                "the sweep on 1, 2 and 4 nodes, then StarTech as published and the figure's run on 4: " + run.out());
        List<String> sums = Files.readAllLines(out.resolve("ablation-figure-6-9-p4-sums.csv"));
        assertEquals(4, sums.size(), "a header and the three columns: " + sums);
        assertTrue(sums.get(0).endsWith(",chess work (% of cycles)"), sums.get(0));
        assertTrue(sums.get(3).startsWith("rid+ dr+ startech ser- serialization-children=1 pv-serial-children=0"
                + " leaf-table-reads- ordering-with-work-,2,"), sums.get(3));
        List<String> split = Files.readAllLines(out.resolve("ablation-figure-6-9-p4-breakdown.csv"));
        assertTrue(split.stream().anyMatch(l -> l.matches("chess work(,\\d+\\.\\d\\d){3},68\\.8")), split.toString());
        assertTrue(Files.readString(out.resolve("index.html")).contains("Figure 6-9's run (one typical problem on"
                + " 512 nodes"), "the page says what the figure's run was");

        CommandRun smaller = run("bench", "--positions", "1", "--depth", "2", "--max-processors", "4", "--validation",
                "none", "--no-ablations", "--no-swamp", "--figure-6-9", "--ablation-processors", "2", "--out",
                dir.resolve("on-two").toString());
        assertEquals(0, smaller.code(), smaller.err());
        assertTrue(Files.exists(dir.resolve("on-two").resolve("ablation-figure-6-9-p2-breakdown.csv")));
    }

    private static String[] with(String[] common, String... more) {
        String[] all = java.util.Arrays.copyOf(common, common.length + more.length);
        System.arraycopy(more, 0, all, common.length, more.length);
        return all;
    }

    private static List<String> columns(String line) {
        return List.of(line.strip().split("\\s+"));
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

}

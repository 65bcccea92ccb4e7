package jamboree.uci.cli;

import jamboree.engine.board.Move;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jamboree search --machine}: the figures printed are those of a direct {@link ParallelSearch} run. */
class MachineSearchTest {
    private static final String K01 = "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - 0 1";
    private static final String K03 = "3r2k1/1p3ppp/2pq4/p1n5/P6P/1P6/1PB2QP1/1K2R3 w - - 0 1";
    private static final Pattern FIGURES = Pattern.compile("(?m)^T (\\d+) cycles \\(.*\\)  W (\\d+)  C (\\d+)  W/C ");

    /** What the command should print: the same machine, seed and configuration, searched directly. */
    private static ParallelSearchResult direct(MachineKind kind, int processors, long seed, String fen, int depth,
                                               Profile profile) {
        MachineConfig machine = MachineConfig.load().withSeed(seed).with("native.threads", 2);
        try (MeasuredSearch search = MeasuredSearch.on(kind, processors, SchedulerConfig.load(), machine)) {
            search.setProfile(profile);
            return search.searchToDepth(Fen.parse(fen), depth);
        }
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    private static long[] printedFigures(String out) {
        Matcher m = FIGURES.matcher(out);
        assertTrue(m.find(), out);
        return new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3))};
    }

    private static String line(int[] pv) {
        StringBuilder b = new StringBuilder("pv");
        for (int move : pv) {
            b.append(' ').append(UciMoves.format(move));
        }
        return b.toString();
    }

    @Test
    void theSimulatedMachinePrintsTheFiguresOfADirectRun() {
        CommandRun run = run("search", "--machine", "cm5", "--processors", "16", "--seed", "3",
                "--depth", "4", "--fen", K01);
        assertEquals(0, run.code(), run.err());
        ParallelSearchResult r = direct(MachineKind.CM5, 16, 3, K01, 4, Profile.STARTECH);
        assertEquals(r.timeCycles(), printedFigures(run.out())[0], run.out());
        assertEquals(r.work(), printedFigures(run.out())[1], run.out());
        assertEquals(r.criticalPath(), printedFigures(run.out())[2], run.out());
        assertTrue(run.out().startsWith("machine cm5 nodes 16 profile startech depth 4 "), run.out());
        assertTrue(run.out().lines().findFirst().orElseThrow()
                .endsWith("); chosen by the machine: serialization-children=1 pv-serial-children=0"), run.out());
        for (int depth = 1; depth <= 4; depth++) {
            assertTrue(run.out().contains("\ndepth " + depth + " score "), "iteration " + depth + ":\n" + run.out());
        }
        assertTrue(r.search().pv().length >= 2, "the direct run has a line");
        assertTrue(run.out().contains("bestmove " + UciMoves.format(r.search().bestMove()) + " ponder "
                + UciMoves.format(r.search().ponderMove()) + " score "), run.out());
        assertTrue(run.out().contains("\n" + line(r.search().pv()) + "\n"), run.out());
        assertTrue(run.out().contains("where the cycles went (Figure 6-9):"), run.out());
        assertTrue(run.out().contains("%  chess work"), run.out());
        assertTrue(run.out().contains("protocol errors 0"), run.out());
        long events = 0;
        long nodeWindows = 0;
        SimulationCounts counts = SimulationCounts.NONE;
        for (IterationFigures iteration : r.iterations()) {
            events += iteration.simulatedEvents();
            nodeWindows += iteration.nodeWindows();
            counts = counts.plus(iteration.simulation());
        }
        assertTrue(nodeWindows > 0 && nodeWindows <= events, events + " events, " + nodeWindows + " node windows");
        assertTrue(run.out().contains("\nsimulation: " + events + " events in " + nodeWindows + " node windows\n"),
                run.out());
        assertEquals(events, counts.totalEvents());
        assertEquals(nodeWindows, counts.nodeWindows());
        // Four iterations start each of the 16 nodes once.
        assertTrue(run.out().contains("\nsimulation events: start 64, step " + counts.events(SimEvent.STEP)
                + ", message delivered " + counts.events(SimEvent.RECEIVE) + ", "), run.out());
        assertTrue(run.out().contains("\nnode windows opened by: the start 64 ("), run.out());
        assertTrue(run.out().contains(", a message " + counts.windowsOpenedBy(SimEvent.RECEIVE) + " ("), run.out());
        assertTrue(run.out().contains(", nothing " + counts.emptyWindows() + " ("), run.out());
        assertTrue(run.out().contains("\nnode windows granted to waiting nodes: " + counts.waitingWindows() + " ("),
                run.out());
    }

    @Test
    void theSchedulerSwitchesReachTheMachine() {
        CommandRun run = run("search", "--machine", "cm5", "--processors", "8", "--depth", "4", "--fen",
                K01, "--no-leaf-table-reads", "--no-ordering-with-work", "--pv-serial-children", "0",
                "--serialization-children", "1");
        assertEquals(0, run.code(), run.err());
        SchedulerConfig config = SchedulerConfig.load().with("leaf-table-reads", false)
                .with("ordering-with-work", false).with("pv-serial-children", 0).with("serialization-children", 1);
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 8, config,
                MachineConfig.load().withSeed(1))) {
            search.setProfile(Profile.STARTECH);
            ParallelSearchResult r = search.searchToDepth(Fen.parse(K01), 4);
            assertEquals(r.work(), printedFigures(run.out())[1], run.out());
            assertEquals(r.criticalPath(), printedFigures(run.out())[2], run.out());
        }
        ParallelSearchResult defaults = direct(MachineKind.CM5, 8, 1, K01, 4, Profile.STARTECH);
        assertTrue(defaults.work() != printedFigures(run.out())[1], "the switches changed the search");
    }

    @Test
    void nativeNodesReachTheTableDirectlyUnlessToldToUseMessages() {
        CommandRun shared = run("search", "--machine", "native", "--threads", "2", "--depth", "4", "--fen", K01);
        CommandRun messages = run("search", "--machine", "native", "--threads", "2", "--depth", "4", "--fen", K01,
                "--no-native-shared-table");
        assertEquals(0, shared.code(), shared.err());
        assertEquals(0, messages.code(), messages.err());
        assertTrue(shared.out().contains(" table-read=0 table-reply=0 table-update=0 "), shared.out());
        Matcher reads = Pattern.compile(" table-read=(\\d+) ").matcher(messages.out());
        assertTrue(reads.find() && Long.parseLong(reads.group(1)) > 0, messages.out());
    }

    @Test
    void theSerialMachineModelChargesTheSerialSearchAndComparesWithIt() {
        CommandRun run = run("search", "--machine", "serial", "--depth", "4", "--fen", K03,
                "--profile", "strict");
        assertEquals(0, run.code(), run.err());
        long w = direct(MachineKind.SERIAL, 1, 1, K03, 4, Profile.STRICT).work();
        assertEquals(w, printedFigures(run.out())[0], "T = W");
        assertEquals(w, printedFigures(run.out())[1], run.out());
        assertEquals(w, printedFigures(run.out())[2], "C = W");

        CommandRun compared = run("search", "--machine", "cm5", "--processors", "8", "--depth", "4",
                "--fen", K03, "--profile", "strict", "--compare-serial");
        assertEquals(0, compared.code(), compared.err());
        long t = direct(MachineKind.CM5, 8, 1, K03, 4, Profile.STRICT).timeCycles();
        assertTrue(compared.out().contains(String.format(java.util.Locale.ROOT, "serial: W %d score ", w)),
                compared.out());
        assertTrue(compared.out().contains(String.format(java.util.Locale.ROOT, "speedup %.2f,", w / (double) t)),
                compared.out());
    }

    @Test
    void withoutMachineTheSerialEngineSearchesAsBefore() {
        CommandRun run = run("search", "--depth", "3", "--fen", K03);
        assertEquals(0, run.code(), run.err());
        assertFalse(run.out().contains("machine "), run.out());
        assertFalse(run.out().contains("W/C"), run.out());
        assertTrue(run.out().contains("\nbestmove "), run.out());
    }

    @Test
    void theNativeMachineRunsOnThreads() {
        CommandRun run = run("search", "--machine", "native", "--threads", "2", "--depth", "3",
                "--fen", K03);
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("machine native nodes 2 profile startech depth 3 "), run.out());
        assertTrue(run.out().lines().findFirst().orElseThrow()
                .endsWith("); chosen by the machine: serialization-children=3 pv-serial-children=3"), run.out());
        long[] figures = printedFigures(run.out());
        assertTrue(figures[1] > 0 && figures[2] > 0 && figures[2] <= figures[1], run.out());
        assertTrue(Pattern.compile("(?m)^pv \\S+ \\S+").matcher(run.out()).find(), "a line of two moves or more");
        assertFalse(run.out().contains("\nsimulation: "), "threads are not simulated: " + run.out());
    }

    @Test
    void anEpdFileGivesALinePerPositionAndTotals(@TempDir Path dir) throws IOException {
        Path epd = dir.resolve("two.epd");
        Files.writeString(epd, K01.replace(" 0 1", "") + " bm Nf6+; id \"k01\";\n"
                + K03.replace(" 0 1", "") + " am Rd1; id \"k03\";\n");
        CommandRun run = run("search", "--machine", "cm5", "--processors", "8", "--depth", "3",
                "--epd", epd.toString());
        assertEquals(0, run.code(), run.err());
        // One engine searches both, as the command does: the nodes keep their tables from search to search.
        ParallelSearchResult first;
        ParallelSearchResult second;
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 8, SchedulerConfig.load(),
                MachineConfig.load().withSeed(1).with("native.threads", 2))) {
            first = search.searchToDepth(Fen.parse(K01), 3);
            second = search.searchToDepth(Fen.parse(K03), 3);
        }
        assertTrue(run.out().contains("\nk01 "), run.out());
        assertTrue(run.out().contains("\nk03 "), run.out());
        assertTrue(run.out().contains(String.format(java.util.Locale.ROOT, "total 2 positions: T %d W %d C %d ",
                first.timeCycles() + second.timeCycles(), first.work() + second.work(),
                first.criticalPath() + second.criticalPath())), run.out());
    }

    @Test
    void jsonCarriesEveryFigureAndTheLine(@TempDir Path dir) throws IOException {
        CommandRun run = run("search", "--machine", "cm5", "--processors", "16", "--depth", "4",
                "--fen", K01, "--json");
        assertEquals(0, run.code(), run.err());
        ParallelSearchResult r = direct(MachineKind.CM5, 16, 1, K01, 4, Profile.STARTECH);
        String json = run.out().trim();
        assertFalse(json.contains("\n"), "one object for one position");
        assertTrue(json.startsWith("{\"id\":\"position\",\"machine\":\"cm5\",\"processors\":16,"), json);
        assertTrue(json.contains("\"work\":" + r.work() + ","), json);
        assertTrue(json.contains("\"criticalPath\":" + r.criticalPath() + ","), json);
        assertTrue(json.contains("\"timeCycles\":" + r.timeCycles() + ","), json);
        assertTrue(json.contains("\"traceHash\":" + r.traceHash() + ","), json);
        assertTrue(json.contains("\"breakdown\":{\"chess work\":"), json);
        assertTrue(json.contains(",\"ponder\":\"" + UciMoves.format(r.search().ponderMove()) + "\",\"pv\":"
                + SearchCommand.movesJson(r.search().pv())), json);
        assertTrue(r.search().ponderMove() != Move.NONE);
        assertTrue(json.endsWith("}"), json);
        // The JSON alone gives the profiles, so only a search that prints it keeps them.
        assertTrue(json.contains("\"idealParallelism\":[") && !json.contains("\"idealParallelism\":[]"), json);
        assertTrue(json.contains("\"utilization\":[") && !json.contains("\"utilization\":[]"), json);
        assertTrue(json.endsWith(",\"machineNotes\":[]}"), "a machine that fits says nothing: " + json);
    }

    @Test
    void aMachineFittedToTheHeapSaysSoInItsJsonAsOnStderr() {
        // 2^28 entries on each of 16 nodes are 64 GB of tables: no test JVM's heap holds them.
        CommandRun run = run("search", "--machine", "cm5", "--processors", "16", "--depth", "3",
                "--table-entries-per-node", "268435456", "--fen", K01, "--json");
        assertEquals(0, run.code(), run.err());
        String note = run.err().lines().filter(l -> l.startsWith("jamboree search: the memory of 16 nodes"))
                .findFirst().orElseThrow(() -> new AssertionError(run.err())).substring("jamboree search: ".length());
        assertTrue(note.contains(" global-table entries per node instead of 268435456"), note);
        assertTrue(run.out().trim().endsWith(",\"machineNotes\":[\"" + note + "\"]}"), run.out());
    }

    @Test
    void optionsThatMeanNothingOnTheMachineAreClearErrors(@TempDir Path dir) {
        assertError("--processors, --threads, --seed, --set, --epd, --compare-serial and the scheduler switches "
                + "need --machine", "search", "--processors", "8", "--depth", "3");
        assertError("--processors, --threads, --seed, --set, --epd, --compare-serial and the scheduler switches "
                + "need --machine", "search", "--set", "network.send-cycles=40", "--depth", "3");
        assertError("--set: bad machine configuration: hardcoded value: send-cycles has type STRING", "search",
                "--machine", "cm5", "--depth", "3", "--set", "network.send-cycles=abc");
        assertError("--machine must be serial, native, cm5 or cluster, got 'gpu'", "search", "--machine", "gpu",
                "--depth", "3");
        assertError("--machine searches to a --depth", "search", "--machine", "cm5", "--movetime", "100");
        assertError("--machine searches to a --depth", "search", "--machine", "cm5", "--depth", "0");
        assertError("--hash sizes the serial engine's table", "search", "--machine", "cm5", "--depth", "3",
                "--hash", "16");
        assertError("--cpu-clock is for the serial engine", "search", "--machine", "native", "--depth", "3",
                "--cpu-clock");
        assertError("--[no-]rid is a switch of the parallel frames", "search", "--machine", "serial", "--depth",
                "3", "--rid");
        assertError("--processors must be 1..16384, got 0", "search", "--machine", "cm5", "--processors", "0",
                "--depth", "3");
        assertError("--threads must be at least 1, got 0", "search", "--machine", "native", "--threads", "0",
                "--depth", "3");
        assertError("pv-serial-children must be at least -1, got -2", "search", "--machine", "cm5", "--depth", "3",
                "--pv-serial-children", "-2");
        assertError("--throttle must be startech, naive or backoff, got 'fast'", "search", "--machine", "cm5", "--depth", "3",
                "--throttle", "fast");
        assertError("cannot read " + dir.resolve("missing.epd"), "search", "--machine", "cm5", "--depth", "3",
                "--epd", dir.resolve("missing.epd").toString());
        assertError("--epd searches the file's positions; leave out --fen and --moves", "search", "--machine",
                "cm5", "--depth", "3", "--epd", dir.resolve("missing.epd").toString(), "--moves", "e2e4");
        assertError("FEN", "search", "--machine", "cm5", "--depth", "3", "--fen", "8/8/8 w - - 0 1");
    }

    @Test
    void psearchIsGone() {
        CommandRun run = run("psearch", "--machine", "cm5", "--depth", "2");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("psearch"), run.err());
    }

    private static void assertError(String message, String... args) {
        CommandRun run = run(args);
        assertEquals(2, run.code(), String.join(" ", args) + "\n" + run.out() + run.err());
        assertTrue(run.err().startsWith("jamboree search: "), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }
}

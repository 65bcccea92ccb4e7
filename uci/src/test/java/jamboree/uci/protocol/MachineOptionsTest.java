package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchValues;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Machine option and its companions, driven through the loop's streams as a GUI would. */
class MachineOptionsTest {
    private static final Duration QUIET = Duration.ofMillis(400);
    private static final Pattern CM5_FIGURES = Pattern.compile("info string cm5 P=(\\d+) depth (\\d+) simulated"
            + " (\\d+\\.\\d{6}) s \\(T (\\d+) cycles at 33 MHz\\) W (\\d+) C (\\d+) W/C (\\d+\\.\\d\\d); search so far"
            + " (\\d+\\.\\d{6}) s simulated, (\\d+\\.\\d{3}) s host");

    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() {
        uci.close();
    }




    /** The bestmove of {@code lines}, checked to be legal in {@code root}. */
    private static int legalBestMove(List<String> lines, Position root) {
        String[] last = lines.get(lines.size() - 1).split(" ");
        assertEquals("bestmove", last[0]);
        int move = UciMoves.parse(root, last[1]);
        if (last.length > 3) {
            assertEquals("ponder", last[2]);
            Position after = root.copy();
            after.makeMove(move);
            UciMoves.parse(after, last[3]);
        }
        return move;
    }

    private static List<Matcher> cm5Figures(List<String> lines) {
        List<Matcher> figures = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("info string cm5")) {
                Matcher m = CM5_FIGURES.matcher(line);
                assertTrue(m.matches(), "well-formed figures: " + line);
                figures.add(m);
            }
        }
        return figures;
    }

    private static Position afterE4() {
        Position root = Position.startPosition();
        root.makeMove(UciMoves.parse(root, "e2e4"));
        return root;
    }

    /** A fresh simulated CM-5 of {@code processors} nodes searching {@code root} as the engine does. */
    private static ParallelSearchResult directRun(Position root, int processors, SchedulerConfig scheduler,
                                                  int depth) {
        try (ParallelSearch direct = new ParallelSearch(MachineKind.CM5, processors, scheduler,
                MachineConfig.load())) {
            direct.setProfile(Profile.FULL);
            return direct.searchToDepth(root, depth);
        }
    }

    /** The info strings of a CM-5 search carry exactly the figures of the same run made directly. */
    private static void assertSameFigures(List<Matcher> reported, ParallelSearchResult direct, int processors) {
        IterationFigures[] iterations = direct.iterations();
        assertEquals(iterations.length, reported.size());
        long total = 0;
        for (int i = 0; i < iterations.length; i++) {
            IterationFigures f = iterations[i];
            Matcher m = reported.get(i);
            total += f.timeCycles();
            assertEquals(processors, Integer.parseInt(m.group(1)));
            assertEquals(f.depth(), Integer.parseInt(m.group(2)));
            assertEquals(String.format(Locale.ROOT, "%.6f", f.timeCycles() / 33e6), m.group(3));
            assertEquals(f.timeCycles(), Long.parseLong(m.group(4)), "T at depth " + f.depth());
            assertEquals(f.work(), Long.parseLong(m.group(5)), "W at depth " + f.depth());
            assertEquals(f.criticalPath(), Long.parseLong(m.group(6)), "C at depth " + f.depth());
            assertEquals(String.format(Locale.ROOT, "%.2f", f.parallelism()), m.group(7));
            assertEquals(String.format(Locale.ROOT, "%.6f", total / 33e6), m.group(8));
        }
    }

    @Test
    void handshakeListsTheMachineOptions() {
        SwitchValues configured = SwitchValues.of(SchedulerConfig.load());
        uci.send("uci");
        List<String> lines = uci.until("uciok");
        List<String> expected = List.of(
                "option name Machine type combo default Serial var Serial var Native var CM5 var Cluster",
                "option name Threads type spin default 1 min 1 max 512",
                "option name CM5 Processors type spin default 64 min 1 max 16384",
                "option name Throttle type combo default " + configured.get(Switch.THROTTLE)
                        + " var startech var naive var backoff",
                "option name Recursive Deepening type check default " + configured.get(Switch.RECURSIVE_DEEPENING),
                "option name Deferred Reads type check default " + configured.get(Switch.DEFERRED_READS),
                "option name Global Table type check default " + configured.get(Switch.GLOBAL_TABLE),
                "option name Serialization type check default " + configured.get(Switch.SERIALIZATION),
                "option name Helpful Master type check default " + configured.get(Switch.HELPFUL_MASTER));
        int first = lines.indexOf(expected.get(0));
        assertTrue(first > 0, lines.toString());
        assertEquals(expected, lines.subList(first, first + expected.size()));
        uci.ready();
    }

    @Test
    void cm5SearchReportsTheExactFiguresOfEachIteration() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 8");
        uci.ready();
        uci.send("position startpos moves e2e4");
        List<String> lines = uci.search("go depth 3");
        ParallelSearchResult direct = directRun(afterE4(), 8, SchedulerConfig.load(), 3);
        assertSameFigures(cm5Figures(lines), direct, 8);
        assertEquals(direct.search().bestMove(), legalBestMove(lines, afterE4()));
        // Each iteration's info line comes first, then its figures.
        List<String> infoLines = lines.stream().filter(l -> l.startsWith("info depth")).toList();
        assertEquals(3, infoLines.size(), lines.toString());
        assertTrue(lines.get(lines.indexOf(infoLines.get(2)) + 1).startsWith("info string cm5 P=8 depth 3 "));
    }

    @Test
    void theSwitchValuesReachTheSimulatedMachine() {
        uci.send("setoption name machine value cm5");
        uci.send("setoption name CM5 Processors value 8");
        uci.send("setoption name Throttle value naive");
        uci.send("setoption name Recursive Deepening value true");
        uci.send("setoption name Deferred Reads value false");
        uci.send("setoption name Global Table value false");
        uci.send("setoption name Serialization value true");
        uci.send("setoption name Helpful Master value true");
        uci.ready();
        uci.send("position startpos moves e2e4");
        List<String> lines = uci.search("go depth 3");
        SchedulerConfig switched = SwitchValues.of(SchedulerConfig.load())
                .with(Switch.RECURSIVE_DEEPENING, true).with(Switch.DEFERRED_READS, false)
                .with(Switch.GLOBAL_TABLE, false).with(Switch.SERIALIZATION, true).with(Switch.HELPFUL_MASTER, true)
                .with(Switch.THROTTLE, "naive").applyTo(SchedulerConfig.load());
        ParallelSearchResult direct = directRun(afterE4(), 8, switched, 3);
        assertSameFigures(cm5Figures(lines), direct, 8);
        // And they change the machine's run: the configured switches give other figures.
        ParallelSearchResult configured = directRun(afterE4(), 8, SchedulerConfig.load(), 3);
        assertNotEquals(configured.timeCycles(), direct.timeCycles());
    }

    @Test
    void aNewMachineSizeRebuildsTheEngineBetweenSearches() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 4");
        uci.send("position startpos");
        List<String> four = uci.search("go depth 2");
        assertEquals(2, cm5Figures(four).size());
        assertTrue(cm5Figures(four).stream().allMatch(m -> m.group(1).equals("4")), four.toString());
        uci.send("setoption name CM5 Processors value 16");
        uci.send("ucinewgame");
        List<String> sixteen = uci.search("go depth 2");
        assertTrue(cm5Figures(sixteen).stream().allMatch(m -> m.group(1).equals("16")), sixteen.toString());
        uci.send("setoption name Machine value Serial");
        List<String> serial = uci.search("go depth 2");
        assertTrue(cm5Figures(serial).isEmpty(), serial.toString());
    }

    @Test
    void nativeSearchWithTwoThreadsPlaysALegalMove() {
        uci.send("setoption name Machine value Native");
        uci.send("setoption name Threads value 2");
        uci.ready();
        uci.send("position startpos moves e2e4");
        List<String> lines = uci.search("go depth 4");
        legalBestMove(lines, afterE4());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 4 ")), lines.toString());
        assertTrue(cm5Figures(lines).isEmpty(), "the native machine's cycles are not simulated: " + lines);
    }

    @Test
    void nativeSearchUnderAClockAnswers() {
        uci.send("setoption name Machine value Native");
        uci.send("setoption name Threads value 2");
        uci.send("position startpos");
        uci.search("go wtime 2000 btime 2000");
        uci.send("position startpos moves e2e4");
        legalBestMove(uci.search("go movetime 300"), afterE4());
    }

    @Test
    void stopDuringAnInfiniteCm5SearchAnswersWithTheLastIteration() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 8");
        uci.send("position startpos moves e2e4");
        uci.send("go infinite");
        List<String> lines = new ArrayList<>(uci.until(l -> l.startsWith("info string cm5 P=8 depth 2 "),
                UciDriver.DEFAULT_WAIT));
        uci.send("stop");
        lines.addAll(uci.until("bestmove"));
        UciDriver.checkAnswer(lines);
        int best = legalBestMove(lines, afterE4());
        String lastPv = lines.stream().filter(l -> l.startsWith("info depth")).reduce((a, b) -> b).orElseThrow();
        assertTrue(lastPv.contains(" pv " + UciMoves.format(best)), "bestmove agrees with " + lastPv);
        // Nothing follows the bestmove while the machine winds down, and the engine is ready for more.
        List<String> after = uci.drain(QUIET);
        assertEquals(List.of(), after);
        uci.ready();
        uci.send("position startpos");
        uci.search("go depth 2");
    }

    @Test
    void stopBeforeTheFirstIterationStillGivesASearchedMove() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 256");
        uci.send("position startpos moves e2e4");
        uci.send("go infinite");
        uci.send("stop");
        List<String> lines = uci.until("bestmove");
        UciDriver.checkAnswer(lines);
        int best = legalBestMove(lines, afterE4());
        String lastPv = lines.stream().filter(l -> l.startsWith("info depth")).reduce((a, b) -> b).orElseThrow();
        assertTrue(lastPv.contains(" pv " + UciMoves.format(best)), "bestmove agrees with " + lastPv);
        assertFalse(lines.stream().anyMatch(l -> l.contains("playing")), "a searched move, not a fallback: " + lines);
    }

    @Test
    void isreadyPonderhitAndQuitDuringCm5Searches() throws InterruptedException {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 8");
        uci.send("setoption name Ponder value true");
        uci.send("position startpos moves e2e4");
        uci.send("go ponder wtime 3000 btime 3000");
        List<String> early = uci.drain(Duration.ofMillis(300));
        uci.send("isready");
        early.addAll(uci.until("readyok"));
        assertFalse(early.stream().anyMatch(l -> l.startsWith("bestmove")), "no bestmove while pondering: " + early);
        uci.send("ponderhit");
        List<String> lines = new ArrayList<>(early);
        lines.addAll(uci.until(l -> l.startsWith("bestmove"), UciDriver.DEFAULT_WAIT));
        lines.remove("readyok");
        UciDriver.checkAnswer(lines);
        legalBestMove(lines, afterE4());
        uci.send("position startpos");
        uci.send("go infinite");
        List<String> last = uci.drain(Duration.ofMillis(200));
        uci.send("quit");
        assertTrue(uci.awaitExit(Duration.ofSeconds(10)), "loop ended");
        last.addAll(uci.until("bestmove"));
        legalBestMove(last, Position.startPosition());
    }

    @Test
    void nodeAndMateLimitsEndAMachineSearch() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 8");
        uci.send("position startpos");
        List<String> lines = uci.search("go nodes 100");
        assertTrue(lines.contains("info string go nodes on the CM5 machine: the positions are counted after each"
                + " iteration, so the search ends after the first iteration that reaches 100"), lines.toString());
        List<Long> nodes = lines.stream().filter(l -> l.startsWith("info depth"))
                .map(l -> Long.parseLong(l.replaceAll(".* nodes (\\d+) .*", "$1"))).toList();
        assertTrue(nodes.get(nodes.size() - 1) >= 100, lines.toString());
        assertTrue(nodes.subList(0, nodes.size() - 1).stream().allMatch(n -> n < 100),
                "the search ended after the first iteration that reached the limit: " + lines);
        uci.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        lines = uci.search("go mate 1");
        assertEquals("bestmove a1a8", lines.get(lines.size() - 1));
        assertTrue(lines.stream().anyMatch(l -> l.contains(" score mate 1 ")), lines.toString());
    }

    @Test
    void badValuesAreReportedAndChangeNothing() {
        uci.send("setoption name Machine value Cray");
        assertEquals("info string Machine value 'Cray' is not one of Serial, Native, CM5, Cluster; unchanged at Serial",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name Threads value 0");
        assertEquals("info string Threads value 0 is outside [1, 512]; unchanged at 1",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name Threads value 513");
        assertEquals("info string Threads value 513 is outside [1, 512]; unchanged at 1",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name CM5 Processors value 16385");
        assertEquals("info string CM5 Processors value 16385 is outside [1, 16384]; unchanged at 64",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name CM5 Processors value many");
        assertEquals("info string CM5 Processors value 'many' is not an integer; unchanged at 64",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name Throttle value fast");
        assertEquals("info string Throttle value 'fast' is not one of startech, naive, backoff; unchanged at "
                + SwitchValues.of(SchedulerConfig.load()).get(Switch.THROTTLE),
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name Global Table value maybe");
        assertTrue(uci.next(UciDriver.DEFAULT_WAIT).startsWith("info string Global Table value 'maybe' is not true"
                + " or false; unchanged at "));
        uci.ready();
        uci.send("position startpos");
        List<String> serial = uci.search("go depth 2");
        assertFalse(serial.stream().anyMatch(l -> l.startsWith("info string")), "still serial, quietly: " + serial);
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 0");
        assertEquals("info string CM5 Processors value 0 is outside [1, 16384]; unchanged at 64",
                uci.next(UciDriver.DEFAULT_WAIT));
        List<Matcher> figures = cm5Figures(uci.search("go depth 1"));
        assertEquals(1, figures.size());
        assertEquals("64", figures.get(0).group(1));
    }

    @Test
    void settingsTheMachineDoesNotUseAreReportedOnce() {
        uci.send("setoption name Threads value 4");
        uci.send("setoption name Throttle value backoff");
        uci.send("position startpos");
        List<String> first = uci.search("go depth 1");
        // Threads above 1 on the Serial machine is Lazy SMP: used, so not reported.
        assertFalse(first.stream().anyMatch(l -> l.startsWith("info string Threads")), first.toString());
        String throttleNote = "info string the scheduler options (Throttle backoff) are not used: they act on the"
                + " Native and CM5 machines, and Machine is Serial";
        boolean backoffIsConfigured = SwitchValues.of(SchedulerConfig.load()).get(Switch.THROTTLE)
                .equals("backoff");
        assertEquals(!backoffIsConfigured, first.contains(throttleNote), first.toString());
        List<String> second = uci.search("go depth 1");
        assertFalse(second.stream().anyMatch(l -> l.startsWith("info string")), "reported once: " + second);
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 4");
        uci.send("setoption name MultiPV value 3");
        uci.send("setoption name Hash value 64");
        List<String> cm5 = uci.search("go depth 1");
        assertTrue(cm5.contains("info string Threads 4 is not used: it sets the threads of the Serial and Native"
                + " machines, and Machine is CM5"), cm5.toString());
        assertFalse(cm5.stream().anyMatch(l -> l.startsWith("info string MultiPV")), cm5.toString());
        assertTrue(cm5.stream().anyMatch(l -> l.startsWith("info string Hash 64 is not used by the CM5 machine")),
                cm5.toString());
        assertTrue(cm5.stream().anyMatch(l -> l.contains("multipv 3")), cm5.toString());
        uci.send("setoption name MultiPV value 1");
        uci.send("setoption name Hash value 16");
        uci.send("setoption name Threads value 1");
        List<String> quiet = uci.search("go depth 1");
        assertEquals(List.of(), quiet.stream().filter(l -> l.startsWith("info string")
                && !l.startsWith("info string cm5")).toList());
    }

    @Test
    void aHugeMoveTimeIsClampedOnTheMachinesAndAStopStillEndsIt() {
        for (String machine : List.of("Native", "CM5")) {
            uci.send("setoption name Machine value " + machine);
            uci.send("position startpos moves e2e4");
            uci.send("go movetime 9223372036854775807");
            List<String> lines = new ArrayList<>(uci.drain(Duration.ofMillis(300)));
            uci.send("stop");
            lines.addAll(uci.until("bestmove"));
            UciDriver.checkAnswer(lines);
            legalBestMove(lines, afterE4());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string go: 'movetime 9223372036854775807'"
                    + " is more than a year")), lines.toString());
            assertFalse(lines.stream().anyMatch(l -> l.contains("failed")), lines.toString());
            uci.ready();
        }
    }

    @Test
    void nonPositiveLimitsGiveAOnePlyAnswerOnAMachine() {
        uci.send("setoption name Machine value CM5");
        uci.send("setoption name CM5 Processors value 8");
        uci.send("position startpos moves e2e4");
        for (String go : List.of("go depth 0", "go nodes -1", "go mate 0", "go foo")) {
            uci.send(go);
            List<String> lines = uci.until(l -> l.startsWith("bestmove"), UciDriver.DEFAULT_WAIT);
            UciDriver.checkAnswer(lines);
            legalBestMove(lines, afterE4());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 1 ")), go + ": " + lines);
            assertFalse(lines.stream().anyMatch(l -> l.startsWith("info depth 2 ")), go + ": " + lines);
        }
    }
}

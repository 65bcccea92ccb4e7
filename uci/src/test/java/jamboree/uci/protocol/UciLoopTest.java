package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the UCI loop with the real serial search through in-memory streams, as a GUI would. */
class UciLoopTest {
    private static final Duration QUIET = Duration.ofMillis(400);
    private static final Pattern INFO_SCORE = Pattern.compile(
            "info depth (\\d+) seldepth (\\d+) multipv 1 score (cp -?\\d+|mate -?\\d+)( lowerbound| upperbound)?"
                    + " nodes (\\d+) nps (\\d+) hashfull (\\d+) time (\\d+)( pv( [a-h][1-8][a-h][1-8][qrbn]?)+)?");

    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() {
        uci.close();
    }




    private static String bestMove(List<String> lines) {
        return lines.get(lines.size() - 1).split(" ")[1];
    }

    @Test
    void handshakeListsTheOptions() {
        uci.send("uci");
        List<String> lines = uci.until("uciok");
        assertTrue(lines.get(0).startsWith("id name Jamboree"), lines.get(0));
        assertEquals("id author " + UciLoop.AUTHOR, lines.get(1));
        assertTrue(lines.contains("option name Hash type spin default 16 min 1 max " + UciLoop.maxHashMegabytes()));
        assertTrue(UciLoop.maxHashMegabytes() >= 1024);
        assertTrue(lines.contains("option name Clear Hash type button"));
        assertTrue(lines.contains("option name Ponder type check default false"));
        assertTrue(lines.contains("option name MultiPV type spin default 1 min 1 max 64"));
        assertTrue(lines.contains("option name Move Overhead type spin default 50 min 0 max 5000"));
        assertTrue(lines.contains("option name Profile type combo default full var full var startech var strict"));
        assertEquals("uciok", lines.get(lines.size() - 1));
        uci.ready();
    }

    @Test
    void fixedDepthSearchReportsWellFormedInfoLines() {
        uci.send("position startpos moves e2e4 e7e5");
        List<String> lines = uci.search("go depth 4");
        Position root = Fen.parse("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        int depths = 0;
        for (String line : lines) {
            if (line.startsWith("info depth") && line.contains(" score ")) {
                Matcher m = INFO_SCORE.matcher(line);
                assertTrue(m.matches(), "well-formed info line: " + line);
                depths = Math.max(depths, Integer.parseInt(m.group(1)));
                assertTrue(Integer.parseInt(m.group(2)) >= Integer.parseInt(m.group(1)), line);
                int at = line.indexOf(" pv ");
                if (at >= 0) {
                    Position board = root.copy();
                    for (String move : line.substring(at + 4).split(" ")) {
                        board.makeMove(UciMoves.parse(board, move));
                    }
                }
            }
        }
        assertEquals(4, depths, lines.toString());
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("bestmove [a-h][1-8][a-h][1-8][qrbn]?( ponder [a-h][1-8][a-h][1-8][qrbn]?)?"), last);
        Position after = root.copy();
        after.makeMove(UciMoves.parse(after, bestMove(lines)));
        if (last.contains(" ponder ")) {
            UciMoves.parse(after, last.split(" ")[3]);
        }
    }

    @Test
    void isreadyIsAnsweredDuringASearch() {
        uci.send("position startpos");
        uci.send("go infinite");
        List<String> lines = uci.drain(Duration.ofMillis(200));
        uci.send("isready");
        lines.addAll(uci.until("readyok"));
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("bestmove")), lines.toString());
        uci.send("stop");
        lines.addAll(uci.until("bestmove"));
        lines.remove("readyok");
        UciDriver.checkAnswer(lines);
    }

    @Test
    void goInfiniteWaitsForStop() {
        uci.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        uci.send("go infinite");
        List<String> early = uci.drain(Duration.ofMillis(1500));
        assertFalse(early.stream().anyMatch(l -> l.startsWith("bestmove")), "no bestmove before stop: " + early);
        uci.send("stop");
        List<String> lines = new ArrayList<>(early);
        lines.addAll(uci.until("bestmove"));
        UciDriver.checkAnswer(lines);
        assertEquals("a1a8", bestMove(lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains(" score mate 1")), lines.toString());
    }

    @Test
    void ponderSearchWaitsForPonderhitAndThenRunsOnTheClock() {
        uci.send("setoption name Ponder value true");
        uci.send("position startpos moves d2d4");
        uci.send("go ponder wtime 2000 btime 2000 winc 0 binc 0");
        List<String> early = uci.drain(Duration.ofMillis(1000));
        assertFalse(early.stream().anyMatch(l -> l.startsWith("bestmove")), "no bestmove while pondering: " + early);
        uci.send("ponderhit");
        List<String> lines = uci.until(l -> l.startsWith("bestmove"), Duration.ofSeconds(5));
        lines.addAll(0, early);
        UciDriver.checkAnswer(lines);
    }

    @Test
    void ponderSearchThatEndsEarlyStillWaitsForPonderhit() {
        uci.send("position startpos");
        uci.send("go ponder depth 1");
        List<String> early = uci.drain(QUIET);
        assertFalse(early.stream().anyMatch(l -> l.startsWith("bestmove")), early.toString());
        uci.send("ponderhit");
        List<String> lines = new ArrayList<>(early);
        lines.addAll(uci.until("bestmove"));
        UciDriver.checkAnswer(lines);
    }

    @Test
    void stopDuringPonderAnswersAtOnce() {
        uci.send("position startpos moves e2e4");
        uci.send("go ponder wtime 60000 btime 60000");
        List<String> lines = uci.drain(Duration.ofMillis(300));
        uci.send("stop");
        lines.addAll(uci.until(l -> l.startsWith("bestmove"), Duration.ofSeconds(5)));
        UciDriver.checkAnswer(lines);
        uci.send("position startpos moves e2e4 c7c5");
        uci.search("go depth 2");
    }

    @Test
    void stopAndGoBackToBackStartsTheNewSearch() {
        uci.send("position startpos");
        uci.send("go infinite");
        uci.send("stop");
        uci.send("position startpos moves g1f3");
        uci.send("go depth 2");
        List<String> first = uci.until("bestmove");
        UciDriver.checkAnswer(first);
        List<String> second = uci.until("bestmove");
        UciDriver.checkAnswer(second);
        Position afterNf3 = Position.startPosition();
        afterNf3.makeMove(UciMoves.parse(afterNf3, "g1f3"));
        UciMoves.parse(afterNf3, bestMove(second));
    }

    @Test
    void goDuringAnInfiniteSearchStopsItFirst() {
        uci.send("position startpos");
        uci.send("go infinite");
        List<String> lines = uci.drain(Duration.ofMillis(200));
        uci.send("go depth 1");
        lines.addAll(uci.until("bestmove"));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string go during a search")), lines.toString());
        UciDriver.checkAnswer(uci.until("bestmove"));
    }

    @Test
    void checkmateAtTheRoot() {
        uci.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
        List<String> lines = uci.search("go depth 5");
        assertEquals(List.of("info depth 0 score mate 0", "bestmove (none)"), lines);
    }

    @Test
    void stalemateAtTheRoot() {
        uci.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(List.of("info depth 0 score cp 0", "bestmove (none)"), uci.search("go wtime 1000 btime 1000"));
    }

    @Test
    void checkmateDuringGoInfiniteStillWaitsForStop() {
        uci.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        uci.send("go infinite");
        assertEquals("info depth 0 score cp 0", uci.next(UciDriver.DEFAULT_WAIT));
        assertEquals(List.of(), uci.drain(QUIET));
        uci.send("stop");
        assertEquals("bestmove (none)", uci.next(Duration.ofSeconds(5)));
    }

    @Test
    void threeHundredMoveGameInOnePositionCommand() {
        Random random = new Random(20260411);
        Position game = Position.startPosition();
        List<String> moves = new ArrayList<>();
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        while (moves.size() < 600) {
            int count = MoveGenerator.legalMoves(game, buffer);
            if (count == 0) {
                game = Position.startPosition();
                moves.clear();
                continue;
            }
            int move = buffer[random.nextInt(count)];
            moves.add(UciMoves.format(move));
            game.makeMove(move);
        }
        uci.send("position startpos moves " + String.join(" ", moves));
        uci.send("d");
        assertEquals("info string fen " + Fen.format(game), uci.next(UciDriver.DEFAULT_WAIT));
        List<String> lines = uci.search("go depth 3");
        if (MoveGenerator.hasLegalMove(game)) {
            game.makeMove(UciMoves.parse(game, bestMove(lines)));
        }
    }

    @Test
    void illegalMoveKeepsThePositionUpToTheLastLegalMove() {
        uci.send("position startpos moves e2e4 e7e5 e1e3 g1f3");
        String report = uci.next(UciDriver.DEFAULT_WAIT);
        assertTrue(report.startsWith("info string illegal move 'e1e3'"), report);
        uci.send("d");
        assertEquals("info string fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("position fen this is not a fen moves e2e4");
        String fenReport = uci.next(UciDriver.DEFAULT_WAIT);
        assertTrue(fenReport.startsWith("info string invalid FEN 'this is not a fen'"), fenReport);
        uci.send("d");
        assertEquals("info string fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                uci.next(UciDriver.DEFAULT_WAIT));
        uci.search("go depth 2");
    }

    @Test
    void garbageAndVeryLongLinesDoNotHurt() {
        uci.send("");
        uci.send("   \t ");
        uci.send("garbage");
        assertEquals("info string unknown command 'garbage' ignored", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("\u0000\u0001\u00ff\u20ac");
        assertTrue(uci.next(UciDriver.DEFAULT_WAIT).startsWith("info string unknown command"));
        StringBuilder junk = new StringBuilder();
        Random random = new Random(7);
        while (junk.length() < 1_000_000) {
            junk.append((char) (' ' + random.nextInt(95)));
        }
        uci.send(junk.toString());
        StringBuilder moves = new StringBuilder("position startpos moves");
        while (moves.length() < 1_000_000) {
            moves.append(" g1f3 g8f6 f3g1 f6g8");
        }
        uci.send(moves.toString());
        uci.send("position startpos moves " + "e2e4 ".repeat(200_000));
        uci.send("joho isready");
        List<String> lines = uci.until("readyok");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string illegal move 'e2e4' (move 2 of the list)")),
                lines.toString());
        assertTrue(lines.stream().allMatch(l -> l.length() < 400), "echoes of input are abbreviated");
        uci.send("go depth x");
        uci.send("stop");
        uci.send("ponderhit");
        List<String> answer = uci.until("bestmove");
        assertTrue(answer.get(0).startsWith("info string go: 'depth' needs a number"), answer.toString());
        uci.send("d");
        assertEquals("info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                uci.until("info string fen").get(0));
    }

    @Test
    void setoptionEdgeCases() {
        uci.send("setoption name Hash value 0");
        assertTrue(uci.next(UciDriver.DEFAULT_WAIT).startsWith("info string Hash value 0 is outside [1, "));
        uci.send("setoption name Hash value 99999999");
        assertTrue(uci.next(UciDriver.DEFAULT_WAIT).contains("is outside [1, "));
        uci.send("setoption name Hash value 4");
        uci.send("setoption name Contempt value 4");
        assertEquals("info string unknown option 'Contempt'", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption");
        assertEquals("info string setoption without 'name'", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name");
        assertEquals("info string setoption with an empty name", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name move overhead value 50");
        uci.send("setoption name MultiPV value 1000");
        assertEquals("info string MultiPV value 1000 is outside [1, 64]; using 64", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("setoption name MultiPV value 1");
        uci.send("setoption name Profile value nonsense");
        assertTrue(uci.next(UciDriver.DEFAULT_WAIT).startsWith("info string Profile value 'nonsense' is not one of"));
        uci.send("setoption name Profile value Strict");
        uci.send("setoption name Clear Hash");
        uci.send("ucinewgame");
        uci.send("isready");
        assertEquals("readyok", uci.next(UciDriver.DEFAULT_WAIT));
        uci.send("position startpos");
        uci.search("go depth 3");
        uci.send("setoption name Profile value startech");
        uci.send("go depth 3");
        uci.send("setoption name Clear Hash");
        uci.send("setoption name Hash value 2");
        UciDriver.checkAnswer(uci.until("bestmove"));
        uci.ready();
    }

    @Test
    void quitDuringASearchEndsTheLoop() throws InterruptedException {
        uci.send("position startpos");
        uci.send("go infinite");
        List<String> lines = uci.drain(Duration.ofMillis(200));
        uci.send("quit");
        assertTrue(uci.awaitExit(Duration.ofSeconds(10)), "loop ended");
        lines.addAll(uci.until("bestmove"));
        UciDriver.checkAnswer(lines);
    }

    @Test
    void endOfInputEndsTheLoop() throws InterruptedException {
        uci.send("isready");
        uci.closeInput();
        assertTrue(uci.awaitExit(Duration.ofSeconds(10)));
        assertEquals("readyok", uci.next(UciDriver.DEFAULT_WAIT));
    }

    @Test
    void multiPvReportsEveryLine() {
        uci.send("setoption name MultiPV value 3");
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 4");
        for (int line = 1; line <= 3; line++) {
            String tag = " multipv " + line + " ";
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 4 ") && l.contains(tag)),
                    "line " + line + " at depth 4: " + lines);
        }
    }

    @Test
    void debugModeExplainsTheSearch() {
        uci.send("debug on");
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 2 wtime 5000");
        assertTrue(lines.get(0).startsWith("info string go: depth 2 nodes 0 mate 0 movetime 0 wtime 2500"),
                lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string search took ")), lines.toString());
        uci.send("debug off");
        uci.send("debug maybe");
        assertEquals("info string debug takes 'on' or 'off', got 'maybe'", uci.next(UciDriver.DEFAULT_WAIT));
        lines = uci.search("go depth 1");
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("info string")), lines.toString());
    }

    @Test
    void searchmovesRestrictTheRoot() {
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 3 searchmoves a2a3 h2h3");
        String best = bestMove(lines);
        assertTrue(best.equals("a2a3") || best.equals("h2h3"), best);
    }

    @Test
    void movetimeAndClockSearchesAnswerInTime() {
        uci.send("position startpos");
        long start = System.nanoTime();
        uci.search("go movetime 300");
        long ms = (System.nanoTime() - start) / 1_000_000;
        // Sanity bounds only: the margins themselves are measured by "jamboree uci time-check".
        assertTrue(ms < 10_000, "movetime 300 answered after " + ms + " ms");
        uci.send("position startpos moves e2e4");
        start = System.nanoTime();
        uci.search("go wtime 1000 btime 1000");
        ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 10_000, "1 s on the clock answered after " + ms + " ms");
    }

    @Test
    void malformedAndNonPositiveLimitsAnswerAtOnceWithoutAStop() {
        uci.send("position startpos moves e2e4");
        Position root = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        for (String go : List.of("go depth 0", "go depth -1", "go depth abc", "go nodes 0", "go nodes -1",
                "go mate 0", "go mate -3", "go movetime", "go searchmoves", "go foo bar", "go")) {
            // No stop is sent: each search must end by itself.
            uci.send(go);
            List<String> lines = uci.until(l -> l.startsWith("bestmove"), Duration.ofSeconds(10));
            UciDriver.checkAnswer(lines);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string go: no limit given; searching one ply")),
                    go + ": " + lines);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 1 ")), go + ": " + lines);
            assertTrue(root.isLegal(UciMoves.parse(root, bestMove(lines))), go + ": " + lines);
        }
    }
}

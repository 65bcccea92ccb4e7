package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The info fields GUIs show: nps and hashfull on every iteration, currmove and currmovenumber after the first second.
 */
class InfoLinesTest {
    private static final Pattern ITERATION = Pattern.compile(
            "info depth \\d+ seldepth \\d+ multipv \\d+ score (cp|mate) -?\\d+( lowerbound| upperbound)?"
                    + " nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv .*");
    private static final Pattern CURRENT = Pattern.compile("info depth \\d+ currmove [a-h][1-8][a-h][1-8][qrbn]?"
            + " currmovenumber \\d+");

    @Test
    void currentMovesWaitForTheFirstSecondThenCarryTheMoveAndItsNumber() {
        AtomicLong now = new AtomicLong(5_000);
        InstantSource clock = () -> Instant.ofEpochMilli(now.get());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SearchReporter reporter = new SearchReporter(new UciOutput(bytes), Position.startPosition(), clock, 5_000);
        int e2e4 = UciMoves.parse(Position.startPosition(), "e2e4");
        reporter.onCurrentMove(7, e2e4, 3);
        now.set(5_000 + SearchReporter.CURRMOVE_DELAY_MS - 1);
        reporter.onCurrentMove(7, e2e4, 3);
        now.set(5_000 + SearchReporter.CURRMOVE_DELAY_MS);
        reporter.onCurrentMove(8, e2e4, 4);
        reporter.onIteration(new IterationInfo(8, 12, 1, 31, Bound.EXACT, 2_000_000, 1000, new int[] {e2e4}, 1500));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("info depth 8 currmove e2e4 currmovenumber 4",
                "info depth 8 seldepth 12 multipv 1 score cp 31 nodes 2000000 nps 2000000 hashfull 1000 time 1000"
                        + " pv e2e4"), lines);
    }

    @Test
    void aLongSerialSearchReportsCurrentMovesAndEveryIterationCarriesNpsAndHashfull() {
        assertLongSearchInfo(List.of());
    }

    @Test
    void soDoesLazySmp() {
        assertLongSearchInfo(List.of("setoption name Threads value 2"));
    }

    private static void assertLongSearchInfo(List<String> setup) {
        try (UciDriver uci = new UciDriver(new SerialEngineFactory())) {
            setup.forEach(uci::send);
            uci.ready();
            uci.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6");
            // An infinite search until a root move begins after the first second (when that happens depends on the
            // threads: Lazy SMP may jump to a helper's deeper iteration and spend a while on its first move).
            uci.send("go infinite");
            List<String> lines = new ArrayList<>(uci.until(l -> CURRENT.matcher(l).matches(), Duration.ofSeconds(30)));
            uci.send("stop");
            lines.addAll(uci.until("bestmove"));
            UciDriver.checkAnswer(lines);
            List<String> iterations = lines.stream().filter(l -> l.startsWith("info depth") && l.contains(" pv "))
                    .toList();
            assertTrue(!iterations.isEmpty() && iterations.stream().allMatch(l -> ITERATION.matcher(l).matches()),
                    lines.toString());
            assertTrue(lines.stream().anyMatch(l -> CURRENT.matcher(l).matches()), "currmove after 1 s: " + lines);
        }
    }
}

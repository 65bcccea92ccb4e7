package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GoCommandTest {

    private static GoCommand.Request parse(String args, Position position, long overhead) {
        List<String> tokens = args.isBlank() ? List.of() : Arrays.asList(args.trim().split("\\s+"));
        return GoCommand.parse(tokens, position, overhead);
    }

    @Test
    void clockFieldsLoseTheMoveOverhead() {
        GoCommand.Request r = parse("wtime 60000 btime 50000 winc 1000 binc 900 movestogo 30",
                Position.startPosition(), 10);
        SearchLimits l = r.limits();
        assertEquals(59990, l.whiteTimeMs());
        assertEquals(49990, l.blackTimeMs());
        assertEquals(1000, l.whiteIncrementMs());
        assertEquals(900, l.blackIncrementMs());
        assertEquals(30, l.movesToGo());
        assertFalse(l.infinite());
        assertFalse(l.ponder());
        assertEquals(59990 * 3 / 4, r.deadlineMs(), "hard deadline: three quarters of our own clock");
        assertEquals(List.of(), r.report());
    }

    @Test
    void deadlineUsesTheClockOfTheSideToMove() {
        Position black = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        GoCommand.Request sudden = parse("wtime 60000 btime 2000", black, 10);
        assertEquals(2000 - 10 - 10 * 49, sudden.limits().blackTimeMs(), "overhead reserved for 50 moves");
        assertEquals((2000 - 10) * 3 / 4, sudden.deadlineMs(), "the deadline sees the whole clock");
        assertEquals((2000 - 10) * 3 / 4, parse("wtime 60000 btime 2000 movestogo 1", black, 10).deadlineMs());
    }

    @Test
    void theOverheadIsReservedForTheMovesToTheNextControlUnlessTheIncrementPays() {
        assertEquals(50, GoCommand.reserve(50, 0, 1));
        assertEquals(50 + 50 * 4, GoCommand.reserve(50, 0, 5));
        assertEquals(50 + 30 * 49, GoCommand.reserve(50, 20, 50));
        assertEquals(50, GoCommand.reserve(50, 100, 50));
        SearchLimits l = parse("wtime 10000 btime 10000 movestogo 3", Position.startPosition(), 50).limits();
        assertEquals(10000 - 150, l.whiteTimeMs());
        SearchLimits low = parse("wtime 1000 btime 1000", Position.startPosition(), 50).limits();
        assertEquals(1, low.whiteTimeMs(), "a clock below the reserve: move at once");
    }

    @Test
    void anEmptyOrNegativeClockStillMeansMoveNow() {
        SearchLimits l = parse("wtime -150 btime 0", Position.startPosition(), 10).limits();
        assertEquals(1, l.whiteTimeMs());
        assertEquals(1, l.blackTimeMs());
        assertTrue(l.hasClock());
    }

    @Test
    void fixedLimits() {
        GoCommand.Request r = parse("depth 7 nodes 100000 mate 3 movetime 500", Position.startPosition(), 20);
        assertEquals(7, r.limits().depth());
        assertEquals(100000, r.limits().nodes());
        assertEquals(3, r.limits().mate());
        assertEquals(480, r.limits().moveTimeMs());
        assertEquals(480, r.deadlineMs());
    }

    @Test
    void infiniteAndPonder() {
        GoCommand.Request infinite = parse("infinite", Position.startPosition(), 10);
        assertTrue(infinite.limits().infinite());
        assertEquals(0, infinite.deadlineMs());
        GoCommand.Request ponder = parse("ponder wtime 1000 btime 1000", Position.startPosition(), 10);
        assertTrue(ponder.limits().ponder());
        assertEquals(990 * 3 / 4, ponder.deadlineMs(), "armed at ponderhit");
        assertEquals(1000 - 10 - 10 * 49, ponder.limits().whiteTimeMs());
        GoCommand.Request bare = parse("", Position.startPosition(), 10);
        assertEquals(0, bare.deadlineMs());
        assertFalse(bare.limits().hasClock());
    }

    @Test
    void searchMovesAreParsedAndIllegalOnesReported() {
        Position start = Position.startPosition();
        GoCommand.Request r = parse("searchmoves e2e4 d2d4 e2e5 zz depth 3", start, 10);
        assertArrayEquals(new int[] {UciMoves.parse(start, "e2e4"), UciMoves.parse(start, "d2d4")},
                r.limits().searchMoves());
        assertEquals(3, r.limits().depth());
        assertEquals(2, r.report().size());
        assertTrue(r.report().get(0).startsWith("searchmoves: 'e2e5' skipped"), r.report().get(0));
    }

    @Test
    void malformedNumbersAreReportedAndIgnored() {
        GoCommand.Request r = parse("depth x nodes movetime -5 wibble mate 0", Position.startPosition(), 10);
        assertEquals(0, r.limits().depth());
        assertEquals(0, r.limits().nodes());
        assertEquals(0, r.limits().mate());
        assertEquals(1, r.limits().moveTimeMs());
        assertEquals(List.of("go: 'depth' needs a number, got 'x'; ignored",
                "go: 'nodes' needs a number; ignored",
                "go: unknown parameter 'wibble' ignored",
                "go: 'mate 0' is not positive; ignored"), r.report());
    }

    @Test
    void everyGoButInfiniteEndsByItselfAndSaysWhatItIgnored() {
        Position start = Position.startPosition();
        for (String args : List.of("depth 0", "depth -1", "depth abc", "nodes 0", "nodes -1", "mate 0", "mate -3",
                "movetime", "searchmoves", "foo bar", "", "ponder")) {
            GoCommand.Request r = parse(args, start, 10);
            SearchLimits l = r.limits();
            assertEquals(1, l.depth(), "'go " + args + "' searches one ply");
            assertFalse(l.infinite());
            assertTrue(r.report().get(r.report().size() - 1).startsWith("go: no limit given; searching one ply"),
                    args + ": " + r.report());
            if (!args.isEmpty() && !args.equals("ponder")) {
                assertTrue(r.report().size() >= 2, "what was ignored is named: " + r.report());
            }
        }
        assertEquals(List.of(), parse("infinite", start, 10).report(), "infinite waits for stop");
    }

    @Test
    void hugeValuesAreClampedNotThrown() {
        GoCommand.Request r = parse("movetime 9223372036854775807 depth 1000 wtime 9223372036854775807",
                Position.startPosition(), 10);
        assertEquals(jamboree.engine.search.LimitValidation.MAX_TIME_MS - 10, r.limits().moveTimeMs());
        assertEquals(SearchLimits.MAX_DEPTH, r.limits().depth());
        assertTrue(r.limits().whiteTimeMs() > 0 && r.deadlineMs() > 0);
        assertEquals(3, r.report().size(), r.report().toString());
        assertTrue(r.report().get(0).startsWith("go: 'movetime 9223372036854775807' is more than a year"),
                r.report().get(0));
    }
}

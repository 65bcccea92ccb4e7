package jamboree.engine.smp;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LazySmpSearchTest {
    private static final int HASH_MB = 16;

    private static List<EpdRecord> kaufman() {
        return Epd.parseAll(ShippedSuites.text(ShippedSuites.KAUFMAN), ShippedSuites.KAUFMAN);
    }

    private static LazySmpSearch smp(int threads) {
        return new LazySmpSearch(threads, SearchClock.SYSTEM, HASH_MB);
    }

    /** Sums and checks what the engine says each thread searched: nothing lost, nothing counted twice. */
    private static void assertNodesAddUp(LazySmpSearch engine, SearchResult result) {
        long[] perThread = engine.threadNodes();
        assertEquals(Arrays.stream(perThread).sum(), result.nodes(), Arrays.toString(perThread));
        for (long nodes : perThread) {
            assertTrue(nodes > 0, "every thread searched: " + Arrays.toString(perThread));
        }
    }

    @Test
    void oneThreadIsTheSerialSearchMoveScoreAndNodes() {
        SerialSearch serial = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        LazySmpSearch one = smp(1);
        for (EpdRecord record : kaufman().subList(0, 8)) {
            Position position = Fen.parse(record.fen());
            serial.clear();
            one.clear();
            SearchResult expected = serial.search(position, SearchLimits.ofDepth(7), SearchListener.NONE);
            SearchResult actual = one.search(position, SearchLimits.ofDepth(7), SearchListener.NONE);
            assertEquals(expected.bestMove(), actual.bestMove(), record.id());
            assertEquals(expected.score(), actual.score(), record.id());
            assertEquals(expected.nodes(), actual.nodes(), record.id());
            assertArrayEquals(expected.pv(), actual.pv(), record.id());
            assertEquals(1, one.threadNodes().length);
        }
    }

    @Test
    void oneThreadIsTheSerialSearchWithMultiPvAndSearchMoves() {
        SerialSearch serial = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        LazySmpSearch one = smp(1);
        serial.setMultiPv(3);
        one.setMultiPv(3);
        Position position = Position.startPosition();
        int[] moves = {UciMoves.parse(position, "e2e4"), UciMoves.parse(position, "d2d4"),
                UciMoves.parse(position, "g1f3"), UciMoves.parse(position, "c2c4")};
        SearchLimits limits = SearchLimits.ofDepth(6).restrictedTo(moves);
        List<IterationInfo> expected = new ArrayList<>();
        List<IterationInfo> actual = new ArrayList<>();
        SearchResult e = serial.search(position, limits, recorder(expected));
        SearchResult a = one.search(position, limits, recorder(actual));
        assertEquals(e.bestMove(), a.bestMove());
        assertEquals(e.score(), a.score());
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).score(), actual.get(i).score());
            assertEquals(expected.get(i).nodes(), actual.get(i).nodes());
            assertArrayEquals(expected.get(i).pv(), actual.get(i).pv());
        }
    }

    private static SearchListener recorder(List<IterationInfo> into) {
        return new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                into.add(info);
            }
        };
    }

    @Test
    void twoThreadsPlayLegalMovesAndCountEveryThreadsNodes() {
        LazySmpSearch two = smp(2);
        for (EpdRecord record : kaufman().subList(0, 6)) {
            Position position = Fen.parse(record.fen());
            List<IterationInfo> infos = new ArrayList<>();
            SearchResult result = two.search(position, SearchLimits.ofDepth(7), recorder(infos));
            assertTrue(position.isLegal(result.bestMove()), record.id());
            assertEquals(7, result.depth(), record.id());
            assertNodesAddUp(two, result);
            long previous = 0;
            for (IterationInfo info : infos) {
                assertTrue(info.nodes() >= previous, "info nodes never go back");
                previous = info.nodes();
            }
            assertTrue(previous <= result.nodes(), "the last info counts no more than the result");
            assertTrue(infos.get(infos.size() - 1).hashFull() > 0, "hashfull reported");
            assertEquals(result.bestMove(), result.pv()[0]);
            if (result.ponderMove() != Move.NONE) {
                position.makeMove(result.bestMove());
                assertTrue(position.isLegal(result.ponderMove()), record.id() + " ponder move");
            }
        }
    }

    /** The mate FENs of SerialSearchTest (distances confirmed with Stockfish 15.1). */
    @ParameterizedTest(name = "{0}: mate in {1}")
    @CsvSource({
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1, 1",
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1, 2",
            "k7/8/8/3K4/8/8/8/6Q1 w - - 0 1, 3",
            "k7/8/8/4K3/8/8/8/6Q1 w - - 0 1, 4",
    })
    void twoThreadsFindMatesAtTheirDistance(String fen, int moves) {
        LazySmpSearch two = smp(2);
        Position position = Fen.parse(fen);
        SearchResult result = two.search(position, SearchLimits.ofDepth(2 * moves + 1), SearchListener.NONE);
        assertEquals(Score.mateIn(2 * moves - 1), result.score(), fen);
        assertNodesAddUp(two, result);
        for (int move : result.pv()) {
            assertTrue(position.isLegal(move), "PV move legal");
            position.makeMove(move);
        }
        assertTrue(position.inCheck() && !jamboree.engine.board.MoveGenerator.hasLegalMove(position),
                "PV ends in mate: " + Fen.format(position));
    }

    @Test
    void goMateEndsOnTwoThreadsOnceTheMateIsFound() {
        LazySmpSearch two = smp(2);
        Position position = Fen.parse("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1");
        SearchLimits mateIn2 = new SearchLimits(0, 0, 2, 0, 0, 0, 0, 0, 0, false, false, new int[0]);
        SearchResult result = two.search(position, mateIn2, SearchListener.NONE);
        assertEquals(2, Score.mateMoves(result.score()));
        assertTrue(result.depth() < SearchControl.maxDepth(mateIn2), "ended once found, at depth " + result.depth());
    }

    @Test
    void aNodeLimitAppliesToTheSumOverThreads() {
        LazySmpSearch two = smp(2);
        long limit = 300_000;
        SearchResult result = two.search(Position.startPosition(), SearchLimits.ofNodes(limit), SearchListener.NONE);
        assertNodesAddUp(two, result);
        // Each thread adds its count to the sum at its polls: it may overrun by up to two polls' worth.
        assertTrue(result.nodes() >= limit && result.nodes() <= limit + 2L * 2 * SearchControl.POLL_INTERVAL,
                "nodes " + result.nodes() + " for a limit of " + limit + " " + Arrays.toString(two.threadNodes()));
    }

    @Test
    void twoThreadsStopWithinFiftyMilliseconds() throws Exception {
        LazySmpSearch two = smp(2);
        Position position = Fen.parse(kaufman().get(0).fen());
        SearchResult result = PromptStop.stopAfter(two, position, 400);
        assertNodesAddUp(two, result);
    }

    @Test
    void ponderingHoldsTheAnswerUntilThePonderHitThenKeepsTheMoveTime() throws Exception {
        LazySmpSearch two = smp(2);
        Position position = Position.startPosition();
        SearchLimits ponder = new SearchLimits(0, 0, 0, 100, 0, 0, 0, 0, 0, false, true, new int[0]);
        CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(
                () -> two.search(position, ponder, SearchListener.NONE));
        Thread.sleep(300);
        assertFalse(search.isDone(), "no time limit while pondering");
        two.ponderHit();
        SearchResult result = search.get(10, TimeUnit.SECONDS);
        assertTrue(position.isLegal(result.bestMove()));
        assertNodesAddUp(two, result);
    }

    @Test
    void twoThreadsReportEveryMultiPvLineAndKeepToTheSearchMoves() {
        LazySmpSearch two = smp(2);
        two.setMultiPv(2);
        Position position = Position.startPosition();
        int[] moves = {UciMoves.parse(position, "a2a3"), UciMoves.parse(position, "h2h3"),
                UciMoves.parse(position, "b1a3")};
        List<IterationInfo> infos = new ArrayList<>();
        SearchResult result = two.search(position, SearchLimits.ofDepth(6).restrictedTo(moves), recorder(infos));
        assertTrue(Arrays.stream(moves).anyMatch(m -> m == result.bestMove()));
        List<IterationInfo> last = infos.stream().filter(i -> i.depth() == 6).toList();
        assertEquals(List.of(1, 2), last.stream().map(IterationInfo::multiPv).toList());
        assertTrue(last.get(0).pv()[0] != last.get(1).pv()[0], "two different lines");
        for (IterationInfo line : last) {
            assertTrue(Arrays.stream(moves).anyMatch(m -> m == line.pv()[0]));
        }
    }

    @Test
    void theProfileReachesEveryThread() {
        LazySmpSearch two = smp(2);
        two.setProfile(Profile.STRICT);
        assertEquals(Profile.STRICT, two.profile());
        assertEquals(2, two.threads());
        SearchResult result = two.search(Fen.parse(kaufman().get(1).fen()), SearchLimits.ofDepth(4),
                SearchListener.NONE);
        assertNodesAddUp(two, result);
    }
}

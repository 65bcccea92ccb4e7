package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SerialSearchTest {

    /** Mate distances confirmed with Stockfish 15.1. */
    @ParameterizedTest(name = "{0}: mate in {1} ({2})")
    @CsvSource({
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1, 1, STRICT",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1, 1, FULL",
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1, 2, STRICT",
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1, 2, FULL",
            "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1, 2, STARTECH",
            "k7/8/8/3K4/8/8/8/7R w - - 0 1, 3, STRICT",
            "k7/8/8/3K4/8/8/8/6Q1 w - - 0 1, 3, FULL",
            "k7/8/8/4K3/8/8/8/6Q1 w - - 0 1, 4, STRICT",
            "k7/8/8/4K3/8/8/8/6Q1 w - - 0 1, 4, FULL",
    })
    void findsMatesWithExactDistance(String fen, int moves, Profile profile) {
        SerialSearch engine = SearchTestSupport.engine(profile, 16);
        // A mate in n is inside a full-width tree of 2n - 1 plies (the mated node is a quiescence node in check);
        // FULL prunes and reduces, so it gets two plies more.
        int depth = profile == Profile.FULL ? 2 * moves + 1 : 2 * moves - 1;
        SearchResult result = SearchTestSupport.searchDepth(engine, fen, depth);
        assertEquals(Score.mateIn(2 * moves - 1), result.score(), "score of " + fen);
        assertEquals(moves, Score.mateMoves(result.score()));
        Position position = Fen.parse(fen);
        assertTrue(position.isLegal(result.bestMove()));
        // Playing the principal variation must end in checkmate.
        for (int move : result.pv()) {
            assertTrue(position.isLegal(move), "illegal PV move " + UciMoves.format(move));
            position.makeMove(move);
        }
        assertTrue(position.inCheck() && !jamboree.engine.board.MoveGenerator.hasLegalMove(position),
                "PV does not end in mate: " + Fen.format(position));
    }

    @Test
    void beingMatedScoresNegativeMateDistance() {
        // After 1.Nf6+ every black reply allows 2.Bxf7# (confirmed with Stockfish: mate -1).
        for (Profile profile : Profile.values()) {
            SerialSearch engine = SearchTestSupport.engine(profile, 16);
            SearchResult result = SearchTestSupport.searchDepth(engine,
                    "r2qkb1r/pp2nppp/3p1N2/2p1N1B1/2BnP3/3P4/PPP2PPP/R2bK2R b KQkq - 2 1", 4);
            assertEquals(Score.matedIn(2), result.score(), profile.name());
            assertEquals(-1, Score.mateMoves(result.score()));
        }
    }

    @Test
    void stalemateAtTheRootIsADrawWithoutMove() {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 1);
        SearchResult result = SearchTestSupport.searchDepth(engine, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 5);
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(Score.DRAW, result.score());
    }

    @Test
    void checkmateAtTheRootIsMatedNow() {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 1);
        SearchResult result = SearchTestSupport.searchDepth(engine, "3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", 3);
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(Score.matedIn(0), result.score());
    }

    @Test
    void stalematingTheOpponentIsScoredAsADraw() {
        // Qg6 stalemates the black king; a queen up, the engine must prefer anything else.
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 16);
        Position position = Fen.parse("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1");
        SearchResult result = engine.search(position, SearchLimits.ofDepth(4), SearchListener.NONE);
        assertNotEquals(UciMoves.parse(position, "g1g6"), result.bestMove(), "Qg6 stalemates");
        assertTrue(result.score() > 500);
        position.makeMove(UciMoves.parse(position, "g1g6"));
        SearchResult stalemate = engine.search(position, SearchLimits.ofDepth(3), SearchListener.NONE);
        assertEquals(Score.DRAW, stalemate.score());
        assertEquals(Move.NONE, stalemate.bestMove());
    }

    private static final String QUEEN_DOWN = "q5k1/8/8/8/8/8/8/6K1 w - - 0 1";

    @Test
    void repeatingAPositionSeenTwiceInTheGameIsADraw() {
        // Kh2 was played twice in the game; playing it a third time draws a game that is otherwise lost.
        Position root = SearchTestSupport.play(QUEEN_DOWN,
                "g1h2", "g8h7", "h2g1", "h7g8", "g1h2", "g8h7", "h2g1", "h7g8");
        for (Profile profile : Profile.values()) {
            SerialSearch engine = SearchTestSupport.engine(profile, 16);
            SearchResult result = engine.search(root, SearchLimits.ofDepth(5), SearchListener.NONE);
            assertEquals(Score.DRAW, result.score(), profile.name());
            assertEquals(UciMoves.parse(root, "g1h2"), result.bestMove(), profile.name());
        }
    }

    @Test
    void aPositionSeenOnceInTheGameIsNotYetADraw() {
        // StarTech's rule: one earlier occurrence in the game does not make the position a draw.
        Position root = SearchTestSupport.play(QUEEN_DOWN, "g1h2", "g8h7", "h2g1", "h7g8");
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 16);
        SearchResult result = engine.search(root, SearchLimits.ofDepth(2), SearchListener.NONE);
        assertTrue(result.score() < -500, "score " + result.score());
    }

    @Test
    void repetitionOfAnAncestorInTheTreeIsADraw() {
        // The same history, once with the whole of it inside the search tree (boundary 0): returning to the
        // position after Kh2 repeats an ancestor and draws. With the boundary at the root it is a single
        // occurrence in the game, which StarTech's rule does not count.
        Position position = SearchTestSupport.play(QUEEN_DOWN, "g1h2", "g8h7", "h2g1", "h7g8");
        SearchControl control = new SearchControl(SearchClock.SYSTEM);
        control.start(0, TimeManager.Budget.UNLIMITED, false);
        Searcher searcher = new Searcher(new TranspositionTable(1), control);
        searcher.setProfile(Profile.STRICT);
        int insideTree = searcher.searchSubtree(position, -Score.INFINITE, Score.INFINITE, 3, 0, 0);
        assertEquals(Score.DRAW, insideTree);
        int inGame = searcher.searchSubtree(position, -Score.INFINITE, Score.INFINITE, 3, 0,
                position.historyLength());
        assertTrue(inGame < -500, "score " + inGame);
    }

    @Test
    void fiftyMoveRuleDrawsAfterTheHundredthPly() {
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 16);
        SearchResult drawn = SearchTestSupport.searchDepth(engine, "q5k1/8/8/8/8/8/8/6K1 w - - 99 80", 4);
        assertEquals(Score.DRAW, drawn.score());
        SearchResult lost = SearchTestSupport.searchDepth(engine, "q5k1/8/8/8/8/8/8/6K1 w - - 90 80", 4);
        assertTrue(lost.score() < -500, "score " + lost.score());
    }

    @Test
    void mateOnTheHundredthPlyStillCounts() {
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 16);
        SearchResult result = SearchTestSupport.searchDepth(engine, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 99 80", 3);
        assertEquals(Score.mateIn(1), result.score());
    }

    @Test
    void depthLimitIsObeyedAndEveryIterationReported() {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
        List<IterationInfo> infos = new ArrayList<>();
        SearchResult result = engine.search(Position.startPosition(), SearchLimits.ofDepth(6), new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                infos.add(info);
            }
        });
        assertEquals(6, result.depth());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), infos.stream().filter(i -> i.bound() == Bound.EXACT)
                .map(IterationInfo::depth).toList());
        IterationInfo last = infos.get(infos.size() - 1);
        assertEquals(result.nodes(), last.nodes());
        assertEquals(result.bestMove(), last.pv()[0]);
        assertTrue(Position.startPosition().isLegal(result.ponderMove()) || result.ponderMove() != Move.NONE);
    }

    @Test
    void nodeLimitIsObeyedExactly() {
        for (long limit : new long[] {1, 500, 12_345, 200_000}) {
            SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
            SearchResult result = engine.search(Position.startPosition(), SearchLimits.ofNodes(limit),
                    SearchListener.NONE);
            assertTrue(result.nodes() <= limit, result.nodes() + " > " + limit);
            assertTrue(Position.startPosition().isLegal(result.bestMove()));
        }
    }

    @Test
    void moveTimeIsMeasuredOnTheInjectedClock() {
        SearchTestSupport.SteppingClock clock = new SearchTestSupport.SteppingClock();
        SerialSearch engine = new SerialSearch(clock, 16);
        SearchResult result = engine.search(Position.startPosition(), SearchLimits.ofMoveTime(40),
                SearchListener.NONE);
        // Each clock read is a millisecond and the search reads the clock at least once per poll, so 40 ms of
        // this clock end the search within 40 polls; without the limit it would run to depth 100.
        assertTrue(result.nodes() <= 41L * SearchControl.POLL_INTERVAL, "nodes " + result.nodes());
        assertTrue(result.depth() >= 1);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
    }

    @Test
    void clockLimitStopsTheSearch() {
        SearchTestSupport.SteppingClock clock = new SearchTestSupport.SteppingClock();
        SerialSearch engine = new SerialSearch(clock, 16);
        SearchLimits limits = new SearchLimits(0, 0, 0, 0, 2_000, 60_000, 0, 0, 0, false, false, new int[0]);
        SearchResult result = engine.search(Position.startPosition(), limits, SearchListener.NONE);
        TimeManager.Budget budget = TimeManager.budget(limits, 0, SerialSearch.DEFAULT_MOVE_OVERHEAD_MS);
        assertTrue(result.nodes() <= (budget.hardMs() + 2) * SearchControl.POLL_INTERVAL, "nodes " + result.nodes());
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
    }

    @Test
    void stopEndsAnInfiniteSearch() throws Exception {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
        CompletableFuture<SearchResult> future = CompletableFuture.supplyAsync(
                () -> engine.search(Position.startPosition(), SearchLimits.infiniteSearch(), SearchListener.NONE));
        Thread.sleep(200);
        assertFalse(future.isDone(), "an infinite search ended by itself");
        engine.stop();
        SearchResult result = future.get(5, TimeUnit.SECONDS);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
        assertTrue(result.depth() >= 1);
    }

    @Test
    void ponderingIgnoresTheClockUntilPonderHit() throws Exception {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
        SearchLimits limits = new SearchLimits(0, 0, 0, 0, 100, 100, 0, 0, 0, false, true, new int[0]);
        CompletableFuture<SearchResult> future = CompletableFuture.supplyAsync(
                () -> engine.search(Position.startPosition(), limits, SearchListener.NONE));
        Thread.sleep(400);
        assertFalse(future.isDone(), "a ponder search obeyed the clock before ponderhit");
        engine.ponderHit();
        SearchResult result = future.get(5, TimeUnit.SECONDS);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
    }

    @Test
    void searchMovesRestrictTheRoot() {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
        Position start = Position.startPosition();
        int a3 = UciMoves.parse(start, "a2a3");
        int h3 = UciMoves.parse(start, "h2h3");
        SearchLimits limits = new SearchLimits(5, 0, 0, 0, 0, 0, 0, 0, 0, false, false, new int[] {a3, h3});
        int best = engine.search(start, limits, SearchListener.NONE).bestMove();
        assertTrue(best == a3 || best == h3);
    }

    @Test
    void multiPvReportsOneLinePerIterationBestFirst() {
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 16);
        engine.setMultiPv(3);
        List<IterationInfo> infos = new ArrayList<>();
        engine.search(Position.startPosition(), SearchLimits.ofDepth(4), new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                infos.add(info);
            }
        });
        List<IterationInfo> last = infos.stream().filter(i -> i.depth() == 4 && i.bound() == Bound.EXACT).toList();
        assertEquals(List.of(1, 2, 3), last.stream().map(IterationInfo::multiPv).toList());
        assertEquals(3, last.stream().map(i -> i.pv()[0]).distinct().count());
        assertTrue(last.get(0).score() >= last.get(1).score() && last.get(1).score() >= last.get(2).score());
    }

    @Test
    void mateLimitEndsTheSearchOnceTheMateIsFound() {
        SerialSearch engine = SearchTestSupport.engine(Profile.FULL, 16);
        SearchLimits limits = new SearchLimits(0, 0, 3, 0, 0, 0, 0, 0, 0, false, false, new int[0]);
        SearchResult result = engine.search(Fen.parse("k7/8/8/3K4/8/8/8/6Q1 w - - 0 1"), limits, SearchListener.NONE);
        assertEquals(Score.mateIn(5), result.score());
        assertTrue(result.depth() <= 7);
    }

    @Test
    void theRootPositionIsLeftUntouched() {
        Position root = SearchTestSupport.play(Fen.START, "e2e4", "e7e5");
        String before = Fen.format(root);
        int history = root.historyLength();
        SearchTestSupport.engine(Profile.FULL, 16).search(root, SearchLimits.ofDepth(5), SearchListener.NONE);
        assertEquals(before, Fen.format(root));
        assertEquals(history, root.historyLength());
    }

    @Test
    void operationCountsAreConsistent() {
        SerialSearch engine = SearchTestSupport.engine(Profile.STARTECH, 16);
        SearchResult result = SearchTestSupport.searchDepth(engine,
                "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", 5);
        SearchStats stats = engine.stats();
        assertEquals(result.nodes(), stats.nodes);
        assertEquals(stats.makeMoves, stats.unmakeMoves);
        assertTrue(stats.quiescenceNodes > 0 && stats.quiescenceNodes < stats.nodes);
        assertTrue(stats.evaluations > 0 && stats.moveGenerations > 0 && stats.repetitionChecks > 0);
        assertTrue(stats.ttProbes >= stats.ttHits && stats.ttHits >= stats.ttCutoffs);
        // Every node but a root is entered by one make (null moves included); each iteration and aspiration
        // re-search counts its root once more.
        long roots = stats.nodes - stats.makeMoves;
        assertTrue(roots >= result.depth() && roots <= 3L * result.depth(), "root searches " + roots);
    }
}

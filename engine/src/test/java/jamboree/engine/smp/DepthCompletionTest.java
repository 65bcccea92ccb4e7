package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.RootMoves;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchCompanions.CompletedIteration;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.TranspositionTable;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Depth completion by any thread: the main thread answers with a deeper iteration a helper completed. */
class DepthCompletionTest {
    private static final int HASH_MB = 16;
    /**
     * How far a two-thread score may stray beyond the serial scores of nearby depths: a blend of the threads' drafts
     * lands between them or near them (measured up to 27 cp from the depth-D serial score), while a wrong sign, a
     * bound taken for a score or a mate score misread lands hundreds of centipawns away.
     */
    private static final int BLEND_MARGIN = 50;

    /**
     * Searches with {@code main}, whose companions are a crew without helper threads: the test plays the helper's
     * part, handing the crew {@code iteration} as soon as the main thread has reported its depth 1.
     */
    private static SearchResult searchWithHelperIteration(SerialSearch main, Position position, SearchLimits limits,
                                                          CompletedIteration iteration, List<IterationInfo> infos) {
        HelperCrew crew = new HelperCrew(0, main.table(), main.control());
        main.setCompanions(crew);
        return main.search(position, limits, new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                infos.add(info);
                if (info.depth() == 1 && info.multiPv() == 1) {
                    crew.completed(iteration, false);
                }
            }
        });
    }

    @Test
    void theMainThreadAnswersWithADeeperIterationACompanionCompleted() {
        Position position = Position.startPosition();
        int h3 = UciMoves.parse(position, "h2h3");
        int h6 = UciMoves.parse(Fen.parse("rnbqkbnr/pppppppp/8/8/8/7P/PPPPPPP1/RNBQKBNR b KQkq - 0 1"), "h7h6");
        int[] pv = {h3, h6};
        SerialSearch main = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        List<IterationInfo> infos = new ArrayList<>();
        SearchResult result = searchWithHelperIteration(main, position, SearchLimits.ofDepth(6),
                new CompletedIteration(6, 9, h3, 17, pv), infos);
        assertEquals(h3, result.bestMove());
        assertEquals(17, result.score());
        assertEquals(6, result.depth());
        assertArrayEquals(pv, result.pv());
        assertEquals(h6, result.ponderMove());
        IterationInfo last = infos.get(infos.size() - 1);
        assertEquals(6, last.depth());
        assertEquals(9, last.selDepth());
        assertEquals(17, last.score());
        assertArrayEquals(pv, last.pv());
        assertEquals(2, infos.size(), "depth 1 searched by the main thread, then the companion's depth 6");
    }

    @Test
    void aCompanionsMoveOutsideTheSearchMovesIsIgnoredAndAPassedIterationReplaced() {
        Position position = Position.startPosition();
        int h3 = UciMoves.parse(position, "h2h3");
        int e4 = UciMoves.parse(position, "e2e4");
        int d4 = UciMoves.parse(position, "d2d4");
        SerialSearch main = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        SearchResult restricted = searchWithHelperIteration(main, position,
                SearchLimits.ofDepth(4).restrictedTo(new int[] {e4, d4}),
                new CompletedIteration(6, 6, h3, 500, new int[] {h3}), new ArrayList<>());
        assertTrue(restricted.bestMove() == e4 || restricted.bestMove() == d4);
        assertEquals(4, restricted.depth());

        // Taken after depth 1, then replaced by the main thread's own depths 4 and 5.
        SearchResult shallower = searchWithHelperIteration(main, position, SearchLimits.ofDepth(5),
                new CompletedIteration(3, 3, h3, 500, new int[] {h3}), new ArrayList<>());
        assertFalse(shallower.bestMove() == h3 && shallower.score() == 500);
        assertEquals(5, shallower.depth());
    }

    @Test
    void withSeveralLinesTheMainThreadKeepsItsOwnIterations() {
        Position position = Position.startPosition();
        int h3 = UciMoves.parse(position, "h2h3");
        SerialSearch main = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        main.setMultiPv(2);
        SearchResult result = searchWithHelperIteration(main, position, SearchLimits.ofDepth(4),
                new CompletedIteration(6, 6, h3, 500, new int[] {h3}), new ArrayList<>());
        assertEquals(4, result.depth());
        assertTrue(result.score() != 500);
    }

    @Test
    void theCrewKeepsTheDeepestIterationAndEndsADepthLimitedSearchAtTheLastOne() {
        SearchControl control = new SearchControl(SearchClock.SYSTEM);
        // No helper threads: the test itself plays the helpers' part.
        HelperCrew crew = new HelperCrew(0, new TranspositionTable(1), control);
        Position position = Position.startPosition();
        RootMoves none = new RootMoves(new int[0], 0);
        SearchLimits depth8 = SearchLimits.ofDepth(8);
        control.start(depth8, jamboree.engine.search.TimeManager.budget(depth8, position.sideToMove(), 0));
        crew.start(position, none, depth8);
        CompletedIteration six = new CompletedIteration(6, 7, 1, 10, new int[] {1});
        CompletedIteration five = new CompletedIteration(5, 7, 2, 10, new int[] {2});
        crew.completed(six, false);
        crew.completed(five, false);
        assertSame(six, crew.deepestCompleted(), "a shallower iteration never replaces a deeper one");
        assertFalse(control.stopRequested());
        CompletedIteration eight = new CompletedIteration(8, 9, 3, 12, new int[] {3});
        crew.completed(eight, true);
        assertSame(eight, crew.deepestCompleted());
        assertTrue(control.stopRequested(), "the depth asked for is complete");
        crew.finish();

        SearchLimits infinite = SearchLimits.infiniteSearch();
        control.start(infinite, jamboree.engine.search.TimeManager.budget(infinite, position.sideToMove(), 0));
        crew.start(position, none, infinite);
        assertNull(crew.deepestCompleted(), "each search starts without iterations");
        crew.completed(eight, true);
        assertFalse(control.stopRequested(), "an infinite search waits for the GUI's stop");
        crew.finish();

        crew.setMultiPv(2);
        control.start(depth8, jamboree.engine.search.TimeManager.budget(depth8, position.sideToMove(), 0));
        crew.start(position, none, depth8);
        crew.completed(eight, true);
        assertNull(crew.deepestCompleted(), "with several lines a helper's iteration is no answer");
        assertFalse(control.stopRequested());
        crew.finish();
    }

    /**
     * Two threads to a depth on Kaufman positions: whichever thread completes the depth first answers; the move is
     * legal, the depth the one asked for, the score among the serial search's scores of nearby depths, and the nodes of
     * the threads add up to the count reported. The threads' tree is not the serial one: each finds in the shared
     * table entries the other searched deeper, and a position met nearer the root than where the other thread
     * stored it brings that deeper draft along, so its score at depth D may be the serial score of a deeper
     * iteration (or of D - 1, where the table's entries were shallower than the serial search's), and a blend of
     * them where the threads' entries meet. The score must lie between the lowest and the highest serial score of
     * the depths D - 1 to D + 2, widened by {@link #BLEND_MARGIN}. Measured: mostly within 27 cp of the depth-D serial
     * score; on k01, whose winning Nf6+ the serial search first sees at depth 11 (+176 against -146 at depth 10), one
     * run in many answers depth 9 with +185, another with -125.
     */
    @Test
    void twoThreadsToADepthAnswerALegalMoveScoredAmongTheNearbySerialIterations() {
        List<EpdRecord> kaufman = Epd.parseAll(ShippedSuites.text(ShippedSuites.KAUFMAN), ShippedSuites.KAUFMAN);
        SerialSearch serial = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        LazySmpSearch two = new LazySmpSearch(2, SearchClock.SYSTEM, HASH_MB);
        for (EpdRecord record : kaufman.subList(0, 6)) {
            Position position = Fen.parse(record.fen());
            int[] serialScores = new int[4];
            for (int d = 8; d <= 11; d++) {
                serial.clear();
                serialScores[d - 8] = serial.search(position, SearchLimits.ofDepth(d), SearchListener.NONE).score();
            }
            two.clear();
            List<IterationInfo> infos = new ArrayList<>();
            SearchResult actual = two.search(position, SearchLimits.ofDepth(9), new SearchListener() {
                @Override
                public void onIteration(IterationInfo info) {
                    infos.add(info);
                }
            });
            assertTrue(position.isLegal(actual.bestMove()), record.id());
            assertEquals(9, actual.depth(), record.id());
            int score = actual.score();
            int lowest = Arrays.stream(serialScores).min().getAsInt() - BLEND_MARGIN;
            int highest = Arrays.stream(serialScores).max().getAsInt() + BLEND_MARGIN;
            assertTrue(lowest <= score && score <= highest,
                    record.id() + ": two threads " + score + ", serial at depths 8-11 "
                            + Arrays.toString(serialScores));
            long[] perThread = two.threadNodes();
            assertEquals(Arrays.stream(perThread).sum(), actual.nodes(), Arrays.toString(perThread));
            IterationInfo last = infos.get(infos.size() - 1);
            assertEquals(9, last.depth(), "the answer's iteration is reported: " + record.id());
            assertEquals(actual.score(), last.score(), record.id());
            assertEquals(actual.bestMove(), last.pv()[0], record.id());
        }
    }
}

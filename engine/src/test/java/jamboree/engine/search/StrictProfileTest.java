package jamboree.engine.search;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * In the STRICT profile the value of a fixed-depth search is the exact minimax value of the searched tree, so it
 * cannot depend on the transposition table (size, presence) or on move order (recursive iterative deepening).
 * The parallel search is checked against the same property.
 */
class StrictProfileTest {
    private static final int DEPTH = 5;

    @Test
    void scoreIsIndependentOfTheTableAndTheOrder() {
        List<EpdRecord> kaufman = SearchTestSupport.suite("kaufman.epd");
        List<Integer> small = scores(kaufman, 1, false);
        assertEquals(small, scores(kaufman, 0, false), "TT off");
        assertEquals(small, scores(kaufman, 1, true), "recursive iterative deepening");
        // The big table only briefly: allocate, use, drop.
        assertEquals(small, scores(kaufman, 256, false), "TT 256 MB");
    }

    @Test
    void subtreeSearchAgreesWithTheSerialRoot() {
        // The entry point the parallel scheduler uses for work below its parallel depth.
        for (EpdRecord record : SearchTestSupport.suite("kaufman.epd").subList(0, 8)) {
            Position position = Fen.parse(record.fen());
            SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, 4);
            int rootScore = engine.search(position, SearchLimits.ofDepth(4), SearchListener.NONE).score();

            SearchControl control = new SearchControl(SearchClock.SYSTEM);
            control.start(0, TimeManager.Budget.UNLIMITED, false);
            Searcher searcher = new Searcher(new TranspositionTable(0), control);
            searcher.setProfile(Profile.STRICT);
            int subtree = searcher.searchSubtree(position, -Score.INFINITE, Score.INFINITE, 4, 0,
                    position.historyLength());
            assertEquals(rootScore, subtree, record.id());
        }
    }

    private static List<Integer> scores(List<EpdRecord> records, int hashMb, boolean rid) {
        SerialSearch engine = SearchTestSupport.engine(Profile.STRICT, hashMb);
        engine.setRecursiveIterativeDeepening(rid);
        List<Integer> scores = new ArrayList<>();
        for (EpdRecord record : records) {
            engine.clear();
            scores.add(engine.search(Fen.parse(record.fen()), SearchLimits.ofDepth(DEPTH), SearchListener.NONE).score());
        }
        return scores;
    }
}

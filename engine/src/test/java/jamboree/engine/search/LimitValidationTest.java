package jamboree.engine.search;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LimitValidationTest {
    private final List<String> notes = new ArrayList<>();

    @Test
    void notPositiveDepthNodesAndMateAreNamedAndDropped() {
        assertEquals(0, LimitValidation.depth(0, notes));
        assertEquals(0, LimitValidation.depth(-1, notes));
        assertEquals(0, LimitValidation.nodes(-1, notes));
        assertEquals(0, LimitValidation.mate(-3, notes));
        assertEquals(List.of("'depth 0' is not positive; ignored", "'depth -1' is not positive; ignored",
                "'nodes -1' is not positive; ignored", "'mate -3' is not positive; ignored"), notes);
    }

    @Test
    void valuesInRangePassUnnoted() {
        assertEquals(12, LimitValidation.depth(12, notes));
        assertEquals(SearchLimits.MAX_DEPTH, LimitValidation.depth(SearchLimits.MAX_DEPTH, notes));
        assertEquals(5_000_000_000L, LimitValidation.nodes(5_000_000_000L, notes));
        assertEquals(7, LimitValidation.mate(7, notes));
        assertEquals(300, LimitValidation.time("movetime", 300, notes));
        assertEquals(List.of(), notes);
    }

    @Test
    void hugeValuesAreClampedAndNamed() {
        assertEquals(SearchLimits.MAX_DEPTH, LimitValidation.depth(1000, notes));
        assertEquals(SearchLimits.MAX_DEPTH / 2, LimitValidation.mate(Long.MAX_VALUE, notes));
        assertEquals(LimitValidation.MAX_TIME_MS, LimitValidation.time("movetime", Long.MAX_VALUE, notes));
        assertEquals(3, notes.size());
        assertTrue(notes.get(0).startsWith("'depth 1000' is beyond the deepest iteration"), notes.get(0));
        assertTrue(notes.get(2).startsWith("'movetime 9223372036854775807' is more than a year"), notes.get(2));
    }

    @Test
    void theClampedTimeGivesBudgetsThatDoNotOverflow() {
        long year = LimitValidation.MAX_TIME_MS;
        SearchLimits clock = new SearchLimits(0, 0, 0, 0, year, year, year, year, 0, false, false, new int[0]);
        TimeManager.Budget budget = TimeManager.budget(clock, 0, 0);
        assertTrue(budget.softMs() > 0 && budget.hardMs() >= budget.softMs(), budget.toString());
        assertTrue(budget.hardMs() <= year);
    }

    @Test
    void aSearchThatCouldNotEndBySelfIsBoundedToOnePly() {
        SearchLimits none = new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, false, false, new int[] {7});
        SearchLimits bounded = LimitValidation.bounded(none, notes);
        assertEquals(1, bounded.depth());
        assertEquals(1, notes.size());
        assertTrue(LimitValidation.endsByItself(bounded));
        assertEquals(7, bounded.searchMoves()[0], "the searchmoves stay");

        SearchLimits ponder = new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, false, true, new int[0]);
        SearchLimits boundedPonder = LimitValidation.bounded(ponder, notes);
        assertEquals(1, boundedPonder.depth(), "after the ponder hit it ends too");
        assertTrue(boundedPonder.ponder());
    }

    @Test
    void limitsThatEndTheSearchOrAskForNoEndStayAsTheyAre() {
        for (SearchLimits limits : List.of(SearchLimits.ofDepth(3), SearchLimits.ofNodes(10),
                SearchLimits.ofMoveTime(5), SearchLimits.infiniteSearch(),
                new SearchLimits(0, 0, 2, 0, 0, 0, 0, 0, 0, false, false, new int[0]),
                new SearchLimits(0, 0, 0, 0, 1, 1, 0, 0, 0, false, true, new int[0]))) {
            assertSame(limits, LimitValidation.bounded(limits, notes));
        }
        assertEquals(List.of(), notes);
        assertFalse(LimitValidation.endsByItself(SearchLimits.infiniteSearch()));
    }
}

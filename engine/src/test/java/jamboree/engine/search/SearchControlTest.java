package jamboree.engine.search;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one decision of when a search ends, on a clock the test moves by hand. */
class SearchControlTest {
    private static final long MS = 1_000_000;

    private final AtomicLong now = new AtomicLong(5_000 * MS);
    private final SearchControl control = new SearchControl(now::get);

    private static SearchLimits limits(long nodes, int mate, long moveTimeMs, long clockMs, boolean infinite,
                                       boolean ponder) {
        return new SearchLimits(0, nodes, mate, moveTimeMs, clockMs, clockMs, 0, 0, clockMs > 0 ? 1 : 0, infinite,
                ponder, new int[0]);
    }

    private void start(SearchLimits limits) {
        control.start(limits, TimeManager.budget(limits, 0, 0));
    }

    @Test
    void theNodeLimitEndsTheSearchAndTheNextIteration() {
        start(limits(1000, 0, 0, 0, false, false));
        assertFalse(control.mustStop(999));
        assertTrue(control.mustStop(1000));
        assertTrue(control.mayStartIteration(999, 0));
        assertFalse(control.mayStartIteration(1000, 0));
        assertEquals(1000, control.nodeLimit());
    }

    @Test
    void noLimitMeansNoEnd() {
        start(limits(0, 0, 0, 0, false, false));
        now.addAndGet(1_000_000_000 * MS);
        assertFalse(control.mustStop(Long.MAX_VALUE - 1));
        assertTrue(control.mayStartIteration(Long.MAX_VALUE - 1, Score.mateIn(1)));
        assertFalse(control.hasTimeBudget());
    }

    @Test
    void theHardBudgetCountsOnTheInjectedClock() {
        start(limits(0, 0, 200, 0, false, false));
        assertTrue(control.hasTimeBudget());
        now.addAndGet(199 * MS);
        assertFalse(control.hardBudgetPassed());
        assertFalse(control.mustStop(0));
        assertTrue(control.mayStartIteration(0, 0), "an exact budget is used to the end");
        now.addAndGet(MS);
        assertTrue(control.hardBudgetPassed());
        assertTrue(control.mustStop(0));
        assertEquals(200, control.elapsedMs());
    }

    @Test
    void onAClockNoIterationStartsAfterHalfTheSoftBudget() {
        SearchLimits clock = limits(0, 0, 0, 10_000, false, false);
        TimeManager.Budget budget = TimeManager.budget(clock, 0, 0);
        start(clock);
        now.addAndGet((budget.softMs() / 2 - 1) * MS);
        assertTrue(control.mayStartIteration(0, 0));
        now.addAndGet(MS);
        assertFalse(control.mayStartIteration(0, 0));
        assertFalse(control.hardBudgetPassed(), "the hard budget is later: the running iteration may finish");
    }

    @Test
    void thePonderHitStartsTheBudget() {
        start(limits(0, 0, 0, 10_000, false, true));
        TimeManager.Budget budget = TimeManager.budget(limits(0, 0, 0, 10_000, false, true), 0, 0);
        assertTrue(control.pondering());
        now.addAndGet(1_000_000 * MS);
        assertFalse(control.hardBudgetPassed(), "no time limit on the opponent's time");
        assertTrue(control.mayStartIteration(0, 0));
        control.ponderHit();
        assertFalse(control.pondering());
        assertTrue(control.ponderHitSeen());
        now.addAndGet((budget.hardMs() - 1) * MS);
        assertFalse(control.hardBudgetPassed(), "counted from the ponder hit, not from the start");
        now.addAndGet(MS);
        assertTrue(control.hardBudgetPassed());
    }

    @Test
    void aSecondPonderHitDoesNotRestartTheBudget() {
        start(limits(0, 0, 100, 0, false, true));
        control.ponderHit();
        now.addAndGet(60 * MS);
        control.ponderHit();
        now.addAndGet(40 * MS);
        assertTrue(control.hardBudgetPassed());
    }

    @Test
    void theMateLimitEndsTheSearchOnceAMateThatShortIsFound() {
        start(limits(0, 2, 0, 0, false, false));
        assertTrue(control.mateFound(Score.mateIn(3)), "mate in 2 moves");
        assertTrue(control.mateFound(Score.mateIn(1)));
        assertFalse(control.mateFound(Score.mateIn(5)), "mate in 3 moves is longer than asked");
        assertFalse(control.mateFound(Score.matedIn(2)), "being mated is not the mate asked for");
        assertFalse(control.mateFound(300));
        assertFalse(control.mayStartIteration(0, Score.mateIn(3)));
        assertTrue(control.mayStartIteration(0, Score.mateIn(5)));
        start(limits(0, 0, 0, 0, false, false));
        assertFalse(control.mateFound(Score.mateIn(1)), "no mate limit asked");
    }

    @Test
    void aStopEndsEverythingUntilTheNextStart() {
        start(limits(0, 0, 0, 0, false, false));
        control.requestStop();
        assertTrue(control.stopRequested());
        assertTrue(control.mustStop(0));
        assertFalse(control.mayStartIteration(0, 0));
        start(limits(0, 0, 0, 0, false, false));
        assertFalse(control.mustStop(0));
    }

    @Test
    void anInfiniteSearchIgnoresTheClockButNotTheOtherLimits() {
        start(limits(500, 0, 100, 1_000, true, false));
        now.addAndGet(1_000_000 * MS);
        assertFalse(control.hasTimeBudget());
        assertFalse(control.mustStop(499));
        assertTrue(control.mustStop(500));
    }

    @Test
    void theDepthCapComesFromTheDepthOrTheMateDistance() {
        assertEquals(7, SearchControl.maxDepth(SearchLimits.ofDepth(7)));
        assertEquals(SearchLimits.MAX_DEPTH, SearchControl.maxDepth(SearchLimits.ofDepth(1000)));
        assertEquals(SearchLimits.MAX_DEPTH, SearchControl.maxDepth(SearchLimits.infiniteSearch()));
        assertEquals(16, SearchControl.maxDepth(limits(0, 3, 0, 0, false, false)));
        assertEquals(SearchLimits.MAX_DEPTH, SearchControl.maxDepth(limits(0, Integer.MAX_VALUE, 0, 0, false, false)));
    }
}

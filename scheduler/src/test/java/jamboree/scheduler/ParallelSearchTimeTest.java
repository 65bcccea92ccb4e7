package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import jamboree.engine.search.Score;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The time budget of the machine searches, on a clock the test moves by hand after each iteration. The budgets are
 * hundreds of seconds, so that the host-time deadline (a safety net behind the between-iteration decision tested
 * here) never fires during a test.
 */
class ParallelSearchTimeTest {
    private static final Position START = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    private static final long MS = 1_000_000;
    /** 1000 s left for this one move: soft budget 7/10 of what is left after the move overhead. */
    private static final long CLOCK_MS = 1_000_000;
    private static final int DEPTH = 4;

    private final AtomicLong now = new AtomicLong();

    private static final Position MATE_IN_ONE = Fen.parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");

    private static SearchLimits clock(boolean ponder) {
        return new SearchLimits(DEPTH, 0, 0, 0, CLOCK_MS, CLOCK_MS, 0, 0, 1, false, ponder, new int[0]);
    }

    private ParallelSearch machine() {
        return new ParallelSearch(MachineKind.CM5, 1, SchedulerConfig.load(), MachineConfig.load(), now::get);
    }

    /** Runs the search; after each iteration {@code atIteration} gets its depth (and may move the clock). */
    private static SearchResult search(ParallelSearch search, SearchLimits limits, IntConsumer atIteration) {
        return search.search(START, limits, new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                atIteration.accept(info.depth());
            }
        });
    }

    @Test
    void noTimeLimitAppliesWhilePondering() {
        try (ParallelSearch search = machine()) {
            SearchResult pondering = search(search, clock(true), depth -> now.addAndGet(1000_000 * MS));
            assertEquals(DEPTH, pondering.depth(), "every iteration overran the budget, and none counted");
        }
        try (ParallelSearch search = machine()) {
            SearchResult thinking = search(search, clock(false), depth -> now.addAndGet(1000_000 * MS));
            assertEquals(1, thinking.depth(), "the same clock on our own time ends the search after one iteration");
        }
    }

    @Test
    void atThePonderHitTheBudgetStartsCounting() {
        try (ParallelSearch search = machine()) {
            search.setMoveOverheadMs(0);
            // Soft budget 700 s: no iteration may start after 350 s. Each iteration takes 400 s of the clock and the
            // ponder hit comes after the second: counted from the go, 800 s would end the search there; counted from
            // the ponder hit, the third iteration starts and its 400 s end the search.
            SearchResult result = search(search, clock(true), depth -> {
                now.addAndGet(400_000 * MS);
                if (depth == 2) {
                    search.ponderHit();
                }
            });
            assertEquals(3, result.depth());
        }
    }

    @Test
    void theMoveOverheadComesOffTheClockUnlessSetToZero() {
        // 349.995 s after the first iteration: with the default 30 ms of overhead the soft budget is 699.979 s
        // (past half of it, so the search ends); with none it is 700 s (not yet half, one more iteration).
        IntConsumer clockRuns = depth -> now.addAndGet(depth == 1 ? 349_995 * MS : 1000_000 * MS);
        try (ParallelSearch search = machine()) {
            assertEquals(1, search(search, clock(false), clockRuns).depth());
        }
        now.set(0);
        SearchResult noOverhead;
        try (ParallelSearch search = machine()) {
            search.setMoveOverheadMs(0);
            noOverhead = search(search, clock(false), clockRuns);
            assertEquals(2, noOverhead.depth());
        }
        try (ParallelSearch search = machine()) {
            ParallelSearchResult direct = search.searchToDepth(START, 2);
            assertEquals(direct.search().nodes(), noOverhead.nodes(), "the clock changes when to stop, not the search");
            assertEquals(direct.search().bestMove(), noOverhead.bestMove());
            assertEquals(direct.search().score(), noOverhead.score());
        }
    }

    @Test
    void theHardBudgetEndsAMachineRunInProgress() throws Exception {
        try (ParallelSearch search = machine()) {
            CountDownLatch firstIteration = new CountDownLatch(1);
            // Depth 30 would take the one-node machine far longer than the test: only the budget can end it.
            SearchLimits limits = new SearchLimits(30, 0, 0, 1000, 0, 0, 0, 0, 0, false, false, new int[0]);
            CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(
                    () -> search(search, limits, depth -> firstIteration.countDown()));
            assertTrue(firstIteration.await(30, TimeUnit.SECONDS));
            now.addAndGet(1000 * MS);
            SearchResult ended = result.get(30, TimeUnit.SECONDS);
            assertTrue(ended.depth() >= 1 && ended.depth() < 30, "depth " + ended.depth());
        }
    }

    @Test
    void theNodeLimitEndsTheSearchAfterTheIterationThatReachesIt() {
        long toDepthThree;
        try (ParallelSearch search = machine()) {
            toDepthThree = search.searchToDepth(START, 3).search().nodes();
        }
        try (ParallelSearch search = machine()) {
            SearchResult limited = search(search, SearchLimits.ofNodes(toDepthThree), depth -> { });
            assertEquals(3, limited.depth(), "the positions of depths 1 to 3 reach the limit");
            assertEquals(toDepthThree, limited.nodes());
        }
    }

    @Test
    void theMateLimitEndsTheSearchOnceTheMateIsFound() {
        try (ParallelSearch search = machine()) {
            SearchLimits mateInOne = new SearchLimits(0, 0, 1, 0, 0, 0, 0, 0, 0, false, false, new int[0]);
            SearchResult result = search.search(MATE_IN_ONE, mateInOne, SearchListener.NONE);
            assertEquals(Score.mateIn(1), result.score());
            assertTrue(result.depth() <= 2, "depth " + result.depth());
        }
    }
}

package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchResult;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.startech.Counter;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two native threads with the machine's own split depth (each root child one serial search) and the FULL profile,
 * where a thread whose victim is inside a deep leaf search helps it: the helpers search, every position is counted
 * once, the frame protocol ends clean, the switch turns the help off, and a stop while threads help one another
 * ends the search and leaves the machine ready for the next one.
 */
class LeafHelpNativeTest {
    private static final int THREADS = 2;

    private static MeasuredSearch twoThreads(boolean help) {
        MeasuredSearch search = MeasuredSearch.on(MachineKind.NATIVE, THREADS,
                SchedulerConfig.load().with(Switch.LEAF_HELP, help), MachineConfig.load().with("native.threads", THREADS));
        search.setProfile(Profile.FULL);
        return search;
    }

    /** The helped positions of searches of k01-k04 to depth 10, after checking each search's counts. */
    private static long helpedPositions(boolean help) {
        List<EpdRecord> positions = Suites.kaufman().subList(0, 4);
        long helped = 0;
        try (MeasuredSearch search = twoThreads(help)) {
            for (EpdRecord r : positions) {
                CountedSearch counted = CountedSearch.of(search, r, 10);
                ParallelSearchResult figures = counted.figures();
                assertEquals(10, counted.result().depth(), r.id());
                assertTrue(figures.counters().get(Counter.HELPED_POSITIONS) <= counted.result().nodes(), r.id());
                assertTrue(figures.counters().get(Counter.LEAVES_FINISHED_BY_HELPERS)
                        <= figures.counters().get(Counter.LEAF_SEARCHES), r.id());
                helped += figures.counters().get(Counter.HELPED_POSITIONS);
            }
        }
        return helped;
    }

    @Test
    void idleThreadsHelpDeepLeavesAndEveryPositionIsCountedOnce() {
        assertTrue(helpedPositions(true) > 0, "no thread ever helped another's leaf");
    }

    @Test
    void theSwitchTurnsTheHelpOff() {
        assertEquals(0, helpedPositions(false));
    }

    @Test
    void aStopWhileThreadsHelpEndsTheSearchAndTheNextSearchRuns() throws Exception {
        Position root = Fen.parse(Suites.kaufman().get(0).fen());
        try (MeasuredSearch search = twoThreads(true)) {
            search.prepare();
            CountDownLatch deep = new CountDownLatch(1);
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                    () -> search.search(root, SearchLimits.infiniteSearch(), new MachineSearchListener() {
                        @Override
                        public void onIteration(IterationInfo info) {
                            // From here on every iteration's root children are deep leaves that the idle thread helps.
                            if (info.depth() >= 9) {
                                deep.countDown();
                            }
                        }
                    }));
            assertTrue(deep.await(60, TimeUnit.SECONDS), "depth 9 within a minute");
            Thread.sleep(200);
            long stopAt = System.nanoTime();
            search.stop();
            // Generous: a unit test on a shared host must not be flaky; `uci stop-latency` measures the latency.
            SearchResult result = running.get(2, TimeUnit.SECONDS);
            long waitedMs = (System.nanoTime() - stopAt) / 1_000_000;
            assertTrue(waitedMs < 2_000, "answered " + waitedMs + " ms after the stop");
            assertTrue(root.isLegal(result.bestMove()));

            // The stop reached the helpers' controls too: the next searches must not find any of them still stopped.
            SearchResult next = search.search(root, SearchLimits.ofDepth(10), new MachineSearchListener() {
            });
            assertEquals(10, next.depth());
            assertTrue(root.isLegal(next.bestMove()));
            // Help is counted over positions the stopped search never saw: k01 again may be all table hits (how deep
            // the stopped search got depends on the host), and one position alone may have no leaf worth helping.
            long helped = search.lastResult().counters().get(Counter.HELPED_POSITIONS);
            for (EpdRecord r : Suites.kaufman().subList(1, 4)) {
                CountedSearch counted = CountedSearch.of(search, r, 10);
                assertEquals(10, counted.result().depth(), r.id());
                helped += counted.figures().counters().get(Counter.HELPED_POSITIONS);
            }
            assertTrue(helped > 0, "the searches after the stop were helped");
        }
    }
}

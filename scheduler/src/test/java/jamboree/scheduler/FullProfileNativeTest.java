package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
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
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The FULL profile on two native threads split inside the tree (6, and 3 at principal-variation positions; the
 * machine's own choice for two threads splits only the root):
 * every position is counted once, the frame protocol ends clean although a thief no longer waits for its returned
 * frames to be freed before it steals again, and a stop ends the search promptly.
 */
class FullProfileNativeTest {
    private static final int THREADS = 2;

    private static MeasuredSearch twoThreads() {
        MeasuredSearch search = MeasuredSearch.on(MachineKind.NATIVE, THREADS,
                SchedulerConfig.load().with(Switch.FULL_SPLIT_DEPTH, 6),
                MachineConfig.load().with("native.threads", THREADS));
        search.setProfile(Profile.FULL);
        return search;
    }

    @Test
    void everyPositionIsCountedOnceAndTheProtocolEndsClean() {
        List<EpdRecord> positions = Suites.kaufman().subList(0, 4);
        long steals = 0;
        try (MeasuredSearch search = twoThreads()) {
            for (EpdRecord r : positions) {
                CountedSearch counted = CountedSearch.of(search, r, 10);
                ParallelSearchResult figures = counted.figures();
                assertEquals(10, counted.runs().size(), r.id());
                assertEquals(figures.counters().get(Counter.STEALS_SERVED),
                        figures.counters().get(Counter.STEALS_GRANTED), r.id() + ": grants sent against received");
                assertTrue(figures.counters().get(Counter.LEAF_SEARCHES) > 0, r.id());
                steals += figures.counters().get(Counter.STEALS_GRANTED);
            }
        }
        assertTrue(steals > 0, "the second thread never got work: nothing above was tested on two threads");
    }

    @Test
    void aStopDuringATwoThreadSearchAnswersPromptly() throws Exception {
        Position root = Fen.parse(Suites.kaufman().get(0).fen());
        try (MeasuredSearch search = twoThreads()) {
            search.prepare();
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                    () -> search.search(root, SearchLimits.infiniteSearch(), new MachineSearchListener() {
                    }));
            Thread.sleep(500);
            long stopAt = System.nanoTime();
            search.stop();
            // Generous: a unit test on a shared host must not be flaky; `uci stop-latency` measures the latency.
            SearchResult result = running.get(2, TimeUnit.SECONDS);
            long waitedMs = (System.nanoTime() - stopAt) / 1_000_000;
            assertTrue(waitedMs < 2_000, "answered " + waitedMs + " ms after the stop");
            assertTrue(result.depth() >= 1, "half a second gives at least the first iteration");
            assertTrue(root.isLegal(result.bestMove()));
        }
    }
}

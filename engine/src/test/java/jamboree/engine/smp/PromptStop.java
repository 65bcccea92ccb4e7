package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs an infinite search, stops it after a while and checks that it answered promptly with a legal move. */
final class PromptStop {
    private PromptStop() {
    }

    static SearchResult stopAfter(SearchEngine engine, Position position, long runMs) throws Exception {
        CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(
                () -> engine.search(position, SearchLimits.infiniteSearch(), SearchListener.NONE));
        Thread.sleep(runMs);
        assertFalse(search.isDone(), "an infinite search waits for stop");
        long stopAt = System.nanoTime();
        engine.stop();
        SearchResult result = search.get(10, TimeUnit.SECONDS);
        long stoppedMs = (System.nanoTime() - stopAt) / 1_000_000;
        // The goal is 50 ms; the bound is generous because the test host is shared.
        assertTrue(stoppedMs < 500, "stopped after " + stoppedMs + " ms");
        assertTrue(position.isLegal(result.bestMove()));
        return result;
    }
}

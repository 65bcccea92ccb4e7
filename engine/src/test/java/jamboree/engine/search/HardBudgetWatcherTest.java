package jamboree.engine.search;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The watcher follows the control's clock, not the host's. */
class HardBudgetWatcherTest {
    private static final long MS = 1_000_000;

    private final AtomicLong now = new AtomicLong();
    private final SearchControl control = new SearchControl(now::get);

    @Test
    void stopsOnceWhenTheControlsClockPassesTheHardBudget() throws InterruptedException {
        control.start(SearchLimits.ofMoveTime(100), TimeManager.budget(SearchLimits.ofMoveTime(100), 0, 0));
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicInteger stops = new AtomicInteger();
        try (HardBudgetWatcher watcher = HardBudgetWatcher.watch(control, () -> {
            stops.incrementAndGet();
            control.requestStop();
            stopped.countDown();
        }, "test-watcher")) {
            assertFalse(stopped.await(50, TimeUnit.MILLISECONDS), "the injected clock has not moved");
            now.addAndGet(100 * MS);
            assertTrue(stopped.await(5, TimeUnit.SECONDS));
            Thread.sleep(20);
            assertEquals(1, stops.get());
        }
    }

    @Test
    void waitsForThePonderHit() throws InterruptedException {
        SearchLimits ponder = new SearchLimits(0, 0, 0, 100, 0, 0, 0, 0, 0, false, true, new int[0]);
        control.start(ponder, TimeManager.budget(ponder, 0, 0));
        CountDownLatch stopped = new CountDownLatch(1);
        try (HardBudgetWatcher watcher = HardBudgetWatcher.watch(control, stopped::countDown, "test-watcher")) {
            now.addAndGet(1000 * MS);
            assertFalse(stopped.await(50, TimeUnit.MILLISECONDS), "no limit on the opponent's time");
            control.ponderHit();
            assertFalse(stopped.await(50, TimeUnit.MILLISECONDS), "the budget starts at the ponder hit");
            now.addAndGet(100 * MS);
            assertTrue(stopped.await(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void aClosedWatcherNeverStops() throws InterruptedException {
        control.start(SearchLimits.ofMoveTime(10), TimeManager.budget(SearchLimits.ofMoveTime(10), 0, 0));
        CountDownLatch stopped = new CountDownLatch(1);
        HardBudgetWatcher.watch(control, stopped::countDown, "test-watcher").close();
        Thread.sleep(10);
        now.addAndGet(1000 * MS);
        assertFalse(stopped.await(50, TimeUnit.MILLISECONDS));
    }
}

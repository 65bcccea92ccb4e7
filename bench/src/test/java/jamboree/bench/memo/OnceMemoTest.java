package jamboree.bench.memo;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OnceMemoTest {

    @Test
    void threadsAskingForTheSameKeyShareOneComputation() throws Exception {
        OnceMemo<String, Integer> memo = new OnceMemo<>(100);
        AtomicInteger computations = new AtomicInteger();
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                answers.add(pool.submit(() -> memo.get("k", k -> {
                    computations.incrementAndGet();
                    await(release);
                    return 42;
                })));
            }
            Thread.sleep(100);
            release.countDown();
            for (Future<Integer> a : answers) {
                assertEquals(42, a.get(10, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, computations.get(), "every thread got the one computation's answer");
        assertEquals(42, memo.get("k", k -> -1), "later requests read the memo");
    }

    @Test
    void aLongComputationDoesNotHoldUpOtherKeys() throws Exception {
        OnceMemo<Integer, Integer> memo = new OnceMemo<>(100);
        CountDownLatch otherDone = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            // Key 0's computation only ends once key 1 has been answered on another thread: it would never end if
            // computing one key locked out the others.
            Future<Integer> slow = pool.submit(() -> memo.get(0, k -> {
                await(otherDone);
                return 0;
            }));
            Thread.sleep(50);
            for (int key = 1; key < 200; key++) {
                assertEquals(key * 2, memo.get(key, k -> k * 2));
            }
            otherDone.countDown();
            assertEquals(0, slow.get(10, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailureReachesTheCallerAndIsNotRemembered() {
        OnceMemo<String, String> memo = new OnceMemo<>(100);
        IllegalStateException thrown = new IllegalStateException("no");
        assertSame(thrown, assertThrows(IllegalStateException.class, () -> memo.get("k", k -> {
            throw thrown;
        })));
        assertEquals("yes", memo.get("k", k -> "yes"), "the next request computes again");
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(10, TimeUnit.SECONDS), "never released");
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}

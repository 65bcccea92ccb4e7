package jamboree.engine.smp;

import jamboree.engine.search.SharedMoves;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MoveClaimsTest {
    private static final long KEY = 0x1234_5678_9ABC_DEF0L;

    @Test
    void aClaimIsSeenByTheOtherThreadsOnlyUntilItIsReleased() {
        MoveClaims claims = new MoveClaims(10);
        SharedMoves main = claims.forThread(0);
        SharedMoves helper = claims.forThread(1);
        main.enter(KEY, 77);
        assertTrue(helper.searchedElsewhere(KEY, 77));
        assertFalse(main.searchedElsewhere(KEY, 77), "a thread never defers to its own claim");
        assertFalse(helper.searchedElsewhere(KEY, 78), "another move of the same position");
        assertFalse(helper.searchedElsewhere(KEY ^ 1, 77), "the same move of another position");
        assertEquals(1, claims.standing());
        main.leave(KEY, 77);
        assertFalse(helper.searchedElsewhere(KEY, 77));
        assertEquals(0, claims.standing());
    }

    @Test
    void aThreadReleasesOnlyItsOwnClaim() {
        MoveClaims claims = new MoveClaims(10);
        claims.forThread(2).enter(KEY, 5);
        claims.forThread(1).leave(KEY, 5);
        assertTrue(claims.forThread(1).searchedElsewhere(KEY, 5), "thread 1 did not hold it, so cannot free it");
        claims.forThread(2).leave(KEY, 5);
        assertEquals(0, claims.standing());
    }

    @Test
    void clearForgetsEveryClaim() {
        MoveClaims claims = new MoveClaims(4);
        for (int move = 1; move <= 40; move++) {
            claims.forThread(0).enter(KEY + move, move);
        }
        assertTrue(claims.standing() > 0);
        claims.clear();
        assertEquals(0, claims.standing());
    }

    @Test
    void badSizesAndThreadNumbersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new MoveClaims(0));
        assertThrows(IllegalArgumentException.class, () -> new MoveClaims(25));
        MoveClaims claims = new MoveClaims(4);
        assertThrows(IllegalArgumentException.class, () -> claims.forThread(-1));
        assertThrows(IllegalArgumentException.class, () -> claims.forThread(MoveClaims.MAX_THREADS));
    }

    /**
     * Four threads claim and release pairs of their own, with many collisions in a small table, while checking that
     * a claim they hold is never reported as another thread's: at the end no claim stands.
     */
    @Test
    void concurrentClaimsNeverBelongToTheWrongThreadAndAllAreReleased() throws Exception {
        MoveClaims claims = new MoveClaims(6);
        int threads = 4;
        CyclicBarrier start = new CyclicBarrier(threads);
        AtomicInteger wrongOwner = new AtomicInteger();
        AtomicInteger seenOthers = new AtomicInteger();
        List<Thread> running = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SharedMoves mine = claims.forThread(t);
            SharedMoves next = claims.forThread((t + 1) % threads);
            long base = t * 1_000_003L;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                    for (int i = 0; i < 200_000; i++) {
                        long key = base + (i % 97);
                        int move = i % 13;
                        mine.enter(key, move);
                        if (mine.searchedElsewhere(key, move)) {
                            wrongOwner.incrementAndGet();
                        }
                        if (next.searchedElsewhere(key, move)) {
                            seenOthers.incrementAndGet();
                        }
                        mine.leave(key, move);
                    }
                } catch (Exception e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            running.add(thread);
            thread.start();
        }
        for (Thread thread : running) {
            thread.join();
        }
        assertTrue(failures.isEmpty(), failures.toString());
        assertEquals(0, wrongOwner.get(), "a thread's own claim never reads as another's");
        assertTrue(seenOthers.get() > 0, "another thread's view sees the claims that stand");
        assertEquals(0, claims.standing(), "every claim was released");
    }
}

package jamboree.engine.search;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The table Lazy SMP threads share, without a lock: several threads store and probe keys that crowd into a few
 * slots at once. Every entry's payload is a function of its key, so a hit that mixes two writers' words (a data word
 * of one key, the check word of another) would show as a payload that does not belong to the key probed. The check
 * word must turn every such torn entry into a miss.
 */
class TranspositionTableConcurrencyTest {
    private static final int THREADS = 4;
    private static final int OPERATIONS = 1_000_000;
    /** Keys share the low bits that pick a slot: 256 keys over 4 slots, so writers collide constantly. */
    private static final int KEYS = 256;
    private static final int SLOTS_USED = 4;

    private static int move(long key) {
        return 1 + (int) ((key >>> 17) % 0x3FFFE);
    }

    private static int depth(long key) {
        return (int) ((key >>> 36) & 63);
    }

    private static int lower(long key) {
        return (int) ((key >>> 42) & 0x3FF) - 512;
    }

    private static int upper(long key) {
        return lower(key) + (int) ((key >>> 52) & 0xFF);
    }

    @Test
    void concurrentWritersNeverProduceAWrongHit() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(1);
        long[] keys = new long[KEYS];
        SplittableRandom random = new SplittableRandom(20240607);
        for (int i = 0; i < KEYS; i++) {
            keys[i] = (random.nextLong() & ~0xFFFFL) | (i % SLOTS_USED);
        }
        AtomicLong hits = new AtomicLong();
        AtomicLong wrong = new AtomicLong();
        CountDownLatch go = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            SplittableRandom own = random.split();
            threads[t] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                long ownHits = 0;
                long ownWrong = 0;
                for (int i = 0; i < OPERATIONS; i++) {
                    long stored = keys[own.nextInt(KEYS)];
                    table.storeBounds(stored, depth(stored), move(stored), lower(stored), upper(stored));
                    long probed = keys[own.nextInt(KEYS)];
                    long data = table.probe(probed);
                    if (data != 0) {
                        ownHits++;
                        if (TranspositionTable.move(data) != move(probed)
                                || TranspositionTable.depth(data) != depth(probed)
                                || TableWord.lower(data) != lower(probed) || TableWord.upper(data) != upper(probed)) {
                            ownWrong++;
                        }
                    }
                }
                hits.addAndGet(ownHits);
                wrong.addAndGet(ownWrong);
            });
            threads[t].start();
        }
        go.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(0, wrong.get(), "hits whose payload belongs to another key");
        // Not vacuous: with 64 keys per slot about one probe in 64 finds its key.
        assertTrue(hits.get() > THREADS * (long) OPERATIONS / 500, "hits: " + hits.get());
        for (long key : keys) {
            long data = table.probe(key);
            assertTrue(data == 0 || TranspositionTable.move(data) == move(key), "after the writers: " + key);
        }
    }
}

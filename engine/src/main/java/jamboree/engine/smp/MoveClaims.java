package jamboree.engine.smp;

import jamboree.engine.search.Searcher;
import jamboree.engine.search.SharedMoves;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The moves that threads of one Lazy SMP search are searching right now, as (position key, move) pairs: the table of
 * "simplified ABDADA". A thread claims a move of a deep enough node before it searches it and releases it after; a
 * thread that meets a move another thread has claimed defers it to the end of its move loop, so that the two
 * threads spend that time on different subtrees and the deferred one is often found in the table by then.
 *
 * <p>Lock-free: one word per slot, written with plain atomic sets and released with a compare-and-set, so that a
 * release never erases another claim that has since taken the slot. A slot holds the pair's 64-bit hash with its
 * low bits replaced by the claiming thread's number, so a thread never defers to its own claim. Two pairs that
 * share a slot overwrite each other's claim: a lost claim only costs a deferral that did not happen, never a wrong
 * result, since deferral changes the order of a node's moves and nothing else. The native Jamboree machine uses the
 * same table between a thread's deep leaf search and the idle threads that help it.
 */
public final class MoveClaims {
    /** Low bits of a slot that name the claiming thread (1-based; 0 marks an empty slot). */
    private static final int THREAD_BITS = 8;
    private static final long THREAD_MASK = (1L << THREAD_BITS) - 1;
    /** Most threads the slots can tell apart. */
    public static final int MAX_THREADS = (int) THREAD_MASK;

    private final AtomicLongArray slots;
    private final int mask;

    /** A table of {@code 2^log2Slots} slots. */
    public MoveClaims(int log2Slots) {
        if (log2Slots < 1 || log2Slots > 24) {
            throw new IllegalArgumentException("log2Slots must be between 1 and 24, got " + log2Slots);
        }
        this.slots = new AtomicLongArray(1 << log2Slots);
        this.mask = (1 << log2Slots) - 1;
    }

    /** The view of thread {@code thread} (0 for the main thread) that its {@link Searcher} consults. */
    public SharedMoves forThread(int thread) {
        if (thread < 0 || thread >= MAX_THREADS) {
            throw new IllegalArgumentException("thread must be between 0 and " + (MAX_THREADS - 1) + ", got "
                    + thread);
        }
        long owner = thread + 1;
        return new SharedMoves() {
            @Override
            public boolean searchedElsewhere(long key, int move) {
                return claimedByOther(key, move, owner);
            }

            @Override
            public void enter(long key, int move) {
                claim(key, move, owner);
            }

            @Override
            public void leave(long key, int move) {
                release(key, move, owner);
            }
        };
    }

    boolean claimedByOther(long key, int move, long owner) {
        long hash = hash(key, move);
        long slot = slots.get(index(hash));
        return slot != 0 && (slot & ~THREAD_MASK) == (hash & ~THREAD_MASK) && (slot & THREAD_MASK) != owner;
    }

    void claim(long key, int move, long owner) {
        long hash = hash(key, move);
        // A hint, not a lock: no fence is needed, the other threads see it within a few hundred cycles.
        slots.setRelease(index(hash), (hash & ~THREAD_MASK) | owner);
    }

    void release(long key, int move, long owner) {
        long hash = hash(key, move);
        slots.compareAndSet(index(hash), (hash & ~THREAD_MASK) | owner, 0);
    }

    /** Forgets every claim (between searches; a stopped search may leave some behind). */
    void clear() {
        for (int i = 0; i < slots.length(); i++) {
            slots.set(i, 0);
        }
    }

    /** Claims standing now (for tests: after a search every claim is released). */
    int standing() {
        int n = 0;
        for (int i = 0; i < slots.length(); i++) {
            if (slots.get(i) != 0) {
                n++;
            }
        }
        return n;
    }

    private int index(long hash) {
        // The high bits choose the slot; the low bits are overwritten by the owner.
        return (int) (hash >>> 40) & mask;
    }

    private static long hash(long key, int move) {
        long h = key ^ (move * 0x9E3779B97F4A7C15L);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 32);
    }
}

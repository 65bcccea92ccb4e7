package jamboree.scheduler.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The searches announced to one slice of the global table (deferred reads, thesis 6.4): for each position under
 * search, the depth it is searched to and the reads waiting for it. Every table read and update goes through here,
 * so it is an open-addressing table on the 64-bit key itself, with no boxed key and no object per announcement;
 * a read makes a waiter list only when it has to wait, which most never do.
 */
final class Announcements {

    private static final int INITIAL_CAPACITY = 16;

    private long[] keys = new long[INITIAL_CAPACITY];
    private int[] depths = new int[INITIAL_CAPACITY];
    private boolean[] used = new boolean[INITIAL_CAPACITY];
    private List<TableSlice.Waiter>[] waiters = newWaiters(INITIAL_CAPACITY);
    private int size;

    @SuppressWarnings("unchecked")
    private static List<TableSlice.Waiter>[] newWaiters(int capacity) {
        return new List[capacity];
    }

    int size() {
        return size;
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        int mask = keys.length - 1;
        for (int i = slotOf(key, mask); used[i]; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return i;
            }
        }
        return -1;
    }

    int depth(int slot) {
        return depths[slot];
    }

    /** Announces a search of {@code key} to {@code depth}; the caller has checked that none is announced. */
    void announce(long key, int depth) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slotOf(key, mask);
        while (used[i]) {
            i = (i + 1) & mask;
        }
        used[i] = true;
        keys[i] = key;
        depths[i] = depth;
        size++;
    }

    void addWaiter(int slot, TableSlice.Waiter waiter) {
        if (waiters[slot] == null) {
            waiters[slot] = new ArrayList<>(2);
        }
        waiters[slot].add(waiter);
    }

    /** Ends the announcement in {@code slot} and returns the reads that waited for it. */
    List<TableSlice.Waiter> remove(int slot) {
        List<TableSlice.Waiter> waiting = waiters[slot] == null ? List.of() : waiters[slot];
        int mask = keys.length - 1;
        // Backward-shift deletion: entries after the hole that may sit in it move up, so probes never stop early.
        int hole = slot;
        for (int i = (hole + 1) & mask; used[i]; i = (i + 1) & mask) {
            int home = slotOf(keys[i], mask);
            boolean movable = hole <= i ? home <= hole || home > i : home <= hole && home > i;
            if (movable) {
                keys[hole] = keys[i];
                depths[hole] = depths[i];
                waiters[hole] = waiters[i];
                hole = i;
            }
        }
        used[hole] = false;
        waiters[hole] = null;
        size--;
        return waiting;
    }

    void clear() {
        if (size == 0) {
            return;
        }
        Arrays.fill(used, false);
        Arrays.fill(waiters, null);
        size = 0;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldDepths = depths;
        boolean[] oldUsed = used;
        List<TableSlice.Waiter>[] oldWaiters = waiters;
        int capacity = oldKeys.length * 2;
        keys = new long[capacity];
        depths = new int[capacity];
        used = new boolean[capacity];
        waiters = newWaiters(capacity);
        int mask = capacity - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldUsed[j]) {
                int i = slotOf(oldKeys[j], mask);
                while (used[i]) {
                    i = (i + 1) & mask;
                }
                used[i] = true;
                keys[i] = oldKeys[j];
                depths[i] = oldDepths[j];
                waiters[i] = oldWaiters[j];
            }
        }
    }

    private static int slotOf(long key, int mask) {
        // The low bits index the slice's entries, and the high ones pick the owner: mix before taking a slot.
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }
}

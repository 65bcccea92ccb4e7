package jamboree.scheduler.table;

import jamboree.engine.search.TableWord;

import java.util.List;

/**
 * The part of StarTech's global transposition table (thesis 6.3) that one node owns, with the bookkeeping of
 * deferred reads (6.4). Only the owner's message handlers touch it, one at a time, so every read and every
 * read-modify-write is atomic without locks: the point of section 6.3's active-message transformation.
 *
 * <p>The 64-bit hash key is split three ways: {@link #owner} picks the node, the low bits pick the entry, and the
 * whole key is kept as check bits (so that two positions that share an entry are told apart).
 */
public final class TableSlice {

    /** A read waiting for an announced search of the same position. */
    public record Waiter(int node, long frame) {
    }

    /** The most entries one slice holds: the two words of each share one Java array. */
    public static final int MAX_ENTRIES = 1 << 29;

    /*
     * An entry's key and data side by side (key at 2i, data at 2i + 1), so that a probe of a table far larger than the
     * caches misses once, not once per array. Allocated at the first update: a probe of a slice that holds nothing is
     * a miss either way, and on a large machine most slices of a short search are never written (16,384 nodes of
     * 8,192 entries would be 2 GB).
     */
    private long[] words;
    private final TableStore store;
    private final int entries;
    private final int mask;
    private final Announcements pending = new Announcements();
    private int recency;

    public TableSlice(int entries) {
        this(entries, TableStore.FRESH);
    }

    /** A slice of {@code entries} entries whose words come from {@code store} at the first update. */
    public TableSlice(int entries, TableStore store) {
        if (Integer.bitCount(entries) != 1) {
            throw new IllegalArgumentException("entries must be a power of two, got " + entries);
        }
        if (entries > MAX_ENTRIES) {
            throw new IllegalArgumentException("a node's slice of the global table holds at most " + MAX_ENTRIES
                    + " entries (2^29), got " + entries);
        }
        this.store = store;
        this.entries = entries;
        this.mask = entries - 1;
    }

    /** The node that owns {@code key} on a machine of {@code processors} nodes. */
    public static int owner(long key, int processors) {
        return (int) Long.remainderUnsigned(key >>> 24, processors);
    }

    /** A new search starts: entries of older searches become replaceable regardless of depth. */
    public void newSearch() {
        recency = (recency + 1) & 63;
    }

    public void clear() {
        if (words != null) {
            java.util.Arrays.fill(words, 0);
        }
        pending.clear();
        recency = 0;
    }

    /** The entry for {@code key}, or 0 on a miss. */
    public long probe(long key) {
        if (words == null) {
            return 0;
        }
        int i = ((int) key & mask) << 1;
        long data = words[i + 1];
        return data != 0 && words[i] == key ? data : 0;
    }

    /**
     * The read-modify-write of an update: on the same position, keep the deeper bounds (merging equal depths); on a
     * different position, replace by depth, then by recency (an entry of an older search always yields).
     */
    public void update(long key, int depth, int move, int lower, int upper) {
        if (words == null) {
            words = store.sliceWords(2 * entries);
        }
        int i = ((int) key & mask) << 1;
        long old = words[i + 1];
        long merged = TableWord.merge(old, old != 0 && words[i] == key, recency, depth, move, lower, upper);
        if (merged != 0) {
            words[i] = key;
            words[i + 1] = merged;
        }
    }

    /**
     * Deferred reads: a frame about to search {@code key} to {@code depth} reads the table. If a search of the same
     * position to depth k &lt;= depth is under way, the read must wait for that search's update (returns true and
     * queues the reader); otherwise this read announces its own search (if none is under way) and is answered now.
     */
    public boolean deferOrAnnounce(long key, int depth, int node, long frame) {
        int slot = pending.find(key);
        if (slot < 0) {
            pending.announce(key, depth);
            return false;
        }
        if (depth >= pending.depth(slot)) {
            pending.addWaiter(slot, new Waiter(node, frame));
            return true;
        }
        return false;
    }

    /**
     * The search of {@code key} announced at {@code depth} has ended (updated or aborted): returns the reads that
     * waited for it, to be answered now. An end at another depth than the announced one leaves the announcement.
     */
    public List<Waiter> release(long key, int depth) {
        int slot = pending.find(key);
        if (slot < 0 || pending.depth(slot) != depth) {
            return List.of();
        }
        return pending.remove(slot);
    }

    /** Forgets the announcements of an earlier run (their frames are gone; their waiters too). */
    public void clearAnnouncements() {
        pending.clear();
    }

    /**
     * Gives the words back to the store and forgets every entry and announcement: the slice is then as a new one, and
     * takes words from the store again at its next update.
     */
    public void giveBack() {
        if (words != null) {
            store.giveBack(words);
            words = null;
        }
        pending.clear();
        recency = 0;
    }

    /** Whether the slice's arrays exist (its first update has come). */
    public boolean allocated() {
        return words != null;
    }

    /** Announced searches still under way (zero once a search has completely ended). */
    public int pendingSearches() {
        return pending.size();
    }
}

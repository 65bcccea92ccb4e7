package jamboree.scheduler.table;

import jamboree.engine.search.TranspositionTable;

import java.lang.ref.WeakReference;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A {@link TableStore} that keeps the tables given back and hands them out again, emptied, to the next node that
 * asks for a table of the same size.
 *
 * <p>Why: a simulated machine's tables are most of its memory (512 MB of leaf tables on 512 nodes, and at the
 * thesis's scale a gigabyte of global table), and a search lives long enough for the collector to copy its new
 * tables out of the young generation: a tenth of the default bench's host time went to those pauses. A table handed
 * out again already lives in the old generation and is never copied. Emptying it costs what the JVM's zeroing of a
 * new one costs.
 *
 * <p>What is kept is held weakly: it is the garbage the bench would leave anyway, used again until the collector takes
 * it back, so keeping it costs no memory that searches could use (a table in the old generation lives until the
 * next full collection; held softly instead, the kept tables crowded the thesis's scale, where every machine has a
 * gigabyte of table, into three times as many full collections). It is also bounded by a capacity in bytes: a table
 * given back beyond it first pushes out the tables of the sizes least recently used, and is dropped if those do not
 * make room. Safe for searches on several threads.
 */
public final class TableRecycler implements TableStore {

    /** Tables of one kind and size (a slice's words by their length, a leaf table by its entries). */
    private record Size(boolean leafTable, int size) {
    }

    /**
     * The tables kept of one size (each held by a {@link WeakReference}, or itself when held strongly), the last given
     * back first, and when the size was last asked for or given.
     */
    private static final class Shelf {
        final ArrayDeque<Object> tables = new ArrayDeque<>();
        final long bytesEach;
        long lastUse;

        Shelf(long bytesEach) {
            this.bytesEach = bytesEach;
        }
    }

    private final long capacityBytes;
    private final boolean weak;
    private final Map<Size, Shelf> shelves = new HashMap<>();
    /** The bytes of the tables kept, counting those the collector has taken back until they are found gone. */
    private long keptBytes;
    private long uses;
    private long handedOutAgain;

    /** @param capacityBytes the most bytes of tables kept at once */
    public TableRecycler(long capacityBytes) {
        this(capacityBytes, true);
    }

    private TableRecycler(long capacityBytes, boolean weak) {
        if (capacityBytes < 0) {
            throw new IllegalArgumentException("a capacity of " + capacityBytes + " bytes");
        }
        this.capacityBytes = capacityBytes;
        this.weak = weak;
    }

    /**
     * A recycler that keeps its tables until they are handed out or pushed out, whatever the collector does: for
     * tests, which must know what is handed out again.
     */
    public static TableRecycler holdingStrongly(long capacityBytes) {
        return new TableRecycler(capacityBytes, false);
    }

    @Override
    public long[] sliceWords(int length) {
        long[] words = (long[]) take(new Size(false, length));
        if (words == null) {
            return new long[length];
        }
        Arrays.fill(words, 0L);
        return words;
    }

    @Override
    public TranspositionTable leafTable(int megabytes) {
        TranspositionTable table = (TranspositionTable) take(new Size(true, TranspositionTable.entriesFor(megabytes)));
        if (table == null) {
            return new TranspositionTable(megabytes);
        }
        table.clear();
        return table;
    }

    @Override
    public void giveBack(long[] words) {
        keep(new Size(false, words.length), words, (long) words.length * Long.BYTES);
    }

    @Override
    public void giveBack(TranspositionTable table) {
        // Leaf tables are kept by their entries, which a request's megabytes round down to.
        keep(new Size(true, (int) table.entries()), table, table.entries() * TranspositionTable.BYTES_PER_ENTRY);
    }

    /** How many tables were handed out again rather than built (for tests and the curious). */
    public synchronized long handedOutAgain() {
        return handedOutAgain;
    }

    /** The bytes of the tables kept now, at most the capacity. */
    public synchronized long keptBytes() {
        return keptBytes;
    }

    private synchronized Object take(Size size) {
        Shelf shelf = shelves.get(size);
        if (shelf == null) {
            return null;
        }
        shelf.lastUse = ++uses;
        while (!shelf.tables.isEmpty()) {
            Object held = shelf.tables.pop();
            Object table = held instanceof WeakReference<?> reference ? reference.get() : held;
            keptBytes -= shelf.bytesEach;
            if (table != null) {
                handedOutAgain++;
                return table;
            }
        }
        return null;
    }

    private synchronized void keep(Size size, Object table, long bytes) {
        if (bytes > capacityBytes) {
            return;
        }
        Shelf shelf = shelves.computeIfAbsent(size, s -> new Shelf(bytes));
        shelf.lastUse = ++uses;
        while (keptBytes + bytes > capacityBytes) {
            Shelf oldest = leastRecentlyUsedOtherThan(shelf);
            if (oldest == null) {
                return;
            }
            keptBytes -= oldest.bytesEach * oldest.tables.size();
            oldest.tables.clear();
        }
        shelf.tables.push(weak ? new WeakReference<>(table) : table);
        keptBytes += bytes;
    }

    private Shelf leastRecentlyUsedOtherThan(Shelf shelf) {
        Shelf oldest = null;
        for (Shelf s : shelves.values()) {
            if (s != shelf && !s.tables.isEmpty() && (oldest == null || s.lastUse < oldest.lastUse)) {
                oldest = s;
            }
        }
        return oldest;
    }
}

package jamboree.engine.search;

import jamboree.engine.board.Move;

/**
 * StarTech's transposition table (thesis Figure 6-3): each entry holds check bits, the depth searched, the best
 * move, a lower bound and an upper bound. Direct-mapped; on a collision the deeper entry stays, and of equal depths
 * the newer one (section 6.4). Entries of an earlier search are always replaceable, so old deep results do not clog
 * the table across a game.
 *
 * <p>Two {@code long}s per entry in one flat array: the data word, and the key XOR the data word. A reader
 * recomputes the key from both words, so a torn write by another thread reads as a miss, never as a wrong hit.
 *
 * <p>The data word is a {@link TableWord}, the entry format the scheduler's global table shares. Mate scores are
 * stored relative to the node (see {@link #toStored}).
 */
public final class TranspositionTable {
    public static final int BYTES_PER_ENTRY = 16;


    private long[] table;
    private int mask;
    private int generation;

    /** A table of at most {@code megabytes} MB (rounded down to a power of two entries); 0 turns it off. */
    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    public void resize(int megabytes) {
        int entries = entriesFor(megabytes);
        table = new long[2 * entries];
        mask = entries == 0 ? 0 : entries - 1;
    }

    /** The entries of a table of at most {@code megabytes} MB: a power of two, at most 2^30, or 0 for none. */
    public static int entriesFor(int megabytes) {
        if (megabytes < 0) {
            throw new IllegalArgumentException("hash size must be >= 0 MB, got " + megabytes);
        }
        long entries = (long) megabytes * 1024 * 1024 / BYTES_PER_ENTRY;
        return entries == 0 ? 0 : (int) Long.highestOneBit(Math.min(entries, 1L << 30));
    }

    public long entries() {
        return table.length / 2;
    }

    public boolean enabled() {
        return table.length != 0;
    }

    public void clear() {
        java.util.Arrays.fill(table, 0L);
        generation = 0;
    }

    /** Marks the start of a new search: entries of older searches become replaceable. */
    public void newSearch() {
        generation = (generation + 1) & 63;
    }

    /** The data word of the entry for {@code key}, or 0 on a miss. */
    public long probe(long key) {
        if (table.length == 0) {
            return 0;
        }
        int slot = ((int) key & mask) << 1;
        long data = table[slot];
        return (table[slot + 1] ^ data) == key && data != 0 ? data : 0;
    }

    /**
     * Records the result of a search of {@code depth} plies at {@code ply} from the root that returned the fail-soft
     * {@code score} for the window (alpha, beta).
     */
    public void store(long key, int depth, int ply, int move, int score, int alpha, int beta) {
        int lower = score > alpha ? score : -Score.INFINITE;
        int upper = score < beta ? score : Score.INFINITE;
        storeBounds(key, depth, move, toStored(lower, ply), toStored(upper, ply));
    }

    /** Read-modify-write of one entry with bounds already in stored (node-relative) form. */
    public void storeBounds(long key, int depth, int move, int lower, int upper) {
        if (table.length == 0) {
            return;
        }
        int slot = ((int) key & mask) << 1;
        long old = table[slot];
        boolean samePosition = old != 0 && (table[slot + 1] ^ old) == key;
        long data = TableWord.merge(old, samePosition, generation, depth, move, lower, upper);
        if (data == 0) {
            return;
        }
        table[slot] = data;
        table[slot + 1] = key ^ data;
    }

    /** Occupancy by entries of the current search, in permill, sampled over the first thousand entries. */
    public int hashFull() {
        int n = (int) Math.min(1000, entries());
        if (n == 0) {
            return 0;
        }
        int used = 0;
        for (int i = 0; i < n; i++) {
            long data = table[i << 1];
            if (data != 0 && TableWord.generation(data) == generation) {
                used++;
            }
        }
        return used * 1000 / n;
    }

    public static int move(long data) {
        return TableWord.move(data);
    }

    public static int depth(long data) {
        return TableWord.depth(data);
    }

    /** The lower bound seen from a node at {@code ply}. */
    public static int lower(long data, int ply) {
        return fromStored(TableWord.lower(data), ply);
    }

    /** The upper bound seen from a node at {@code ply}. */
    public static int upper(long data, int ply) {
        return fromStored(TableWord.upper(data), ply);
    }

    /** Mate scores count plies from the root; stored, they count from the node, so they hold at any ply. */
    public static int toStored(int score, int ply) {
        if (score >= Score.MATE_BOUND && score < Score.INFINITE) {
            return score + ply;
        }
        if (score <= -Score.MATE_BOUND && score > -Score.INFINITE) {
            return score - ply;
        }
        return score;
    }

    public static int fromStored(int score, int ply) {
        if (score >= Score.MATE_BOUND && score < Score.INFINITE) {
            return score - ply;
        }
        if (score <= -Score.MATE_BOUND && score > -Score.INFINITE) {
            return score + ply;
        }
        return score;
    }
}

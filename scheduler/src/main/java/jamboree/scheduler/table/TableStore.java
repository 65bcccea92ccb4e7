package jamboree.scheduler.table;

import jamboree.engine.search.TranspositionTable;

/**
 * Where a node gets the memory of its tables: its slice of the global table and its own leaf table. A table from the
 * store is always as a new one would be (every entry empty, the leaf table's search generation 0), so what a search
 * computes cannot depend on where its tables came from.
 *
 * <p>{@link #FRESH} builds every table anew and lets the garbage collector take back what is given. A
 * {@link TableRecycler} keeps what is given back for the next machine of the same sizes, which spares a run of many
 * searches in one JVM (the bench) the collector's copying of each new machine's tables out of the young generation.
 */
public interface TableStore {

    /** Builds every table anew; what is given back is left to the garbage collector. */
    TableStore FRESH = new TableStore() {
        @Override
        public long[] sliceWords(int length) {
            return new long[length];
        }

        @Override
        public TranspositionTable leafTable(int megabytes) {
            return new TranspositionTable(megabytes);
        }

        @Override
        public void giveBack(long[] words) {
        }

        @Override
        public void giveBack(TranspositionTable table) {
        }
    };

    /** The words of a slice of the global table: {@code length} zeros. */
    long[] sliceWords(int length);

    /** A leaf table of {@code megabytes} MB, empty, as {@code new TranspositionTable(megabytes)} is. */
    TranspositionTable leafTable(int megabytes);

    /** Gives back a slice's words; the giver does not touch them again. */
    void giveBack(long[] words);

    /** Gives back a leaf table; the giver does not touch it again. */
    void giveBack(TranspositionTable table);
}

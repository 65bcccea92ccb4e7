package jamboree.scheduler.table;

import jamboree.engine.search.TranspositionTable;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TableRecyclerTest {

    private static final long MB = 1 << 20;

    @Test
    void wordsGivenBackAreHandedOutAgainEmptied() {
        TableRecycler recycler = TableRecycler.holdingStrongly(64 * MB);
        long[] words = recycler.sliceWords(32);
        words[3] = 99;
        words[31] = -1;
        recycler.giveBack(words);
        assertEquals(32 * Long.BYTES, recycler.keptBytes());
        long[] again = recycler.sliceWords(32);
        assertSame(words, again);
        assertArrayEquals(new long[32], again, "handed out as a new array is: all zeros");
        assertEquals(1, recycler.handedOutAgain());
        assertEquals(0, recycler.keptBytes());
        assertNotSame(again, recycler.sliceWords(32), "nothing kept: a new array");
    }

    @Test
    void aLeafTableGivenBackIsHandedOutAgainAsANewOneIs() {
        TableRecycler recycler = TableRecycler.holdingStrongly(64 * MB);
        TranspositionTable table = recycler.leafTable(1);
        table.newSearch();
        table.storeBounds(42L, 5, 0, 100, 100);
        recycler.giveBack(table);
        TranspositionTable again = recycler.leafTable(1);
        assertSame(table, again);
        assertEquals(0, again.probe(42L), "emptied");
        assertEquals(0, again.hashFull());
        // A new table's first search stores under generation 0 too: the same entry, word for word.
        TranspositionTable fresh = new TranspositionTable(1);
        again.storeBounds(7L, 3, 0, 12, 40);
        fresh.storeBounds(7L, 3, 0, 12, 40);
        assertEquals(fresh.probe(7L), again.probe(7L));
        assertEquals(fresh.entries(), again.entries());
    }

    @Test
    void onlyTheSizeAskedForIsHandedOut() {
        TableRecycler recycler = TableRecycler.holdingStrongly(64 * MB);
        long[] words = recycler.sliceWords(32);
        recycler.giveBack(words);
        assertEquals(64, recycler.sliceWords(64).length);
        TranspositionTable table = recycler.leafTable(1);
        recycler.giveBack(table);
        assertNotSame(table, recycler.leafTable(2));
        assertSame(words, recycler.sliceWords(32), "still kept for its own size");
        assertSame(table, recycler.leafTable(1));
        assertEquals(2, recycler.handedOutAgain());
    }

    @Test
    void aLeafTableIsKeptByTheSizeItHasNotTheSizeAskedFor() {
        TableRecycler recycler = TableRecycler.holdingStrongly(64 * MB);
        TranspositionTable three = recycler.leafTable(3);
        assertEquals(1 << 17, three.entries(), "3 MB round down to 2 MB of 16-byte entries");
        assertEquals(three.entries(), TranspositionTable.entriesFor(3));
        recycler.giveBack(three);
        assertSame(three, recycler.leafTable(2), "a table of 2 MB is what both ask for");
        recycler.giveBack(three);
        assertSame(three, recycler.leafTable(3));
    }

    @Test
    void beyondItsCapacityTheSizesLeastRecentlyUsedArePushedOut() {
        TableRecycler recycler = TableRecycler.holdingStrongly(100 * Long.BYTES);
        long[] a = new long[40];
        long[] b = new long[40];
        long[] c = new long[50];
        recycler.giveBack(a);
        recycler.giveBack(b);
        assertEquals(80 * Long.BYTES, recycler.keptBytes());
        recycler.giveBack(c);
        assertEquals(50 * Long.BYTES, recycler.keptBytes(), "both of the older size made room");
        assertNotSame(a, recycler.sliceWords(40));
        assertSame(c, recycler.sliceWords(50));
        recycler.giveBack(c);
        recycler.giveBack(new long[50]);
        recycler.giveBack(new long[50]);
        assertEquals(100 * Long.BYTES, recycler.keptBytes(), "no other size to push out: the last one is dropped");
        recycler.giveBack(new long[101]);
        assertEquals(100 * Long.BYTES, recycler.keptBytes(), "larger than the capacity: never kept");
    }

    @Test
    void weaklyHeldTablesAreStillHandedOutWhileTheyLive() {
        TableRecycler recycler = new TableRecycler(64 * MB);
        long[] words = recycler.sliceWords(16);
        recycler.giveBack(words);
        // The test holds the array strongly, so the collector cannot have taken it.
        assertSame(words, recycler.sliceWords(16));
    }

    @Test
    void refusesANegativeCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new TableRecycler(-1));
    }

    @Test
    void aSliceGivesItsWordsBackAndTakesNewOnesAtItsNextUpdate() {
        TableRecycler recycler = TableRecycler.holdingStrongly(64 * MB);
        TableSlice slice = new TableSlice(16, recycler);
        slice.update(5, 4, 77, 10, 50);
        slice.newSearch();
        assertFalse(slice.deferOrAnnounce(9, 3, 0, 1L), "the read announces its search");
        assertEquals(1, slice.pendingSearches());
        slice.giveBack();
        assertEquals(32 * Long.BYTES, recycler.keptBytes());
        assertEquals(0, slice.probe(5), "as a new slice: empty");
        assertEquals(0, slice.pendingSearches(), "and no search announced");
        TableSlice fresh = new TableSlice(16);
        for (TableSlice s : new TableSlice[] {slice, fresh}) {
            s.update(21, 2, 3, -1, 1);
        }
        assertEquals(fresh.probe(21), slice.probe(21), "the same entry as a new slice's, recency included");
        assertEquals(1, recycler.handedOutAgain());
    }
}

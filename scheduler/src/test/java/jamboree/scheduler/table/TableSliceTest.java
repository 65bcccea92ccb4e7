package jamboree.scheduler.table;

import jamboree.engine.search.TableWord;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableSliceTest {

    @Test
    void theArraysComeWithTheFirstUpdateAndAMissBeforeNeedsNone() {
        TableSlice slice = new TableSlice(1 << 20);
        assertFalse(slice.allocated());
        assertEquals(0, slice.probe(12345));
        slice.clear();
        slice.newSearch();
        assertFalse(slice.allocated(), "probing, clearing and a new search of an empty slice allocate nothing");
        slice.update(12345, 3, 7, -5, 5);
        assertTrue(slice.allocated());
        assertEquals(3, TableWord.depth(slice.probe(12345)));
    }

    @Test
    void aLateAllocationKeepsTheRecencyOfTheSearchesBefore() {
        TableSlice lazy = new TableSlice(16);
        TableSlice early = new TableSlice(16);
        early.update(99, 1, 1, 0, 0);
        early.clear();
        for (TableSlice slice : List.of(lazy, early)) {
            slice.newSearch();
            slice.update(4, 6, 9, 0, 0);
            slice.newSearch();
            slice.update(4 + 16, 1, 9, 0, 0);
        }
        assertEquals(early.probe(4 + 16), lazy.probe(4 + 16), "same replacement either way");
        assertTrue(lazy.probe(4 + 16) != 0);
    }

    @Test
    void deeperEntriesStayAndEqualDepthsMerge() {
        TableSlice slice = new TableSlice(16);
        slice.update(5, 4, 77, 10, 50);
        slice.update(5, 3, 0, -20, -20);
        long d = slice.probe(5);
        assertEquals(4, TableWord.depth(d));
        assertEquals(10, TableWord.lower(d));
        assertEquals(50, TableWord.upper(d));
        assertEquals(77, TableWord.move(d), "a shallower update without a move keeps the hint");
        slice.update(5, 4, 0, 20, 60);
        d = slice.probe(5);
        assertEquals(20, TableWord.lower(d));
        assertEquals(50, TableWord.upper(d));
    }

    @Test
    void anotherPositionReplacesOnlyWhenDeeperOrOlder() {
        TableSlice slice = new TableSlice(16);
        slice.update(3, 6, 9, 0, 0);
        slice.update(3 + 16, 2, 9, 0, 0);
        assertEquals(0, slice.probe(3 + 16), "a shallower entry of the same search does not evict");
        assertTrue(slice.probe(3) != 0);
        slice.newSearch();
        slice.update(3 + 16, 2, 9, 0, 0);
        assertTrue(slice.probe(3 + 16) != 0, "an entry of an older search yields");
        assertEquals(0, slice.probe(3));
    }

    @Test
    void readsOfAPositionBeingSearchedWaitForItsUpdate() {
        TableSlice slice = new TableSlice(16);
        assertFalse(slice.deferOrAnnounce(42, 5, 0, 1), "the first read announces its search");
        assertTrue(slice.deferOrAnnounce(42, 5, 1, 2), "an equally deep read waits");
        assertTrue(slice.deferOrAnnounce(42, 7, 2, 3), "a deeper read waits");
        assertFalse(slice.deferOrAnnounce(42, 4, 3, 4), "a shallower read is answered at once");
        assertEquals(List.of(), slice.release(42, 4), "only the announced search releases");
        List<TableSlice.Waiter> waiters = slice.release(42, 5);
        assertEquals(List.of(new TableSlice.Waiter(1, 2), new TableSlice.Waiter(2, 3)), waiters);
        assertEquals(0, slice.pendingSearches());
    }

    @Test
    void ownersSpreadOverTheMachine() {
        int[] count = new int[8];
        for (long k = 0; k < 8000; k++) {
            count[TableSlice.owner(k * 0x9E3779B97F4A7C15L, 8)]++;
        }
        for (int c : count) {
            assertTrue(c > 800 && c < 1200, "owners are balanced: " + java.util.Arrays.toString(count));
        }
        assertThrows(IllegalArgumentException.class, () -> new TableSlice(12));
    }
}

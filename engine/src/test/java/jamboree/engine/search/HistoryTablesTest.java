package jamboree.engine.search;

import jamboree.engine.board.Move;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

/** Move-ordering knowledge handed from one searcher to another (a parallel search's stolen work carries it). */
class HistoryTablesTest {

    private static int move(int from, int to) {
        return Move.of(from, to);
    }

    @Test
    void anotherSearcherAdoptsTheHistoryAndTheKillersBelowAPly() {
        HistoryTables victim = new HistoryTables();
        int a = move(12, 28);
        int b = move(6, 21);
        int c = move(1, 18);
        victim.recordCutoff(3, 4, 1, a, new int[0], new int[0], 0);
        victim.recordCutoff(3, 2, 2, b, new int[0], new int[0], 0);
        victim.recordCutoff(5, 3, 3, c, new int[] {1}, new int[] {a}, 1);

        HistoryTables thief = new HistoryTables();
        int own = move(8, 16);
        thief.recordCutoff(1, 5, 1, own, new int[0], new int[0], 0);
        thief.recordCutoff(4, 5, 1, own, new int[0], new int[0], 0);
        thief.adopt(victim.historySnapshot(), 3, victim.killersFrom(3, 3));

        assertEquals(16 - 9, thief.history(1, Move.to(a)), "the victim's score, bonus 16 less the 9 of c's cutoff");
        assertEquals(4, thief.history(2, Move.to(b)));
        assertEquals(9, thief.history(3, Move.to(c)));
        assertEquals(0, thief.history(1, Move.to(own)), "the thief's own scores are replaced");
        assertEquals(b, thief.killer1(3));
        assertEquals(a, thief.killer2(3));
        assertEquals(Move.NONE, thief.killer1(4), "the victim had no killer at ply 4");
        assertEquals(c, thief.killer1(5));
        assertEquals(own, thief.killer1(1), "plies above the stolen work keep the thief's killers");
    }

    @Test
    void aSnapshotIsACopy() {
        HistoryTables tables = new HistoryTables();
        int[] before = tables.historySnapshot();
        tables.recordCutoff(2, 3, 4, move(10, 20), new int[0], new int[0], 0);
        assertNotSame(before, tables.historySnapshot());
        assertEquals(0, before[(4 << 6) | 20]);
        assertEquals(9, tables.historySnapshot()[(4 << 6) | 20]);
    }

    @Test
    void killersNearTheLastPlyAreCutShort() {
        HistoryTables tables = new HistoryTables();
        assertEquals(4, tables.killersFrom(Searcher.MAX_PLY, 10).length);
        assertArrayEquals(new int[0], tables.killersFrom(Searcher.MAX_PLY + 2, 10));
    }
}

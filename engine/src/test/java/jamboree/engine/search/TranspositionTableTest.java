package jamboree.engine.search;

import jamboree.engine.board.Move;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TranspositionTableTest {
    private static final int E2E4 = Move.of(12, 28, Move.FLAG_DOUBLE_PUSH);
    private static final int G1F3 = Move.of(6, 21);

    @Test
    void sizeIsAPowerOfTwoWithinTheMegabytes() {
        assertEquals(65_536, new TranspositionTable(1).entries());
        assertEquals(65_536 * 2, new TranspositionTable(3).entries());
        TranspositionTable off = new TranspositionTable(0);
        assertFalse(off.enabled());
        off.store(42, 5, 0, E2E4, 10, -100, 100);
        assertEquals(0, off.probe(42));
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(-1));
    }

    @Test
    void storesBoundsFromTheWindow() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(1234, 6, 0, E2E4, 35, -50, 50);
        long exact = table.probe(1234);
        assertEquals(E2E4, TranspositionTable.move(exact));
        assertEquals(6, TranspositionTable.depth(exact));
        assertEquals(35, TranspositionTable.lower(exact, 0));
        assertEquals(35, TranspositionTable.upper(exact, 0));

        table.store(99, 3, 0, G1F3, 80, -50, 50);
        long failHigh = table.probe(99);
        assertEquals(80, TranspositionTable.lower(failHigh, 0));
        assertEquals(Score.INFINITE, TranspositionTable.upper(failHigh, 0));

        table.store(77, 3, 0, Move.NONE, -70, -50, 50);
        long failLow = table.probe(77);
        assertEquals(-Score.INFINITE, TranspositionTable.lower(failLow, 0));
        assertEquals(-70, TranspositionTable.upper(failLow, 0));
        assertEquals(Move.NONE, TranspositionTable.move(failLow));
    }

    @Test
    void boundsOfEqualDepthAreMergedAndTheHintKept() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(5, 4, 0, E2E4, 20, -100, 10);      // lower bound 20
        table.store(5, 4, 0, Move.NONE, 60, 60, 200);  // upper bound 60
        long data = table.probe(5);
        assertEquals(20, TranspositionTable.lower(data, 0));
        assertEquals(60, TranspositionTable.upper(data, 0));
        assertEquals(E2E4, TranspositionTable.move(data));
    }

    @Test
    void deeperEntriesStayAndEqualDepthsGoToTheNewer() {
        TranspositionTable table = new TranspositionTable(1);
        long a = 7;
        long b = 7 + (1L << 40);   // same slot, other check bits
        table.store(a, 8, 0, E2E4, 1, -10, 10);
        table.store(b, 5, 0, G1F3, 2, -10, 10);
        assertTrue(table.probe(a) != 0, "a shallower entry must not evict a deeper one");
        assertEquals(0, table.probe(b));
        table.store(b, 8, 0, G1F3, 2, -10, 10);
        assertEquals(0, table.probe(a), "of equal depths the newer stays");
        assertEquals(G1F3, TranspositionTable.move(table.probe(b)));
        // An entry of an earlier search is always replaceable.
        table.newSearch();
        table.store(a, 1, 0, E2E4, 3, -10, 10);
        assertEquals(E2E4, TranspositionTable.move(table.probe(a)));
    }

    @Test
    void sameKeyKeepsTheDeeperBoundsButTakesTheNewMove() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(11, 9, 0, E2E4, 40, -100, 100);
        table.store(11, 2, 0, G1F3, -5, -100, 100);
        long data = table.probe(11);
        assertEquals(9, TranspositionTable.depth(data));
        assertEquals(40, TranspositionTable.lower(data, 0));
        assertEquals(G1F3, TranspositionTable.move(data));
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        TranspositionTable table = new TranspositionTable(1);
        // Found at ply 3: mate in 5 plies from the root is mate in 2 plies from this node.
        table.store(3, 4, 3, E2E4, Score.mateIn(5), -Score.INFINITE, Score.INFINITE);
        long data = table.probe(3);
        assertEquals(Score.mateIn(5), TranspositionTable.lower(data, 3));
        assertEquals(Score.mateIn(2), TranspositionTable.lower(data, 0));
        assertEquals(Score.mateIn(7), TranspositionTable.upper(data, 5));
        table.store(4, 4, 2, E2E4, Score.matedIn(6), -Score.INFINITE, Score.INFINITE);
        assertEquals(Score.matedIn(4), TranspositionTable.upper(table.probe(4), 0));
    }

    @Test
    void hashFullCountsEntriesOfTheCurrentSearch() {
        TranspositionTable table = new TranspositionTable(1);
        assertEquals(0, table.hashFull());
        for (int i = 0; i < 500; i++) {
            table.store(i, 1, 0, E2E4, 0, -1, 1);
        }
        assertEquals(500, table.hashFull());
        table.newSearch();
        assertEquals(0, table.hashFull());
        table.clear();
        assertEquals(0, table.probe(3));
    }
}

package jamboree.machine.sim;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeHeapTest {

    @Test
    void popsInKeyThenNodeOrderAfterRandomUpdates() {
        int n = 200;
        NodeHeap heap = new NodeHeap(n);
        long[] key = new long[n];
        Random random = new Random(7);
        for (int i = 0; i < n; i++) {
            key[i] = random.nextInt(50);
            heap.put(i, key[i]);
        }
        for (int k = 0; k < 500; k++) {
            int i = random.nextInt(n);
            key[i] = random.nextInt(50);
            heap.put(i, key[i]);
        }
        List<Integer> order = new ArrayList<>();
        while (!heap.isEmpty()) {
            order.add(heap.pop());
        }
        assertEquals(n, order.size());
        for (int i = 1; i < n; i++) {
            int a = order.get(i - 1);
            int b = order.get(i);
            assertTrue(key[a] < key[b] || (key[a] == key[b] && a < b), "order at " + i);
        }
        assertFalse(heap.contains(3));
    }

    @Test
    void keysNearTheLimitKeepTheirOrderAndTiesGoToTheLowerNode() {
        NodeHeap heap = new NodeHeap(512);
        long top = heap.keyLimit() - 1;
        assertEquals(1L << 54, heap.keyLimit());
        heap.put(511, top);
        heap.put(0, top);
        heap.put(7, top - 1);
        heap.put(300, 0);
        heap.put(300, top);
        assertEquals(top - 1, heap.minKey());
        assertEquals(top, heap.keyOf(300));
        assertEquals(List.of(7, 0, 300, 511), List.of(heap.pop(), heap.pop(), heap.pop(), heap.pop()));
        assertTrue(heap.isEmpty());
    }

    @Test
    void aKeyBeyondTheLimitIsRefusedAndLeavesTheHeapAsItWas() {
        NodeHeap heap = new NodeHeap(16384);
        heap.put(3, 10);
        assertThrows(IllegalStateException.class, () -> heap.put(4, heap.keyLimit()));
        assertThrows(IllegalStateException.class, () -> heap.put(3, -1));
        assertEquals(1, heap.size());
        assertEquals(10, heap.keyOf(3));
        assertFalse(heap.contains(4));
    }
}

package jamboree.machine.sim;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
}

package jamboree.machine.sim;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class IntTableTest {

    @Test
    void agreesWithAHashMapThroughRandomAddsAndRemoves() {
        IntTable<String> table = new IntTable<>();
        Map<Integer, String> reference = new HashMap<>();
        Random random = new Random(11);
        for (int step = 0; step < 200_000; step++) {
            // Few distinct keys, so that runs of probes form and removals have to close gaps inside them.
            int key = random.nextInt(step < 100_000 ? 64 : 5000);
            if (reference.containsKey(key)) {
                assertEquals(reference.get(key), table.get(key));
                if (random.nextBoolean()) {
                    table.remove(key);
                    reference.remove(key);
                }
            } else {
                assertNull(table.get(key));
                String value = "v" + step;
                table.add(key, value);
                reference.put(key, value);
            }
            assertEquals(reference.size(), table.size());
        }
        for (Map.Entry<Integer, String> e : reference.entrySet()) {
            assertEquals(e.getValue(), table.get(e.getKey()));
        }
    }

    @Test
    void removingAnAbsentKeyChangesNothing() {
        IntTable<String> table = new IntTable<>();
        table.add(3, "three");
        table.remove(4);
        assertEquals(1, table.size());
        assertEquals("three", table.get(3));
    }

    @Test
    void aNegativeKeyIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new IntTable<String>().add(-1, "x"));
    }
}

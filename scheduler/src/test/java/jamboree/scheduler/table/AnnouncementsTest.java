package jamboree.scheduler.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnnouncementsTest {

    @Test
    void behavesAsAMapFromKeyToDepthAndWaitersUnderRandomAnnouncementsAndRemovals() {
        Random random = new Random(5);
        Announcements table = new Announcements();
        Map<Long, Integer> depths = new HashMap<>();
        Map<Long, List<TableSlice.Waiter>> waiting = new HashMap<>();
        // A small key space, so that keys come back after removal and probe chains form and break up.
        long[] space = new long[300];
        for (int i = 0; i < space.length; i++) {
            space[i] = i == 0 ? 0 : random.nextLong();
        }
        for (int op = 0; op < 100_000; op++) {
            long key = space[random.nextInt(random.nextInt(10) == 0 ? space.length : 60)];
            int slot = table.find(key);
            assertEquals(depths.containsKey(key), slot >= 0, "op " + op);
            switch (random.nextInt(3)) {
                case 0 -> {
                    if (slot < 0) {
                        int depth = random.nextInt(8);
                        table.announce(key, depth);
                        depths.put(key, depth);
                        waiting.put(key, new ArrayList<>());
                    }
                }
                case 1 -> {
                    if (slot >= 0) {
                        assertEquals(depths.get(key), table.depth(slot));
                        TableSlice.Waiter w = new TableSlice.Waiter(random.nextInt(64), random.nextLong());
                        table.addWaiter(slot, w);
                        waiting.get(key).add(w);
                    }
                }
                default -> {
                    if (slot >= 0) {
                        assertEquals(waiting.remove(key), table.remove(slot));
                        depths.remove(key);
                    }
                }
            }
            assertEquals(depths.size(), table.size());
            if (op % 20_000 == 19_999) {
                table.clear();
                depths.clear();
                waiting.clear();
                assertEquals(0, table.size());
            }
        }
        for (Map.Entry<Long, Integer> e : depths.entrySet()) {
            int slot = table.find(e.getKey());
            assertTrue(slot >= 0);
            assertEquals(e.getValue(), table.depth(slot));
        }
    }
}

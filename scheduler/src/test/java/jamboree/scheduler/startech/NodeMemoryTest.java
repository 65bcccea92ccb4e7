package jamboree.scheduler.startech;

import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.table.TableRecycler;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class NodeMemoryTest {

    @Test
    void givesItsTablesBackToTheirStoreAndServesNoFurtherSearch() {
        SchedulerConfig config = SchedulerConfig.load();
        TableRecycler recycler = TableRecycler.holdingStrongly(1L << 30);
        NodeMemory memory = new NodeMemory(config, null, null, 0, recycler);
        var leafTable = memory.leafTable();
        memory.slice.update(12345, 3, 0, -5, 5);
        memory.giveBackTables();
        long sliceBytes = (long) config.tableEntriesPerNode() * 2 * Long.BYTES;
        assertEquals(sliceBytes + leafTable.entries() * 16, recycler.keptBytes(), "the slice's words and the leaf table");
        assertEquals(0, memory.globalTableEntry(12345));
        assertThrows(IllegalStateException.class, memory::searcher);
        NodeMemory next = new NodeMemory(config, null, null, 1, recycler);
        assertSame(leafTable, next.leafTable(), "the next node's leaf table is the one given back");
    }
}

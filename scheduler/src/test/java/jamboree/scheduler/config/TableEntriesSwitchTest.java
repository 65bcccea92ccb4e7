package jamboree.scheduler.config;

import com.typesafe.config.ConfigFactory;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TableEntriesSwitchTest {

    @Test
    void theGlobalTablesEntriesPerNodeAreASwitchWhoseDefaultIsTheFormerValue() {
        SchedulerConfig defaults = SchedulerConfig.load();
        assertEquals(8192, defaults.tableEntriesPerNode());
        assertEquals(8192, defaults.get(Switch.TABLE_ENTRIES_PER_NODE));
        assertEquals(2048, defaults.with(Switch.TABLE_ENTRIES_PER_NODE, 2048).tableEntriesPerNode());
        assertEquals(1 << 17, SwitchValues.NONE.with(Switch.TABLE_ENTRIES_PER_NODE, "131072").applyTo(defaults)
                .tableEntriesPerNode());
    }

    @Test
    void aSizeThatIsNotAPowerOfTwoIsRefusedNamingTheSwitch() {
        SchedulerConfig c = SchedulerConfig.load();
        assertEquals("table-entries-per-node must be a power of two, got 8193",
                assertThrows(IllegalArgumentException.class, () -> c.with(Switch.TABLE_ENTRIES_PER_NODE, 8193))
                        .getMessage());
        assertEquals("--table-entries-per-node must be a power of two, got 1000",
                assertThrows(IllegalArgumentException.class, () -> Switch.TABLE_ENTRIES_PER_NODE.parse(
                        "--table-entries-per-node", "1000")).getMessage());
        assertEquals("jamboree.scheduler.table-entries-per-node must be a power of two, got 3",
                assertThrows(IllegalArgumentException.class, () -> SchedulerConfig.from(ConfigFactory.parseString(
                        "jamboree.scheduler.table-entries-per-node = 3"))).getMessage());
    }

    @Test
    void aTotalSpreadsOverTheNodesAndNoTotalLeavesTheEntriesPerNode() {
        SchedulerConfig defaults = SchedulerConfig.load();
        assertEquals(0, defaults.tableEntriesTotal());
        assertEquals(8192, defaults.tableEntriesPerNodeOn(1));
        assertEquals(8192, defaults.tableEntriesPerNodeOn(512));
        SchedulerConfig thesis = defaults.with("table-entries-total", 1 << 26);
        assertEquals(1 << 26, thesis.tableEntriesPerNodeOn(1));
        assertEquals(1 << 25, thesis.tableEntriesPerNodeOn(2));
        assertEquals(1 << 17, thesis.tableEntriesPerNodeOn(512));
        // Not a power of two: rounded down, so the machine holds at most the total.
        assertEquals(1 << 19, thesis.tableEntriesPerNodeOn(100));
        assertEquals(1, defaults.with("table-entries-total", 4).tableEntriesPerNodeOn(16), "at least one entry");
        assertEquals(8192, thesis.tableEntriesPerNode(), "the per-node value itself is untouched");
    }

    @Test
    void aTotalThatIsNotAPowerOfTwoIsRefused() {
        assertEquals("jamboree.scheduler.table-entries-total must be 0 or a power of two, got 1000",
                assertThrows(IllegalArgumentException.class, () -> SchedulerConfig.load()
                        .with("table-entries-total", 1000)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SchedulerConfig.load().tableEntriesPerNodeOn(0));
    }
}

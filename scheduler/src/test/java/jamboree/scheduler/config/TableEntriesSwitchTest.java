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
}

package jamboree.scheduler.startech;

import jamboree.engine.search.TranspositionTable;
import jamboree.machine.MachineType;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The native machine's nodes share one table for their leaf searches; the simulated CM-5's nodes keep their own. */
class NativeLeafTableTest {
    private static final long KEY = 0x1234_5678_9abc_def1L;

    @Test
    void theNativeMachineSharesOneTableAsLargeAsTheNodesOwnTablesTogether() {
        SchedulerConfig config = SchedulerConfig.load().with("leaf-table-megabytes", 2);
        TranspositionTable shared = NativeLeafTable.of(MachineType.NATIVE, 4, config);
        assertEquals(new TranspositionTable(8).entries(), shared.entries());
    }

    @Test
    void theSimulatedMachineTheSwitchOffAndNoLeafTableKeepTablesPerNode() {
        SchedulerConfig config = SchedulerConfig.load();
        assertNull(NativeLeafTable.of(MachineType.SIMULATED, 4, config));
        assertNull(NativeLeafTable.of(MachineType.NATIVE, 4, config.with("native-shared-table", false)));
        assertNull(NativeLeafTable.of(MachineType.NATIVE, 4, config.with("leaf-table-megabytes", 0)));
    }

    @Test
    void whatOneNodeStoresAnotherFindsAndANewSearchKeepsIt() {
        SchedulerConfig config = SchedulerConfig.load();
        TranspositionTable shared = NativeLeafTable.of(MachineType.NATIVE, 2, config);
        NodeMemory a = new NodeMemory(config, shared, null, 0);
        NodeMemory b = new NodeMemory(config, shared, null, 0);
        assertSame(a.leafTable(), b.leafTable());
        a.leafTable().store(KEY, 5, 0, 0, 42, 0, 100);
        assertNotEquals(0L, b.leafTableEntry(KEY));
        // The owner (ParallelSearch) starts the shared table's searches once; the nodes must not clear it.
        a.newSearch();
        b.newSearch();
        assertNotEquals(0L, b.leafTableEntry(KEY));
        a.clear();
        assertNotEquals(0L, a.leafTableEntry(KEY), "a node's clear leaves the table to its owner");
    }

    @Test
    void withoutASharedTableEachNodeHasItsOwn() {
        SchedulerConfig config = SchedulerConfig.load();
        NodeMemory a = new NodeMemory(config);
        NodeMemory b = new NodeMemory(config);
        a.leafTable().store(KEY, 5, 0, 0, 42, 0, 100);
        assertNotEquals(0L, a.leafTableEntry(KEY));
        assertEquals(0L, b.leafTableEntry(KEY));
    }
}

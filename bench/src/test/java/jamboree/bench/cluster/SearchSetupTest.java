package jamboree.bench.cluster;

import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A member searches only machines its heap builds as the bench's JVM does. */
class SearchSetupTest {

    private static final long GB = 1L << 30;
    /** The thesis's scale: 2^26 entries in all, 2^17 (2 MB) on each of 512 nodes beside a 1 MB leaf table. */
    private static final SchedulerConfig THESIS_TABLE = SchedulerConfig.load().with("table-entries-total", 1 << 26);

    private static TrialRequest onNodes(int processors) {
        return new TrialRequest("kaufman", SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0), 8,
                processors, Settings.BASELINE, 1, false);
    }

    private static SearchSetup benchWith(long budget) {
        return new SearchSetup(SearchSetup.of(MachineConfig.load()).hocon(), budget);
    }

    @Test
    void aMemberWhoseHeapWouldCutTheTablesRefusesSayingWhy() {
        // 512 nodes of 2 MB of table, a 1 MB leaf table and the machine's own: about 1.6 GB, which 3 GB hold.
        Optional<String> refused = benchWith(3 * GB).memoryMismatch(onNodes(512), THESIS_TABLE, GB);
        assertTrue(refused.isPresent());
        assertTrue(refused.get().startsWith("this member's heap leaves 1024 MB for a machine and its tables where the"
                + " bench's leaves 3072 MB, so its 512-node machine would not be the bench's (the memory of 512"
                + " nodes (about "), refused.get());
        assertTrue(refused.get().endsWith("start the member with the bench's heap (JAMBOREE_JAVA_OPTS with the same"
                + " -Xmx)"), refused.get());
    }

    @Test
    void aMemberWhoseHeapWouldKeepTablesTheBenchCutsRefusesToo() {
        Optional<String> refused = benchWith(GB).memoryMismatch(onNodes(512), THESIS_TABLE, 3 * GB);
        assertTrue(refused.isPresent());
        assertTrue(refused.get().contains("(the bench's: the memory of 512 nodes"), refused.get());
    }

    @Test
    void aMemberKeepsTheBenchsSimulationThreadsUnlessItAsksForOnePerCore() {
        assertEquals(1, SearchSetup.of(MachineConfig.load()).source(3).machineConfig().simulationThreads(),
                "the default, one thread");
        assertEquals(2, SearchSetup.of(MachineConfig.load().withSimulationThreads(2)).source(3).machineConfig()
                .simulationThreads(), "a count the bench names");
        assertEquals(3, SearchSetup.of(MachineConfig.load().withSimulationThreads(0)).source(3).machineConfig()
                .simulationThreads(), "one per core: the member's share of its cores");
    }

    @Test
    void machinesBuiltTheSameWayOnBothSidesAreSearched() {
        assertEquals(Optional.empty(), benchWith(3 * GB).memoryMismatch(onNodes(512), THESIS_TABLE, 6 * GB),
                "both hold the tables whole");
        assertEquals(Optional.empty(), benchWith(3 * GB).memoryMismatch(onNodes(1), THESIS_TABLE, 2 * GB),
                "one node with the whole 1 GB table fits both");
        assertEquals(Optional.empty(), benchWith(GB).memoryMismatch(onNodes(512), THESIS_TABLE, GB),
                "cut alike");
        assertEquals(Optional.empty(), benchWith(3 * GB).memoryMismatch(onNodes(512),
                SchedulerConfig.load().with(Switch.TABLE_ENTRIES_PER_NODE, 8192), GB),
                "the default bench's 128 KB per node: 512 nodes fit in a gigabyte");
    }
}

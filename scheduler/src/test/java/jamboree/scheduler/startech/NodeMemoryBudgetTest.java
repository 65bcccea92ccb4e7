package jamboree.scheduler.startech;

import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeMemoryBudgetTest {
    private static final long MB = 1 << 20;
    private static final long MACHINE = 32 * 1024;
    private final SchedulerConfig defaults = SchedulerConfig.load();

    @Test
    void aMachineThatFitsKeepsItsConfigurationUntouched() {
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(512, defaults, MACHINE, 1536 * MB);
        assertFalse(fit.changed());
        assertSame(defaults, fit.config(), "the same configuration, so no figure can move");
        assertEquals(512, fit.processors());
    }

    @Test
    void sixteenThousandNodesLoseTheirLeafTablesThenHalveTheirSlices() {
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(16384, defaults, MACHINE, 1536 * MB);
        assertTrue(fit.changed());
        assertEquals(16384, fit.processors(), "a 3 GB heap holds all 16,384 nodes");
        assertEquals(0, fit.config().leafTableMegabytes());
        assertEquals(2048, fit.config().tableEntriesPerNode());
        assertTrue(NodeMemoryBudget.estimate(16384, 2048, 0, MACHINE) <= 1536 * MB);
        assertTrue(NodeMemoryBudget.estimate(16384, 4096, 0, MACHINE) > 1536 * MB, "the largest that fits");
        assertTrue(fit.notes().get(0).contains("2048 global-table entries per node instead of 8192"),
                fit.notes().toString());
    }

    @Test
    void aTinyHeapGetsFewerNodesAndSaysSo() {
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(16384, defaults, MACHINE, 64 * MB);
        assertEquals(NodeMemoryBudget.MIN_ENTRIES, fit.config().tableEntriesPerNode());
        assertTrue(fit.processors() < 16384 && fit.processors() >= 1);
        assertTrue(NodeMemoryBudget.estimate(fit.processors(), NodeMemoryBudget.MIN_ENTRIES, 0, MACHINE) <= 64 * MB);
        assertTrue(fit.notes().get(0).contains(fit.processors() + " nodes instead of 16384"), fit.notes().toString());
    }

    @Test
    void aLargerLeafTableIsHalvedOnlyAsFarAsNeeded() {
        SchedulerConfig big = defaults.with("leaf-table-megabytes", 8);
        NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(256, big, MACHINE, 1024 * MB);
        assertEquals(2, fit.config().leafTableMegabytes());
        assertEquals(8192, fit.config().tableEntriesPerNode());
    }
}

package jamboree.bench.run;

import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostShareTest {

    private static final long GB = 1L << 30;

    @Test
    void theCoresAreDividedAmongTheJobs() {
        assertEquals(2, new HostShare(1, 2, GB).machineThreads(), "one job: the machine has every core, as before");
        assertEquals(1, new HostShare(2, 2, GB).machineThreads());
        assertEquals(1, new HostShare(5, 2, GB).machineThreads(), "at least one thread");
        assertEquals(4, new HostShare(2, 8, GB).machineThreads());
        assertEquals(2, new HostShare(3, 8, GB).machineThreads());
    }

    @Test
    void theDefaultIsOneJobPerCore() {
        HostShare share = HostShare.of(null);
        assertEquals(Runtime.getRuntime().availableProcessors(), share.jobs());
        assertEquals(1, share.machineThreads());
        assertEquals(3, HostShare.of(3).jobs());
    }

    @Test
    void theMachineGetsItsShareUnlessItsThreadsAreConfigured() {
        MachineConfig perCore = MachineConfig.load().with("simulation.threads", 0);
        assertEquals(1, new HostShare(2, 2, GB).machineFor(perCore).simulationThreads());
        assertEquals(3, new HostShare(2, 6, GB).machineFor(perCore).simulationThreads());
        MachineConfig fixed = MachineConfig.load().with("simulation.threads", 5);
        assertEquals(5, new HostShare(2, 2, GB).machineFor(fixed).simulationThreads(), "an explicit count is kept");
    }

    @Test
    void theBudgetKeepsTheLargestMachinesApartInTheLaunchersHeap() {
        long small = new HostShare(2, 2, 3 * GB).budget();
        long large = new HostShare(2, 2, 6 * GB).budget();
        long defaultTable = 8192L * 16;
        long onePer512 = HostShare.weight(512, 512 * defaultTable);
        assertEquals(512 * HostShare.BYTES_PER_NODE, onePer512, "the defaults' table weighs less than the nodes");
        assertTrue(2 * onePer512 > small, "in 3 GB a search on 512 nodes runs alone");
        assertTrue(2 * HostShare.weight(256, 256 * defaultTable) <= small, "and two on 256 together");
        assertTrue(2 * onePer512 <= large, "with 6 GB two of 512 nodes run together");
        assertEquals(HostShare.BYTES_PER_NODE, HostShare.weight(0, 0), "at least one node");
    }

    @Test
    void aTableOfTheThesisSizeWeighsTwiceItsBytesOnEveryMachine() {
        long table = (1L << 26) * 16;
        assertEquals(2 * table, HostShare.weight(1, table));
        assertEquals(2 * table, HostShare.weight(256, table));
        assertEquals(512 * HostShare.BYTES_PER_NODE, HostShare.weight(512, table), "the nodes weigh more");
        long small = new HostShare(2, 2, 3 * GB).budget();
        assertTrue(2 * HostShare.weight(1, table) > small, "in 3 GB two searches with the whole table do not meet");
        assertTrue(2 * HostShare.weight(1, table) <= new HostShare(2, 2, 6 * GB).budget());
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new HostShare(0, 2, GB));
        assertThrows(IllegalArgumentException.class, () -> new HostShare(1, 0, GB));
        assertThrows(IllegalArgumentException.class, () -> new HostShare(1, 2, 0));
    }
}

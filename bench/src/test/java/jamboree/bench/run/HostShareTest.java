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
    void theNodeBudgetKeepsTheLargestMachinesApartInTheLaunchersHeap() {
        long budget = new HostShare(2, 2, 3 * GB).nodeBudget();
        assertTrue(budget >= 256 + 256 && budget < 512 + 64, "budget " + budget);
        assertTrue(new HostShare(2, 2, 6 * GB).nodeBudget() >= 1024, "with 6 GB two of 512 nodes run together");
        assertEquals(1, new HostShare(2, 2, 1).nodeBudget(), "at least one node");
        assertTrue(HostShare.of(null).nodeBudget() >= 1);
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new HostShare(0, 2, GB));
        assertThrows(IllegalArgumentException.class, () -> new HostShare(1, 0, GB));
        assertThrows(IllegalArgumentException.class, () -> new HostShare(1, 2, 0));
    }
}

package jamboree.bench.run;

import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class HostShareTest {

    @Test
    void theCoresAreDividedAmongTheJobs() {
        assertEquals(2, new HostShare(1, 2).machineThreads(), "one job: the machine has every core, as before");
        assertEquals(1, new HostShare(2, 2).machineThreads());
        assertEquals(1, new HostShare(5, 2).machineThreads(), "at least one thread");
        assertEquals(4, new HostShare(2, 8).machineThreads());
        assertEquals(2, new HostShare(3, 8).machineThreads());
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
        assertEquals(1, new HostShare(2, 2).machineFor(perCore).simulationThreads());
        assertEquals(3, new HostShare(2, 6).machineFor(perCore).simulationThreads());
        MachineConfig fixed = MachineConfig.load().with("simulation.threads", 5);
        assertEquals(5, new HostShare(2, 2).machineFor(fixed).simulationThreads(), "an explicit count is kept");
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new HostShare(0, 2));
        assertThrows(IllegalArgumentException.class, () -> new HostShare(1, 0));
    }
}

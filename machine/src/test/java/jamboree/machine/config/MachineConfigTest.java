package jamboree.machine.config;

import com.typesafe.config.ConfigFactory;
import jamboree.machine.accounting.NodeAccount;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MachineConfigTest {

    @Test
    void aRunHasOneSimulationThreadUnlessAskedForOnePerCore() {
        assertEquals(1, MachineConfig.load().simulationThreads());
        assertEquals(Runtime.getRuntime().availableProcessors(),
                MachineConfig.load().withSimulationThreads(0).simulationThreads());
        assertEquals(3, MachineConfig.load().withSimulationThreads(3).simulationThreads());
    }

    @Test
    void defaultsComeFromTheSeeds() {
        MachineConfig c = MachineConfig.load();
        assertEquals(33_000_000, c.clockHz());
        assertEquals(37, c.network().sendCycles());
        assertEquals(60, c.network().receiveCycles());
        assertEquals(7, c.network().emptyPollCycles());
        assertEquals(20, c.network().packetBytes());
        assertEquals(16, c.network().payloadBytes());
        assertEquals(165, c.control().barrier());
        assertEquals(198, c.control().reduction());
        assertEquals(396, c.control().broadcast());
        assertEquals(2, c.network().packetsFor(17));
        assertEquals(1, c.network().packetsFor(0));
    }

    @Test
    void everyParameterCanBeOverridden() {
        MachineConfig c = MachineConfig.from(ConfigFactory.parseString(
                "jamboree.machine { clock-hz = 40000000, network.neighbour-latency = 2us, control.barrier = 4us }"));
        assertEquals(40_000_000, c.clockHz());
        assertEquals(80, c.network().neighbourLatency());
        assertEquals(160, c.control().barrier());
        assertEquals(40, c.with("network.send-cycles", 40).network().sendCycles());
        assertEquals(512, c.withProcessors(512).processors());
    }

    @Test
    void theTimelineIsKeptUnlessTurnedOff() {
        MachineConfig c = MachineConfig.load();
        assertEquals(100_000, c.timelineBucketCycles());
        assertEquals(NodeAccount.NO_TIMELINE, c.withTimeline(false).timelineBucketCycles());
        assertEquals(NodeAccount.NO_TIMELINE, c.with("accounting.timeline", "off").timelineBucketCycles());
        assertEquals(100_000, c.withTimeline(false).withTimeline(true).timelineBucketCycles());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> c.with("accounting.timeline", "sometimes"));
        assertTrue(e.getMessage().contains("accounting.timeline"), e.getMessage());
    }

    @Test
    void badValuesAreClearErrors() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MachineConfig.load().with("network.receive-cycles", 0));
        assertTrue(e.getMessage().contains("jamboree.machine.network.receive-cycles"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MachineConfig.load().with("control.barrier", "soon"));
        assertTrue(e.getMessage().contains("barrier"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MachineConfig.load().with("control.barrier", "1us"));
        assertTrue(e.getMessage().contains("lookahead") || e.getMessage().contains("minimum"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MachineConfig.load().with("network.sendcycles", 40));
        assertTrue(e.getMessage().contains("unknown machine parameter 'network.sendcycles'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MachineConfig.load().withSimulationThreads(-2));
        assertTrue(e.getMessage().contains("simulation.threads must be 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MachineConfig.load().with("network..x", 1));
        assertTrue(e.getMessage().contains("network..x"), e.getMessage());
    }
}

package jamboree.bench.run;

import com.typesafe.config.ConfigFactory;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MachineChangesTest {

    @Test
    void theReferenceMachineChangesNothing() {
        assertEquals(Map.of(), MachineChanges.of(MachineConfig.load()));
    }

    @Test
    void whatARunSetIsRecordedButNotWhatEachSearchOrTheHostSets() {
        MachineConfig run = MachineConfig.load().with(Map.of("network.send-cycles", "40",
                "control.barrier", "7us", "network.receive-cycles", 60))
                .withSeed(9).withProcessors(512).withSimulationThreads(2).with("native.threads", 3)
                .with("pekko.loglevel", "DEBUG");
        // The receive cost set to its reference value is no change; a value given as text compares as a number would.
        assertEquals(Map.of("control.barrier", "7us", "network.send-cycles", "40"), MachineChanges.of(run));
        assertEquals(Map.of("network.send-cycles", "40"),
                MachineChanges.of(MachineConfig.load().with("network.send-cycles", 40)));
    }

    @Test
    void aValueWrittenOtherwiseThanTheReferencesIsNoChange() {
        // The reference says "on", 5us and 8.6; a -D or --set value arrives as text.
        MachineConfig same = MachineConfig.load().with(Map.of("simulation.topology-lookahead", "true",
                "control.barrier", "5000ns", "network.capacity-base-packets", "8.60"));
        assertEquals(Map.of(), MachineChanges.of(same));
        MachineConfig changed = MachineConfig.load().with(Map.of("simulation.topology-lookahead", "false",
                "control.barrier", "5001ns"));
        assertEquals(Map.of("control.barrier", "5001ns", "simulation.topology-lookahead", "false"),
                MachineChanges.of(changed));
    }

    @Test
    void aKeyTheMachineDoesNotHaveIsNoChangeOfIt() {
        MachineConfig typo = MachineConfig.from(ConfigFactory.parseString(
                "jamboree.machine.network.send-cylces = 40\njamboree.machine.network.send-cycles = 41"));
        assertEquals(Map.of("network.send-cycles", "41"), MachineChanges.of(typo));
    }

    @Test
    void theHostsKeysAreItsThreadsAndLogging() {
        assertTrue(MachineChanges.hostOnly("simulation.threads"));
        assertTrue(MachineChanges.hostOnly("native.threads"));
        assertTrue(MachineChanges.hostOnly("pekko.loglevel"));
        assertFalse(MachineChanges.hostOnly("simulation.throughput"));
        assertFalse(MachineChanges.hostOnly("seed"));
    }
}

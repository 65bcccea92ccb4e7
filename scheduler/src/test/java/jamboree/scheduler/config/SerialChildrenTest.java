package jamboree.scheduler.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The children searched in order per machine, and an explicit setting overriding the machine's choice. */
class SerialChildrenTest {
    private static final int PER_MACHINE = SerialChildren.PER_MACHINE;

    @Test
    void theDefaultsLetTheMachineChoose() {
        SchedulerConfig defaults = SchedulerConfig.load();
        assertEquals(PER_MACHINE, defaults.serializationChildren());
        assertEquals(PER_MACHINE, defaults.pvSerialChildren());
    }

    @Test
    void theSimulatedMachineTakesTheThesissOneAndNone() {
        assertEquals(1, SerialChildren.serialization(PER_MACHINE, false));
        assertEquals(0, SerialChildren.principalVariation(PER_MACHINE, false));
    }

    @Test
    void realThreadsTakeThreeAndThree() {
        assertEquals(3, SerialChildren.serialization(PER_MACHINE, true));
        assertEquals(3, SerialChildren.principalVariation(PER_MACHINE, true));
    }

    @Test
    void anExplicitCountOverridesEveryMachinesChoice() {
        for (boolean realThreads : new boolean[] {false, true}) {
            assertEquals(0, SerialChildren.principalVariation(0, realThreads));
            assertEquals(2, SerialChildren.principalVariation(2, realThreads));
            assertEquals(1, SerialChildren.serialization(1, realThreads));
            assertEquals(5, SerialChildren.serialization(5, realThreads));
        }
        assertEquals(2, SchedulerConfig.load().with(Switch.SERIALIZATION_CHILDREN, 2).serializationChildren());
    }

    @Test
    void belowPerMachineIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SerialChildren.serialization(-2, false));
        assertEquals("pv-serial-children must be at least -1, got -2", assertThrows(IllegalArgumentException.class,
                () -> SchedulerConfig.load().with(Switch.PV_SERIAL_CHILDREN, -2)).getMessage());
    }
}

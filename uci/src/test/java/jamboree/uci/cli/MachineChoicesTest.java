package jamboree.uci.cli;

import jamboree.engine.search.Profile;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the header line of search --machine says the machine chose for the switches left to it. */
class MachineChoicesTest {
    private static final SchedulerConfig DEFAULTS = SchedulerConfig.load();

    @Test
    void theSimulatedMachineAndAClusterTakeTheThesissSerialization() {
        for (MachineKind kind : new MachineKind[] {MachineKind.CM5, MachineKind.CLUSTER}) {
            assertEquals("; chosen by the machine: serialization-children=1 pv-serial-children=0",
                    MachineChoices.of(kind, 64, Profile.STARTECH, DEFAULTS), kind.name());
        }
    }

    @Test
    void theNativeMachineTakesThreeOfEach() {
        assertEquals("; chosen by the machine: serialization-children=3 pv-serial-children=3",
                MachineChoices.of(MachineKind.NATIVE, 2, Profile.STARTECH, DEFAULTS));
    }

    @Test
    void theFullProfileAddsItsSplitDepth() {
        assertEquals("; chosen by the machine: serialization-children=1 pv-serial-children=0 full-split-depth=6",
                MachineChoices.of(MachineKind.CM5, 512, Profile.FULL, DEFAULTS));
        assertEquals("; chosen by the machine: serialization-children=3 pv-serial-children=3 full-split-depth=100",
                MachineChoices.of(MachineKind.NATIVE, 2, Profile.FULL, DEFAULTS));
        assertEquals("; chosen by the machine: serialization-children=3 pv-serial-children=3 full-split-depth=6"
                + " (3 at principal-variation positions)", MachineChoices.of(MachineKind.NATIVE, 4, Profile.FULL,
                DEFAULTS));
    }

    @Test
    void whatTheRunSetsIsNotTheMachinesChoice() {
        SchedulerConfig set = DEFAULTS.with("serialization-children", 2).with("full-split-depth", 4);
        assertEquals("; chosen by the machine: pv-serial-children=0",
                MachineChoices.of(MachineKind.CM5, 16, Profile.FULL, set));
        assertEquals("", MachineChoices.of(MachineKind.CM5, 16, Profile.STARTECH,
                set.with("pv-serial-children", 1)));
        assertEquals("", MachineChoices.of(MachineKind.SERIAL, 1, Profile.STARTECH, DEFAULTS));
    }
}

package jamboree.machine;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Node;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.nativ.NativeMachine;
import jamboree.machine.programs.QuietProgram;
import jamboree.machine.programs.TestActivity;
import jamboree.machine.sim.SimulatedMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class MachinesTest {

    @Test
    void eachTypeMakesItsMachine() {
        MachineConfig config = MachineConfig.load();
        try (Machine sim = Machines.create(MachineType.SIMULATED, config);
             Machine nat = Machines.create(MachineType.NATIVE, config)) {
            assertInstanceOf(SimulatedMachine.class, sim);
            assertInstanceOf(NativeMachine.class, nat);
        }
    }

    /** Node i works i + 1 steps of 10 cycles, then the run ends by quiescence. */
    private static final class Steps extends QuietProgram {
        private int left;

        Steps(int id) {
            left = id + 1;
        }

        @Override
        public boolean step(Node node) {
            if (left == 0) {
                return false;
            }
            node.charge(10, TestActivity.CHESS_WORK);
            return --left > 0;
        }
    }

    @ParameterizedTest
    @EnumSource(MachineType.class)
    void aMadeMachineRunsAProgramToTheEnd(MachineType type) {
        MachineConfig config = MachineConfig.load();
        try (Machine machine = Machines.create(type, config)) {
            MachineReport r = machine.run(5, (id, size) -> new Steps(id), config.cyclesOfMicros(30e6));
            assertEquals(5, r.processors());
            assertEquals(10L * (1 + 2 + 3 + 4 + 5), r.total(TestActivity.CHESS_WORK));
        }
    }
}

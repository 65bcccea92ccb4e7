package jamboree.machine.sim;

import jamboree.machine.config.MachineConfig;
import jamboree.machine.nativ.NativeMachine;
import jamboree.machine.programs.AnswersProgram;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Standard output belongs to the UCI protocol: the machines and their actor systems never write to it. */
class QuietStdoutTest {

    @Test
    void machinesPrintNothingOnStdout() {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            // Two simulation threads, so that the simulated machine starts its actor system too.
            MachineConfig config = MachineConfig.load().withSimulationThreads(2);
            try (SimulatedMachine sim = new SimulatedMachine(config);
                 NativeMachine nat = new NativeMachine(config)) {
                long[][] table = new long[4][AnswersProgram.COLUMNS];
                sim.run(4, (id, p) -> new AnswersProgram(table, id), Long.MAX_VALUE);
                nat.run(4, (id, p) -> new AnswersProgram(table, id), config.cyclesOfMicros(10e6));
            }
        } finally {
            System.setOut(original);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }
}

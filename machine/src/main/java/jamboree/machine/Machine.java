package jamboree.machine;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;

/**
 * A machine that runs one program per node: the simulated CM-5 or the native machine. Both give the programs
 * the same {@link jamboree.machine.api.Node} API.
 */
public interface Machine extends AutoCloseable {

    /**
     * Runs a program on {@code processors} nodes until a node halts, nothing is left to happen, or
     * {@code timeLimit} cycles have passed.
     *
     * @throws MachineException if a program throws or breaks a rule of the machine
     */
    MachineReport run(int processors, ProgramFactory programs, long timeLimit);

    /** Releases the host threads. */
    @Override
    void close();
}

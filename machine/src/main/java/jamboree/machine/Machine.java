package jamboree.machine;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;

/**
 * A machine that runs one program per node: the simulated CM-5 or the native machine, made by
 * {@link Machines#create}. Both give the programs the same {@link jamboree.machine.api.Node} API, and both hand
 * back what each program left behind in the report ({@link MachineReport#result}), so that the caller keeps no
 * handle on the programs.
 */
public interface Machine extends AutoCloseable {

    /**
     * Runs a program on {@code processors} nodes until a node halts, nothing is left to happen, or
     * {@code timeLimit} cycles have passed. The factory is called once per node before any node starts.
     *
     * @throws MachineException if a program throws or breaks a rule of the machine
     */
    MachineReport run(int processors, ProgramFactory programs, long timeLimit);

    /** Releases the host threads. */
    @Override
    void close();
}

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

    /** Refuses a run of no node or without a positive time limit, the same way on every machine. */
    static void checkRun(int processors, long timeLimit) {
        if (processors < 1) {
            throw new IllegalArgumentException("a machine needs at least one node, got " + processors);
        }
        if (timeLimit <= 0) {
            throw new IllegalArgumentException("the time limit must be positive, got " + timeLimit);
        }
    }

    /** Releases the host threads. */
    @Override
    void close();
}

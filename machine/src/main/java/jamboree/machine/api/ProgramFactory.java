package jamboree.machine.api;

/** Creates the program of each node; called once per node before the machine starts. */
@FunctionalInterface
public interface ProgramFactory {

    NodeProgram create(int nodeId, int machineSize);
}

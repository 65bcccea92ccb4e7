package jamboree.machine.cluster.nodes;

import jamboree.machine.api.NodeProgram;
import jamboree.machine.cluster.CborMessage;

/**
 * How a member that hosts nodes for others builds their programs from a {@link RemoteProgramFactory#description()}.
 * Called on the member's own threads, once per hosted node and run.
 */
@FunctionalInterface
public interface ProgramResolver {

    /**
     * The program of node {@code nodeId} of a {@code machineSize}-node run described by {@code description}.
     *
     * @throws IllegalArgumentException if the description is not one this resolver understands
     */
    NodeProgram resolve(CborMessage description, int nodeId, int machineSize);
}

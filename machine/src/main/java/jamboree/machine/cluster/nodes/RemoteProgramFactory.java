package jamboree.machine.cluster.nodes;

import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.CborMessage;

import java.util.function.BooleanSupplier;

/**
 * A program factory that can also describe its programs to another JVM. The cluster machine creates the programs
 * of its own member's nodes with {@link #create}, as every machine does, and sends {@link #description()} to the
 * members that host the other nodes, whose {@link ProgramResolver} turns it into the same program.
 */
public interface RemoteProgramFactory extends ProgramFactory {

    /** What a member needs to build the program of any node of this run; a record of plain values. */
    CborMessage description();

    /**
     * Whether the run has been stopped from outside. The programs on other members cannot see a flag of this JVM,
     * so the machine looks at it and ends the run itself (as a halt) once it turns true.
     */
    default boolean stopped() {
        return false;
    }

    /** A factory that creates locally with {@code local} and describes itself to other members as {@code description}. */
    static RemoteProgramFactory of(CborMessage description, ProgramFactory local) {
        return of(description, local, () -> false);
    }

    /** As {@link #of(CborMessage, ProgramFactory)}, with the run's stop signal. */
    static RemoteProgramFactory of(CborMessage description, ProgramFactory local, BooleanSupplier stop) {
        return new RemoteProgramFactory() {
            @Override
            public CborMessage description() {
                return description;
            }

            @Override
            public boolean stopped() {
                return stop.getAsBoolean();
            }

            @Override
            public NodeProgram create(int nodeId, int machineSize) {
                return local.create(nodeId, machineSize);
            }
        };
    }
}

package jamboree.machine.cluster.nodes;

import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.CborMessage;

/**
 * A program factory that can also describe its programs to another JVM. The cluster machine creates the programs
 * of its own member's nodes with {@link #create}, as every machine does, and sends {@link #description()} to the
 * members that host the other nodes, whose {@link ProgramResolver} turns it into the same program.
 */
public interface RemoteProgramFactory extends ProgramFactory {

    /** What a member needs to build the program of any node of this run; a record of plain values. */
    CborMessage description();

    /** A factory that creates locally with {@code local} and describes itself to other members as {@code description}. */
    static RemoteProgramFactory of(CborMessage description, ProgramFactory local) {
        return new RemoteProgramFactory() {
            @Override
            public CborMessage description() {
                return description;
            }

            @Override
            public jamboree.machine.api.NodeProgram create(int nodeId, int machineSize) {
                return local.create(nodeId, machineSize);
            }
        };
    }
}

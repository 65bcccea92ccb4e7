package jamboree.machine;

import jamboree.machine.cluster.nodes.ClusterMachine;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.nativ.NativeMachine;
import jamboree.machine.sim.SimulatedMachine;

/**
 * Makes machines. Code outside this module asks here rather than naming an implementation, so that it sees only
 * {@link Machine}, the node API and the report, and a new kind of machine (one spread over a cluster) is one more
 * case here.
 */
public final class Machines {

    private Machines() {
    }

    /** A machine of the given kind; it owns host threads until it is closed. */
    public static Machine create(MachineType type, MachineConfig config) {
        return switch (type) {
            case SIMULATED -> new SimulatedMachine(config);
            case NATIVE -> new NativeMachine(config);
            case CLUSTER -> new ClusterMachine(config);
        };
    }
}

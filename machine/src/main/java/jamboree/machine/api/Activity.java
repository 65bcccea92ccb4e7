package jamboree.machine.api;

/**
 * What a node's cycles were spent on: every cycle of every node is charged to exactly one activity. The machine has
 * its own ({@link MachineActivity}: the data network's overheads and idling); a program names the rest, usually as
 * an enum of its own, so that the machine knows nothing of what its programs do.
 *
 * <p>Implementations must be few and long-lived (enum constants): a node's ledger tells activities apart by identity
 * and keeps one counter for each it has seen.
 */
public interface Activity {

    /** The name used in reports. */
    String label();

    /** Whether these cycles count as useful work in the utilization timeline. */
    boolean isWork();

    /** Whether the node was doing anything at all; only {@link MachineActivity#IDLE} says no. */
    default boolean isBusy() {
        return true;
    }
}

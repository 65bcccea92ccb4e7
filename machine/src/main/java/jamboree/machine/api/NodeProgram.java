package jamboree.machine.api;

/**
 * The program one processing node runs. The machine calls these methods from one thread at a time per node, so
 * an implementation needs no locking for its own state; it must not share mutable state with other nodes'
 * programs (everything between nodes travels as messages), except the one object it offers through
 * {@link #shared()} on a machine whose nodes share memory, under that object's lock.
 */
public interface NodeProgram {

    /** Called once at time 0, before the first step. */
    default void start(Node node) {
    }

    /**
     * Runs one quantum of this node's own work, charging its cost with {@link Node#charge}. Returns whether more
     * work is left; a step that returns {@code true} must charge at least one cycle, so that time advances.
     * A node that has no work returns {@code false} without charging anything: it then idles until something
     * arrives.
     */
    boolean step(Node node);

    /** Handles an active message. Runs at a poll point, atomically with respect to steps and other handlers. */
    void receive(Node node, int source, Side side, Message message);

    /** Handles a result of the control network (barrier completion, reduction, scan, broadcast, router-done). */
    default void control(Node node, ControlResult result) {
    }

    /**
     * The object this node's program puts in memory that the other nodes may read and write directly, on a machine
     * that offers {@link Node#sharedMemory()}; null for nothing. The machine takes it once, after every node's
     * program has been created and before any starts. Other nodes then use it from their own threads while this
     * node runs, so every use of its mutable state, this node's own included, must hold the object's lock (see
     * {@link SharedMemory}). A machine that offers no shared memory never asks.
     */
    default Object shared() {
        return null;
    }

    /**
     * What this node's program leaves behind once the run is over (its share of the answer, its counters), which
     * the machine hands back in {@link jamboree.machine.accounting.MachineReport#results()}; null for nothing. The
     * machine calls it once, after the run has stopped: on the node's own thread, or once all node activity has
     * ended, so it needs no more locking than the other methods. It must not call the node API.
     */
    default Object result() {
        return null;
    }
}

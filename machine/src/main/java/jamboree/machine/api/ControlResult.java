package jamboree.machine.api;

/**
 * What the control network delivers to a node. Combining operations are numbered in the order every node calls
 * them (the same on all nodes), starting at 0; {@code sequence} is that number.
 */
public sealed interface ControlResult {

    /** Every node has entered the split-phase barrier. */
    record BarrierCompleted(long sequence) implements ControlResult {
    }

    /** The combination of every node's value. */
    record Reduced(long sequence, ReduceOp op, long value) implements ControlResult {
    }

    /** This node's share of an exclusive scan. */
    record Scanned(long sequence, ScanDirection direction, ReduceOp op, long value) implements ControlResult {
    }

    /** Every node has called router-done and every packet sent before that has been received. */
    record RouterDone(long sequence) implements ControlResult {
    }

    /** A value broadcast by {@code source} (delivered to every node, the source included). */
    record Broadcast(int source, long value) implements ControlResult {
    }
}

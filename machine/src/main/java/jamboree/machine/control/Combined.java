package jamboree.machine.control;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;

/**
 * A combining operation every node has joined.
 *
 * @param lastEntry the latest time any node joined
 * @param values the result: one value for a reduction, one per node for a scan, none otherwise
 */
public record Combined(long sequence, CombineKind kind, ReduceOp op, ScanDirection direction, long lastEntry,
                       long[] values) {

    /** What node {@code node} receives. */
    public ControlResult resultFor(int node) {
        return switch (kind) {
            case BARRIER -> new ControlResult.BarrierCompleted(sequence);
            case REDUCE -> new ControlResult.Reduced(sequence, op, values[0]);
            case SCAN -> new ControlResult.Scanned(sequence, direction, op, values[node]);
            case ROUTER_DONE -> new ControlResult.RouterDone(sequence);
        };
    }
}

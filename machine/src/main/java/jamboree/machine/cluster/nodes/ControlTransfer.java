package jamboree.machine.cluster.nodes;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;

/**
 * A result of the control network as one flat record, so that it crosses members without naming the sealed
 * interface's classes on the wire; fields a kind does not use are zero (or OR, FORWARD).
 */
public record ControlTransfer(Kind kind, long sequence, ReduceOp op, ScanDirection direction, long value,
                              int source) {

    public enum Kind { BARRIER_COMPLETED, REDUCED, SCANNED, ROUTER_DONE, BROADCAST }

    public static ControlTransfer of(ControlResult result) {
        if (result instanceof ControlResult.BarrierCompleted b) {
            return new ControlTransfer(Kind.BARRIER_COMPLETED, b.sequence(), ReduceOp.OR, ScanDirection.FORWARD, 0, 0);
        }
        if (result instanceof ControlResult.Reduced r) {
            return new ControlTransfer(Kind.REDUCED, r.sequence(), r.op(), ScanDirection.FORWARD, r.value(), 0);
        }
        if (result instanceof ControlResult.Scanned s) {
            return new ControlTransfer(Kind.SCANNED, s.sequence(), s.op(), s.direction(), s.value(), 0);
        }
        if (result instanceof ControlResult.RouterDone d) {
            return new ControlTransfer(Kind.ROUTER_DONE, d.sequence(), ReduceOp.OR, ScanDirection.FORWARD, 0, 0);
        }
        ControlResult.Broadcast b = (ControlResult.Broadcast) result;
        return new ControlTransfer(Kind.BROADCAST, 0, ReduceOp.OR, ScanDirection.FORWARD, b.value(), b.source());
    }

    public ControlResult toResult() {
        return switch (kind) {
            case BARRIER_COMPLETED -> new ControlResult.BarrierCompleted(sequence);
            case REDUCED -> new ControlResult.Reduced(sequence, op, value);
            case SCANNED -> new ControlResult.Scanned(sequence, direction, op, value);
            case ROUTER_DONE -> new ControlResult.RouterDone(sequence);
            case BROADCAST -> new ControlResult.Broadcast(source, value);
        };
    }
}

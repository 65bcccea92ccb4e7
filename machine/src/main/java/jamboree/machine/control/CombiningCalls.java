package jamboree.machine.control;

import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;

import java.util.function.Consumer;

/**
 * One node's end of the control network, the same on both machines: numbers its combining calls (which is how
 * the network matches them across nodes) and keeps the state of its split-phase barrier.
 */
public final class CombiningCalls {

    private final int node;
    private final Consumer<CombineCall> network;
    private long sequence;
    private long barrierSequence = -1;
    private boolean barrierOpen;

    /** Calls of {@code node} go to {@code network} as they are made. */
    public CombiningCalls(int node, Consumer<CombineCall> network) {
        this.node = node;
        this.network = network;
    }

    public void enterBarrier(long now) {
        if (barrierOpen) {
            throw new IllegalStateException("node " + node + " entered a barrier before its previous one completed");
        }
        barrierOpen = true;
        barrierSequence = sequence;
        call(CombineKind.BARRIER, ReduceOp.OR, ScanDirection.FORWARD, 0, now);
    }

    public boolean barrierCompleted() {
        return !barrierOpen;
    }

    /** A barrier with this sequence number completed (results of older barriers change nothing). */
    public void barrierDone(long barrier) {
        if (barrier == barrierSequence) {
            barrierOpen = false;
        }
    }

    public void reduce(ReduceOp op, long value, long now) {
        call(CombineKind.REDUCE, op, ScanDirection.FORWARD, value, now);
    }

    public void scan(ScanDirection direction, ReduceOp op, long value, long now) {
        call(CombineKind.SCAN, op, direction, value, now);
    }

    public void routerDone(long now) {
        call(CombineKind.ROUTER_DONE, ReduceOp.OR, ScanDirection.FORWARD, 0, now);
    }

    private void call(CombineKind kind, ReduceOp op, ScanDirection direction, long value, long now) {
        network.accept(new CombineCall(node, sequence++, kind, op, direction, value, now));
    }
}

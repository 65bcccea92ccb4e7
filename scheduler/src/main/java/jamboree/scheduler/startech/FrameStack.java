package jamboree.scheduler.startech;

import java.util.ArrayList;
import java.util.List;

/**
 * A node's frames: the stack it works on (only the top frame advances; the others wait for their children), the
 * table of references by which messages name frames, which also holds frames that have left the stack but still await
 * messages (a frame is freed only when every message to it is accounted for, thesis 4.6), and the freed frames'
 * objects that its next frames reuse.
 */
final class FrameStack {
    private final ArrayList<Frame> stack = new ArrayList<>();
    private final FrameTable table = new FrameTable();
    private final FramePool pool = new FramePool();
    /**
     * Frames wait in the pool's limbo: kept here, beside the stack every step reads, so that the steps of a node with
     * nothing freed (most of a large machine's) do not touch the pool.
     */
    private boolean inLimbo;

    /** A new frame, not yet allocated or stacked (its object may be one this node freed before its current step). */
    Frame make(Frame localParent, int indexInParent, int remoteNode, long remoteParent, Segment segment, int ply,
               int nominalDepth, int alpha, int beta, int nodeType, boolean selfSearch, long startStamp) {
        return pool.make(localParent, indexInParent, remoteNode, remoteParent, segment, ply, nominalDepth, alpha,
                beta, nodeType, selfSearch, startStamp);
    }

    /** At the start of a step: freed frames but {@code stillHeld} (or null) may be reused ({@link FramePool}). */
    void recycleFreed(Frame stillHeld) {
        if (inLimbo) {
            pool.recycle(stillHeld);
            inLimbo = pool.inLimbo() > 0;
        }
    }

    /** Gives {@code f} its reference and puts it on top of the stack. */
    void push(Frame f) {
        table.allocate(f);
        stack.add(f);
    }

    /** Gives {@code f} its reference without stacking it yet (a stolen frame is registered first). */
    void allocate(Frame f) {
        table.allocate(f);
    }

    /** Stacks a frame already allocated. */
    void stack(Frame f) {
        stack.add(f);
    }

    Frame top() {
        return stack.isEmpty() ? null : stack.get(stack.size() - 1);
    }

    /** The frames on the stack, bottom (nearest the root) first. Not to be modified. */
    List<Frame> bottomUp() {
        return stack;
    }

    void remove(Frame f) {
        stack.remove(f);
    }

    /**
     * Takes every frame above {@code ancestor} that descends from it off the stack, top first, and returns them in
     * that order.
     */
    List<Frame> removeDescendants(Frame ancestor) {
        List<Frame> removed = new ArrayList<>();
        for (int k = stack.size() - 1; k >= 0; k--) {
            Frame x = stack.get(k);
            if (x != ancestor && descends(x, ancestor)) {
                stack.remove(k);
                removed.add(x);
            }
        }
        return removed;
    }

    private static boolean descends(Frame x, Frame ancestor) {
        for (Frame p = x.localParent; p != null; p = p.localParent) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The live frame {@code reference} names, or null if that frame has been freed. */
    Frame lookup(long reference) {
        return table.lookup(reference);
    }

    void free(Frame f) {
        table.release(f);
        inLimbo |= pool.freed(f);
    }

    /** Frames allocated and not yet freed, on the stack or not. */
    int live() {
        return table.live();
    }

    int peak() {
        return table.peak();
    }
}

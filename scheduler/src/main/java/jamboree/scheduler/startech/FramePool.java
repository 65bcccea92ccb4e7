package jamboree.scheduler.startech;

import java.util.ArrayList;

/**
 * The frame objects a node has freed, made into its next frames.
 *
 * <p>A simulated search makes a frame for every position above its serial leaves, and a new frame is memory the host's
 * caches have not seen: on one node and on 32, one line of the node program, the frame's allocation, took 8% to 14% of
 * the host's time. A freed frame is still warm when the node needs its next one.
 *
 * <p>A frame is freed inside a handler that may look at it afterwards (a finished child is freed before its value is
 * handed to its parent, and the leaf being charged keeps its frame to see that it was cut off), so a freed frame
 * first waits in limbo and is reused only after the node's next step begins, when no handler of the node is running.
 * A leaf still charged for a frame keeps that frame in limbo until the leaf lets it go. Messages name frames by
 * reference, slot and generation ({@link FrameTable}), so a message to a freed frame is still told apart from the
 * frame that took its object. Nothing simulated depends on which object a frame is: {@link Frame#init} writes every
 * field.
 */
final class FramePool {
    /** Set false to give every frame a new object, as before (to rule the pool out when looking for a bug). */
    static final boolean RECYCLE = true;

    private final ArrayList<Frame> limbo = new ArrayList<>();
    private final ArrayList<Frame> spare = new ArrayList<>();

    /** A frame as {@link Frame#Frame new Frame(...)} would make it, on a spare object if there is one. */
    Frame make(Frame localParent, int indexInParent, int remoteNode, long remoteParent, Segment segment, int ply,
               int nominalDepth, int alpha, int beta, int nodeType, boolean selfSearch, long startStamp) {
        if (spare.isEmpty()) {
            return new Frame(localParent, indexInParent, remoteNode, remoteParent, segment, ply, nominalDepth, alpha,
                    beta, nodeType, selfSearch, startStamp);
        }
        Frame f = spare.remove(spare.size() - 1);
        f.init(localParent, indexInParent, remoteNode, remoteParent, segment, ply, nominalDepth, alpha, beta,
                nodeType, selfSearch, startStamp);
        return f;
    }

    /** {@code f} has just been freed; handlers may still look at it until the node's next step. True if kept. */
    boolean freed(Frame f) {
        if (RECYCLE) {
            limbo.add(f);
        }
        return RECYCLE;
    }

    /**
     * Called where no handler of the node holds a frame (the start of a step): frames in limbo become spare, but for
     * {@code stillHeld}, the frame a leaf in progress is charged for (null if none).
     */
    void recycle(Frame stillHeld) {
        int n = limbo.size();
        boolean kept = false;
        for (int k = 0; k < n; k++) {
            Frame f = limbo.get(k);
            if (f == stillHeld) {
                kept = true;
            } else {
                spare.add(f);
            }
        }
        limbo.clear();
        if (kept) {
            limbo.add(stillHeld);
        }
    }

    /** Frames waiting in limbo. */
    int inLimbo() {
        return limbo.size();
    }

    /** Frames ready for reuse (for tests). */
    int spare() {
        return spare.size();
    }
}

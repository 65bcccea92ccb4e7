package jamboree.scheduler.startech;

import java.util.ArrayList;
import java.util.List;

/**
 * A node's frames, named by references that combine a slot and a generation. Freeing a frame bumps its slot's
 * generation, so a later message that names the old frame finds a different generation: the dangling reference is
 * detected (and counted) instead of being delivered to whatever frame took the slot.
 */
final class FrameTable {
    private final List<Frame> slots = new ArrayList<>();
    private final List<Integer> generations = new ArrayList<>();
    private final ArrayList<Integer> free = new ArrayList<>();
    private int live;
    private int peak;

    static long reference(int slot, int generation) {
        return ((long) slot << 32) | (generation & 0xFFFFFFFFL);
    }

    static int slotOf(long reference) {
        return (int) (reference >>> 32);
    }

    /** Stores a new frame and gives it its reference. */
    void allocate(Frame frame) {
        int slot;
        if (free.isEmpty()) {
            slot = slots.size();
            slots.add(frame);
            generations.add(0);
        } else {
            slot = free.remove(free.size() - 1);
            slots.set(slot, frame);
        }
        frame.reference = reference(slot, generations.get(slot));
        live++;
        peak = Math.max(peak, live);
    }

    /** The live frame {@code reference} names, or null if that frame has been freed. */
    Frame lookup(long reference) {
        int slot = slotOf(reference);
        if (slot < 0 || slot >= slots.size()) {
            return null;
        }
        Frame f = slots.get(slot);
        return f != null && f.reference == reference ? f : null;
    }

    void release(Frame frame) {
        int slot = slotOf(frame.reference);
        if (slots.get(slot) != frame) {
            throw new IllegalStateException("frame freed twice");
        }
        slots.set(slot, null);
        generations.set(slot, generations.get(slot) + 1);
        free.add(slot);
        frame.freed = true;
        live--;
    }

    int live() {
        return live;
    }

    int peak() {
        return peak;
    }
}

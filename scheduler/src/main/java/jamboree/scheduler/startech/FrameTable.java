package jamboree.scheduler.startech;

import java.util.Arrays;

/**
 * A node's frames, named by references that combine a slot and a generation. Freeing a frame bumps its slot's
 * generation, so a later message that names the old frame finds a different generation: the dangling reference is
 * detected (and counted) instead of being delivered to whatever frame took the slot.
 */
final class FrameTable {
    /*
     * Primitive arrays rather than lists: a node allocates and frees a frame for each position it searches above its
     * serial leaves (and for each leaf that reads the global table), and a boxed generation above 127 was a new
     * Integer each time.
     */
    private Frame[] slots = new Frame[16];
    private int[] generations = new int[16];
    private int[] free = new int[16];
    private int used;
    private int freeCount;
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
        if (freeCount == 0) {
            if (used == slots.length) {
                slots = Arrays.copyOf(slots, 2 * used);
                generations = Arrays.copyOf(generations, 2 * used);
                free = Arrays.copyOf(free, 2 * used);
            }
            slot = used++;
        } else {
            slot = free[--freeCount];
        }
        slots[slot] = frame;
        frame.reference = reference(slot, generations[slot]);
        live++;
        peak = Math.max(peak, live);
    }

    /** The live frame {@code reference} names, or null if that frame has been freed. */
    Frame lookup(long reference) {
        int slot = slotOf(reference);
        if (slot < 0 || slot >= used) {
            return null;
        }
        Frame f = slots[slot];
        return f != null && f.reference == reference ? f : null;
    }

    void release(Frame frame) {
        int slot = slotOf(frame.reference);
        if (slots[slot] != frame) {
            throw new IllegalStateException("frame freed twice");
        }
        slots[slot] = null;
        generations[slot]++;
        free[freeCount++] = slot;
        frame.freed = true;
        frame.releaseChildren();
        live--;
    }

    int live() {
        return live;
    }

    int peak() {
        return peak;
    }
}

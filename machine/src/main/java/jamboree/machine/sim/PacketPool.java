package jamboree.machine.sim;

import jamboree.machine.api.Message;

/**
 * One node's packets whose credits it has taken, made into its next messages' packets. A packet's life ends on the
 * node that sent it, when its credit frees the room it held in the flow; nothing looks at it after that (the
 * receiver's report that carried the credit was taken in before the sender could see it), and the pool belongs to the
 * node, like the rest of its state. A reused packet is indistinguishable from a new one ({@link Packet#init} writes
 * every field), so nothing simulated depends on the pool.
 */
final class PacketPool {
    /** More than a node has in flight on most machines; a node that once sent a burst does not keep it all. */
    private static final int KEPT = 256;

    private final Packet[] spare = new Packet[KEPT];
    private int count;

    Packet make(long injectTime, int source, long sequence, int destination, int side, int packets,
                long earliestArrival, Message message) {
        if (count == 0) {
            return new Packet(injectTime, source, sequence, destination, side, packets, earliestArrival, message);
        }
        Packet p = spare[--count];
        spare[count] = null;
        p.init(injectTime, source, sequence, destination, side, packets, earliestArrival, message);
        return p;
    }

    /** The sender has taken {@code c}'s credit: its packet may carry the next message. */
    void taken(Credit c) {
        if (c instanceof Packet p && count < KEPT) {
            spare[count++] = p;
        }
    }

    int spare() {
        return count;
    }
}

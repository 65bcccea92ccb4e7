package jamboree.machine.sim;

import jamboree.machine.api.Message;

import java.util.ArrayDeque;

/**
 * A node's flow control towards one destination on one side: the packets it has in the network there, bounded by
 * the network's capacity for the pair, and the messages waiting for room, in the order they were sent. A credit
 * from the destination frees room; the node then injects what fits.
 */
final class Flow {

    /** A message waiting for room, and the packets it takes. */
    record Queued(Message message, int packets) {
    }

    private int capacity;
    /*
     * Made at the first message that must wait: nearly every flow is a steal request or its denial, opened and
     * closed again with nothing queued, millions of times in a large run.
     */
    private ArrayDeque<Queued> backlog;
    int inFlight;
    boolean wasBacklogged;

    Flow(int capacity) {
        this.capacity = capacity;
    }

    /** Makes a quiet flow (nothing in flight, nothing waiting) serve as a new one towards a pair of this capacity. */
    Flow reopen(int capacity) {
        if (inFlight != 0 || hasBacklog() || wasBacklogged) {
            throw new IllegalStateException("only a quiet flow can be reopened");
        }
        this.capacity = capacity;
        return this;
    }

    boolean hasBacklog() {
        return backlog != null && !backlog.isEmpty();
    }

    void queue(Message message, int packets) {
        if (backlog == null) {
            backlog = new ArrayDeque<>();
        }
        backlog.add(new Queued(message, packets));
    }

    /** Takes the oldest waiting message if there is room for it now, else null (it stays first in line). */
    Queued nextThatFits() {
        if (!hasBacklog() || !hasRoom(backlog.peek().packets())) {
            return null;
        }
        return backlog.poll();
    }

    boolean hasRoom(int packets) {
        // A message larger than the whole capacity still goes, alone.
        return inFlight == 0 || inFlight + packets <= capacity;
    }
}

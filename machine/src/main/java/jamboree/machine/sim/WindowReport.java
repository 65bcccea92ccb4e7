package jamboree.machine.sim;

import jamboree.machine.control.CombineCall;

import java.util.List;

/**
 * What a node tells the control actor after processing a window. Each node has one report, filled anew at the end of
 * each of its windows: like the lists it carries (the node's own outgoing buffers), it is valid until the node's next
 * window, which is never granted before the report has been taken in. A report per window was the largest single
 * share of the bytes a large simulated search allocated, and every one of them was fresh memory for the host's caches.
 */
final class WindowReport {
    /** Bits of {@link #outputs()}: which of the lists hold something. */
    static final int PACKETS = 1;
    static final int CREDITS = 2;
    static final int COMBINES = 4;
    static final int BROADCASTS = 8;

    private final int node;
    private final List<Packet> packets;
    private final List<Credit> credits;
    private final List<CombineCall> combines;
    private final List<BroadcastCall> broadcasts;
    private int outputs;
    private long nextEvent;
    private long earliestSend;
    private boolean waitsForCredit;
    private long now;
    private long removed;
    private long lastRemoval;
    private long events;
    private long haltTime;

    WindowReport(int node, List<Packet> packets, List<Credit> credits, List<CombineCall> combines,
                 List<BroadcastCall> broadcasts) {
        this.node = node;
        this.packets = packets;
        this.credits = credits;
        this.combines = combines;
        this.broadcasts = broadcasts;
    }

    /** Fills the report of the window just processed; the lists are the node's buffers as they now stand. */
    WindowReport fill(int outputs, long nextEvent, long earliestSend, boolean waitsForCredit, long now, long removed,
                      long lastRemoval, long events, long haltTime) {
        this.outputs = outputs;
        this.nextEvent = nextEvent;
        this.earliestSend = earliestSend;
        this.waitsForCredit = waitsForCredit;
        this.now = now;
        this.removed = removed;
        this.lastRemoval = lastRemoval;
        this.events = events;
        this.haltTime = haltTime;
        return this;
    }

    int node() {
        return node;
    }

    /** Which lists hold something, as bits ({@link #PACKETS} and the others); a list whose bit is clear is empty. */
    int outputs() {
        return outputs;
    }

    /** The time of the node's next event ({@link SimNode#NEVER} if it waits for input). */
    long nextEvent() {
        return nextEvent;
    }

    /** No packet or control call will leave the node before this time. */
    long earliestSend() {
        return earliestSend;
    }

    /** Whether the node holds queued messages that only a credit can release. */
    boolean waitsForCredit() {
        return waitsForCredit;
    }

    /** The node's clock. */
    long now() {
        return now;
    }

    List<Packet> packets() {
        return packets;
    }

    List<Credit> credits() {
        return credits;
    }

    List<CombineCall> combines() {
        return combines;
    }

    List<BroadcastCall> broadcasts() {
        return broadcasts;
    }

    /** Messages the node removed from the network in this window. */
    long removed() {
        return removed;
    }

    /** The time of the last removal (meaningful if {@link #removed()} is above 0). */
    long lastRemoval() {
        return lastRemoval;
    }

    /** The events of this window. */
    long events() {
        return events;
    }

    /** The time the program called halt, or -1. */
    long haltTime() {
        return haltTime;
    }
}

package jamboree.machine.sim;

import java.util.PriorityQueue;

/**
 * What has reached one node, or is on its way to it, and is not yet taken: data-network packets before and after its
 * input link, results of the control network, and the credits that free room in its own flows. Each kind waits in time
 * order, and the time at the head of each is kept at hand: the node's poll loop asks it at every turn, nearly always
 * to hear "not yet", and the queues themselves then stay out of the host's caches.
 */
final class NodeInbox {

    private static final long NEVER = SimNode.NEVER;

    private final PriorityQueue<Packet> arriving = new PriorityQueue<>(Packet::compareArrival);
    private final PriorityQueue<Packet> inbound = new PriorityQueue<>(Packet::compareIngress);
    private final PriorityQueue<ControlDelivery> controls = new PriorityQueue<>(ControlDelivery::compare);
    private final PriorityQueue<Credit> credits = new PriorityQueue<>(Credit::compare);
    private long arrivingDue = NEVER;
    private long packetDue = NEVER;
    private long controlDue = NEVER;
    private long creditDue = NEVER;
    /** Per side, when the input link is free again. */
    private final long[] lastIngress = new long[2];
    /** The cycles one packet takes through the input link. */
    private final long wireCycles;

    NodeInbox(long wireCycles) {
        this.wireCycles = wireCycles;
    }

    void addPacket(Packet p) {
        arriving.add(p);
        arrivingDue = Math.min(arrivingDue, p.earliestArrival());
    }

    void addControl(ControlDelivery d) {
        controls.add(d);
        controlDue = Math.min(controlDue, d.time());
    }

    void addCredit(Credit c) {
        credits.add(c);
        creditDue = Math.min(creditDue, c.time());
    }

    /**
     * Puts the packets that reach the node before {@code windowEnd} through its input link, which carries one packet
     * at a time on each side, so that arrivals queue behind each other. Every packet that can reach the
     * link before the window's end is known by now, so the queueing does not depend on how the run was cut into
     * windows.
     */
    void admit(long windowEnd) {
        if (arrivingDue >= windowEnd) {
            return;
        }
        while (!arriving.isEmpty() && arriving.peek().earliestArrival() < windowEnd) {
            Packet p = arriving.poll();
            long arrival = Math.max(p.earliestArrival(), lastIngress[p.side()] + p.packets() * wireCycles);
            lastIngress[p.side()] = arrival;
            p.ingress(arrival);
            inbound.add(p);
            packetDue = Math.min(packetDue, arrival);
        }
        Packet next = arriving.peek();
        arrivingDue = next == null ? NEVER : next.earliestArrival();
    }

    /** The earliest a packet not yet through the input link could be taken, NEVER if none is on its way. */
    long arrivingDue() {
        return arrivingDue;
    }

    /** When the first packet through the input link can be taken, NEVER if there is none. */
    long packetDue() {
        return packetDue;
    }

    long controlDue() {
        return controlDue;
    }

    long creditDue() {
        return creditDue;
    }

    /** Takes the first packet through the input link. */
    Packet takePacket() {
        Packet p = inbound.poll();
        Packet following = inbound.peek();
        packetDue = following == null ? NEVER : following.ingress();
        return p;
    }

    ControlDelivery takeControl() {
        ControlDelivery d = controls.poll();
        ControlDelivery following = controls.peek();
        controlDue = following == null ? NEVER : following.time();
        return d;
    }

    Credit takeCredit() {
        Credit c = credits.poll();
        Credit following = credits.peek();
        creditDue = following == null ? NEVER : following.time();
        return c;
    }
}

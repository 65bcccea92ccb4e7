package jamboree.machine.sim;

import jamboree.machine.api.Message;

/**
 * A message in flight, and then the credit it returns.
 *
 * <p>One object serves a message's whole life in the data network: sent, it waits for its destination's input link
 * ({@link #earliestArrival}); through the link, it waits to be taken ({@link #ingress}); taken, it goes back to its
 * sender as the credit that frees its room in the flow ({@link #time}). Three objects per message were a third of what
 * a simulation of 32 nodes allocated, and each was a line of memory the host's caches had not seen. Only the node that
 * holds a packet writes it, and a packet changes hands between windows, as the objects it replaces did. Once its
 * sender has taken the credit, the object serves the sender's next message ({@link PacketPool}).
 */
final class Packet implements Credit {
    private long injectTime;
    private int source;
    private long sequence;
    private int destination;
    private int side;
    private int packets;
    private long earliestArrival;
    private Message message;
    private long ingress;
    private long creditTime;

    /**
     * @param injectTime when the first packet entered the network
     * @param source sending node
     * @param sequence the sender's count of messages sent before this one (ties broken by it)
     * @param destination receiving node
     * @param side request or reply side (ordinal of {@link jamboree.machine.api.Side})
     * @param packets 16-byte packets the message occupies
     * @param earliestArrival when the last packet would arrive on an otherwise idle network
     */
    Packet(long injectTime, int source, long sequence, int destination, int side, int packets, long earliestArrival,
           Message message) {
        init(injectTime, source, sequence, destination, side, packets, earliestArrival, message);
    }

    /** Makes this packet a new one, as the constructor does ({@link PacketPool}). */
    void init(long injectTime, int source, long sequence, int destination, int side, int packets, long earliestArrival,
              Message message) {
        this.injectTime = injectTime;
        this.source = source;
        this.sequence = sequence;
        this.destination = destination;
        this.side = side;
        this.packets = packets;
        this.earliestArrival = earliestArrival;
        this.message = message;
        this.ingress = 0;
        this.creditTime = 0;
    }

    long injectTime() {
        return injectTime;
    }

    int source() {
        return source;
    }

    long sequence() {
        return sequence;
    }

    int destination() {
        return destination;
    }

    @Override
    public int side() {
        return side;
    }

    @Override
    public int packets() {
        return packets;
    }

    long earliestArrival() {
        return earliestArrival;
    }

    Message message() {
        return message;
    }

    /** When the packet is through its destination's input link and may be taken (set by {@link NodeInbox}). */
    long ingress() {
        return ingress;
    }

    void ingress(long time) {
        this.ingress = time;
    }

    /** The packet is taken: it returns to its sender as a credit that arrives at {@code time}. */
    Credit credit(long time) {
        this.creditTime = time;
        return this;
    }

    @Override
    public int sender() {
        return source;
    }

    @Override
    public int receiver() {
        return destination;
    }

    @Override
    public long time() {
        return creditTime;
    }

    /** The order in which messages reach their destination's input link. */
    static int compareArrival(Packet a, Packet b) {
        return compare(a.earliestArrival, b.earliestArrival, a, b);
    }

    /** The order in which packets through the input link are taken. */
    static int compareIngress(Packet a, Packet b) {
        return compare(a.ingress, b.ingress, a, b);
    }

    /** By time, then by sender and the sender's sequence, which no two packets share. */
    private static int compare(long timeA, long timeB, Packet a, Packet b) {
        int c = Long.compare(timeA, timeB);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.source, b.source);
        return c != 0 ? c : Long.compare(a.sequence, b.sequence);
    }

    @Override
    public String toString() {
        return "Packet[" + source + "#" + sequence + " -> " + destination + " side " + side + ", " + packets
                + " packets, injected " + injectTime + ", earliest arrival " + earliestArrival + ", " + message + "]";
    }
}

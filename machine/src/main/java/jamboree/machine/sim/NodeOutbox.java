package jamboree.machine.sim;

import jamboree.machine.api.Message;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.network.FatTree;

import java.util.List;

/**
 * The sending half of one node's network interface: a {@link Flow} towards each destination and side it has packets
 * in the network with, the messages that wait there for room, and the injection of packets into the output link. What
 * it injects is appended to the node's outgoing packets, in order; the node books each one as a send event. It
 * charges nothing: the node charges the per-packet overheads before it offers a message.
 *
 * <p>Credits come back through the node's {@link NodeInbox} and are applied here one by one, between handlers: each
 * frees the room its packets held, lets out what then fits of that flow's backlog, and returns the packet to the
 * pool for the node's next message.
 */
final class NodeOutbox {

    private final int id;
    private final FatTree tree;
    private final NetworkParameters net;
    private final long jitterSeed;
    private final List<Packet> out;
    private final PacketPool packetPool = new PacketPool();
    private final IntTable<Flow> flows = new IntTable<>();
    /*
     * The last flow forgotten, made the next one: nearly every flow is a steal request or its denial, opened and
     * closed again millions of times in a large run, and a new object each time was fresh memory for the caches.
     */
    private Flow quietFlow;
    /** Per side, when the output link is free again. */
    private final long[] lastEgress = new long[2];
    /** How many flows have messages waiting for room. */
    private int backlogged;
    private long sent;

    /** {@code out} is the node's list of outgoing packets, which this outbox appends to. */
    NodeOutbox(int id, FatTree tree, long jitterSeed, List<Packet> out) {
        this.id = id;
        this.tree = tree;
        this.net = tree.parameters();
        this.jitterSeed = jitterSeed;
        this.out = out;
    }

    /** Whether some message waits for room: the node then waits for a credit as for an arrival. */
    boolean waitsForCredit() {
        return backlogged > 0;
    }

    /** Sends {@code message} at {@code now}: injects it if its flow has room and nothing waiting, else queues it. */
    void send(int destination, int side, Message message, int packets, long now) {
        Flow f = flow(destination, side);
        if (!f.hasBacklog() && f.hasRoom(packets)) {
            inject(destination, side, message, packets, f, now);
        } else {
            f.queue(message, packets);
            if (!f.wasBacklogged) {
                f.wasBacklogged = true;
                backlogged++;
            }
        }
    }

    /** Whether a message of {@code packets} would be injected at once, rather than wait. A flow not open has room. */
    boolean hasRoom(int destination, int side, int packets) {
        Flow f = flows.get(destination * 2 + side);
        return f == null || (!f.hasBacklog() && f.hasRoom(packets));
    }

    /** Injects a message that {@link #hasRoom} has just allowed, at {@code now}. */
    void inject(int destination, int side, Message message, int packets, long now) {
        inject(destination, side, message, packets, flow(destination, side), now);
    }

    /** Takes one credit that has come back by {@code now}, and injects what its room lets out of the backlog. */
    void credit(Credit c, long now) {
        int receiver = c.receiver();
        int side = c.side();
        int key = receiver * 2 + side;
        Flow f = flows.get(key);
        f.inFlight -= c.packets();
        packetPool.taken(c);
        for (Flow.Queued q = f.nextThatFits(); q != null; q = f.nextThatFits()) {
            inject(receiver, side, q.message(), q.packets(), f, now);
        }
        if (!f.hasBacklog() && f.wasBacklogged) {
            f.wasBacklogged = false;
            backlogged--;
        }
        if (f.inFlight == 0 && !f.hasBacklog()) {
            // Forget quiet flows, so that a node that has talked to every other node stays small.
            flows.remove(key);
            quietFlow = f;
        }
    }

    private Flow flow(int destination, int side) {
        int key = destination * 2 + side;
        Flow f = flows.get(key);
        if (f == null) {
            int capacity = tree.capacity(id, destination);
            f = quietFlow != null ? quietFlow.reopen(capacity) : new Flow(capacity);
            quietFlow = null;
            flows.add(key, f);
        }
        return f;
    }

    private void inject(int destination, int side, Message message, int packets, Flow f, long now) {
        long wire = net.wireCycles();
        long start = Math.max(now, lastEgress[side]);
        lastEgress[side] = start + packets * wire;
        long arrival = start + tree.latency(id, destination) + jitter() + (packets - 1) * wire;
        out.add(packetPool.make(start, id, sent++, destination, side, packets, arrival, message));
        f.inFlight += packets;
    }

    /** The routing variation of the next message: deterministic, drawn from the seed, node and message number. */
    private long jitter() {
        long bound = net.latencyJitter();
        return bound == 0 ? 0 : Long.remainderUnsigned(TraceHash.mix(jitterSeed + sent), bound + 1);
    }
}

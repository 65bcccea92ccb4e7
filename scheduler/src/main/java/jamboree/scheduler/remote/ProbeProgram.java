package jamboree.scheduler.remote;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.cluster.CborMessage;
import jamboree.scheduler.startech.StarTechMessage;

/**
 * Measures the cluster machine's messages with StarTech's own records between node 0 and node 1 (on another member):
 * {@code pings} steal requests, each answered by a denial (the round trip an idle node waits for), then a burst of
 * table updates one way, the last one answered. Node 0 keeps the host times; everything else is the real path of a
 * run's messages (serialized, through both members' runs). The updates go in windows of {@link #WINDOW}, each
 * answered before the next, since Artery drops what overflows its outbound queue (3072 messages by default).
 */
public final class ProbeProgram implements NodeProgram {

    /** Table updates sent before waiting for their answer. */
    static final int WINDOW = 1000;

    /** The probe's description, for the member hosting node 1. */
    public record Spec(int pings, int burst) implements CborMessage {
        public Spec {
            if (pings < 1 || burst < 1) {
                throw new IllegalArgumentException("a probe needs at least one ping and one update");
            }
        }
    }

    /** What node 0 measured: every round trip in nanoseconds, and the burst's time until its answer. */
    public record Figures(long[] roundTripNanos, int burst, long burstNanos) implements CborMessage {
    }

    private final Spec spec;
    private final long[] roundTrips;
    private int pinged;
    private long sentAt;
    private long burstStart;
    private long burstNanos;
    private int updatesSeen;
    private int updatesSent;

    public ProbeProgram(Spec spec) {
        this.spec = spec;
        this.roundTrips = new long[spec.pings()];
    }

    @Override
    public void start(Node node) {
        if (node.id() == 0) {
            ping(node);
        }
    }

    private void ping(Node node) {
        sentAt = System.nanoTime();
        node.send(1, Side.REQUEST, new StarTechMessage.StealRequest(0));
    }

    @Override
    public boolean step(Node node) {
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        if (node.id() == 1) {
            if (message instanceof StarTechMessage.StealRequest) {
                node.send(source, Side.REPLY, new StarTechMessage.StealDenied());
            } else if (++updatesSeen == spec.burst() || updatesSeen % WINDOW == 0) {
                node.send(source, Side.REPLY, new StarTechMessage.StealDenied());
            }
            return;
        }
        long now = System.nanoTime();
        if (pinged < spec.pings()) {
            roundTrips[pinged++] = now - sentAt;
            if (pinged < spec.pings()) {
                ping(node);
                return;
            }
            burstStart = System.nanoTime();
            sendWindow(node);
            return;
        }
        if (updatesSent < spec.burst()) {
            sendWindow(node);
            return;
        }
        burstNanos = now - burstStart;
        node.halt();
    }

    private void sendWindow(Node node) {
        int end = Math.min(spec.burst(), updatesSent + WINDOW);
        for (int i = updatesSent; i < end; i++) {
            node.send(1, Side.REQUEST, new StarTechMessage.TableUpdate(i * 0x9E3779B97F4A7C15L, 5, i, -i, i));
        }
        updatesSent = end;
    }

    @Override
    public Object result() {
        return new Figures(roundTrips.clone(), spec.burst(), burstNanos);
    }
}

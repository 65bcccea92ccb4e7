package jamboree.machine.cluster.nodes;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.cluster.CborMessage;

/** A token goes round the nodes {@code laps} times, then node 0 halts; each node reports how often it had it. */
final class RingProgram implements NodeProgram {

    /** The program's description, for the members that host nodes. */
    record Laps(int laps) implements CborMessage {
    }

    record Token(int hops) implements Message, CborMessage {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    record Seen(int node, int tokens, int lastHops) implements CborMessage {
    }

    private final int laps;
    private int tokens;
    private int lastHops = -1;

    RingProgram(int laps) {
        this.laps = laps;
    }

    static ProgramResolver resolver() {
        return (d, id, size) -> {
            if (!(d instanceof Laps l)) {
                throw new IllegalArgumentException("not a ring: " + d);
            }
            return new RingProgram(l.laps());
        };
    }

    @Override
    public void start(Node node) {
        if (node.id() == 0) {
            node.send(1 % node.size(), Side.REQUEST, new Token(1));
        }
    }

    @Override
    public boolean step(Node node) {
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        Token t = (Token) message;
        tokens++;
        lastHops = t.hops();
        if (t.hops() == laps * node.size()) {
            node.halt();
        } else {
            node.send((node.id() + 1) % node.size(), Side.REQUEST, new Token(t.hops() + 1));
        }
    }

    @Override
    public Object result() {
        return new Seen(0, tokens, lastHops);
    }
}

package jamboree.machine.programs;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

/**
 * Every node sends a few messages to random nodes, then calls router-done; when router-done completes, each node
 * writes down how many messages it had received by then. The counts must add up to everything sent.
 */
public final class RouterDoneProgram implements NodeProgram {

    record Parcel(long n) implements Message {
        @Override
        public int payloadBytes() {
            return 40;
        }
    }

    private final long[] receivedAtDone;
    private final int messages;
    private long received;

    public RouterDoneProgram(long[] receivedAtDone, int messages) {
        this.receivedAtDone = receivedAtDone;
        this.messages = messages;
    }

    @Override
    public void start(Node node) {
        for (int i = 0; i < messages; i++) {
            node.send(node.random().nextInt(node.size()), Side.REQUEST, new Parcel(i));
        }
        node.routerDone();
    }

    @Override
    public boolean step(Node node) {
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        received++;
    }

    @Override
    public void control(Node node, ControlResult result) {
        if (result instanceof ControlResult.RouterDone) {
            receivedAtDone[node.id()] = received;
        }
    }
}

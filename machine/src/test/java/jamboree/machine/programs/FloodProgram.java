package jamboree.machine.programs;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

/**
 * A workload that keeps the flows full: every node works a random quantum and then offers several multi-packet
 * messages to its two neighbours, so that its sends often come after its window's end and find their flows with no
 * room until the credits come back. What a send sees of the credits then decides whether it fails, so the run checks
 * that nothing a handler sees depends on how the run was cut into windows. Run it with a time limit.
 */
public final class FloodProgram implements NodeProgram {

    /** Four packets' worth of payload. */
    record Burst() implements Message {
        @Override
        public int payloadBytes() {
            return 64;
        }
    }

    @Override
    public boolean step(Node node) {
        node.charge(100 + node.random().nextInt(400), TestActivity.CHESS_WORK);
        for (int i = 0; i < 3; i++) {
            int neighbour = (node.id() + 1 + node.random().nextInt(2)) % node.size();
            if (!node.trySend(neighbour, Side.REQUEST, new Burst())) {
                node.charge(20, TestActivity.LOOKING_FOR_WORK);
            }
        }
        return true;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        node.charge(30 + node.random().nextInt(60), TestActivity.ANSWERING_STEAL_REQUEST);
    }
}

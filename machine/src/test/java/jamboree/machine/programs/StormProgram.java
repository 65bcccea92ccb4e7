package jamboree.machine.programs;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

/**
 * A timing-sensitive workload for determinism tests: nodes work in random quanta, steal from random victims,
 * and victims with work left give half of it away. Run it with a time limit.
 */
public final class StormProgram implements NodeProgram {

    record Steal() implements Message {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    record Grant(long work) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    record Deny() implements Message {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    private long work;
    private boolean asking;

    public StormProgram(int id) {
        this.work = id == 0 ? 2_000_000 : 0;
    }

    @Override
    public boolean step(Node node) {
        if (work > 0) {
            long q = Math.min(work, 200 + node.random().nextInt(800));
            node.charge(q, TestActivity.CHESS_WORK);
            work -= q;
            return true;
        }
        if (!asking && node.size() > 1) {
            int victim = node.random().nextInt(node.size() - 1);
            asking = true;
            node.send(victim >= node.id() ? victim + 1 : victim, Side.REQUEST, new Steal());
        }
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        if (message instanceof Steal) {
            node.charge(50, TestActivity.ANSWERING_STEAL_REQUEST);
            if (work > 4_000) {
                long half = work / 2;
                work -= half;
                node.send(source, Side.REPLY, new Grant(half));
            } else {
                node.send(source, Side.REPLY, new Deny());
            }
        } else if (message instanceof Grant g) {
            asking = false;
            work += g.work();
        } else if (message instanceof Deny) {
            asking = false;
            node.charge(100, TestActivity.LOOKING_FOR_WORK);
        }
    }
}

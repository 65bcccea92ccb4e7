package jamboree.machine.programs;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.Side;

/**
 * A program whose answers do not depend on timing: a request/reply with the next node, then a reduction, two
 * scans, a barrier and a broadcast. Each node writes its answers into its own row of a shared table.
 */
public final class AnswersProgram implements NodeProgram {

    public static final int FROM_PREDECESSOR = 0;
    public static final int REPLY = 1;
    public static final int SUM = 2;
    public static final int PREFIX = 3;
    public static final int SUFFIX_MAX = 4;
    public static final int BARRIER = 5;
    public static final int BROADCAST = 6;
    public static final int COLUMNS = 7;

    record Ping(long value) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    record Pong(long value) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    private final long[] answers;

    public AnswersProgram(long[][] table, int id) {
        this.answers = table[id];
    }

    /** The answers node {@code id} of a {@code p}-node machine must give. */
    public static long[] expected(int id, int p) {
        long[] e = new long[COLUMNS];
        long pred = (id + p - 1) % p;
        e[FROM_PREDECESSOR] = pred * pred;
        e[REPLY] = (long) id * id + 1;
        for (long j = 0; j < p; j++) {
            e[SUM] += j * j + 1;
        }
        for (long j = 0; j < id; j++) {
            e[PREFIX] += j + 1;
        }
        e[SUFFIX_MAX] = Long.MIN_VALUE;
        for (int j = id + 1; j < p; j++) {
            e[SUFFIX_MAX] = Math.max(e[SUFFIX_MAX], (j * 7L) % p);
        }
        e[BARRIER] = 1;
        e[BROADCAST] = 4242;
        return e;
    }

    @Override
    public void start(Node node) {
        node.send((node.id() + 1) % node.size(), Side.REQUEST, new Ping((long) node.id() * node.id()));
    }

    @Override
    public boolean step(Node node) {
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        if (message instanceof Ping ping) {
            answers[FROM_PREDECESSOR] = ping.value();
            node.send(source, Side.REPLY, new Pong(ping.value() + 1));
        } else if (message instanceof Pong pong) {
            answers[REPLY] = pong.value();
            node.reduce(ReduceOp.ADD, pong.value());
            node.scan(ScanDirection.FORWARD, ReduceOp.ADD, node.id() + 1);
            node.scan(ScanDirection.BACKWARD, ReduceOp.MAX, (node.id() * 7L) % node.size());
            node.enterBarrier();
        }
    }

    @Override
    public void control(Node node, ControlResult result) {
        if (result instanceof ControlResult.Reduced r) {
            answers[SUM] = r.value();
        } else if (result instanceof ControlResult.Scanned s) {
            answers[s.direction() == ScanDirection.FORWARD ? PREFIX : SUFFIX_MAX] = s.value();
        } else if (result instanceof ControlResult.BarrierCompleted) {
            answers[BARRIER]++;
            if (node.id() == 0) {
                node.broadcast(4242);
            }
        } else if (result instanceof ControlResult.Broadcast b) {
            answers[BROADCAST] = b.value();
        }
    }
}

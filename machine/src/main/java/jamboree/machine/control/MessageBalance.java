package jamboree.machine.control;

/**
 * The bookkeeping of a control network that ends runs by counting messages (the native and cluster machines, whose
 * nodes report to one control actor): router-done when every message sent has been received (Kirchhoff's way), and
 * quiescence when every node is idle with the counts balanced, confirmed by asking every node again (a node's idle
 * report is its state when it went idle; it may have received a message since). Holds no actors: the control says
 * whom to ask and what to deliver.
 */
public final class MessageBalance {

    private final int processors;
    private final long[] sent;
    private final long[] received;
    private final boolean[] idle;
    private final long[] checkedSent;
    private final long[] checkedReceived;
    /** Results of the control network delivered to nodes, which count as received messages. */
    private long controlSent;
    private long confirmRound;
    private int confirmReplies;
    private boolean confirmed;
    private long countRound;
    private int countReplies;
    private long countReceived;
    private long countSent;

    public MessageBalance(int processors) {
        this.processors = processors;
        this.sent = new long[processors];
        this.received = new long[processors];
        this.idle = new boolean[processors];
        this.checkedSent = new long[processors];
        this.checkedReceived = new long[processors];
    }

    /** The control delivered {@code results} messages to nodes. */
    public void controlSent(int results) {
        controlSent += results;
    }

    /**
     * A node went idle (unless {@code timer}: it sleeps until a wake-up) having sent and received so many messages.
     * Returns whether the machine now looks quiescent: then the control should confirm it ({@link #startConfirm}).
     */
    public boolean idleReport(int node, long nodeSent, long nodeReceived, boolean timer) {
        sent[node] = Math.max(sent[node], nodeSent);
        received[node] = Math.max(received[node], nodeReceived);
        idle[node] = !timer;
        long s = controlSent;
        long r = 0;
        for (int i = 0; i < processors; i++) {
            if (!idle[i]) {
                return false;
            }
            s += sent[i];
            r += received[i];
        }
        return s == r;
    }

    /** Starts a confirmation of quiescence; the control asks every node, naming the round returned. */
    public long startConfirm() {
        confirmRound++;
        confirmReplies = 0;
        confirmed = true;
        System.arraycopy(sent, 0, checkedSent, 0, processors);
        System.arraycopy(received, 0, checkedReceived, 0, processors);
        return confirmRound;
    }

    /**
     * A node's answer to a confirmation. Returns true once every node has answered still idle with the counts of its
     * report (the machine was quiet when the round began); false otherwise, and for an answer to an older round.
     */
    public boolean confirm(long round, int node, long nodeSent, long nodeReceived, boolean nodeIdle) {
        if (round != confirmRound) {
            return false;
        }
        confirmed &= nodeIdle && nodeSent == checkedSent[node] && nodeReceived == checkedReceived[node];
        return ++confirmReplies == processors && confirmed;
    }

    /** Starts a count for router-done; the control asks every node, naming the round returned. */
    public long startCount() {
        countRound++;
        countReplies = 0;
        countReceived = 0;
        countSent = 0;
        return countRound;
    }

    /** Whether a node's count belongs to the round under way. */
    public boolean counting(long round) {
        return round == countRound;
    }

    /**
     * A node's count. Returns true when it is the last of the round, with every message sent received (every node
     * joined router-done after its last send, so the network is then empty).
     */
    public boolean count(long nodeSent, long nodeReceived) {
        countReplies++;
        countReceived += nodeReceived;
        countSent += nodeSent;
        return countReplies == processors && countReceived >= countSent + controlSent;
    }

    /** Whether every node has answered the count under way. */
    public boolean countComplete() {
        return countReplies == processors;
    }
}

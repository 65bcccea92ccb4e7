package jamboree.machine.control;

import jamboree.machine.api.ControlResult;

import java.util.ArrayDeque;

/**
 * The control network of a machine whose nodes report to one control actor (the native and the cluster machine),
 * with the actors left out: combining operations, broadcasts, router-done by counting messages, and quiescence, over
 * a {@link MessageBalance}. This class decides what is delivered and whom to ask, and when; the actor says how a
 * result or a question reaches the nodes ({@link Nodes}), since each machine has its own messages for that.
 *
 * <p>Router-done waits until every message sent has been received, so it is not delivered when it completes but after
 * a count of every node's messages has balanced; while one is waiting, the machine is not quiescent either.
 */
public final class CountingControl {

    /** How the control reaches every node of its machine. */
    public interface Nodes {
        /** Delivers a combining operation every node has joined: node {@code i} gets {@code done.resultFor(i)}. */
        void deliver(Combined done);

        /** Delivers a result every node receives alike. */
        void deliverToEvery(ControlResult result);

        /**
         * Asks every node (directly, or through whatever relays to it) for its counts of messages sent and received,
         * naming the count's {@code round}.
         */
        void askCounts(long round);

        /**
         * Asks every node (directly, or through whatever relays to it) whether it is still idle, with its counts,
         * naming the confirmation's {@code round}.
         */
        void askConfirmation(long round);
    }

    private final int processors;
    private final Nodes nodes;
    private final CombiningTable combining;
    private final MessageBalance balance;
    /** Router-done operations every node has joined, in order, waiting for the network to be empty. */
    private final ArrayDeque<Combined> routerDone = new ArrayDeque<>();

    public CountingControl(int processors, Nodes nodes) {
        this.processors = processors;
        this.nodes = nodes;
        this.combining = new CombiningTable(processors);
        this.balance = new MessageBalance(processors);
    }

    /**
     * A node's part in a combining operation. The last part delivers the result; a router-done joins the ones that
     * wait for the network to be empty, and the first of them starts a count.
     *
     * @throws IllegalStateException if the call breaks a rule of the control network, which ends the run
     */
    public void join(CombineCall call) {
        Combined done = combining.add(call);
        if (done == null) {
            return;
        }
        if (done.kind() == CombineKind.ROUTER_DONE) {
            routerDone.add(done);
            if (routerDone.size() == 1) {
                nodes.askCounts(balance.startCount());
            }
        } else {
            deliver(done);
        }
    }

    /** A node broadcast {@code value} to every node. */
    public void broadcast(int node, long value) {
        nodes.deliverToEvery(new ControlResult.Broadcast(node, value));
        balance.controlSent(processors);
    }

    /**
     * A node's answer to router-done's count {@code round}. The round's last answer delivers the waiting router-done if
     * the counts balance, and starts another count while one is still waiting.
     */
    public void received(long round, long sent, long received) {
        if (!balance.counting(round)) {
            return;
        }
        boolean balanced = balance.count(sent, received);
        if (!balance.countComplete()) {
            return;
        }
        if (balanced) {
            deliver(routerDone.poll());
        }
        if (!routerDone.isEmpty()) {
            nodes.askCounts(balance.startCount());
        }
    }

    /**
     * A node went idle (unless {@code timer}: it sleeps until a wake-up) having sent and received so many messages; if
     * the machine now looks quiescent and no router-done waits, every node is asked to confirm it. A combining
     * operation some nodes have not
     * joined does not hold the run: with everyone idle nobody is left to join it, and the simulated machine ends such a
     * run too. A report that names no node of the machine (a malformed one from another member) is ignored.
     */
    public void idle(int node, long sent, long received, boolean timer) {
        if (isNode(node) && balance.idleReport(node, sent, received, timer) && routerDone.isEmpty()) {
            nodes.askConfirmation(balance.startConfirm());
        }
    }

    /**
     * A node's answer to the confirmation {@code round}. Returns true once every node has answered idle with the counts
     * of its report and no router-done waits: the machine is quiescent and the run is over. False for every other
     * answer (not the last, of an older round, of no node of the machine); if a node has moved since its report, its
     * next idle report starts another confirmation.
     */
    public boolean confirmed(long round, int node, long sent, long received, boolean idle) {
        return isNode(node) && balance.confirm(round, node, sent, received, idle) && routerDone.isEmpty();
    }

    private void deliver(Combined done) {
        nodes.deliver(done);
        balance.controlSent(processors);
    }

    private boolean isNode(int node) {
        return node >= 0 && node < processors;
    }
}

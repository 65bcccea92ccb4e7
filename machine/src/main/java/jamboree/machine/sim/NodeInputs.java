package jamboree.machine.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What has been routed to each node since its last window began, until the node takes it: the packets that reached
 * it, the credits its sent packets earned, and the control network's deliveries.
 *
 * <p>While the nodes run on actors, a node may be running while others' reports are routed, so what reaches it waits
 * in lists the node takes with its next window. When every window runs on one thread, no node runs while reports are
 * taken in, and each input goes straight into its node ({@link #deliverDirectly()}): the node takes the same inputs in
 * the same order either way, and the lists, one per node and kind of input for nearly every window, were the largest
 * share of the bytes the conductor allocated.
 */
final class NodeInputs {

    private final SimNode[] nodes;
    private final List<List<Packet>> packets;
    private final List<List<Credit>> credits;
    private final List<List<ControlDelivery>> controls;
    private boolean direct;
    /** With direct delivery, the earliest credit routed to each node since its window last started (NEVER if none). */
    private final long[] creditSince;
    /** With direct delivery, whether anything was routed to each node since its window last started. */
    private final boolean[] routedSince;

    /** @param nodes the run's nodes, shared with the conductor, which may fill the array after this is made */
    NodeInputs(SimNode[] nodes) {
        int processors = nodes.length;
        this.nodes = nodes;
        this.packets = new ArrayList<>(Collections.nCopies(processors, null));
        this.credits = new ArrayList<>(Collections.nCopies(processors, null));
        this.controls = new ArrayList<>(Collections.nCopies(processors, null));
        this.creditSince = new long[processors];
        Arrays.fill(creditSince, SimNode.NEVER);
        this.routedSince = new boolean[processors];
    }

    /** From now on every input goes straight into its node: only while one thread runs every window. */
    void deliverDirectly() {
        direct = true;
    }

    /** Whether inputs go straight into their nodes. */
    boolean direct() {
        return direct;
    }

    /** A packet reached its destination. */
    void packet(Packet p) {
        int d = p.destination();
        if (direct) {
            nodes[d].acceptPacket(p);
            routedSince[d] = true;
        } else {
            buffer(packets, d, p);
        }
    }

    /** A credit returns to the sender of the packet that earned it. */
    void credit(Credit c) {
        int s = c.sender();
        if (direct) {
            nodes[s].acceptCredit(c);
            creditSince[s] = Math.min(creditSince[s], c.time());
            routedSince[s] = true;
        } else {
            buffer(credits, s, c);
        }
    }

    /** The control network delivers to {@code node}. */
    void control(int node, ControlDelivery delivery) {
        if (direct) {
            nodes[node].acceptControl(delivery);
            routedSince[node] = true;
        } else {
            buffer(controls, node, delivery);
        }
    }

    /** With direct delivery, {@code node}'s window begins: what is routed to it from now on is since this window. */
    void windowBegins(int node) {
        creditSince[node] = SimNode.NEVER;
        routedSince[node] = false;
    }

    /** Whether anything has been routed to {@code node} that its next window would take or has not yet seen. */
    boolean pending(int node) {
        return routedSince[node] || packets.get(node) != null || credits.get(node) != null
                || controls.get(node) != null;
    }

    /** The earliest credit routed to {@code node} since its window last started, NEVER if none. */
    long earliestCreditSince(int node) {
        if (direct) {
            return creditSince[node];
        }
        List<Credit> waiting = credits.get(node);
        long earliest = SimNode.NEVER;
        if (waiting != null) {
            for (int i = 0; i < waiting.size(); i++) {
                earliest = Math.min(earliest, waiting.get(i).time());
            }
        }
        return earliest;
    }

    /** The packets routed to {@code node} since its last window, handed over once. */
    List<Packet> takePackets(int node) {
        return take(packets, node);
    }

    /** The credits for {@code node} since its last window, handed over once. */
    List<Credit> takeCredits(int node) {
        return take(credits, node);
    }

    /** The control network's deliveries to {@code node} since its last window, handed over once. */
    List<ControlDelivery> takeControls(int node) {
        return take(controls, node);
    }

    private static <T> void buffer(List<List<T>> lists, int node, T item) {
        List<T> list = lists.get(node);
        if (list == null) {
            list = new ArrayList<>(4);
            lists.set(node, list);
        }
        list.add(item);
    }

    private static <T> List<T> take(List<List<T>> lists, int node) {
        List<T> list = lists.get(node);
        if (list == null) {
            return List.of();
        }
        lists.set(node, null);
        return list;
    }
}

package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombineKind;
import jamboree.machine.control.Combined;
import jamboree.machine.control.CombiningTable;
import jamboree.machine.control.ControlLatencies;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The control network of one simulated run: it gathers the combining calls and broadcasts the nodes made in a window
 * and, once every node has reported it, performs them in their total order (time, node, the node's own count) and
 * hands each node what the network delivers. The nodes of a window run apart, in any order on the host, so nothing is
 * combined while they run: the order of the reports must not show in what the nodes receive.
 *
 * <p>A router-done combine, the CM-5's "every message sent has been received", also waits for the data network: it
 * completes only once as many messages have been taken off the network as were routed onto it, at the last removal.
 */
final class ControlSettler {

    /** Where the settled deliveries go, node by node. */
    @FunctionalInterface
    interface Deliveries {
        void deliver(int node, ControlDelivery delivery);
    }

    private static final Comparator<CombineCall> CALL_ORDER = Comparator.comparingLong(CombineCall::time)
            .thenComparingInt(CombineCall::node).thenComparingLong(CombineCall::sequence);
    private static final Comparator<BroadcastCall> BROADCAST_ORDER = Comparator.comparingLong(BroadcastCall::time)
            .thenComparingInt(BroadcastCall::node).thenComparingLong(BroadcastCall::sequence);

    private final int processors;
    private final ControlLatencies latencies;
    private final CombiningTable combining;
    private final List<CombineCall> windowCalls = new ArrayList<>();
    private final List<BroadcastCall> windowBroadcasts = new ArrayList<>();
    private final List<Combined> pendingRouterDone = new ArrayList<>();
    private long sentTotal;
    private long removedTotal;
    private long lastRemoval;
    /** Orders the deliveries of one time among themselves: one number per combine or broadcast delivered. */
    private long controlOrder;

    ControlSettler(int processors, ControlLatencies latencies) {
        this.processors = processors;
        this.latencies = latencies;
        this.combining = new CombiningTable(processors);
    }

    /** A message was routed onto the data network. */
    void sent() {
        sentTotal++;
    }

    /** A node's window took {@code count} messages off the data network, the last of them at {@code last}. */
    void removed(long count, long last) {
        removedTotal += count;
        if (count > 0) {
            lastRemoval = Math.max(lastRemoval, last);
        }
    }

    /** A node's window made a combining call. */
    void call(CombineCall call) {
        windowCalls.add(call);
    }

    /** A node's window broadcast a value. */
    void broadcast(BroadcastCall call) {
        windowBroadcasts.add(call);
    }

    /** Whether nothing waits to be settled: no call or broadcast of the last window, no router-done held back. */
    boolean idle() {
        return windowCalls.isEmpty() && windowBroadcasts.isEmpty() && pendingRouterDone.isEmpty();
    }

    /**
     * Performs the combining calls and broadcasts of the window just ended, in their total order, delivering nothing
     * before {@code grantedUntil}, the end of the latest window granted: a node may have run up to it already.
     */
    void settle(long grantedUntil, Deliveries to) {
        windowCalls.sort(CALL_ORDER);
        // Indexed loops here too: an iterator per window was as many bytes as the calls themselves.
        for (int c = 0; c < windowCalls.size(); c++) {
            Combined done = combining.add(windowCalls.get(c));
            if (done == null) {
                continue;
            }
            if (done.kind() == CombineKind.ROUTER_DONE) {
                pendingRouterDone.add(done);
            } else {
                deliverToAll(done, done.lastEntry() + latencies.latency(done.kind()), grantedUntil, to);
            }
        }
        windowCalls.clear();
        while (!pendingRouterDone.isEmpty() && removedTotal == sentTotal) {
            Combined done = pendingRouterDone.remove(0);
            long ready = Math.max(done.lastEntry(), lastRemoval);
            deliverToAll(done, ready + latencies.latency(CombineKind.ROUTER_DONE), grantedUntil, to);
        }
        windowBroadcasts.sort(BROADCAST_ORDER);
        for (int c = 0; c < windowBroadcasts.size(); c++) {
            BroadcastCall b = windowBroadcasts.get(c);
            ControlResult result = new ControlResult.Broadcast(b.node(), b.value());
            long time = Math.max(b.time() + latencies.broadcast(), grantedUntil);
            long order = controlOrder++;
            for (int i = 0; i < processors; i++) {
                to.deliver(i, new ControlDelivery(time, order, result));
            }
        }
        windowBroadcasts.clear();
    }

    private void deliverToAll(Combined done, long time, long grantedUntil, Deliveries to) {
        // Inputs were pushed no earlier than their senders' earliest sends, so with control latencies at least
        // the data network's this never lands in a node's past; the clamp guards other configurations.
        long at = Math.max(time, grantedUntil);
        long order = controlOrder++;
        if (done.kind() == CombineKind.SCAN) {
            for (int i = 0; i < processors; i++) {
                to.deliver(i, new ControlDelivery(at, order, done.resultFor(i)));
            }
            return;
        }
        // Every node gets the same result (records, never changed), so one delivery serves them all: a barrier
        // completes in every phase of StarTech's throttle, and at P = 512 that was 1,024 objects a phase.
        ControlDelivery shared = new ControlDelivery(at, order, done.resultFor(0));
        for (int i = 0; i < processors; i++) {
            to.deliver(i, shared);
        }
    }
}

package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombineKind;
import jamboree.machine.control.ControlLatencies;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The control network of a run: combines and broadcasts performed after their window, in their total order. */
class ControlSettlerTest {

    private static final MachineConfig CONFIG = MachineConfig.load();
    private static final ControlLatencies LATENCIES = new ControlLatencies(CONFIG.control(), 4,
            CONFIG.network().arity());

    /** A delivery as it reached its node. */
    private record Delivered(int node, ControlDelivery delivery) {
    }

    private static List<Delivered> settle(ControlSettler settler, long grantedUntil) {
        List<Delivered> delivered = new ArrayList<>();
        settler.settle(grantedUntil, (node, delivery) -> delivered.add(new Delivered(node, delivery)));
        return delivered;
    }

    private static CombineCall call(int node, long sequence, CombineKind kind, long value, long time) {
        return new CombineCall(node, sequence, kind, ReduceOp.ADD, ScanDirection.FORWARD, value, time);
    }

    @Test
    void aBarrierCompletesOnceEveryNodeHasJoinedAtTheLastEntryPlusItsLatencyWithOneResultForAll() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        settler.call(call(2, 0, CombineKind.BARRIER, 0, 200));
        settler.call(call(0, 0, CombineKind.BARRIER, 0, 100));
        settler.call(call(3, 0, CombineKind.BARRIER, 0, 50));
        assertEquals(List.of(), settle(settler, 0), "node 1 has not joined");
        assertTrue(settler.idle());

        settler.call(call(1, 0, CombineKind.BARRIER, 0, 300));
        assertFalse(settler.idle());
        List<Delivered> delivered = settle(settler, 0);
        ControlDelivery expected = new ControlDelivery(300 + LATENCIES.latency(CombineKind.BARRIER), 0,
                new ControlResult.BarrierCompleted(0));
        assertEquals(List.of(0, 1, 2, 3), delivered.stream().map(Delivered::node).toList());
        assertEquals(expected, delivered.get(0).delivery());
        for (Delivered d : delivered) {
            assertSame(delivered.get(0).delivery(), d.delivery(), "one delivery serves every node");
        }
        assertTrue(settler.idle());
    }

    @Test
    void nothingIsDeliveredBeforeTheLatestWindowGrantedEnds() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        for (int n = 0; n < 4; n++) {
            settler.call(call(n, 0, CombineKind.REDUCE, n + 1, 10));
        }
        List<Delivered> delivered = settle(settler, 1_000_000);
        assertEquals(new ControlDelivery(1_000_000, 0, new ControlResult.Reduced(0, ReduceOp.ADD, 10)),
                delivered.get(3).delivery());
    }

    @Test
    void aScanGivesEachNodeItsOwnPrefixOfTheNodesBeforeIt() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        for (int n = 3; n >= 0; n--) {
            settler.call(call(n, 0, CombineKind.SCAN, n + 1, 10));
        }
        List<Delivered> delivered = settle(settler, 0);
        long at = 10 + LATENCIES.latency(CombineKind.SCAN);
        List<ControlDelivery> expected = new ArrayList<>();
        long[] prefixes = {0, 1, 3, 6};
        for (int n = 0; n < 4; n++) {
            expected.add(new ControlDelivery(at, 0, new ControlResult.Scanned(0, ScanDirection.FORWARD, ReduceOp.ADD,
                    prefixes[n])));
        }
        assertEquals(expected, delivered.stream().map(Delivered::delivery).toList());
    }

    @Test
    void routerDoneWaitsUntilEveryPacketRoutedHasBeenTakenOffTheNetwork() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        settler.sent();
        settler.sent();
        for (int n = 0; n < 4; n++) {
            settler.call(call(n, 0, CombineKind.ROUTER_DONE, 0, 100 + n));
        }
        settler.removed(1, 500);
        assertEquals(List.of(), settle(settler, 0), "one packet is still on the network");
        assertFalse(settler.idle(), "the router-done is held back");

        // A window that removed nothing leaves the time of the last removal as it was (900 below, not 10,000).
        settler.removed(0, 10_000);
        assertEquals(List.of(), settle(settler, 0));
        settler.removed(1, 900);
        List<Delivered> delivered = settle(settler, 0);
        assertEquals(4, delivered.size());
        assertEquals(new ControlDelivery(900 + LATENCIES.latency(CombineKind.ROUTER_DONE), 0,
                new ControlResult.RouterDone(0)), delivered.get(0).delivery());
        assertTrue(settler.idle());
    }

    @Test
    void oneSettleNumbersItsCombinesThenTheRouterDoneItReleasesThenItsBroadcastsAndTheNextGoesOn() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        settler.sent();
        for (int n = 0; n < 4; n++) {
            settler.call(call(n, 0, CombineKind.ROUTER_DONE, 0, 100));
        }
        assertEquals(List.of(), settle(settler, 0), "the message is still on the network");

        // The broadcast and the barrier are made after the router-done, the barrier last of all in time.
        settler.removed(1, 150);
        settler.broadcast(new BroadcastCall(0, 0, 7, 120));
        for (int n = 0; n < 4; n++) {
            settler.call(call(n, 1, CombineKind.BARRIER, 0, 300));
        }
        List<Delivered> delivered = settle(settler, 0);
        assertEquals(List.of(new ControlResult.BarrierCompleted(1), new ControlResult.RouterDone(0),
                new ControlResult.Broadcast(0, 7)), List.of(delivered.get(0).delivery().result(),
                delivered.get(4).delivery().result(), delivered.get(8).delivery().result()));
        assertEquals(List.of(0L, 1L, 2L), List.of(delivered.get(0).delivery().order(),
                delivered.get(4).delivery().order(), delivered.get(8).delivery().order()));

        settler.broadcast(new BroadcastCall(1, 0, 8, 400));
        assertEquals(3, settle(settler, 0).get(0).delivery().order(),
                "the numbering goes on from one settle to the next");
    }

    @Test
    void broadcastsReachEveryNodeInTheOrderOfTheirTimesThenTheirSenders() {
        ControlSettler settler = new ControlSettler(4, LATENCIES);
        settler.broadcast(new BroadcastCall(2, 0, 22, 40));
        settler.broadcast(new BroadcastCall(1, 0, 11, 40));
        settler.broadcast(new BroadcastCall(3, 0, 33, 20));
        List<Delivered> delivered = settle(settler, 0);
        assertEquals(12, delivered.size());
        long broadcast = LATENCIES.broadcast();
        assertEquals(new ControlDelivery(20 + broadcast, 0, new ControlResult.Broadcast(3, 33)),
                delivered.get(0).delivery());
        assertEquals(new ControlDelivery(40 + broadcast, 1, new ControlResult.Broadcast(1, 11)),
                delivered.get(4).delivery());
        assertEquals(new ControlDelivery(40 + broadcast, 2, new ControlResult.Broadcast(2, 22)),
                delivered.get(11).delivery());
        assertEquals(List.of(), settle(settler, 0), "each broadcast is delivered once");
    }
}

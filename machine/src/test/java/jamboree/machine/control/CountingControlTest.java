package jamboree.machine.control;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CountingControlTest {

    /** What the control asked of the nodes, in order, one line each. */
    private final List<String> asked = new ArrayList<>();

    private final CountingControl.Nodes nodes = new CountingControl.Nodes() {
        @Override
        public void deliver(Combined done) {
            asked.add("deliver " + done.kind() + " " + done.sequence());
        }

        @Override
        public void deliverToEvery(ControlResult result) {
            asked.add("every " + result);
        }

        @Override
        public void askCounts(long round) {
            asked.add("count " + round);
        }

        @Override
        public void askConfirmation(long round) {
            asked.add("confirm " + round);
        }
    };

    private static CombineCall call(int node, long sequence, CombineKind kind) {
        return new CombineCall(node, sequence, kind, ReduceOp.OR, ScanDirection.FORWARD, 0, 0);
    }

    @Test
    void aCombiningOperationIsDeliveredWhenTheLastNodeJoins() {
        CountingControl control = new CountingControl(2, nodes);
        control.join(call(1, 0, CombineKind.BARRIER));
        assertEquals(List.of(), asked);
        control.join(call(0, 0, CombineKind.BARRIER));
        assertEquals(List.of("deliver BARRIER 0"), asked);
    }

    @Test
    void aCallThatBreaksTheControlNetworksRulesThrows() {
        CountingControl control = new CountingControl(2, nodes);
        control.join(call(0, 0, CombineKind.BARRIER));
        assertThrows(IllegalStateException.class, () -> control.join(call(1, 0, CombineKind.REDUCE)));
    }

    @Test
    void routerDoneWaitsForACountThatBalances() {
        CountingControl control = new CountingControl(2, nodes);
        control.join(call(0, 0, CombineKind.ROUTER_DONE));
        control.join(call(1, 0, CombineKind.ROUTER_DONE));
        assertEquals(List.of("count 1"), asked, "completing router-done starts a count, delivers nothing");
        control.received(1, 3, 0);
        control.received(1, 0, 2);
        assertEquals(List.of("count 1", "count 2"), asked, "one message still on its way: count again");
        control.received(1, 0, 3);
        control.received(2, 3, 0);
        assertEquals(List.of("count 1", "count 2"), asked, "an answer to the old round counts for nothing");
        control.received(2, 0, 3);
        assertEquals(List.of("count 1", "count 2", "deliver ROUTER_DONE 0"), asked);
    }

    @Test
    void routerDonesWaitInOrderAndEachNeedsACount() {
        CountingControl control = new CountingControl(2, nodes);
        control.join(call(0, 0, CombineKind.ROUTER_DONE));
        control.join(call(1, 0, CombineKind.ROUTER_DONE));
        control.join(call(0, 1, CombineKind.ROUTER_DONE));
        control.join(call(1, 1, CombineKind.ROUTER_DONE));
        assertEquals(List.of("count 1"), asked, "the second waits behind the first's count");
        control.received(1, 0, 0);
        control.received(1, 0, 0);
        // The first delivery is two results the nodes must receive before the network counts as empty again.
        assertEquals(List.of("count 1", "deliver ROUTER_DONE 0", "count 2"), asked);
        control.received(2, 0, 1);
        control.received(2, 0, 0);
        assertEquals("count 3", asked.get(3), "one of the first delivery's results is not received yet");
        control.received(3, 0, 1);
        control.received(3, 0, 1);
        assertEquals(List.of("count 1", "deliver ROUTER_DONE 0", "count 2", "count 3", "deliver ROUTER_DONE 1"),
                asked);
    }

    @Test
    void deliveredResultsCountAsMessagesTheNodesMustReceive() {
        CountingControl control = new CountingControl(2, nodes);
        control.broadcast(1, 42);
        assertEquals(List.of("every " + new ControlResult.Broadcast(1, 42)), asked);
        control.idle(0, 0, 0, false);
        control.idle(1, 0, 1, false);
        assertEquals(1, asked.size(), "one of the broadcast's two deliveries is not received yet");
        control.idle(0, 0, 1, false);
        assertEquals("confirm 1", asked.get(1));
        control.join(call(0, 0, CombineKind.BARRIER));
        control.join(call(1, 0, CombineKind.BARRIER));
        assertEquals("deliver BARRIER 0", asked.get(2));
        control.idle(0, 0, 2, false);
        control.idle(1, 0, 1, false);
        assertEquals(3, asked.size(), "a barrier's result is a message each node must receive, like a broadcast's");
        control.idle(1, 0, 2, false);
        assertEquals("confirm 2", asked.get(3));
    }

    @Test
    void quiescenceIsConfirmedByEveryNode() {
        CountingControl control = new CountingControl(2, nodes);
        control.idle(0, 1, 0, false);
        assertEquals(List.of(), asked, "node 1 has not reported");
        control.idle(1, 0, 1, false);
        assertEquals(List.of("confirm 1"), asked);
        assertFalse(control.confirmed(1, 0, 1, 0, true));
        assertTrue(control.confirmed(1, 1, 0, 1, true));
    }

    @Test
    void aRouterDoneThatWaitsHoldsTheRun() {
        CountingControl control = new CountingControl(2, nodes);
        control.idle(0, 1, 0, false);
        control.idle(1, 0, 1, false);
        control.join(call(0, 0, CombineKind.ROUTER_DONE));
        control.join(call(1, 0, CombineKind.ROUTER_DONE));
        assertEquals(List.of("confirm 1", "count 1"), asked);
        assertFalse(control.confirmed(1, 0, 1, 0, true));
        assertFalse(control.confirmed(1, 1, 0, 1, true), "router-done is still to be delivered");
        control.idle(0, 1, 0, false);
        assertEquals(List.of("confirm 1", "count 1"), asked, "no confirmation while router-done waits");
    }

    @Test
    void reportsNamingNoNodeAreIgnored() {
        CountingControl control = new CountingControl(1, nodes);
        control.idle(5, 0, 0, false);
        control.idle(-1, 0, 0, false);
        assertEquals(List.of(), asked);
        control.idle(0, 0, 0, false);
        assertEquals(List.of("confirm 1"), asked);
        assertFalse(control.confirmed(1, 3, 0, 0, true));
        assertTrue(control.confirmed(1, 0, 0, 0, true));
    }
}

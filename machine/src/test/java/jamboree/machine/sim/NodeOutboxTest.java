package jamboree.machine.sim;

import jamboree.machine.api.Message;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.network.FatTree;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeOutboxTest {

    /** Without the routing variation, so that every arrival time is exact. */
    private static final FatTree TREE = new FatTree(
            MachineConfig.load().with("network.latency-jitter-cycles", 0).network(), 64);
    /** One packet each (16 bytes of payload). */
    private static final Message SMALL = () -> 16;
    /** Three packets. */
    private static final Message LARGE = () -> 40;

    private final List<Packet> out = new ArrayList<>();
    private final NodeOutbox outbox = new NodeOutbox(0, TREE, 99, out);

    @Test
    void aMessageWithRoomLeavesAtOnceAndTheNextWaitsForTheOutputLink() {
        long wire = TREE.wireCycles();
        long latency = TREE.latency(0, 1);
        outbox.send(1, 0, LARGE, 3, 1_000);
        outbox.send(1, 0, SMALL, 1, 1_000);
        outbox.send(2, 1, SMALL, 1, 1_000);

        assertEquals(3, out.size());
        Packet large = out.get(0);
        assertEquals(1_000, large.injectTime());
        assertEquals(1_000 + latency + 2 * wire, large.earliestArrival(), "the last of its three packets");
        assertEquals(0, large.sequence());
        assertEquals(1_000 + 3 * wire, out.get(1).injectTime(), "behind the three packets on the same side");
        assertEquals(1, out.get(1).sequence());
        assertEquals(1_000, out.get(2).injectTime(), "the other side has a link of its own");
        assertSame(SMALL, out.get(2).message());
        assertFalse(outbox.waitsForCredit());
    }

    @Test
    void aFullFlowQueuesInOrderAndCreditsLetTheBacklogOut() {
        int capacity = TREE.capacity(0, 1);
        for (int i = 0; i < capacity; i++) {
            assertTrue(outbox.hasRoom(1, 0, 1));
            outbox.send(1, 0, SMALL, 1, 100);
        }
        assertFalse(outbox.hasRoom(1, 0, 1), "the network holds " + capacity + " packets towards a neighbour");
        assertTrue(outbox.hasRoom(1, 1, 1), "the other side is another flow");
        assertTrue(outbox.hasRoom(2, 0, 1), "another destination is another flow");
        outbox.send(1, 0, LARGE, 3, 200);
        outbox.send(1, 0, SMALL, 1, 200);
        assertEquals(capacity, out.size());
        assertTrue(outbox.waitsForCredit());
        assertFalse(outbox.hasRoom(1, 0, 1), "nothing overtakes the backlog");

        outbox.credit(out.get(0).credit(5_000), 5_000);
        outbox.credit(out.get(1).credit(5_000), 5_000);
        assertEquals(capacity, out.size(), "two packets of room are not enough for the three-packet message");
        assertTrue(outbox.waitsForCredit());

        outbox.credit(out.get(2).credit(6_000), 6_000);
        assertEquals(capacity + 1, out.size(), "the large message, and the flow is full again");
        assertSame(LARGE, out.get(capacity).message());
        assertEquals(6_000, out.get(capacity).injectTime());
        assertTrue(outbox.waitsForCredit());

        outbox.credit(out.get(3).credit(7_000), 7_000);
        assertEquals(capacity + 2, out.size());
        assertSame(SMALL, out.get(capacity + 1).message());
        assertEquals(7_000, out.get(capacity + 1).injectTime());
        assertFalse(outbox.waitsForCredit());
        assertFalse(outbox.hasRoom(1, 0, 1));
    }

    @Test
    void aMessageLargerThanTheCapacityGoesAloneIntoAnEmptyFlow() {
        int capacity = TREE.capacity(0, 1);
        outbox.send(1, 0, SMALL, capacity + 5, 0);
        assertEquals(1, out.size());
        assertFalse(outbox.hasRoom(1, 0, 1));
        outbox.send(1, 0, SMALL, 1, 0);
        assertTrue(outbox.waitsForCredit());
        outbox.credit(out.get(0).credit(900), 900);
        assertEquals(2, out.size());
        assertFalse(outbox.waitsForCredit());
    }

    @Test
    void aFlowWhoseCreditsAreAllBackIsForgottenAndStartsAfresh() {
        int capacity = TREE.capacity(0, 1);
        for (int i = 0; i < capacity; i++) {
            outbox.send(1, 0, SMALL, 1, 0);
        }
        for (int i = 0; i < capacity; i++) {
            outbox.credit(out.get(i).credit(500), 500);
        }
        // Forgotten, and towards node 63, across the whole tree, a flow starts empty with that pair's capacity.
        int far = TREE.capacity(0, 63);
        for (int i = 0; i < far; i++) {
            assertTrue(outbox.hasRoom(63, 0, 1), "packet " + i + " of " + far);
            outbox.inject(63, 0, SMALL, 1, 600);
        }
        assertFalse(outbox.hasRoom(63, 0, 1));
        assertTrue(outbox.hasRoom(1, 0, 1), "a forgotten flow has nothing in flight");
    }

    @Test
    void theRoutingVariationIsDrawnFromTheSeedAndTheMessageNumber() {
        FatTree jittered = new FatTree(MachineConfig.load().network(), 64);
        long bound = jittered.parameters().latencyJitter();
        List<Packet> a = new ArrayList<>();
        List<Packet> b = new ArrayList<>();
        NodeOutbox first = new NodeOutbox(0, jittered, 7, a);
        NodeOutbox second = new NodeOutbox(0, jittered, 7, b);
        List<Packet> c = new ArrayList<>();
        NodeOutbox otherSeed = new NodeOutbox(0, jittered, 8, c);
        boolean varied = false;
        boolean seedMatters = false;
        for (int i = 0; i < 24; i++) {
            int destination = 1 + i % 4;
            first.send(destination, 0, SMALL, 1, 0);
            second.send(destination, 0, SMALL, 1, 0);
            otherSeed.send(destination, 0, SMALL, 1, 0);
            seedMatters |= c.get(i).earliestArrival() != a.get(i).earliestArrival();
            long extra = a.get(i).earliestArrival() - a.get(i).injectTime() - jittered.latency(0, destination);
            assertTrue(extra >= 0 && extra <= bound, "extra latency " + extra);
            varied |= extra != 0;
            assertEquals(a.get(i).earliestArrival(), b.get(i).earliestArrival(), "message " + i);
        }
        assertTrue(varied);
        assertTrue(seedMatters);
    }
}

package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class NodeInboxTest {

    private static final long NEVER = SimNode.NEVER;
    private static final Message PING = () -> 16;

    private static Packet packet(int source, long sequence, int side, int packets, long earliestArrival) {
        return new Packet(0, source, sequence, 0, side, packets, earliestArrival, PING);
    }

    @Test
    void anEmptyInboxHasNothingDue() {
        NodeInbox inbox = new NodeInbox(10);
        assertEquals(NEVER, inbox.arrivingDue());
        assertEquals(NEVER, inbox.packetDue());
        assertEquals(NEVER, inbox.controlDue());
        assertEquals(NEVER, inbox.creditDue());
    }

    @Test
    void packetsPassTheInputLinkOnlyUpToTheWindowsEnd() {
        NodeInbox inbox = new NodeInbox(10);
        inbox.addPacket(packet(3, 0, 0, 1, 500));
        inbox.addPacket(packet(2, 0, 0, 1, 100));
        assertEquals(100, inbox.arrivingDue());
        assertEquals(NEVER, inbox.packetDue(), "nothing is through the link before a window admits it");

        inbox.admit(100);
        assertEquals(NEVER, inbox.packetDue(), "a window ending at 100 admits nothing arriving at 100");
        inbox.admit(400);
        assertEquals(100, inbox.packetDue());
        assertEquals(500, inbox.arrivingDue());
        assertEquals(2, inbox.takePacket().source());
        assertEquals(NEVER, inbox.packetDue());

        inbox.admit(501);
        assertEquals(NEVER, inbox.arrivingDue());
        assertEquals(500, inbox.packetDue());
        assertEquals(3, inbox.takePacket().source());
    }

    @Test
    void packetsOnOneSideQueueOneWireTimeApartAndTheOtherSideIsFree() {
        NodeInbox inbox = new NodeInbox(10);
        inbox.addPacket(packet(1, 0, 0, 2, 1000));
        inbox.addPacket(packet(2, 0, 0, 3, 1000));
        inbox.addPacket(packet(3, 0, 1, 1, 1000));
        inbox.admit(2000);
        // Node 1's two packets take the request side first, and node 2's three come through 3 x 10 cycles after them;
        // the reply side is free and carries node 3's packet at once.
        assertEquals(1000, inbox.packetDue());
        assertEquals(1, inbox.takePacket().source());
        assertEquals(1000, inbox.packetDue());
        assertEquals(3, inbox.takePacket().source());
        assertEquals(1030, inbox.packetDue());
        assertEquals(2, inbox.takePacket().source());
        assertEquals(NEVER, inbox.packetDue());
    }

    @Test
    void controlResultsAndCreditsComeOutInTimeOrderWithTheirHeadsAtHand() {
        NodeInbox inbox = new NodeInbox(10);
        ControlDelivery late = new ControlDelivery(70, 0, new ControlResult.BarrierCompleted(1));
        ControlDelivery early = new ControlDelivery(40, 1, new ControlResult.BarrierCompleted(2));
        inbox.addControl(late);
        inbox.addControl(early);
        assertEquals(40, inbox.controlDue());
        assertSame(early, inbox.takeControl());
        assertEquals(70, inbox.controlDue());
        assertSame(late, inbox.takeControl());
        assertEquals(NEVER, inbox.controlDue());

        inbox.addCredit(new Packet(0, 0, 0, 5, 0, 1, 10, PING).credit(90));
        inbox.addCredit(new Packet(0, 0, 1, 4, 1, 2, 10, PING).credit(60));
        assertEquals(60, inbox.creditDue());
        assertEquals(4, inbox.takeCredit().receiver());
        assertEquals(90, inbox.creditDue());
        assertEquals(5, inbox.takeCredit().receiver());
        assertEquals(NEVER, inbox.creditDue());
    }
}

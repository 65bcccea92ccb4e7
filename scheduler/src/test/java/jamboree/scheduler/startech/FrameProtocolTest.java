package jamboree.scheduler.startech;

import jamboree.machine.api.Side;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The frame protocol of thesis 4.6 (results, aborts, completions), driven message by message without a machine. */
class FrameProtocolTest {

    /** A child value the protocol handed to the Jamboree frames. */
    private record Value(Frame frame, int index, int value, long stamp, long work) {
    }

    private final NodeContext ctx = Parts.context(0);
    private final List<Value> values = new ArrayList<>();
    private final FrameProtocol protocol = new FrameProtocol(ctx,
            new LeafSearches(ctx, new WorkLedger(new Throttle(ctx), ctx.tally, true), (node, f, index, value, start, cycles) -> { }),
            new NodeOwnTable(ctx),
            (node, f, index, value, stamp, work, failed, cutoff) -> values.add(new Value(f, index, value, stamp,
                    work)));
    private final RecordingNode node = new RecordingNode(0, 4);

    /** The root frame with child 1 given to node 3. */
    private Frame rootWithStolenChild() {
        Frame root = Parts.loopingRoot(ctx, 5);
        root.state[1] = ChildState.STOLEN;
        root.thief[1] = 3;
        root.outstandingRemote = 1;
        return root;
    }

    @Test
    void aStolenChildsValueIsCompletedAndHandedToTheFrame() {
        Frame root = rootWithStolenChild();

        protocol.onChildDone(node, 3, new StarTechMessage.ChildDone(root.reference, 1, false, 25, 700, 90, 4, 2, 1));

        List<RecordingNode.Sent> sent = node.takeSent();
        assertEquals(1, sent.size());
        assertEquals(3, sent.get(0).destination());
        assertEquals(Side.REQUEST, sent.get(0).side());
        assertEquals(new StarTechMessage.Completion(root.reference, 1, 1), sent.get(0).message());
        assertEquals(List.of(new Value(root, 1, -25, 700, 90)), values, "the value, from the parent's side");
        assertEquals(0, root.outstandingRemote);
        assertEquals(0, ctx.tally.counters().get(Counter.PROTOCOL_ERRORS));
    }

    @Test
    void anAbortThatCrossedTheResultEndsTheChildWithoutACompletion() {
        Frame root = rootWithStolenChild();
        protocol.abortStolenChild(node, root, 1);
        assertEquals(new StarTechMessage.Abort(root.reference, 1, 1), node.takeSent().get(0).message());
        assertSame(ChildState.ABORTING, root.state[1]);

        protocol.onChildDone(node, 3, new StarTechMessage.ChildDone(root.reference, 1, false, 25, 700, 90, 0, 0, 1));

        assertTrue(node.takeSent().isEmpty(), "the abort already was the parent's completion");
        assertTrue(values.isEmpty(), "an aborted child's value is not used");
        assertSame(ChildState.DONE, root.state[1]);
        assertEquals(90, ctx.tally.counters().get(Counter.LATE_CUTOFF_WORK));
    }

    @Test
    void aFrameIsFreedOnlyWhenEveryMessageIsAccountedFor() {
        Frame root = rootWithStolenChild();
        root.phase = Phase.DONE;
        protocol.free(root);
        assertFalse(root.freed, "a child's answer is still due");

        protocol.onChildDone(node, 3, new StarTechMessage.ChildDone(root.reference, 1, true, 0, 700, 90, 0, 0, 1));
        assertEquals(1, ctx.tally.counters().get(Counter.PROTOCOL_ERRORS), "an acknowledgement of no abort");

        root.state[1] = ChildState.ABORTING;
        root.outstandingRemote = 1;
        protocol.onChildDone(node, 3, new StarTechMessage.ChildDone(root.reference, 1, true, 0, 700, 90, 0, 0, 1));
        assertTrue(root.freed);
        assertEquals(0, ctx.frames.live());

        protocol.onChildDone(node, 3, new StarTechMessage.ChildDone(root.reference, 1, true, 0, 700, 90, 0, 0, 1));
        assertEquals(1, ctx.tally.counters().get(Counter.STRAY_MESSAGES), "a message to a freed frame is counted");
    }

    @Test
    void aStolenFrameReturnsItsValueAndIsFreedByTheParentsCompletion() {
        Frame f = Parts.stolenChild(ctx, 2, 77L, 4);
        protocol.adoptStolen(2, f);
        ctx.frames.remove(f);
        f.phase = Phase.DONE;
        f.work = 123;

        protocol.returnValue(node, f, -40, 900);

        assertEquals(new StarTechMessage.ChildDone(77L, 4, false, -40, 900, 123, 0, 0, 1),
                node.takeSent().get(0).message());
        assertFalse(f.freed, "the parent's completion is still due");
        protocol.onCompletion(2, new StarTechMessage.Completion(77L, 4, 1));
        assertTrue(f.freed);
        assertEquals(0, ctx.tally.counters().get(Counter.PROTOCOL_ERRORS));
    }

    @Test
    void anAbortUnwindsTheStolenFrameAndItsLocalDescendants() {
        Frame f = Parts.stolenChild(ctx, 2, 77L, 4);
        protocol.adoptStolen(2, f);
        Frame below = new Frame(f, 0, -1, 0, f.segment, 2, 2, -100, 100, 1, false, 0);
        ctx.frames.push(below);
        below.work = 30;

        protocol.onAbort(node, 2, new StarTechMessage.Abort(77L, 4, 1));

        StarTechMessage.ChildDone ack = (StarTechMessage.ChildDone) node.takeSent().get(0).message();
        assertTrue(ack.aborted());
        assertEquals(77L, ack.parent());
        assertNull(ctx.frames.top(), "both frames left the stack");
        assertTrue(f.freed && below.freed);
        assertEquals(30, f.cutoffWork, "the descendant's work was cut off");
        assertEquals(0, ctx.frames.live());
    }

    @Test
    void anAbortThatOvertakesItsGrantIsAcknowledgedWhenTheGrantArrives() {
        protocol.onAbort(node, 2, new StarTechMessage.Abort(55L, 6, 1));
        assertTrue(node.takeSent().isEmpty());
        assertEquals(1, protocol.pendingEarlyAborts());

        StarTechMessage.StealGranted grant = new StarTechMessage.StealGranted(55L, 6, new int[0], -1, 0, 3, 1, 400,
                0, 2, null, null);
        assertTrue(protocol.abortedInFlight(node, 2, grant));
        assertEquals(new StarTechMessage.ChildDone(55L, 6, true, 0, 400, 0, 0, 0, 1), node.takeSent().get(0).message());
        assertEquals(0, protocol.pendingEarlyAborts());
        assertFalse(protocol.abortedInFlight(node, 2, grant), "only once");
    }
}

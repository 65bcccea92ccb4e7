package jamboree.scheduler.startech;

import jamboree.engine.board.Position;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.machine.api.Side;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Both sides of work stealing and the throttle, driven call by call without a machine. */
class StealServiceTest {

    private static StealService service(NodeContext ctx) {
        LeafSearches leaves = new LeafSearches(ctx, new WorkLedger(new Throttle(ctx), ctx.tally, true),
                (node, f, index, value, start, cycles) -> { });
        FrameProtocol protocol = new FrameProtocol(ctx, leaves, new NodeOwnTable(ctx),
                (node, f, index, value, stamp, work, failed, cutoff) -> { });
        return new StealService(ctx, new Throttle(ctx), protocol, leaves);
    }

    @Test
    void theVictimGivesTheFirstUnstartedChildOfTheFrameNearestTheRoot() {
        NodeContext ctx = Parts.context(0);
        Frame root = Parts.loopingRoot(ctx, 5);
        RecordingNode node = new RecordingNode(0, 4);

        service(ctx).onRequest(node, 3);

        List<RecordingNode.Sent> sent = node.takeSent();
        assertEquals(1, sent.size());
        assertEquals(3, sent.get(0).destination());
        assertEquals(Side.REPLY, sent.get(0).side());
        StarTechMessage.StealGranted g = assertInstanceOf(StarTechMessage.StealGranted.class, sent.get(0).message());
        assertEquals(root.reference, g.parent());
        assertEquals(1, g.childIndex(), "child 0 is done; child 1 is the first that may go");
        assertArrayEquals(new int[] {root.moves[1]}, g.path());
        assertEquals(-root.alpha - 1, g.alpha());
        assertEquals(-root.alpha, g.beta());
        assertEquals(4, g.depth());
        assertEquals(1, g.ply());
        assertEquals(ChildState.STOLEN, root.state[1]);
        assertEquals(3, root.thief[1]);
        assertEquals(1, root.outstandingRemote);
        assertEquals(1, ctx.tally.counters().get(Counter.STEALS_SERVED));
        assertTrue(node.charged(SearchActivity.ANSWERING_STEAL_REQUEST) > 0);
    }

    @Test
    void theVictimDeniesWhenNothingMayBeGiven() {
        NodeContext ctx = Parts.context(0);
        Frame root = Parts.loopingRoot(ctx, 5);
        root.serialUntil = 3;
        RecordingNode node = new RecordingNode(0, 4);

        service(ctx).onRequest(node, 2);

        List<RecordingNode.Sent> sent = node.takeSent();
        assertEquals(1, sent.size());
        assertInstanceOf(StarTechMessage.StealDenied.class, sent.get(0).message());
        assertEquals(ChildState.UNSTARTED, root.state[1], "children still to be serialized stay home");
    }

    @Test
    void aFrameTooShallowToShareIsNotGiven() {
        SchedulerConfig config = SchedulerConfig.load();
        NodeContext ctx = Parts.context(0, config);
        Parts.loopingRoot(ctx, config.minStealDepth());
        RecordingNode node = new RecordingNode(0, 4);

        service(ctx).onRequest(node, 1);

        assertInstanceOf(StarTechMessage.StealDenied.class, node.takeSent().get(0).message());
    }

    @Test
    void aNaiveThiefAsksARandomOtherNodeAndWaitsForTheAnswer() {
        NodeContext ctx = Parts.context(2, SchedulerConfig.load().with("throttle", "naive"));
        StealService steals = service(ctx);
        RecordingNode node = new RecordingNode(2, 8);

        steals.lookForWork(node);
        List<RecordingNode.Sent> sent = node.takeSent();
        assertEquals(1, sent.size());
        assertNotEquals(2, sent.get(0).destination(), "never itself");
        assertEquals(Side.REQUEST, sent.get(0).side());
        assertEquals(new StarTechMessage.StealRequest(2), sent.get(0).message());

        steals.lookForWork(node);
        assertTrue(node.takeSent().isEmpty(), "one request at a time");
        assertEquals(SearchActivity.LOOKING_FOR_WORK, node.idleAs);

        steals.onDenied(node);
        steals.lookForWork(node);
        assertEquals(1, node.takeSent().size(), "a naive thief asks again at once");
        assertEquals(1, ctx.tally.counters().get(Counter.STEALS_DENIED));
        assertEquals(2, ctx.tally.counters().get(Counter.STEAL_REQUESTS));
    }

    @Test
    void aBackoffThiefWaitsAfterADenial() {
        SchedulerConfig config = SchedulerConfig.load().with("throttle", "backoff");
        NodeContext ctx = Parts.context(1, config);
        StealService steals = service(ctx);
        RecordingNode node = new RecordingNode(1, 8);

        steals.lookForWork(node);
        node.takeSent();
        node.now = 1000;
        steals.onDenied(node);
        steals.lookForWork(node);
        assertTrue(node.takeSent().isEmpty());
        assertEquals(1000 + config.backoff(), node.wakeAt);
        assertEquals(SearchActivity.WAITING_ON_THROTTLE, node.idleAs);

        node.now = 1000 + config.backoff();
        steals.lookForWork(node);
        assertEquals(1, node.takeSent().size());
    }

    @Test
    void theGlobalThrottleAllowsOneRequestPerBarrierPhase() {
        NodeContext ctx = Parts.context(1, SchedulerConfig.load().with("throttle", "startech"));
        StealService steals = service(ctx);
        RecordingNode node = new RecordingNode(1, 8);

        steals.lookForWork(node);
        assertEquals(1, node.barriersEntered, "an idle node raises its hand at once");
        assertEquals(1, node.takeSent().size());
        steals.onDenied(node);

        steals.lookForWork(node);
        assertTrue(node.takeSent().isEmpty(), "the phase is not over");
        assertEquals(SearchActivity.WAITING_ON_THROTTLE, node.idleAs);

        node.barrierCompleted = true;
        steals.lookForWork(node);
        assertEquals(2, node.barriersEntered);
        assertEquals(1, node.takeSent().size(), "a new phase, a new request");
    }

    @Test
    void aBusyNodeRaisesItsHandOnlyAfterEnoughWork() {
        SchedulerConfig config = SchedulerConfig.load().with("throttle", "startech");
        NodeContext ctx = Parts.context(0, config);
        Throttle throttle = new Throttle(ctx);
        RecordingNode node = new RecordingNode(0, 8);

        throttle.afterWork(node, config.throttleWork() - 1);
        assertEquals(0, node.barriersEntered);
        throttle.afterWork(node, 1);
        assertEquals(1, node.barriersEntered);

        ctx.searchOver = true;
        node.barrierCompleted = true;
        throttle.afterWork(node, 10 * config.throttleWork());
        assertEquals(1, node.barriersEntered, "no throttle once the root has its value");
    }

    @Test
    void theThiefRebuildsTheStolenPositionAndStacksItsFrame() {
        NodeContext victimCtx = Parts.context(0);
        Frame root = Parts.loopingRoot(victimCtx, 5);
        RecordingNode victim = new RecordingNode(0, 4);
        service(victimCtx).onRequest(victim, 3);
        StarTechMessage.StealGranted g = (StarTechMessage.StealGranted) victim.takeSent().get(0).message();

        NodeContext thiefCtx = Parts.context(3);
        RecordingNode thief = new RecordingNode(3, 4);
        service(thiefCtx).onGranted(thief, 0, g);

        Frame f = thiefCtx.frames.top();
        Position expected = Parts.context(0).run.root().copy();
        expected.makeMove(root.moves[1]);
        assertEquals(expected.key(), f.key);
        assertTrue(f.stolen());
        assertEquals(0, f.remoteNode);
        assertEquals(root.reference, f.remoteParent);
        assertEquals(1, f.indexInParent);
        assertSame(Phase.NEW, f.phase);
        assertEquals(1, thiefCtx.tally.counters().get(Counter.STEALS_GRANTED));
        assertTrue(thief.charged(SearchActivity.LOOKING_FOR_WORK) > 0, "replaying the path costs the thief");
    }
}

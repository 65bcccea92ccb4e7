package jamboree.machine.sim;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;
import org.apache.pekko.actor.testkit.typed.javadsl.BehaviorTestKit;
import org.apache.pekko.actor.testkit.typed.javadsl.TestInbox;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A window worker with a slice of one node, driven by hand the way the control actor drives it. */
class WindowWorkerTest {

    private static final MachineConfig CONFIG = MachineConfig.load().with("network.latency-jitter-cycles", 0);

    record Hello(int from) implements Message {
        @Override
        public int payloadBytes() {
            return 20;
        }
    }

    private static SimNode node(int id, NodeProgram program) {
        FatTree tree = new FatTree(CONFIG.network(), 4);
        return new SimNode(id, 4, CONFIG.clockHz(), tree, new ControlLatencies(CONFIG.control(), 4, 4), program,
                1, CONFIG.timelineBucketCycles());
    }

    private static WindowWorker.Run window(SimNode node, long end, List<Packet> packets,
                                           TestInbox<ControlActor.Command> control) {
        return new WindowWorker.Run(List.of(new WindowWorker.Grant(node, end, packets, List.of(), List.of())),
                control.getRef());
    }

    /** The outcome of the one node of the slice just run. */
    private static ControlActor.Command only(TestInbox<ControlActor.Command> control) {
        ControlActor.Ran ran = assertInstanceOf(ControlActor.Ran.class, control.receiveMessage());
        assertEquals(1, ran.outcomes().size());
        return ran.outcomes().get(0);
    }

    @Test
    void aWindowRunsTheProgramAndReportsItsPacketsAndNextEvent() {
        NodeProgram greeter = new NodeProgram() {
            @Override
            public void start(Node node) {
                node.send(3, Side.REQUEST, new Hello(node.id()));
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        };
        SimNode greeterNode = node(0, greeter);
        BehaviorTestKit<WindowWorker.Command> kit = BehaviorTestKit.create(WindowWorker.create());
        TestInbox<ControlActor.Command> control = TestInbox.create();
        kit.run(window(greeterNode, 99, List.of(), control));
        ControlActor.Reported reported = assertInstanceOf(ControlActor.Reported.class, only(control));
        WindowReport r = reported.report();
        assertEquals(1, r.packets().size());
        Packet p = r.packets().get(0);
        // 20 payload bytes are two packets: 2 x 37 cycles to send, then 99 cycles to a sibling plus one more
        // wire time for the second packet.
        assertEquals(2, p.packets());
        assertEquals(74, p.injectTime());
        assertEquals(74 + 99 + 33, p.earliestArrival());
        assertEquals(3, p.destination());
        assertEquals(SimNode.NEVER, r.nextEvent());
        assertEquals(74, r.now());
        assertTrue(r.events() >= 3, "start, step and send are events");
    }

    @Test
    void aPacketRoutedToTheNodeIsDeliveredAtItsArrivalAndCreditedBack() {
        int[] got = new int[1];
        NodeProgram receiver = new NodeProgram() {
            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
                got[0] = ((Hello) message).from() + 1;
            }
        };
        SimNode receiverNode = node(3, receiver);
        BehaviorTestKit<WindowWorker.Command> kit = BehaviorTestKit.create(WindowWorker.create());
        TestInbox<ControlActor.Command> control = TestInbox.create();
        kit.run(window(receiverNode, 99, List.of(), control));
        WindowReport idle = ((ControlActor.Reported) only(control)).report();
        assertEquals(SimNode.NEVER, idle.nextEvent());
        Packet p = new Packet(0, 0, 0, 3, Side.REQUEST.ordinal(), 1, 150, new Hello(41));
        kit.run(window(receiverNode, 400, List.of(p), control));
        WindowReport r = ((ControlActor.Reported) only(control)).report();
        assertEquals(42, got[0]);
        assertEquals(150 + 60, r.now());
        assertEquals(1, r.removed());
        assertEquals(1, r.credits().size());
        Credit c = r.credits().get(0);
        assertSame(p, c, "the packet taken is its own credit");
        assertEquals(List.of(0, 3, 0, 1, 210L + 99), List.of(c.sender(), c.receiver(), c.side(), c.packets(), c.time()));
    }

    @Test
    void finishChargesTheIdleTail() {
        NodeProgram idle = new NodeProgram() {
            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        };
        SimNode node = node(1, idle);
        BehaviorTestKit<WindowWorker.Command> kit = BehaviorTestKit.create(WindowWorker.create());
        TestInbox<ControlActor.Command> control = TestInbox.create();
        kit.run(window(node, 99, List.of(), control));
        only(control);
        // The control actor closes the ledger once no window is out.
        node.finish(1000);
        assertEquals(1000, node.account().total());
        assertTrue(kit.isAlive());
    }
}

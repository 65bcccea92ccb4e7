package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;
import jamboree.machine.programs.QuietProgram;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What is routed to each node waits for its next window, or goes straight into it while one thread runs them all. */
class NodeInputsTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    record Ping() implements Message {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    record TestCredit(int sender, int receiver, int side, int packets, long time) implements Credit {
    }

    private static final NodeProgram IDLE = new QuietProgram() {
        @Override
        public void start(Node node) {
        }
    };

    private static SimNode[] nodes(int processors) {
        FatTree tree = new FatTree(CONFIG.network(), processors);
        ControlLatencies latencies = new ControlLatencies(CONFIG.control(), processors, CONFIG.network().arity());
        SimNode[] nodes = new SimNode[processors];
        for (int i = 0; i < processors; i++) {
            nodes[i] = new SimNode(i, processors, CONFIG.clockHz(), tree, latencies, IDLE, 1,
                    CONFIG.timelineBucketCycles());
        }
        return nodes;
    }

    private static Packet packet(int source, int destination, long arrival) {
        return new Packet(0, source, 0, destination, 0, 1, arrival, new Ping());
    }

    @Test
    void inputsWaitInTheirNodesListsInTheOrderRoutedAndAreHandedOverOnce() {
        NodeInputs inputs = new NodeInputs(new SimNode[4]);
        Packet first = packet(0, 2, 500);
        Packet second = packet(1, 2, 300);
        inputs.packet(first);
        inputs.packet(second);
        inputs.packet(packet(2, 3, 400));
        Credit late = new TestCredit(2, 1, 0, 1, 900);
        Credit early = new TestCredit(2, 3, 0, 1, 700);
        inputs.credit(late);
        inputs.credit(early);
        ControlDelivery barrier = new ControlDelivery(800, 0, new ControlResult.BarrierCompleted(0));
        inputs.control(2, barrier);

        assertFalse(inputs.pending(0));
        assertTrue(inputs.pending(2));
        assertEquals(700, inputs.earliestCreditSince(2));
        assertEquals(SimNode.NEVER, inputs.earliestCreditSince(0));
        assertEquals(List.of(first, second), inputs.takePackets(2));
        assertEquals(List.of(late, early), inputs.takeCredits(2));
        assertEquals(List.of(barrier), inputs.takeControls(2));
        assertFalse(inputs.pending(2));
        assertEquals(List.of(), inputs.takePackets(2), "handed over once");
        assertEquals(SimNode.NEVER, inputs.earliestCreditSince(2));
        assertEquals(1, inputs.takePackets(3).size());
    }

    @Test
    void deliveredDirectlyAnInputGoesIntoItsNodeAndOnlyTheWindowsFiguresAreKept() {
        SimNode[] nodes = nodes(4);
        NodeInputs inputs = new NodeInputs(nodes);
        inputs.deliverDirectly();
        assertTrue(inputs.direct());
        inputs.packet(packet(0, 1, 500));
        inputs.credit(new TestCredit(1, 3, 0, 1, 900));
        inputs.credit(new TestCredit(1, 2, 0, 1, 600));

        assertTrue(inputs.pending(1));
        assertEquals(600, inputs.earliestCreditSince(1));
        assertEquals(List.of(), inputs.takePackets(1), "nothing waits in a list");
        assertEquals(List.of(), inputs.takeCredits(1));
        assertEquals(500, nodes[1].nextEvent(), "the packet is in the node, its next event");
        assertEquals(SimNode.NEVER, nodes[2].nextEvent(), "nothing went elsewhere");

        inputs.windowBegins(1);
        assertFalse(inputs.pending(1));
        assertEquals(SimNode.NEVER, inputs.earliestCreditSince(1));
        inputs.control(1, new ControlDelivery(800, 0, new ControlResult.BarrierCompleted(0)));
        assertTrue(inputs.pending(1));
        assertTrue(inputs.takeControls(1).isEmpty());
    }
}

package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.ControlLatencies;
import jamboree.machine.network.FatTree;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A node refuses any input dated before the end of a window it has processed, and says which input it was. */
class CausalityCheckTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    record Ping() implements Message {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    private static final NodeProgram IDLE = new NodeProgram() {
        @Override
        public void start(Node node) {
        }

        @Override
        public boolean step(Node node) {
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    };

    /** Node 1 of 4, having processed everything before time 1,000. */
    private static SimNode nodeAfterWindow() {
        FatTree tree = new FatTree(CONFIG.network(), 4);
        SimNode node = new SimNode(1, 4, CONFIG.clockHz(), tree, new ControlLatencies(CONFIG.control(), 4, 4), IDLE,
                1, CONFIG.timelineBucketCycles());
        node.advance(1_000, List.of(), List.of(), List.of(), null);
        return node;
    }

    @Test
    void aPacketFromThePastNamesItsSender() {
        SimNode node = nodeAfterWindow();
        Packet late = new Packet(0, 3, 0, 1, 0, 1, 999, new Ping());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> node.acceptPackets(List.of(late)));
        assertTrue(e.getMessage().contains("a packet from node 3 dated 999"), e.getMessage());
        assertTrue(e.getMessage().contains("before 1000"), e.getMessage());
    }

    @Test
    void aCreditOrControlResultFromThePastIsRefused() {
        SimNode node = nodeAfterWindow();
        IllegalStateException credit = assertThrows(IllegalStateException.class,
                () -> node.acceptCredits(List.of(new Packet(0, 1, 0, 2, 0, 1, 400, new Ping()).credit(500))));
        assertTrue(credit.getMessage().contains("a credit from node 2 dated 500"), credit.getMessage());
        ControlDelivery result = new ControlDelivery(10, 0, new ControlResult.BarrierCompleted(0));
        IllegalStateException control = assertThrows(IllegalStateException.class,
                () -> node.acceptControl(List.of(result)));
        assertTrue(control.getMessage().contains("a control-network result dated 10"), control.getMessage());
    }

    @Test
    void inputsAtTheWindowsEndAreTakenIn() {
        SimNode node = nodeAfterWindow();
        node.acceptPackets(List.of(new Packet(0, 3, 0, 1, 0, 1, 1_000, new Ping())));
        node.runWindow(2_000);
        assertEquals(1, node.account().messagesReceived());
    }
}

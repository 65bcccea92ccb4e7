package jamboree.scheduler.startech;

import jamboree.machine.api.SharedMemory;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A node's program asks its machine how many children to search in order, unless the configuration fixes it. */
class SerialChildrenOnEachMachineTest {

    private static RecordingNode onRealThreads() {
        RecordingNode node = new RecordingNode(0, 2);
        node.sharedMemory = new SharedMemory() {
            @Override
            public <T> T of(int n, Class<T> type) {
                return null;
            }
        };
        return node;
    }

    @Test
    void theSimulatedMachineSerializesOneChildAndNoPrincipalVariationChild() {
        NodeContext ctx = Parts.context(0);
        RecordingNode node = new RecordingNode(0, 512);
        assertEquals(1, ctx.serializationChildren(node));
        assertEquals(0, ctx.pvSerialChildren(node));
    }

    @Test
    void realThreadsSerializeThreeOfEach() {
        NodeContext ctx = Parts.context(0);
        assertEquals(3, ctx.serializationChildren(onRealThreads()));
        assertEquals(3, ctx.pvSerialChildren(onRealThreads()));
    }

    @Test
    void aConfiguredCountHoldsOnBoth() {
        NodeContext ctx = Parts.context(0, SchedulerConfig.load().with("serialization-children", 2)
                .with("pv-serial-children", 5));
        for (RecordingNode node : new RecordingNode[] {new RecordingNode(0, 64), onRealThreads()}) {
            assertEquals(2, ctx.serializationChildren(node));
            assertEquals(5, ctx.pvSerialChildren(node));
        }
    }
}

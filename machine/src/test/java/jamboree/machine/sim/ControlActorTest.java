package jamboree.machine.sim;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.TestActivity;
import org.apache.pekko.actor.testkit.typed.javadsl.ActorTestKit;
import org.apache.pekko.actor.testkit.typed.javadsl.TestProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The control actor with its node actors, in an actor test kit, reporting to a probe. */
class ControlActorTest {

    private static final MachineConfig CONFIG = MachineConfig.load();
    private static final ActorTestKit KIT = ActorTestKit.create("control-actor-test",
            ActorSystems.settings(CONFIG, 2, 16));

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    @Test
    void aRunOfWorkingNodesEndsAtItsTimeLimitWithEveryCycleBooked() {
        TestProbe<ControlActor.Outcome> probe = KIT.createTestProbe();
        NodeProgram worker = new NodeProgram() {
            @Override
            public boolean step(Node node) {
                node.charge(1000, TestActivity.CHESS_WORK);
                return true;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        };
        KIT.spawn(ControlActor.create(CONFIG, 4, (id, p) -> worker, 10_000, ActorSystems.DISPATCHER,
                probe.getRef()));
        ControlActor.Outcome outcome = probe.receiveMessage(Duration.ofSeconds(30));
        assertNull(outcome.failure());
        assertEquals(10_000, outcome.report().endTime());
        assertEquals(4, outcome.report().processors());
        // Steps that start before the limit run to their end; the poll after the last one lies beyond it.
        for (int i = 0; i < 4; i++) {
            assertEquals(10 * 1000 + 9 * 7, outcome.report().nodes().get(i).total());
            assertEquals(10_000, outcome.report().nodes().get(i).cycles(TestActivity.CHESS_WORK));
        }
        assertTrue(outcome.report().windows() > 1);
    }
}

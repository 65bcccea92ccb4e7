package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.api.Side;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.AnswersProgram;
import jamboree.machine.programs.StormProgram;
import jamboree.machine.programs.TestActivity;
import org.apache.pekko.actor.testkit.typed.javadsl.ActorTestKit;
import org.apache.pekko.actor.testkit.typed.javadsl.TestProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static jamboree.machine.sim.SameRun.assertSameRun;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Windows that wake a single node run inside the control actor instead of being sent to the node's actor: the runs
 * must come out exactly as when every window is sent.
 */
class InlineWindowsTest {

    private static final MachineConfig CONFIG = MachineConfig.load();
    private static final ActorTestKit KIT = ActorTestKit.create("inline-windows-test",
            ActorSystems.settings(CONFIG, 2, 16));

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    private static ControlActor.Outcome run(int processors, ProgramFactory programs, long timeLimit,
                                            int inlineWindows) {
        TestProbe<ControlActor.Outcome> probe = KIT.createTestProbe();
        KIT.spawn(ControlActor.create(CONFIG, processors, programs, timeLimit, ActorSystems.DISPATCHER,
                probe.getRef(), inlineWindows));
        return probe.receiveMessage(Duration.ofSeconds(60));
    }

    @Test
    void aLoneNodeRunsTheSameWhetherItsWindowsAreSentOrRunInline() {
        // Long enough for more than one batch of inline windows, so that the hand-back to the node's actor runs too.
        ControlActor.Outcome sent = run(1, (id, p) -> new StormProgram(id), 1_500_000, 0);
        ControlActor.Outcome inline = run(1, (id, p) -> new StormProgram(id), 1_500_000, ControlActor.INLINE_WINDOWS);
        ControlActor.Outcome everyOther = run(1, (id, p) -> new StormProgram(id), 1_500_000, 1);
        assertNull(sent.failure());
        assertTrue(sent.report().windows() > 2 * ControlActor.INLINE_WINDOWS, sent.report().windows() + " windows");
        assertEquals(1_500_000, sent.report().endTime());
        assertSameRun(sent.report(), inline.report());
        assertSameRun(sent.report(), everyOther.report());
    }

    @Test
    void aStormThatStartsOnOneNodeIsTheSameWhetherLoneWindowsAreSentOrRunInline() {
        // Node 0 alone has work at first, so the storm opens with lone windows before the steals spread it.
        MachineReport sent = run(64, (id, p) -> new StormProgram(id), 400_000, 0).report();
        MachineReport inline = run(64, (id, p) -> new StormProgram(id), 400_000, ControlActor.INLINE_WINDOWS)
                .report();
        assertTrue(sent.messagesReceived() > 1_000, sent.messagesReceived() + " messages");
        assertSameRun(sent, inline);
    }

    @Test
    void controlNetworkAnswersAreTheSameWhenLoneWindowsRunInline() {
        for (int p : new int[] {1, 3}) {
            long[][] sentAnswers = new long[p][AnswersProgram.COLUMNS];
            long[][] inlineAnswers = new long[p][AnswersProgram.COLUMNS];
            MachineReport sent = run(p, (id, size) -> new AnswersProgram(sentAnswers, id), Long.MAX_VALUE, 0)
                    .report();
            MachineReport inline = run(p, (id, size) -> new AnswersProgram(inlineAnswers, id), Long.MAX_VALUE,
                    ControlActor.INLINE_WINDOWS).report();
            assertSameRun(sent, inline);
            for (int i = 0; i < p; i++) {
                assertArrayEquals(sentAnswers[i], inlineAnswers[i], "P " + p + " node " + i);
            }
        }
    }

    @Test
    void aNodeThatThrowsInAnInlineWindowFailsTheRunWithItsMessage() {
        ControlActor.Outcome outcome = run(1, (id, p) -> new NodeProgram() {
            private int steps;

            @Override
            public boolean step(Node node) {
                // Every window of a lone node runs inline, the first one too.
                if (++steps == 20) {
                    throw new IllegalStateException("gives up at step twenty");
                }
                node.charge(500, TestActivity.CHESS_WORK);
                return true;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE, ControlActor.INLINE_WINDOWS);
        assertNull(outcome.report());
        assertNotNull(outcome.failure());
        assertTrue(outcome.failure().getMessage().contains("node 0 failed"), outcome.failure().getMessage());
        assertTrue(outcome.failure().getMessage().contains("gives up at step twenty"), outcome.failure().getMessage());
    }

    @Test
    void aNegativeInlineBoundIsRefused() {
        TestProbe<ControlActor.Outcome> probe = KIT.createTestProbe();
        assertThrows(IllegalArgumentException.class, () -> ControlActor.create(CONFIG, 1,
                (id, p) -> new StormProgram(id), 1000, ActorSystems.DISPATCHER, probe.getRef(), -1));
    }
}

package jamboree.machine.sim;

import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.MachineActivity;
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
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static jamboree.machine.sim.SameRun.assertSameRun;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run driven on the calling thread, every window one node after the other, must come out exactly as the control
 * actor's run with every window sent to the nodes' actors; and a one-node machine runs that way.
 */
class ConductorTest {

    private static final MachineConfig CONFIG = MachineConfig.load();
    private static final ActorTestKit KIT = ActorTestKit.create("conductor-test", ActorSystems.settings(CONFIG, 2, 16));

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    /** The control actor's run with no window run inline: every window goes to the nodes' actors. */
    private static MachineReport sent(int processors, ProgramFactory programs, long timeLimit) {
        TestProbe<ControlActor.Outcome> probe = KIT.createTestProbe();
        KIT.spawn(ControlActor.create(CONFIG, processors, programs, timeLimit, ActorSystems.DISPATCHER,
                probe.getRef(), 0));
        ControlActor.Outcome outcome = probe.receiveMessage(Duration.ofSeconds(60));
        assertNull(outcome.failure());
        return outcome.report();
    }

    private static MachineReport here(int processors, ProgramFactory programs, long timeLimit) {
        Conductor conductor = new Conductor(CONFIG, processors, programs, timeLimit);
        conductor.runHere();
        assertNull(conductor.failure());
        return conductor.report();
    }

    @Test
    void aStealStormRunOnOneThreadIsTheRunOfTheNodesActors() {
        for (int p : new int[] {1, 2, 64}) {
            MachineReport sent = sent(p, (id, size) -> new StormProgram(id), 400_000);
            MachineReport here = here(p, (id, size) -> new StormProgram(id), 400_000);
            if (p == 64) {
                assertTrue(sent.messagesReceived() > 100, "P " + p + ": " + sent.messagesReceived() + " messages");
            }
            assertSameRun(sent, here);
        }
    }

    @Test
    void controlNetworkAnswersAreTheSameOnOneThread() {
        for (int p : new int[] {1, 3, 16}) {
            long[][] sentAnswers = new long[p][AnswersProgram.COLUMNS];
            long[][] hereAnswers = new long[p][AnswersProgram.COLUMNS];
            assertSameRun(sent(p, (id, size) -> new AnswersProgram(sentAnswers, id), Long.MAX_VALUE),
                    here(p, (id, size) -> new AnswersProgram(hereAnswers, id), Long.MAX_VALUE));
            for (int i = 0; i < p; i++) {
                assertArrayEquals(sentAnswers[i], hereAnswers[i], "P " + p + " node " + i);
            }
        }
    }

    /**
     * A lone node that works silently for long stretches and now and then talks to itself, waits on a timer, enters a
     * barrier or halts: the windows it goes through without a report must be the windows it is granted otherwise.
     */
    static final class SelfTalk implements NodeProgram {
        record Note(long value) implements Message {
            @Override
            public int payloadBytes() {
                return 8;
            }
        }

        private final long haltAfter;
        private int steps;
        long heard;

        SelfTalk(long haltAfter) {
            this.haltAfter = haltAfter;
        }

        @Override
        public boolean step(Node node) {
            steps++;
            node.charge(300 + node.random().nextInt(5_000), TestActivity.CHESS_WORK);
            if (node.now() >= haltAfter) {
                node.halt();
                return false;
            }
            if (steps % 37 == 0) {
                node.send(node.id(), Side.REQUEST, new Note(steps));
            }
            if (steps % 53 == 0 && node.barrierCompleted()) {
                node.enterBarrier();
            }
            if (steps % 71 == 0) {
                node.wakeAt(node.now() + 20_000);
                return false;
            }
            return true;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
            heard += ((Note) message).value();
            node.charge(200, MachineActivity.RECEIVE);
        }
    }

    @Test
    void aLoneNodeGoesThroughItsSilentWindowsAsIfEachWereGranted() {
        for (long haltAfter : new long[] {3_000_000, Long.MAX_VALUE}) {
            SelfTalk[] sentPrograms = new SelfTalk[1];
            SelfTalk[] herePrograms = new SelfTalk[1];
            MachineReport sent = sent(1, (id, p) -> sentPrograms[0] = new SelfTalk(haltAfter), 5_000_000);
            MachineReport here = here(1, (id, p) -> herePrograms[0] = new SelfTalk(haltAfter), 5_000_000);
            assertSameRun(sent, here);
            assertEquals(haltAfter != Long.MAX_VALUE, here.halted());
            assertTrue(sent.windows() > 500, sent.windows() + " windows");
            // One node: every window is that node's.
            assertEquals(sent.windows(), sent.nodeWindows());
            assertTrue(sentPrograms[0].heard > 0);
            assertEquals(sentPrograms[0].heard, herePrograms[0].heard);
        }
    }

    @Test
    void aNodeThatThrowsFailsTheRunOnceTheOtherNodesHaveReported() {
        Conductor conductor = new Conductor(CONFIG, 3, (id, p) -> new NodeProgram() {
            @Override
            public boolean step(Node node) {
                if (id == 1 && node.now() > 5_000) {
                    throw new IllegalStateException("node one gives up");
                }
                node.charge(1000, TestActivity.CHESS_WORK);
                return true;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE);
        conductor.runHere();
        assertNull(conductor.report());
        assertTrue(conductor.failure().getMessage().contains("node 1 failed"), conductor.failure().getMessage());
        assertTrue(conductor.failure().getMessage().contains("node one gives up"), conductor.failure().getMessage());
        assertEquals(0, conductor.advance(Integer.MAX_VALUE), "an ended run opens no more windows");
    }

    @Test
    void aOneNodeMachineRunsOnTheCallingThreadAndGivesTheActorsRun() {
        List<Thread> threads = Collections.synchronizedList(new ArrayList<>());
        ProgramFactory recording = (id, p) -> new NodeProgram() {
            private final StormProgram storm = new StormProgram(id);

            @Override
            public boolean step(Node node) {
                threads.add(Thread.currentThread());
                return storm.step(node);
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
                threads.add(Thread.currentThread());
                storm.receive(node, source, side, message);
            }
        };
        try (SimulatedMachine machine = new SimulatedMachine(CONFIG)) {
            MachineReport alone = machine.run(1, recording, 300_000);
            assertSameRun(sent(1, (id, p) -> new StormProgram(id), 300_000), alone);
            assertTrue(threads.size() > 10, threads.size() + " steps");
            for (Thread t : threads) {
                assertSame(Thread.currentThread(), t);
            }
            assertTrue(alone.hostNanos() > 0);

            MachineException e = assertThrows(MachineException.class, () -> machine.run(1, (id, p) -> {
                throw new IllegalArgumentException("no program for node " + id);
            }, Long.MAX_VALUE));
            assertTrue(e.getMessage().contains("no program for node 0"), e.getMessage());
        }
    }
}

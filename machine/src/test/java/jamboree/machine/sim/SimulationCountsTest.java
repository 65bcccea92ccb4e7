package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.StormProgram;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.api.Test;

import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulator's events and node windows by kind, which say what a run's host time was spent on. */
class SimulationCountsTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    /** Node 0 works, then pings node 1, which answers; the answer ends the run. */
    static final class PingPong implements NodeProgram {
        record Ball() implements Message {
            @Override
            public int payloadBytes() {
                return 4;
            }
        }

        private final int id;
        private boolean served;

        PingPong(int id) {
            this.id = id;
        }

        @Override
        public boolean step(Node node) {
            if (id == 0 && !served) {
                served = true;
                node.charge(1_000, TestActivity.CHESS_WORK);
                node.send(1, Side.REQUEST, new Ball());
            }
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
            if (id == 1) {
                node.send(0, Side.REPLY, new Ball());
            } else {
                node.halt();
            }
        }
    }

    private static MachineReport run(int processors, IntFunction<NodeProgram> program, long timeLimit) {
        Conductor conductor = new Conductor(CONFIG, processors, (id, size) -> program.apply(id), timeLimit);
        conductor.runHere();
        assertNull(conductor.failure());
        return conductor.report();
    }

    @Test
    void aPingAndItsAnswerAreCountedEventByEventAndWindowByWindow() {
        SimulationCounts c = run(2, PingPong::new, Long.MAX_VALUE).simulation();
        // Each node starts and steps; node 0 sends in its step and polls once the step has charged its work.
        assertEquals(2, c.events(SimEvent.START));
        assertEquals(1, c.events(SimEvent.POLL));
        // The ping and the answer are each sent once and delivered once, and each delivery is followed by a step.
        assertEquals(2, c.events(SimEvent.SEND));
        assertEquals(2, c.events(SimEvent.RECEIVE));
        assertEquals(4, c.events(SimEvent.STEP));
        assertEquals(0, c.events(SimEvent.CONTROL));
        // The first windows open with the start; node 0's poll waits for its own window after the step's work, and
        // each node is woken once by the other's message.
        assertEquals(2, c.windowsOpenedBy(SimEvent.START));
        assertEquals(1, c.windowsOpenedBy(SimEvent.POLL));
        assertEquals(2, c.windowsOpenedBy(SimEvent.RECEIVE));
        assertEquals(0, c.windowsOpenedBy(SimEvent.STEP) + c.windowsOpenedBy(SimEvent.SEND)
                + c.windowsOpenedBy(SimEvent.CONTROL));
        assertEquals(0, c.emptyWindows());
        // Both deliveries woke a node that had nothing to do; the start and the poll were the nodes' own.
        assertEquals(2, c.waitingWindows());
    }

    @Test
    void theCountsAddUpToTheRunsEventsAndNodeWindows() {
        for (int p : new int[] {1, 2, 64}) {
            MachineReport r = run(p, StormProgram::new, 400_000);
            SimulationCounts c = r.simulation();
            assertEquals(r.events(), c.totalEvents(), "P " + p);
            assertEquals(r.nodeWindows(), c.nodeWindows(), "P " + p);
            assertEquals(p, c.events(SimEvent.START), "P " + p);
            // A node's handlers run past its windows' ends while the others' messages reach it: what reaches it then
            // must not win it windows that end before its clock.
            assertEquals(0, c.emptyWindows(), "P " + p + ": " + c);
            if (p > 1) {
                // The thieves wait between their requests: their answers wake them.
                assertTrue(c.windowsOpenedBy(SimEvent.RECEIVE) > 0, "P " + p + ": " + c);
                assertTrue(c.waitingWindows() > 0 && c.waitingWindows() < c.nodeWindows(), "P " + p + ": " + c);
            } else {
                // A lone node that never waits: it works until the time limit.
                assertEquals(0, c.waitingWindows(), c.toString());
            }
        }
    }
}

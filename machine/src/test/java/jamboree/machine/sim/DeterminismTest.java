package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.FloodProgram;
import jamboree.machine.programs.StormProgram;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The same inputs and seed give the same event sequence whatever the number of host threads, run after run. */
class DeterminismTest {

    private static MachineReport storm(int threads) {
        MachineConfig config = MachineConfig.load().withSimulationThreads(threads);
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            return machine.run(64, (id, p) -> new StormProgram(id), 400_000);
        }
    }

    @Test
    void traceHashIsIdenticalWithOneAndTwoThreadsAndAcrossRuns() {
        MachineReport one = storm(1);
        MachineReport two = storm(2);
        MachineReport again = storm(2);
        assertTrue(one.events() > 10_000, "the storm must do something: " + one.events() + " events");
        assertTrue(one.messagesReceived() > 1_000);
        assertEquals(one.traceHash(), two.traceHash());
        assertEquals(one.traceHash(), again.traceHash());
        assertEquals(one.events(), two.events());
        assertEquals(one.windows(), two.windows());
        assertEquals(one.totals(), two.totals());
        for (int i = 0; i < 64; i++) {
            assertEquals(one.nodes().get(i).total(), two.nodes().get(i).total(), "node " + i);
        }
    }

    @Test
    void windowsHandedOutInSlicesGiveTheRunOfOneThread() {
        // 256 nodes: the storm's windows wake enough of them at once to be cut into slices for the other threads.
        MachineReport one;
        try (SimulatedMachine machine = new SimulatedMachine(MachineConfig.load().withSimulationThreads(1))) {
            one = machine.run(256, (id, p) -> new StormProgram(id), 200_000);
        }
        assertTrue(one.events() / one.windows() > 2 * ControlActor.MIN_SLICE,
                one.events() + " events in " + one.windows() + " windows");
        // A window wakes several nodes at once, and a node is woken only for an event inside its window.
        assertTrue(one.windows() < one.nodeWindows() && one.nodeWindows() <= one.events(),
                one.windows() + " windows, " + one.nodeWindows() + " node windows, " + one.events() + " events");
        for (int threads : new int[] {2, 3}) {
            try (SimulatedMachine machine = new SimulatedMachine(MachineConfig.load().withSimulationThreads(threads))) {
                SameRun.assertSameRun(one, machine.run(256, (id, p) -> new StormProgram(id), 200_000));
            }
        }
    }

    /** A 64-node run with the per-node lookahead or with the global one, whose windows are more and shorter. */
    private static MachineReport cut(boolean perNodeLookahead, ProgramFactory programs, long timeLimit) {
        try (SimulatedMachine machine = new SimulatedMachine(MachineConfig.load()
                .with("simulation.topology-lookahead", perNodeLookahead))) {
            return machine.run(64, programs, timeLimit);
        }
    }

    @Test
    void howTheRunIsCutIntoWindowsDoesNotChangeIt() {
        MachineReport perNode = cut(true, (id, p) -> new StormProgram(id), 400_000);
        MachineReport global = cut(false, (id, p) -> new StormProgram(id), 400_000);
        assertTrue(perNode.windows() < global.windows(), perNode.windows() + " vs " + global.windows());
        assertEquals(global.traceHash(), perNode.traceHash());
        assertEquals(global.totals(), perNode.totals());
    }

    @Test
    void creditsSeenByAHandlerDoNotDependOnTheWindows() {
        // Handlers run past their windows' ends and send into full flows: a credit dated after the window's end must
        // not reach them, whether or not the window schedule has routed it already.
        MachineReport perNode = cut(true, (id, p) -> new FloodProgram(), 200_000);
        MachineReport global = cut(false, (id, p) -> new FloodProgram(), 200_000);
        assertTrue(perNode.windows() < global.windows(), perNode.windows() + " vs " + global.windows());
        // The flood charges its failed sends as looking for work: the flows must have been full often.
        assertTrue(perNode.totals().getOrDefault(TestActivity.LOOKING_FOR_WORK, 0L) > 20 * 1_000,
                perNode.totals().toString());
        assertEquals(global.traceHash(), perNode.traceHash());
        assertEquals(global.totals(), perNode.totals());
    }
}

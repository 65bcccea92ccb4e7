package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The check that two ways of driving one simulation gave the same run: trace, events and windows (by kind too), clocks
 * and every ledger.
 */
final class SameRun {

    private SameRun() {
    }

    static void assertSameRun(MachineReport expected, MachineReport actual) {
        assertEquals(expected.traceHash(), actual.traceHash());
        assertEquals(expected.events(), actual.events());
        assertEquals(expected.windows(), actual.windows());
        assertEquals(expected.nodeWindows(), actual.nodeWindows());
        assertEquals(expected.simulation(), actual.simulation());
        assertEquals(expected.endTime(), actual.endTime());
        assertEquals(expected.totals(), actual.totals());
        for (int i = 0; i < expected.processors(); i++) {
            assertEquals(expected.nodes().get(i).total(), actual.nodes().get(i).total(), "node " + i);
            assertEquals(expected.nodes().get(i).messagesReceived(), actual.nodes().get(i).messagesReceived(),
                    "node " + i);
        }
    }
}

package jamboree.scheduler;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.scheduler.measure.SearchActivity;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class BreakdownTest {

    @Test
    void eachCategoryTakesItsOwnActivitiesAndIsLabelledByThem() {
        // Every activity charged a distinct power of two, so that any mix-up shows in the sums.
        NodeAccount node = new NodeAccount(1 << 20);
        SearchActivity[] search = SearchActivity.values();
        long t = 0;
        for (int i = 0; i < search.length; i++) {
            t = charge(node, t, 1L << i, search[i]);
        }
        t = charge(node, t, 1L << 10, MachineActivity.SEND);
        t = charge(node, t, 1L << 11, MachineActivity.RECEIVE);
        t = charge(node, t, 1L << 12, MachineActivity.POLL);
        charge(node, t, 1L << 13, MachineActivity.IDLE);
        MachineReport report = new MachineReport(1, t, 1, List.of(node), Collections.nCopies(1, null), 0, 0,
                0, 0, SimulationCounts.NONE, 0, false);

        Breakdown b = Breakdown.of(report);
        assertEquals(1, b.chessWork());
        assertEquals(1L << 5, b.servicingTtLookup());
        assertEquals(1L << 7, b.waitingForAbort());
        assertArrayEquals(new long[] {1, 2, 4, 8, 16, 32, 64, 128, (1L << 10) + (1L << 11) + (1L << 12), 1L << 13},
                b.values());
        String[] labels = b.labels();
        for (int i = 0; i < search.length; i++) {
            assertEquals(search[i].label(), labels[i]);
        }
        assertEquals(Breakdown.NETWORK_LABEL, labels[8]);
        assertEquals(MachineActivity.IDLE.label(), labels[9]);
        assertEquals(Breakdown.LABELS, List.of(labels));
        assertEquals(report.nodes().get(0).total(), b.total());
    }

    private static long charge(NodeAccount node, long t, long cycles, Activity activity) {
        node.charge(t, cycles, activity);
        return t + cycles;
    }
}

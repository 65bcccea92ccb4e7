package jamboree.machine.accounting;

import jamboree.machine.api.MachineActivity;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UtilizationTimelineTest {

    @Test
    void theTimelineEndsAtTheLastBucketAnyNodeWasBusyInNotWhereItsArraysEnd() {
        // Buckets of 100 cycles. Node 0 works in buckets 0 to 2 (its arrays have grown to 4 by then); node 1 waits for
        // a table read across buckets 1 to 4 (its arrays have grown to 8), then idles, which is not busy.
        NodeAccount first = new NodeAccount(100);
        first.charge(0, 250, TestActivity.CHESS_WORK);
        first.charge(250, 10, TestActivity.CHESS_WORK);
        NodeAccount second = new NodeAccount(100);
        second.charge(150, 300, TestActivity.WAITING_FOR_TT_READ);
        second.charge(450, 1000, MachineActivity.IDLE);
        assertTrue(first.busyByBucket().length > 3 && second.busyByBucket().length > 5,
                "the arrays have room past the last charge, which is what the timeline must not draw");

        UtilizationTimeline timeline = UtilizationTimeline.sum(List.of(first, second), 100);

        assertEquals(5, timeline.buckets());
        assertArrayEquals(new double[] {1.0, 1.0, 0.6, 0.0, 0.0}, timeline.workingNodes(), 1e-12);
        assertArrayEquals(new double[] {1.0, 1.5, 1.6, 1.0, 0.5}, timeline.busyNodes(), 1e-12);
    }

    @Test
    void aRunWhoseNodesOnlyIdledHasAnEmptyTimeline() {
        // An edge of the summing rather than of the arrays' room: idling is not busy and grows no bucket.
        NodeAccount idle = new NodeAccount(100);
        idle.charge(0, 1000, MachineActivity.IDLE);

        assertEquals(0, UtilizationTimeline.sum(List.of(idle, new NodeAccount(100)), 100).buckets());
    }
}

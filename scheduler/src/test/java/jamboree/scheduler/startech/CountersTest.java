package jamboree.scheduler.startech;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CountersTest {

    @Test
    void countsAddUpAndPeaksTakeTheMaximum() {
        Tally a = new Tally();
        a.add(Counter.STEAL_REQUESTS);
        a.add(Counter.STEAL_REQUESTS);
        a.add(Counter.LATE_CUTOFF_WORK, 500);
        a.sent(MessageKind.ABORT);
        Counters x = a.counters().with(Counter.PEAK_FRAMES_PER_NODE, 7);
        Tally b = new Tally();
        b.add(Counter.STEAL_REQUESTS);
        b.sent(MessageKind.ABORT);
        b.sent(MessageKind.TABLE_READ);
        Counters y = b.counters().with(Counter.PEAK_FRAMES_PER_NODE, 4);

        Counters sum = x.plus(y);

        assertEquals(3, sum.get(Counter.STEAL_REQUESTS));
        assertEquals(500, sum.get(Counter.LATE_CUTOFF_WORK));
        assertEquals(7, sum.get(Counter.PEAK_FRAMES_PER_NODE));
        assertEquals(2, sum.messages(MessageKind.ABORT));
        assertEquals(1, sum.messages(MessageKind.TABLE_READ));
        assertEquals(3, sum.messagesSent());
        assertEquals(sum, Counters.ZERO.plus(sum));
    }

    @Test
    void namesComeFromTheConstants() {
        assertEquals("stealRequests", Counter.STEAL_REQUESTS.key());
        assertEquals("steal.requests", Counter.STEAL_REQUESTS.metricName());
        assertEquals("peakFramesPerNode", Counter.PEAK_FRAMES_PER_NODE.key());
        assertEquals("steal-request", MessageKind.STEAL_REQUEST.label());
        assertEquals("table-release", MessageKind.TABLE_RELEASE.label());
    }
}

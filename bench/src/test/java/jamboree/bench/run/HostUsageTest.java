package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostUsageTest {

    @Test
    void coresBusyIsProcessorTimeOverWallTime() {
        HostUsage usage = new HostUsage(200_000_000_000L, 394_000_000_000L, 398_000_000_000L, 5L << 30, 2L << 30,
                6L << 30, HostDescription.UNKNOWN);
        assertEquals(1.97, usage.coresBusy(), 1e-12);
        assertEquals(0.02, usage.otherCoresBusy(), 1e-12);
        assertEquals("1.97 cores busy (394.0 s of processor time), other processes 0.02 cores; heap at most 5.00 GB in"
                + " use, 2.00 GB after a collection, of 6.00 GB", usage.text());
        HostUsage behind = new HostUsage(100, 90, 80, 0, 0, 0, HostDescription.UNKNOWN);
        assertEquals(0.0, behind.otherCoresBusy(), "the host's clock a little behind the run's is no one else's time");
    }

    @Test
    void whatWasNotMeasuredIsLeftOutOfTheText() {
        assertTrue(Double.isNaN(HostUsage.wallOnly(1_000_000_000L).coresBusy()));
        assertEquals("processor time unknown; heap unknown", HostUsage.wallOnly(1_000_000_000L).text());
        HostUsage noCollection = new HostUsage(1_000_000_000L, 500_000_000L, HostUsage.UNKNOWN, 1L << 29,
                HostUsage.UNKNOWN, HostUsage.UNKNOWN, HostDescription.UNKNOWN);
        assertTrue(Double.isNaN(noCollection.otherCoresBusy()));
        assertEquals("0.50 cores busy (0.5 s of processor time); heap at most 0.50 GB in use", noCollection.text());
    }

    @Test
    void noWallTimeIsNoCoresBusyFigure() {
        HostUsage instant = new HostUsage(0, 2_000_000_000L, 2_000_000_000L, 0, 0, 0, HostDescription.UNKNOWN);
        assertTrue(Double.isNaN(instant.coresBusy()));
        assertEquals("2.0 s of processor time; heap at most 0.00 GB in use, 0.00 GB after a collection, of 0.00 GB",
                instant.text());
    }

    @Test
    void negativeFiguresOtherThanUnknownAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> HostUsage.wallOnly(-1));
        assertThrows(IllegalArgumentException.class, () -> new HostUsage(1, -2, 0, 0, 0, 0, HostDescription.UNKNOWN));
        assertThrows(IllegalArgumentException.class, () -> new HostUsage(1, 0, -3, 0, 0, 0, HostDescription.UNKNOWN));
        assertThrows(IllegalArgumentException.class, () -> new HostUsage(1, 0, 0, -5, 0, 0, HostDescription.UNKNOWN));
    }
}

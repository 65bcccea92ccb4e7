package jamboree.bench.run;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two readings of the host's clocks time what ran between them and say what other processes took meanwhile. */
class HostSampleTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void theOtherProcessesAreTheHostsBusyTimeLessThisJvmsOverTheWallTime() {
        HostSample start = new HostSample(5 * SECOND, 10 * SECOND, new KernelTicks(1_000, 10_000, 4));
        // Two seconds on four processors, half of them busy: 4 s of the host's time, 1.5 s of it this JVM's.
        HostSample end = new HostSample(7 * SECOND, 11 * SECOND + SECOND / 2, new KernelTicks(2_000, 12_000, 4));
        assertEquals(new SearchTiming(2 * SECOND, 1.25, ""), end.since(start));
    }

    @Test
    void aHostBusierWithThisJvmThanTheKernelCountedLeavesTheOthersNoneRatherThanLess() {
        HostSample start = new HostSample(0, 0, new KernelTicks(0, 100, 2));
        HostSample end = new HostSample(SECOND, 2 * SECOND, new KernelTicks(90, 200, 2));
        assertEquals(new SearchTiming(SECOND, 0.0, ""), end.since(start));
    }

    @Test
    void whatAReadingLacksLeavesTheOtherProcessesUnknownButNotTheTime() {
        KernelTicks ticks = new KernelTicks(0, 100, 2);
        KernelTicks later = new KernelTicks(100, 300, 2);
        SearchTiming noTicks = new HostSample(3 * SECOND, 2 * SECOND, null).since(new HostSample(SECOND, 0, ticks));
        assertEquals(2 * SECOND, noTicks.nanos());
        assertFalse(noTicks.saysOtherCores());
        assertFalse(new HostSample(SECOND, HostUsage.UNKNOWN, later).since(new HostSample(0, 0, ticks))
                .saysOtherCores(), "this JVM's processor time unknown");
        assertFalse(new HostSample(SECOND, SECOND, ticks).since(new HostSample(0, 0, ticks)).saysOtherCores(),
                "no tick passed");
        assertEquals(SearchTiming.of(4), HostSample.wallOnly(9).since(HostSample.wallOnly(5)));
    }

    @Test
    void thisHostsClocksAreReadWithTheKernelsTicksWhereItSaysThem() {
        HostSample a = HostSample.now();
        HostSample b = HostSample.now();
        assertTrue(b.wallNanos() >= a.wallNanos() && b.since(a).nanos() == b.wallNanos() - a.wallNanos());
        assertTrue(a.cpuNanos() > 0, "this JVM has run: " + a);
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/stat")), "no /proc/stat on this host: skipped");
        assertNotNull(a.ticks());
        assertTrue(b.ticks().total() >= a.ticks().total());
    }

    @Test
    void aSearchTimingRefusesWhatNoHostMeasures() {
        assertThrows(IllegalArgumentException.class, () -> new SearchTiming(-1, 0.0, ""));
        assertThrows(IllegalArgumentException.class, () -> new SearchTiming(1, -0.5, ""));
        assertTrue(new SearchTiming(1, 0.0, "").saysOtherCores());
    }

    @Test
    void aJournaledTimingTakesAtLeastOneNanosecondAndThousandthsOfACore() {
        assertEquals(new SearchTiming(1, 0.123, ""), new SearchTiming(0, 0.1234, "").asJournaled());
        assertEquals(new SearchTiming(7, 0.124, ""), new SearchTiming(7, 0.1236, "").asJournaled());
        assertEquals(SearchTiming.of(7), SearchTiming.of(7).asJournaled());
    }
}

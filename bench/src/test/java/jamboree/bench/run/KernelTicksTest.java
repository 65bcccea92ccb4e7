package jamboree.bench.run;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KernelTicksTest {

    private static final String STAT = """
            cpu  9844409 22627 656393 4777431 5201 0 21134 7 0 0
            cpu0 4922000 11000 328000 2388000 2600 0 10567 3 0 0
            cpu1 4922409 11627 328393 2389431 2601 0 10567 4 0 0
            intr 1 2 3
            ctxt 123456
            btime 1764400000
            processes 9000
            """;

    @Test
    void theSummaryLineGivesBusyAndTotalTicksOverEveryProcessor() {
        KernelTicks ticks = KernelTicks.parse(STAT);
        long busy = 9_844_409L + 22_627 + 656_393 + 0 + 21_134 + 7;
        assertEquals(new KernelTicks(busy, busy + 4_777_431 + 5_201, 2), ticks);
    }

    @Test
    void whatIsNoStatTextGivesNoTicks() {
        assertNull(KernelTicks.parse(""));
        assertNull(KernelTicks.parse("cpu  1 2 3 4 5 6 7 8 0 0\n"), "no processor lines");
        assertNull(KernelTicks.parse("cpu0 1 2 3 4 5 6 7 8 0 0\n"), "no summary line");
        assertNull(KernelTicks.parse("cpu  1 2 3 4 5 6 7\ncpu0 1 2 3 4 5 6 7\n"), "no steal column");
        assertNull(KernelTicks.parse("cpu  1 2 x 4 5 6 7 8 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n"), "no number");
    }

    @Test
    void theBusyShareOfTheTicksBetweenTwoReadingsScalesTheWallTime() {
        KernelTicks start = new KernelTicks(1_000, 10_000, 4);
        KernelTicks end = new KernelTicks(1_500, 12_000, 4);
        assertEquals(1_000_000_000L, end.busyNanosSince(start, 1_000_000_000L), "a quarter of four processors");
        assertEquals(HostUsage.UNKNOWN, end.busyNanosSince(null, 1_000_000_000L));
        assertEquals(HostUsage.UNKNOWN, start.busyNanosSince(start, 1_000_000_000L), "no tick passed");
        assertEquals(HostUsage.UNKNOWN, end.busyNanosSince(new KernelTicks(1_000, 10_000, 2), 1_000_000_000L),
                "another count of processors is another host");
    }

    @Test
    void thisHostsTicksAreReadWhereTheKernelSaysThem() {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/stat")), "no /proc/stat on this host: skipped");
        KernelTicks now = KernelTicks.read();
        assertNotNull(now);
        assertTrue(now.processors() >= 1 && now.busy() > 0 && now.total() > now.busy(), now.toString());
    }
}

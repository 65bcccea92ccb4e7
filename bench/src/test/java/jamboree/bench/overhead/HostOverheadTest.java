package jamboree.bench.overhead;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The measurement's bookkeeping (its times are the host's and are not asserted; the positions searched are exact). */
class HostOverheadTest {

    private final HostOverhead overhead = new HostOverhead(SchedulerConfig.load(), MachineConfig.load(),
            Profile.STARTECH);
    private final Suite two = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    @Test
    void everyPositionGetsItsRowWithTheExactPositionsOfBothSearches() {
        HostOverhead.Result r = overhead.measure(two, 3, 2);
        assertEquals(2, r.rows().size());
        assertEquals(two.positions().get(0).id(), r.rows().get(0).id());
        assertEquals(two.positions().get(1).id(), r.rows().get(1).id());
        assertEquals(SERIAL_0, r.rows().get(0).serialPositions());
        assertEquals(SIMULATED_0, r.rows().get(0).simulatedPositions());
        assertEquals(SERIAL_1, r.rows().get(1).serialPositions());
        assertEquals(SIMULATED_1, r.rows().get(1).simulatedPositions());
        assertEquals(SERIAL_0 + SERIAL_1, r.serialPositions());
        for (HostOverhead.Row row : r.rows()) {
            assertTrue(row.serialNanos() > 0 && row.simulatedNanos() > 0, row.toString());
        }
        assertEquals(r.simulatedNanos() / (double) r.serialNanos(), r.ratio(), 1e-12);

        StringWriter text = new StringWriter();
        HostOverhead.print(new PrintWriter(text), r);
        String[] lines = text.toString().split("\n");
        assertEquals(2 + 2 + 5, lines.length, text.toString());
        assertTrue(lines[2].startsWith(two.positions().get(0).id() + " "), lines[2]);
        assertTrue(lines[4].startsWith("total "), lines[4]);
        HostOverhead.Row worst = r.rows().get(0).ratio() >= r.rows().get(1).ratio() ? r.rows().get(0)
                : r.rows().get(1);
        assertEquals(worst, r.worst());
        assertEquals(String.format(java.util.Locale.ROOT,
                "worst position: %s, P=1 host / serial host %.2f (goal at most 1.50)", worst.id(), worst.ratio()),
                lines[7]);
        assertTrue(lines[8].startsWith("P=1 host / serial host (warm): "), lines[8]);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two, 3, 0));
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two.first(0), 3, 1));
        assertThrows(IllegalArgumentException.class, () -> HostOverhead.run(new PrintWriter(new StringWriter()), 3, 0));
    }

    private static final long SERIAL_0 = 4755;
    private static final long SIMULATED_0 = 4755;
    private static final long SERIAL_1 = 2395;
    private static final long SIMULATED_1 = 2401;
}

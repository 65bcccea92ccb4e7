package jamboree.bench.overhead;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.engine.search.Profile;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The measurement's bookkeeping (its times are the host's and are not asserted; the positions searched are exact). */
class HostOverheadTest {

    private final HostOverhead overhead = new HostOverhead(SchedulerConfig.load(), MachineConfig.load(),
            Profile.STARTECH);
    private final Suite two = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    @Test
    void theSearchesKeepNoProfilesAsTheBenchsSearchesKeepNone() {
        assertEquals(200, SchedulerConfig.load().profileBins());
        assertEquals(0, overhead.searchConfig().profileBins());
        assertEquals(NodeAccount.NO_TIMELINE, overhead.searchMachine().timelineBucketCycles());
        assertTrue(MachineConfig.load().timelineBucketCycles() != NodeAccount.NO_TIMELINE);
    }

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
        assertEquals(2 + 2 + 8, lines.length, text.toString());
        assertEquals("host overhead of the simulated CM-5 at P = 1, depth 3, 2 positions, fastest of 2 warm rounds",
                lines[0]);
        assertTrue(lines[2].startsWith(two.positions().get(0).id() + " "), lines[2]);
        assertTrue(lines[4].startsWith("total "), lines[4]);
        HostOverhead.Row worst = r.rows().get(0).ratio() >= r.rows().get(1).ratio() ? r.rows().get(0)
                : r.rows().get(1);
        assertEquals(worst, r.worst());
        assertEquals(String.format(Locale.ROOT,
                "worst position: %s, P=1 host / serial host %.2f (goal at most 1.50)", worst.id(), worst.ratio()),
                lines[10]);
        assertTrue(lines[11].startsWith("P=1 host / serial host (warm): "), lines[11]);
        assertEquals(String.format(Locale.ROOT, "simulator: %d events, %.2f million per host second",
                r.simulatedEvents(), r.eventsPerHostSecond() / 1e6), lines[8]);
        assertEquals("node windows: " + r.simulation().nodeWindows() + ", granted to waiting nodes 0.0%, empty 0.0%",
                lines[9]);
    }

    @Test
    void onManyNodesTheRatioSplitsIntoPositionsAndHostTimePerPosition() {
        HostOverhead.Result r = overhead.measure(two, 3, 1, 4);
        assertEquals(4, r.processors());
        HostOverhead.Result again = overhead.measure(two, 3, 1, 4);
        // Four nodes search another tree than one: k01 to depth 3 visits 5,496 positions on them, 4,755 on one.
        assertEquals(FOUR_NODES_0, r.rows().get(0).simulatedPositions());
        assertEquals(SIMULATED_0, overhead.measure(two, 3, 1).rows().get(0).simulatedPositions());
        for (int i = 0; i < 2; i++) {
            HostOverhead.Row row = r.rows().get(i);
            assertEquals(i == 0 ? SERIAL_0 : SERIAL_1, row.serialPositions());
            // The simulated run is deterministic: its positions and events are the same in every measurement.
            assertEquals(again.rows().get(i).simulatedPositions(), row.simulatedPositions());
            assertEquals(again.rows().get(i).simulatedEvents(), row.simulatedEvents());
            assertTrue(row.simulatedEvents() > 0, row.toString());
        }
        assertEquals(r.ratio(), r.positionsRatio() * r.ratioPerPosition(), 1e-9);
        assertEquals((FOUR_NODES_0 + r.rows().get(1).simulatedPositions()) / (double) (SERIAL_0 + SERIAL_1),
                r.positionsRatio(), 1e-12);
        assertTrue(r.goal().isEmpty(), "no goal was set for 4 nodes");

        StringWriter text = new StringWriter();
        HostOverhead.print(new PrintWriter(text), r);
        String[] lines = text.toString().split("\n");
        assertEquals("host overhead of the simulated CM-5 at P = 4, depth 3, 2 positions, fastest of 1 warm rounds, "
                + r.simulationThreads() + " simulation thread" + (r.simulationThreads() == 1 ? "" : "s"), lines[0]);
        assertEquals(List.of("position", "serial", "ms", "P=4", "ms", "ratio", "serial", "pos", "P=4",
                "pos"), List.of(lines[1].trim().split(" +")));
        assertEquals(String.format(Locale.ROOT, "positions searched: P=4 / serial %.2f (the host searches "
                + "every one)", r.positionsRatio()), lines[6]);
        SimulationCounts counts = r.simulation();
        // Four nodes wait for work, and their waits cost the host windows of their own.
        assertTrue(counts.waitingWindows() > 0, counts.toString());
        assertEquals(String.format(Locale.ROOT, "node windows: %d, granted to waiting nodes %.1f%%, empty %.1f%%",
                counts.nodeWindows(), 100.0 * counts.waitingWindows() / counts.nodeWindows(),
                100.0 * counts.emptyWindows() / counts.nodeWindows()), lines[9]);
        assertTrue(lines[11].matches("P=4 host / serial host \\(warm\\): \\d+\\.\\d\\d"), lines[11]);
    }

    @Test
    void theGoalsAreThoseSetForOneSixtyFourAndFiveHundredTwelveNodes() {
        assertEquals(1.5, result(1).goal().orElseThrow());
        assertEquals(1.5, result(64).goal().orElseThrow());
        assertEquals(3.0, result(512).goal().orElseThrow());
        assertTrue(result(128).goal().isEmpty());
    }

    private static HostOverhead.Result result(int processors) {
        return new HostOverhead.Result(processors, 1, 3,
                List.of(new HostOverhead.Row("k01", 10, 20, 100, 150, SimulationCounts.NONE)), 10, 20, 1);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two, 3, 0));
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two.first(0), 3, 1));
        assertThrows(IllegalArgumentException.class, () -> overhead.measure(two, 3, 1, 0));
        IllegalArgumentException huge = assertThrows(IllegalArgumentException.class,
                () -> overhead.measure(two, 3, 1, HostOverhead.MAX_PROCESSORS + 1));
        assertEquals("a machine has 1 to 16384 processing nodes, got 16385", huge.getMessage());
        // A machine the heap would build smaller is another machine than the table would name: refused, unsearched.
        HostOverhead terabyteLeaves = new HostOverhead(SchedulerConfig.load().with("leaf-table-megabytes", 1 << 20),
                MachineConfig.load(), Profile.STARTECH);
        IllegalArgumentException tooLarge = assertThrows(IllegalArgumentException.class,
                () -> terabyteLeaves.measure(two, 3, 1, 2));
        assertTrue(tooLarge.getMessage().startsWith("a machine of 2 nodes does not fit this heap as configured (the"
                + " memory of 2 nodes (about 2097"), tooLarge.getMessage());
        MachineConfig machine = MachineConfig.load();
        PrintWriter nowhere = new PrintWriter(new StringWriter());
        assertThrows(IllegalArgumentException.class, () -> HostOverhead.run(nowhere, 3, 0, List.of(1),
                machine));
        assertThrows(IllegalArgumentException.class, () -> HostOverhead.run(nowhere, 3, 1, List.of(),
                machine));
        assertThrows(IllegalArgumentException.class, () -> HostOverhead.run(nowhere, 3, 1, List.of(4, -2),
                machine));
    }

    private static final long SERIAL_0 = 4755;
    private static final long SIMULATED_0 = 4755;
    private static final long SERIAL_1 = 2395;
    private static final long SIMULATED_1 = 2401;
    private static final long FOUR_NODES_0 = 5496;
}

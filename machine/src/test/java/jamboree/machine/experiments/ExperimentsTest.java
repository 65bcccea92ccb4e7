package jamboree.machine.experiments;

import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentsTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    @Test
    void barrierLatencyIsTheControlNetworksScaledByDepth() {
        List<BarrierExperiment.Row> rows = BarrierExperiment.run(CONFIG, List.of(1, 64, 4096), 3);
        // 5 us (165 cycles) at 64 nodes, 0.5 us (17 cycles) per level more or less, plus 10 cycles to read it.
        assertEquals(165 - 3 * 17 + 10, rows.get(0).cycles());
        assertEquals(165 + 10, rows.get(1).cycles());
        assertEquals(165 + 3 * 17 + 10, rows.get(2).cycles());
        assertEquals(6, rows.get(2).levels());
    }

    @Test
    void capacityMatchesTheThesisWithinOnePacketPerNode() {
        List<CapacityExperiment.Row> rows = CapacityExperiment.run(CONFIG, List.of(8, 32, 128));
        assertEquals(80, rows.get(0).totalPackets());
        assertEquals(352, rows.get(1).totalPackets());
        assertEquals(1408, rows.get(2).totalPackets());
        for (CapacityExperiment.Row r : rows) {
            assertTrue(Math.abs(r.packetsPerNode() - r.thesisPacketsPerNode()) < 1.0, r.toString());
        }
    }

    @Test
    void swampModelMatchesFigure5_23() {
        double z = 1.7;
        assertEquals(1 / (z + 1), SwampModel.progressProbability(2, z), 1e-12);
        assertEquals(3 / (z * z + 2 * z + 3), SwampModel.progressProbability(3, z), 1e-12);
        assertEquals(10 / (z * z * z + 3 * z * z + 6 * z + 10), SwampModel.progressProbability(4, z), 1e-12);
        double[] c8 = {1716, 924, 462, 210, 84, 28, 7, 1};
        double sum = 0;
        for (int i = 0; i < c8.length; i++) {
            sum += c8[i] * Math.pow(z, i);
        }
        assertEquals(1716 / sum, SwampModel.progressProbability(8, z), 1e-12);
        assertEquals(0.05 * sum / 1716, SwampModel.timeForWork(0.05, 8, z), 1e-12);
    }

    @Test
    void swampSlowsTheBusyNodeAsTheModelSays() {
        SwampExperiment.Parameters p = new SwampExperiment.Parameters(0.002, 5, 10, List.of(5.0, 20.0, 300.0),
                List.of(2, 8), 10, 0.02);
        List<SwampExperiment.Row> rows = SwampExperiment.run(CONFIG, p);
        SwampExperiment.Row easy = rows.get(0);
        assertNotNull(easy.measuredSeconds());
        // Two nodes, low leverage: within 10% of the Jackson-network prediction.
        assertEquals(easy.predictedSeconds(), easy.measuredSeconds(), 0.1 * easy.predictedSeconds());
        assertTrue(rows.get(1).measuredSeconds() > easy.measuredSeconds());
        SwampExperiment.Row eight = rows.get(4);
        assertTrue(eight.measuredSeconds() > rows.get(3).measuredSeconds(), "more t_b, more time");
        assertNull(rows.get(5).measuredSeconds(), "t_b = 300 us on 8 nodes swamps node 0 past the limit");
        assertTrue(rows.get(5).predictedSeconds() > 0.02);
    }

    @Test
    void cyclicShiftRunsWithAndWithoutBarriers() {
        List<CyclicShiftExperiment.Row> rows = CyclicShiftExperiment.run(CONFIG, 16, 4096, List.of(256));
        CyclicShiftExperiment.Row r = rows.get(0);
        // A node that sends and receives pays at least 37 + 60 cycles per 16 bytes: at most 5.4 MB/s.
        double ceiling = 16 * 33e6 / (37 + 60) / 1e6;
        assertTrue(r.withBarriersMBps() > 1 && r.withBarriersMBps() < ceiling, r.toString());
        assertTrue(r.withoutBarriersMBps() > 1 && r.withoutBarriersMBps() < ceiling, r.toString());
    }

    @Test
    void throughputAndMemoryExperimentsReportTheirFigures() {
        ThroughputExperiment.Result t = ThroughputExperiment.run(CONFIG, 32, 100_000, 1);
        assertTrue(t.events() > 1000 && t.eventsPerSecond() > 0, t.toString());
        assertEquals(100_000, t.simulatedCycles());
        MemoryExperiment.Result m = MemoryExperiment.run(CONFIG, 256);
        assertTrue(m.heapUsedBytes() > 0 && m.heapUsedBytes() <= m.heapMaxBytes(), m.toString());
    }
}

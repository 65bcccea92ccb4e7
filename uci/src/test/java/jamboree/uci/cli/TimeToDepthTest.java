package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeToDepthTest {
    private static final long S = 1_000_000_000L;

    @Test
    void wallAndCpuSpeedupsPerPositionAndTheirGeometricMeansAndWorst() {
        TimeToDepth figures = new TimeToDepth(List.of("smp2"), List.of("Lazy SMP 2 threads"), new int[] {2});
        // Serial 4 s (4 s of CPU); two threads 2 s of wall time and 5 s of CPU: x2.00 wall, x1.60 CPU.
        String first = figures.add("k01", new long[] {4 * S, 2 * S}, new long[] {4 * S, 5 * S},
                new long[] {1000, 1500});
        assertEquals("k01      serial   4.000 s        1,000 nodes | smp2   2.000 s x2.00 cpu x1.60 1,500 nodes",
                first);
        // Serial 1 s, two threads 2 s of wall time and 1 s of CPU: x0.50 wall, x2.00 CPU.
        figures.add("BK.01", new long[] {S, 2 * S}, new long[] {S, S}, new long[] {500, 500});
        assertEquals(1.0, figures.geometricMean(0), 1e-9);
        assertEquals(Math.sqrt(1.6 * 2.0), figures.cpuGeometricMean(0), 1e-9);
        StringWriter text = new StringWriter();
        figures.summary(new PrintWriter(text, true));
        String summary = text.toString();
        assertTrue(summary.contains("serial: 5.0 s in all, 300 nodes per second"), summary);
        assertTrue(summary.contains("Lazy SMP 2 threads: time-to-depth speedup geometric mean 1.00, worst 0.50"
                + " (BK.01); CPU-time speedup geometric mean 1.79, worst 1.60 (k01); 4.0 s in all, 500 nodes per"
                + " second"), summary);
    }

    @Test
    void everyEngineNeedsALabelANameAndAThreadCount() {
        assertThrows(IllegalArgumentException.class,
                () -> new TimeToDepth(List.of("smp2"), List.of("Lazy SMP 2 threads"), new int[] {1, 2}));
    }
}

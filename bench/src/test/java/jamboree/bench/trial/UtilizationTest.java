package jamboree.bench.trial;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UtilizationTest {

    @Test
    void neighbouringBucketsAreAveragedIntoWiderOnesAndTheLastTakesWhatIsLeft() {
        Utilization u = new Utilization(10, new double[] {1, 2, 3, 4, 5, 6, 7}, new double[] {7, 7, 7, 1, 1, 1, 4});
        Utilization three = u.atMost(3);
        assertEquals(30, three.bucketCycles());
        assertArrayEquals(new double[] {2, 5, 7}, three.workingNodes());
        assertArrayEquals(new double[] {7, 1, 4}, three.busyNodes());
        Utilization two = u.atMost(2);
        assertEquals(40, two.bucketCycles());
        assertArrayEquals(new double[] {2.5, 6}, two.workingNodes());
        assertArrayEquals(new double[] {5.5, 2}, two.busyNodes());
        Utilization one = u.atMost(1);
        assertEquals(70, one.bucketCycles());
        assertArrayEquals(new double[] {4}, one.workingNodes());
    }

    @Test
    void aProfileThatFitsIsKeptAsItWasAndAMissingCurveStaysMissing() {
        Utilization u = new Utilization(10, new double[] {1, 2, 3}, new double[0]);
        assertSame(u, u.atMost(3));
        assertSame(Utilization.NONE, Utilization.NONE.atMost(1));
        Utilization halved = u.atMost(2);
        assertArrayEquals(new double[] {1.5, 3}, halved.workingNodes());
        assertEquals(0, halved.busyNodes().length);
        assertThrows(IllegalArgumentException.class, () -> u.atMost(0));
    }

    @Test
    void aLongProfileIsMergedDownToTheMostBucketsATrialKeeps() {
        // Buckets of 5 cycles (the default is 100,000) make a small one-node search's profile longer than a trial keeps.
        MachineConfig fine = MachineConfig.load().with("accounting.timeline-bucket-cycles", 5);
        SuitePosition k01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);
        TrialRequest request = new TrialRequest("kaufman", k01, 3, 1, Settings.BASELINE, 1, true);
        Trial trial;
        try (SimulatedTrialSource source = SimulatedTrialSource.defaultsOn(fine)) {
            trial = source.run(request);
        }
        Utilization kept = trial.utilization();
        long k = kept.bucketCycles() / 5;
        assertEquals(5 * k, kept.bucketCycles());
        assertTrue(k >= 2, "the machine's buckets were merged, " + k + " to one");
        // k is the least that fits: with one fewer the profile would have had more than MAX_BUCKETS.
        assertTrue(kept.workingNodes().length <= Utilization.MAX_BUCKETS);
        assertTrue(kept.workingNodes().length > Utilization.MAX_BUCKETS / 2, "" + kept.workingNodes().length);
        // One node doing chess work nearly all the time: every full bucket's average lies in [0, 1].
        for (double v : kept.workingNodes()) {
            assertTrue(v >= 0 && v <= 1, "" + v);
        }
    }
}

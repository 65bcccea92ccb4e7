package jamboree.bench.profile;

import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ParallelismProfilesTest {

    @Test
    void theUtilizationCurveEndsAtItsLastChessWork() {
        // As an older journal holds it: the iteration's buckets, then the unused room of the nodes' arrays.
        Utilization journaled = new Utilization(100, new double[]{3, 0, 5.5, 2, 0, 0, 0, 0}, new double[0]);

        StepCurve working = ParallelismProfiles.working(journaled);

        assertArrayEquals(new double[]{3, 0, 5.5, 2}, working.values());
        assertArrayEquals(new long[]{0, 100, 200, 300}, working.times());
        assertEquals(400, working.end());
        assertEquals(1050, working.area(), 1e-9);
    }

    @Test
    void aUtilizationWithoutChessWorkIsAnEmptyCurve() {
        StepCurve working = ParallelismProfiles.working(new Utilization(100, new double[]{0, 0}, new double[0]));

        assertEquals(0, working.size());
        assertEquals(0, working.end());
    }

    @Test
    void theIdealProfileKeepsItsBinsAndItsAreaOverLengthIsTheIterationsParallelism() {
        StepCurve ideal = ParallelismProfiles.ideal(new IdealProfile(10, new double[]{1, 4, 0, 2}));

        assertEquals(4, ideal.size());
        assertEquals(40, ideal.end());
        assertEquals(70, ideal.area(), 1e-9);
        assertArrayEquals(new double[]{1, 4, 0, 2}, ideal.averaged(4), 1e-12);
        // Sorted from least to most parallel, laid end to end: below 2 for the bins of 0 and 1.
        assertArrayEquals(new double[]{0, 1, 2, 4}, ParallelismProfiles.sorted(ideal).values());
        assertEquals(20, ParallelismProfiles.timeBelow(ideal, 2));
    }
}

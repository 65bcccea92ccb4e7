package jamboree.bench.profile;

import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;

import java.util.Arrays;

/** Builds the curves of Figures 5-13 to 5-15 from a trial's recorded profiles. */
public final class ParallelismProfiles {

    private ParallelismProfiles() {
    }

    /** Figure 5-13: the average number of pieces of work running in each bin of the ideal timeline. */
    public static StepCurve ideal(IdealProfile profile) {
        return buckets(profile.binCycles(), profile.parallelism());
    }

    /**
     * Figure 5-14: the same steps sorted from least to most parallel and laid end to end, so that the x value at
     * which the curve crosses k is the time spent with parallelism below k.
     */
    public static StepCurve sorted(StepCurve ideal) {
        int n = ideal.size();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(ideal.values()[a], ideal.values()[b]));
        long[] times = new long[n];
        double[] values = new double[n];
        long t = 0;
        for (int k = 0; k < n; k++) {
            times[k] = t;
            values[k] = ideal.values()[order[k]];
            t += ideal.duration(order[k]);
        }
        return new StepCurve(times, values, t);
    }

    /** Cycles of the ideal timeline during which fewer than {@code threshold} pieces run (the arrows of 5-14). */
    public static long timeBelow(StepCurve ideal, double threshold) {
        long sum = 0;
        for (int i = 0; i < ideal.size(); i++) {
            if (ideal.values()[i] < threshold) {
                sum += ideal.duration(i);
            }
        }
        return sum;
    }

    /**
     * Figure 5-15: nodes doing chess work, bucket by bucket, up to the last bucket in which any node did some. A
     * journal made before the machine trimmed its timeline holds the unused room of the nodes' bucket arrays after
     * the iteration's end (up to as long again as the iteration), which would draw the machine idle for that long;
     * after the last chess work there is nothing for this curve to show.
     */
    public static StepCurve working(Utilization utilization) {
        return buckets(utilization.bucketCycles(), upToTheLastNonZero(utilization.workingNodes()));
    }

    /** Nodes doing anything but idling, bucket by bucket, up to the last bucket in which one was busy. */
    public static StepCurve busy(Utilization utilization) {
        return buckets(utilization.bucketCycles(), upToTheLastNonZero(utilization.busyNodes()));
    }

    private static double[] upToTheLastNonZero(double[] values) {
        int n = values.length;
        while (n > 0 && values[n - 1] == 0) {
            n--;
        }
        return Arrays.copyOf(values, n);
    }

    private static StepCurve buckets(long width, double[] values) {
        long[] times = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            times[i] = i * width;
        }
        return new StepCurve(times, values.clone(), values.length * width);
    }
}

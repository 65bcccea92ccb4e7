package jamboree.bench.trial;

/**
 * The processor utilization profile of a run (Figure 5-15): for each bucket of {@code bucketCycles} cycles of
 * machine time, the average number of nodes doing chess work and (when recorded; else empty) the average number
 * doing anything but idling.
 */
public record Utilization(long bucketCycles, double[] workingNodes, double[] busyNodes) {

    public static final Utilization NONE = new Utilization(1, new double[0], new double[0]);

    /**
     * The most buckets a trial keeps. The machine's buckets have a fixed width, so a profile's length follows the
     * run's simulated time: a one-node search at the thesis's scale runs to a million or more of them, megabytes of
     * journal, for a curve the report draws with a few hundred points. The profiled 512-node search at that scale
     * stays below this (11,486 buckets of 100,000 cycles) and is kept as the machine measured it.
     */
    public static final int MAX_BUCKETS = 1 << 16;

    public boolean isEmpty() {
        return workingNodes.length == 0;
    }

    /**
     * This profile with at most {@code buckets} buckets: if it has more, every run of {@code k} neighbouring buckets
     * (the least {@code k} that fits) becomes one bucket {@code k} times as wide that holds their average; the last
     * one averages the buckets left for it.
     *
     * @throws IllegalArgumentException if {@code buckets} is less than 1
     */
    public Utilization atMost(int buckets) {
        if (buckets < 1) {
            throw new IllegalArgumentException("a profile needs at least one bucket, not " + buckets);
        }
        int n = Math.max(workingNodes.length, busyNodes.length);
        if (n <= buckets) {
            return this;
        }
        int k = (int) ((n + (long) buckets - 1) / buckets);
        return new Utilization(Math.multiplyExact(bucketCycles, k), averages(workingNodes, k), averages(busyNodes, k));
    }

    private static double[] averages(double[] values, int k) {
        double[] merged = new double[(values.length + k - 1) / k];
        for (int g = 0; g < merged.length; g++) {
            int from = g * k;
            int to = Math.min(values.length, from + k);
            double sum = 0;
            for (int i = from; i < to; i++) {
                sum += values[i];
            }
            merged[g] = sum / (to - from);
        }
        return merged;
    }
}

package jamboree.bench.trial;

/**
 * The pieces of chess work of one run placed on the ideal (infinitely many processors, free scheduling)
 * timeline: piece {@code i} starts at {@code starts[i]} (the critical-path timestamp of its inputs, Figure 5-8)
 * and lasts {@code lengths[i]} cycles. The ideal-parallelism profile (Figure 5-13) at time t is the number of
 * pieces running at t.
 */
public record IdealProfile(long[] starts, long[] lengths) {

    public static final IdealProfile NONE = new IdealProfile(new long[0], new long[0]);

    public IdealProfile {
        if (starts.length != lengths.length) {
            throw new IllegalArgumentException("starts and lengths differ in length");
        }
    }

    public boolean isEmpty() {
        return starts.length == 0;
    }
}

package jamboree.bench.trial;

/**
 * The ideal-parallelism profile of a run (Figure 5-13): the critical path cut into bins of {@code binCycles}
 * cycles, and for each bin the average number of pieces of chess work an infinite-processor schedule runs in it
 * (every piece starting at the critical-path timestamp of its inputs, Figure 5-8).
 */
public record IdealProfile(long binCycles, double[] parallelism) {

    public static final IdealProfile NONE = new IdealProfile(1, new double[0]);

    public IdealProfile {
        if (binCycles < 1) {
            throw new IllegalArgumentException("bins must be at least one cycle wide, got " + binCycles);
        }
    }

    public boolean isEmpty() {
        return parallelism.length == 0;
    }
}

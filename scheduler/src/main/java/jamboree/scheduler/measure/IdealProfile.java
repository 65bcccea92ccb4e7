package jamboree.scheduler.measure;

/**
 * The ideal-parallelism profile of a run (thesis Figure 5-13): the critical path cut into bins of {@code binCycles}
 * cycles, and for each bin the average number of pieces of chess work an infinite-processor schedule runs in it.
 * In that schedule each piece starts at the critical-path timestamp of its inputs (Figure 5-8).
 *
 * <p>The record is the profile; the static methods count it: choose the bin width with {@link #binCycles(long, int)},
 * {@link #add} every node's pieces into one array of covered cycles per bin, then turn that into averages with
 * {@link #parallelism(long[], long)}.
 */
public record IdealProfile(long binCycles, double[] parallelism) {

    /** No profile: none was recorded. */
    public static final IdealProfile NONE = new IdealProfile(1, new double[0]);

    public IdealProfile {
        if (binCycles < 1) {
            throw new IllegalArgumentException("bins must be at least one cycle wide, got " + binCycles);
        }
    }

    public boolean isEmpty() {
        return parallelism.length == 0;
    }

    /** Width of one bin when the critical path {@code c} is cut into {@code bins}. */
    public static long binCycles(long c, int bins) {
        return Math.max(1, (c + bins - 1) / bins);
    }

    /** Adds pieces of work ({@code starts[i]}, {@code lengths[i]}) into {@code covered} (cycles per bin). */
    public static void add(long[] covered, long binCycles, long[] starts, long[] lengths) {
        int last = covered.length - 1;
        for (int i = 0; i < starts.length; i++) {
            long t = starts[i];
            long end = t + lengths[i];
            if (t >= end) {
                continue;
            }
            // One division per piece: from its first bin on, each bin is entered at its start.
            int bin = (int) Math.min(last, t / binCycles);
            long binEnd = (bin + 1L) * binCycles;
            while (bin < last && end > binEnd) {
                covered[bin] += binEnd - t;
                t = binEnd;
                bin++;
                binEnd += binCycles;
            }
            // The last bin also takes whatever lies beyond the critical path's end.
            covered[bin] += end - t;
        }
    }

    /** Average parallelism per bin, from the cycles {@link #add} counted into each. */
    public static double[] parallelism(long[] covered, long binCycles) {
        double[] p = new double[covered.length];
        for (int i = 0; i < covered.length; i++) {
            p[i] = covered[i] / (double) binCycles;
        }
        return p;
    }
}

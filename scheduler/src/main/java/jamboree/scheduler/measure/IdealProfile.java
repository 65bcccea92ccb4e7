package jamboree.scheduler.measure;

/**
 * The ideal-parallelism profile of thesis Figure 5-13: each piece of chess work starts, in an infinite-processor
 * schedule, at the time stamp its inputs allow; the number of pieces running at each instant of that schedule,
 * averaged over bins, is the parallelism available then.
 */
public final class IdealProfile {
    private IdealProfile() {
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

    /** Average parallelism per bin. */
    public static double[] parallelism(long[] covered, long binCycles) {
        double[] p = new double[covered.length];
        for (int i = 0; i < covered.length; i++) {
            p[i] = covered[i] / (double) binCycles;
        }
        return p;
    }
}

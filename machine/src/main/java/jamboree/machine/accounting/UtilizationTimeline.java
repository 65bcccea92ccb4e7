package jamboree.machine.accounting;

import java.util.List;

/**
 * The machine's utilization over time: for each bucket of {@link #bucketCycles()} cycles, the average number of
 * nodes doing work and the average number doing anything but idling.
 */
public record UtilizationTimeline(long bucketCycles, double[] workingNodes, double[] busyNodes) {

    /** The timeline of a run whose nodes kept none: no buckets. */
    public static final UtilizationTimeline NONE = new UtilizationTimeline(1, new double[0], new double[0]);

    /**
     * Sums the nodes' buckets up to the last one any node was busy in. A node's bucket arrays grow by doubling, so
     * their length is not the run's: the buckets past its last charge are room, not idle time, and a timeline that
     * kept them drew the machine idle after the run had ended, for up to as long again as the run.
     */
    static UtilizationTimeline sum(List<NodeAccount> accounts, long bucketCycles) {
        int length = 0;
        for (NodeAccount a : accounts) {
            length = Math.max(length, charged(a.busyByBucket()));
        }
        long[] work = new long[length];
        long[] busy = new long[length];
        for (NodeAccount a : accounts) {
            int[] w = a.workByBucket();
            int[] b = a.busyByBucket();
            for (int i = 0; i < Math.min(b.length, length); i++) {
                work[i] += w[i];
                busy[i] += b[i];
            }
        }
        double[] workingNodes = new double[length];
        double[] busyNodes = new double[length];
        for (int i = 0; i < length; i++) {
            workingNodes[i] = work[i] / (double) bucketCycles;
            busyNodes[i] = busy[i] / (double) bucketCycles;
        }
        return new UtilizationTimeline(bucketCycles, workingNodes, busyNodes);
    }

    /** The buckets up to the last that holds a charge (every charge puts at least one cycle in each it covers). */
    private static int charged(int[] busy) {
        int n = busy.length;
        while (n > 0 && busy[n - 1] == 0) {
            n--;
        }
        return n;
    }

    public int buckets() {
        return busyNodes.length;
    }
}

package jamboree.bench.trial;

/**
 * The processor utilization profile of a run (Figure 5-15): for each bucket of {@code bucketCycles} cycles of
 * machine time, the average number of nodes doing chess work and (when recorded; else empty) the average number
 * doing anything but idling.
 */
public record Utilization(long bucketCycles, double[] workingNodes, double[] busyNodes) {

    public static final Utilization NONE = new Utilization(1, new double[0], new double[0]);

    public boolean isEmpty() {
        return workingNodes.length == 0;
    }
}

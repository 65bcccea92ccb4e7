package jamboree.machine;

/**
 * What a machine's own structures take of the host's heap, estimated before it is built, so that a caller can size
 * what its programs keep per node (tables) to the heap instead of meeting an {@link OutOfMemoryError} halfway through
 * building 16,384 nodes.
 *
 * <p>The figures per node are measured, not derived: a search to depth 6 on 16,384 simulated nodes left at most
 * 915 MB live, about 57 KB per node with the programs' memory and tables (the simulator keeps per node its clock
 * and queues, its account and utilisation timeline, its actor and mailbox, and the conductor's arrays; a run builds
 * these afresh, so while one run's nodes are alive the last run's may not yet be collected).
 */
public final class MachineFootprint {
    /** Bytes per node of the simulated machine's own structures, two runs' worth (see above), rounded up. */
    static final long SIMULATED_BYTES_PER_NODE = 2 * 16 * 1024;
    /** A native node is a thread's actor and its queues: smaller than a simulated one, and bounded by the host's cores. */
    static final long NATIVE_BYTES_PER_NODE = 16 * 1024;
    /**
     * The share of the maximum heap that what lives for the whole search (the nodes' tables, the machine) may take:
     * the rest is the collector's room for the garbage of the runs, and for everything else the process holds.
     */
    static final double LONG_LIVED_SHARE = 0.5;

    private MachineFootprint() {
    }

    /** Bytes of the machine's own structures per node while a run is under way. */
    public static long bytesPerNode(MachineType type) {
        return switch (type) {
            case SIMULATED -> SIMULATED_BYTES_PER_NODE;
            // A cluster node is a native node's actor on whichever member hosts it; this member holds at most as many.
            case NATIVE, CLUSTER -> NATIVE_BYTES_PER_NODE;
        };
    }

    /** The bytes of heap a machine and its programs' long-lived memory may take in this JVM. */
    public static long heapBudget() {
        return heapBudget(Runtime.getRuntime().maxMemory());
    }

    static long heapBudget(long maxHeapBytes) {
        return (long) (maxHeapBytes * LONG_LIVED_SHARE);
    }
}

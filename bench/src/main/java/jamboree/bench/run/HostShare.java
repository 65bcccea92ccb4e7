package jamboree.bench.run;

import jamboree.machine.config.MachineConfig;

/**
 * How a bench run shares the host's cores: {@code jobs} searches side by side, and the host threads each simulated
 * machine may use. A machine runs on one host thread by default; asked for one per core ({@code simulation.threads =
 * 0}), every search running beside another would bring a whole pool of its own, and the host would juggle {@code jobs}
 * times as many busy threads as it has cores. So each search then gets its share of the cores instead. None of this
 * changes what is simulated: a run is the same bit for bit on any number of host threads.
 *
 * <p>Memory bounds the sharing too: a simulated machine's memory grows with its nodes (two searches on 512 nodes at
 * depth 6 do not fit in 3 GB of heap together) and with its global table (at the thesis's scale every machine holds
 * 1 GB of it), so the searches running at the same time may together {@link #weight weigh} at most the heap, and a
 * heavier one runs alone.
 *
 * @param jobs      searches at the same time, at least 1
 * @param cores     the host's cores, at least 1
 * @param heapBytes the most heap the JVM will use
 */
public record HostShare(int jobs, int cores, long heapBytes) {

    /**
     * Heap to allow per simulated node of searches running side by side. Measured at depth 6 with a 3 GB heap: two
     * searches on 512 nodes ran out of memory together, and one on 512 beside smaller ones kept up to 2 GB live. So
     * 6 MB a node: in a 3 GB heap a search on 512 nodes runs alone, and one on 256 beside smaller ones; in the 6 GB
     * the launcher gives the bench on a host with 12 GB or more, two on 512 run side by side. Only ever used to keep
     * large machines apart, never to refuse a search.
     */
    static final long BYTES_PER_NODE = 6L << 20;

    public HostShare {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
        }
        if (cores < 1) {
            throw new IllegalArgumentException("cores must be at least 1, got " + cores);
        }
        if (heapBytes < 1) {
            throw new IllegalArgumentException("the heap must be at least 1 byte, got " + heapBytes);
        }
    }

    /** {@code jobs} searches at a time on this host and in this JVM's heap (null: one per core). */
    public static HostShare of(Integer jobs) {
        int cores = Runtime.getRuntime().availableProcessors();
        return new HostShare(jobs == null ? cores : jobs, cores, Runtime.getRuntime().maxMemory());
    }

    /** What the searches running at the same time may {@link #weight weigh} together: the heap. */
    public long budget() {
        return heapBytes;
    }

    /**
     * The heap a search on {@code processors} nodes whose global table takes {@code tableBytes} needs beside others:
     * {@link #BYTES_PER_NODE} a node, or twice its table, whichever is more. The table lives as long as the search, and
     * the collector needs as much room again (long-lived memory may have half the heap, as in
     * {@code MachineFootprint}): at the thesis's scale two searches on one node, each with the whole 1 GB table, ran a
     * 3 GB heap out of memory. At the defaults' 128 KB of table per node the nodes weigh more, so nothing changes there.
     */
    public static long weight(int processors, long tableBytes) {
        return Math.max(Math.max(1, processors) * BYTES_PER_NODE, 2 * tableBytes);
    }

    /** Host threads of each search's simulated machine: the cores divided among the jobs, at least one. */
    public int machineThreads() {
        return Math.max(1, cores / jobs);
    }

    /**
     * The machine configuration each search runs with: {@code config} with {@link #machineThreads()} simulator
     * threads if it asks for one per core (0), otherwise the thread count it names (1 by default), which is kept.
     */
    public MachineConfig machineFor(MachineConfig config) {
        return sharing(config, machineThreads());
    }

    /**
     * {@code config} with {@code share} simulator threads if it asks for one per core (0), otherwise as it is: how
     * searches side by side share a host's cores, here or on a cluster's member.
     */
    public static MachineConfig sharing(MachineConfig config, int share) {
        boolean perCore = config.raw().getInt(MachineConfig.ROOT + ".simulation.threads") == 0;
        return perCore ? config.withSimulationThreads(share) : config;
    }
}

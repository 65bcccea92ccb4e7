package jamboree.bench.run;

import jamboree.machine.config.MachineConfig;

/**
 * How a bench run shares the host's cores: {@code jobs} searches side by side, and the host threads each simulated
 * machine may use. A machine with two or more nodes runs on its own pool of threads; left at its default (one per
 * core), every search running beside another would bring a whole pool of its own, and the host would juggle
 * {@code jobs} times as many busy threads as it has cores. So each search gets its share of the cores instead.
 * None of this changes what is simulated: a run is the same bit for bit on any number of host threads.
 *
 * @param jobs  searches at the same time, at least 1
 * @param cores the host's cores, at least 1
 */
public record HostShare(int jobs, int cores) {

    public HostShare {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
        }
        if (cores < 1) {
            throw new IllegalArgumentException("cores must be at least 1, got " + cores);
        }
    }

    /** {@code jobs} searches at a time on this host (null: one per core). */
    public static HostShare of(Integer jobs) {
        int cores = Runtime.getRuntime().availableProcessors();
        return new HostShare(jobs == null ? cores : jobs, cores);
    }

    /** Host threads of each search's simulated machine: the cores divided among the jobs, at least one. */
    public int machineThreads() {
        return Math.max(1, cores / jobs);
    }

    /**
     * The machine configuration each search runs with: {@code config} with {@link #machineThreads()} simulator
     * threads, unless it names a thread count of its own (0 means "one per core", the default), which is kept.
     */
    public MachineConfig machineFor(MachineConfig config) {
        boolean perCore = config.raw().getInt(MachineConfig.ROOT + ".simulation.threads") == 0;
        return perCore ? config.withSimulationThreads(machineThreads()) : config;
    }
}

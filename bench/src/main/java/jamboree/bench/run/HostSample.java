package jamboree.bench.run;

/**
 * One reading of the host's clocks: the wall clock, this JVM's processor time and the whole host's kernel ticks. Two
 * readings time what ran between them, and say what the host's other processes took of the host meanwhile: the bench
 * reads them around each search, so that a journal tells a search slowed by its host from one slowed by its code.
 *
 * @param wallNanos a monotonic clock
 * @param cpuNanos  this JVM's processor time so far, or {@link HostUsage#UNKNOWN}
 * @param ticks     the whole host's processor ticks so far, or null where the kernel does not say them
 */
record HostSample(long wallNanos, long cpuNanos, KernelTicks ticks) {

    /** This JVM's and this host's clocks now. */
    static HostSample now() {
        return new HostSample(System.nanoTime(), HostMeter.processCpuNanos(), KernelTicks.read());
    }

    /** A reading of the wall clock alone, at {@code wallNanos}: what a test's or a foreign host's clock can say. */
    static HostSample wallOnly(long wallNanos) {
        return new HostSample(wallNanos, HostUsage.UNKNOWN, null);
    }

    /** What ran from {@code earlier} to this reading took of the host. */
    SearchTiming since(HostSample earlier) {
        long wall = Math.max(0, wallNanos - earlier.wallNanos);
        long cpu = cpuNanos == HostUsage.UNKNOWN || earlier.cpuNanos == HostUsage.UNKNOWN ? HostUsage.UNKNOWN
                : Math.max(0, cpuNanos - earlier.cpuNanos);
        long hostCpu = ticks == null ? HostUsage.UNKNOWN : ticks.busyNanosSince(earlier.ticks, wall);
        return new SearchTiming(wall, HostUsage.otherCoresBusy(wall, cpu, hostCpu));
    }
}

package jamboree.bench.run;

/**
 * One reading of the host's clocks: the wall clock, this JVM's processor time and the whole host's kernel ticks. Two
 * readings time what ran between them, and say what the host's other processes took of the host meanwhile: the bench
 * reads them around each search, so that a journal tells a search slowed by its host from one slowed by its code, and
 * {@link HostMeter} around the whole run.
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
        long wall = wallSince(earlier);
        return new SearchTiming(wall, HostUsage.otherCoresBusy(wall, cpuSince(earlier), hostCpuSince(earlier)), "");
    }

    /** The wall time from {@code earlier} to this reading. */
    long wallSince(HostSample earlier) {
        return Math.max(0, wallNanos - earlier.wallNanos);
    }

    /** This JVM's processor time from {@code earlier} to this reading, or {@link HostUsage#UNKNOWN}. */
    long cpuSince(HostSample earlier) {
        return cpuNanos == HostUsage.UNKNOWN || earlier.cpuNanos == HostUsage.UNKNOWN ? HostUsage.UNKNOWN
                : Math.max(0, cpuNanos - earlier.cpuNanos);
    }

    /** The whole host's processor time from {@code earlier} to this reading, or {@link HostUsage#UNKNOWN}. */
    long hostCpuSince(HostSample earlier) {
        return ticks == null ? HostUsage.UNKNOWN : ticks.busyNanosSince(earlier.ticks, wallSince(earlier));
    }
}

package jamboree.bench.run;

import java.util.Locale;
import java.util.Objects;

/**
 * What a run took of its host: wall time, the processor time of the whole JVM (every thread's, the compiler's and
 * the collector's too) and the heap; what the host's other processes took of it meanwhile, and which host it was,
 * since a run's host time means little without either. None of it is part of the signature: it varies from run to
 * run and from host to host.
 *
 * <p>The heap is read around garbage collections, where its use peaks: {@code heapPeakBytes} is the most in use just
 * before a collection (or at the end of the run, if more), {@code heapAfterCollectionBytes} the most left after one,
 * an upper bound of what the run kept live. With a generational collector the first is mostly the young generation
 * filling up; the second, after a young collection, still counts what died in the old generation since the last full
 * collection, so it bounds the live data from above and can approach the old generation's size in a long run. Both
 * are the whole JVM's: runs made side by side in one JVM would count each other's. Gigabytes are 2^30 bytes, as
 * {@code -Xmx6g} counts them.
 *
 * @param wallNanos                host wall time of the run
 * @param cpuNanos                 processor time of the JVM during the run, or {@link #UNKNOWN}
 * @param hostCpuNanos             processor time of the whole host during the run, every process's as the kernel
 *                                 counts it (this JVM's included), or {@link #UNKNOWN}
 * @param heapPeakBytes            the most heap in use, or {@link #UNKNOWN}
 * @param heapAfterCollectionBytes the most heap in use after a collection, or {@link #UNKNOWN} (no collection)
 * @param heapMaxBytes             the most heap the JVM may use ({@code -Xmx}), or {@link #UNKNOWN}
 * @param description              which host and JVM these figures were measured on
 */
public record HostUsage(long wallNanos, long cpuNanos, long hostCpuNanos, long heapPeakBytes,
                        long heapAfterCollectionBytes, long heapMaxBytes, HostDescription description) {

    /** A figure this JVM could not measure. */
    public static final long UNKNOWN = -1;

    public HostUsage {
        Objects.requireNonNull(description, "description");
        if (wallNanos < 0) {
            throw new IllegalArgumentException("wall time must be >= 0, got " + wallNanos);
        }
        for (long figure : new long[] {cpuNanos, hostCpuNanos, heapPeakBytes, heapAfterCollectionBytes,
                heapMaxBytes}) {
            if (figure < UNKNOWN) {
                throw new IllegalArgumentException("a host figure must be >= 0 or UNKNOWN, got " + figure);
            }
        }
    }

    /** Only the wall time known: what a result made elsewhere than by {@link BenchRunner} can say. */
    public static HostUsage wallOnly(long wallNanos) {
        return new HostUsage(wallNanos, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, HostDescription.UNKNOWN);
    }

    /** Processor time over wall time: how many host cores the run kept busy on average; NaN if unknown. */
    public double coresBusy() {
        return cpuNanos == UNKNOWN || wallNanos == 0 ? Double.NaN : (double) cpuNanos / wallNanos;
    }

    /**
     * How many host cores other processes than this JVM kept busy on average during the run: the whole host's processor
     * time less the run's, over the wall time (at least 0, since the two are read from different clocks); NaN if
     * unknown.
     */
    public double otherCoresBusy() {
        return otherCoresBusy(wallNanos, cpuNanos, hostCpuNanos);
    }

    /**
     * The host cores other processes than this JVM kept busy on average over {@code wallNanos}, in which the JVM took
     * {@code cpuNanos} of processor time and the whole host {@code hostCpuNanos}; NaN if either is {@link #UNKNOWN}
     * or no wall time passed.
     */
    static double otherCoresBusy(long wallNanos, long cpuNanos, long hostCpuNanos) {
        return cpuNanos == UNKNOWN || hostCpuNanos == UNKNOWN || wallNanos == 0 ? Double.NaN
                : Math.max(0, hostCpuNanos - cpuNanos) / (double) wallNanos;
    }

    /**
     * The figures in a line, for example {@code 1.97 cores busy (425.5 s of processor time), other processes 0.02
     * cores; heap at most 5.12 GB in use, 1.85 GB after a collection, of 6.00 GB}; what is unknown is left out. The
     * wall time is not repeated: it is said beside it, as the run's host time.
     */
    public String text() {
        StringBuilder s = new StringBuilder();
        if (cpuNanos == UNKNOWN) {
            s.append("processor time unknown");
        } else if (Double.isNaN(coresBusy())) {
            s.append(String.format(Locale.ROOT, "%.1f s of processor time", cpuNanos / 1e9));
        } else {
            s.append(String.format(Locale.ROOT, "%.2f cores busy (%.1f s of processor time)", coresBusy(),
                    cpuNanos / 1e9));
            if (!Double.isNaN(otherCoresBusy())) {
                s.append(String.format(Locale.ROOT, ", other processes %.2f cores", otherCoresBusy()));
            }
        }
        if (heapPeakBytes == UNKNOWN) {
            return s.append("; heap unknown").toString();
        }
        s.append("; heap at most ").append(gigabytes(heapPeakBytes)).append(" in use");
        if (heapAfterCollectionBytes != UNKNOWN) {
            s.append(", ").append(gigabytes(heapAfterCollectionBytes)).append(" after a collection");
        }
        if (heapMaxBytes != UNKNOWN) {
            s.append(", of ").append(gigabytes(heapMaxBytes));
        }
        return s.toString();
    }

    private static String gigabytes(long bytes) {
        return String.format(Locale.ROOT, "%.2f GB", bytes / (double) (1L << 30));
    }
}

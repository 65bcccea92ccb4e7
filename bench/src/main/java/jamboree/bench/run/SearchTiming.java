package jamboree.bench.run;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * What one search took of its host, and which host that was: how long it ran, and how many host cores other
 * processes than the bench's JVM kept busy on average meanwhile. The bench's own other searches, run beside it, are
 * not among those: they are the same from one run of a plan to the next, where the other processes are not.
 *
 * @param nanos      host time from the search's start to its end
 * @param otherCores the cores other processes kept busy meanwhile, or NaN where the host does not say (no kernel
 *                   ticks, or a search too short for them to count)
 * @param host       the host that made the search ({@link HostDescription#text}), or "" where that is not said: a
 *                   journal line of older code, or a clock read before the search was placed
 */
public record SearchTiming(long nanos, double otherCores, String host) {

    public SearchTiming {
        if (nanos < 0) {
            throw new IllegalArgumentException("a search's host time must be >= 0, got " + nanos);
        }
        if (otherCores < 0) {
            throw new IllegalArgumentException("other processes' cores must be >= 0 or NaN, got " + otherCores);
        }
        Objects.requireNonNull(host, "host");
    }

    /** What some work made, and what making it took of this JVM's host. */
    public record Timed<T>(T value, SearchTiming timing) {
    }

    /**
     * Does {@code work} and times it on this JVM's host: what a cluster member sends with a search it made. The host
     * is left unsaid; the caller names it.
     */
    public static <T> Timed<T> onThisHost(Supplier<T> work) {
        HostSample start = HostSample.now();
        T value = work.get();
        return new Timed<>(value, HostSample.now().since(start));
    }

    /** {@code nanos} of host time, with the other processes' share and the host unknown. */
    public static SearchTiming of(long nanos) {
        return new SearchTiming(nanos, Double.NaN, "");
    }

    /** This timing, made on {@code host}. */
    public SearchTiming on(String host) {
        return new SearchTiming(nanos, otherCores, host);
    }

    /**
     * The timing as a journal line keeps it, and as the report therefore gives it whether the search was made in this
     * sitting or recalled: at least 1 ns (0 is what a line of older code reads as), other processes' cores to
     * thousandths.
     */
    public SearchTiming asJournaled() {
        return new SearchTiming(Math.max(1, nanos),
                saysOtherCores() ? Math.round(otherCores * 1000) / 1000.0 : Double.NaN, host);
    }

    /** Whether the other processes' share is known. */
    public boolean saysOtherCores() {
        return !Double.isNaN(otherCores);
    }

    /** Whether the host that made the search is known. */
    public boolean saysHost() {
        return !host.isEmpty();
    }
}

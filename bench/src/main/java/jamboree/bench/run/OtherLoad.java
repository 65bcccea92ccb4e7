package jamboree.bench.run;

/**
 * What the host's other processes took of it during a set of searches, added up search by search: the cores they kept
 * busy, on average over the searches' host time, as if the searches had run one after the other.
 *
 * <p>Some searches do not say ({@link SearchTiming}): a journal line of older code, or a search shorter than a tick of
 * the kernel's clock. The first can be whole sittings, the second are a few milliseconds each, and a small bench's
 * one-node searches are full of them. So the average is over the searches that say, and is given only where they
 * cover at least {@link #COVERAGE} of the set's host time: a sitting that does not say leaves the figure unknown, a
 * handful of searches too short to count does not.
 *
 * @param nanos     the searches' host time
 * @param saidNanos the host time of those of them that say
 * @param coreNanos each of those searches' other processes' cores times its host time, summed
 */
public record OtherLoad(long nanos, long saidNanos, double coreNanos) {

    /** The share of the host time that searches which say must cover for the average to be given. */
    public static final double COVERAGE = 0.9;

    /** No search. */
    public static final OtherLoad NONE = new OtherLoad(0, 0, 0);

    public OtherLoad {
        if (nanos < 0 || saidNanos < 0 || saidNanos > nanos || !(coreNanos >= 0)) {
            throw new IllegalArgumentException("a load needs 0 <= said <= all host time and cores >= 0, got "
                    + saidNanos + " of " + nanos + " ns, " + coreNanos);
        }
    }

    /** One search of {@code nanos} host time, beside {@code otherCores} (NaN: the search does not say). */
    public static OtherLoad of(long nanos, double otherCores) {
        return Double.isNaN(otherCores) ? new OtherLoad(nanos, 0, 0) : new OtherLoad(nanos, nanos, otherCores * nanos);
    }

    public OtherLoad plus(OtherLoad other) {
        return new OtherLoad(nanos + other.nanos, saidNanos + other.saidNanos, coreNanos + other.coreNanos);
    }

    /**
     * The cores other processes kept busy, on average over the host time of the searches that say; NaN where they
     * cover less than {@link #COVERAGE} of it, or none took any time.
     */
    public double cores() {
        return saidNanos == 0 || saidNanos < COVERAGE * nanos ? Double.NaN : coreNanos / saidNanos;
    }
}

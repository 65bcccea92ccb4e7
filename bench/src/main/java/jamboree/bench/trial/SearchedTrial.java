package jamboree.bench.trial;

import java.util.Objects;

/**
 * A search's trial and where it was made: in the JVM that asked for it, or by another JVM (a cluster member), which
 * names its host and says what the search took of it. A host time means little without its host, and the journal
 * keeps which host made each search.
 *
 * @param trial      what the search measured
 * @param here       whether the JVM that asked for the search made it
 * @param host       the host of the JVM that made it elsewhere, as that JVM describes it; "" here, or where it did not
 *                   say
 * @param nanos      the host time of a search made elsewhere, on its maker's clock from its start to its end; 0 here,
 *                   or where the maker did not time it (the asker's clock then runs from its hand-off to its result,
 *                   queues and network included)
 * @param otherCores the cores other processes kept busy on the maker's host meanwhile, NaN where not known
 */
public record SearchedTrial(Trial trial, boolean here, String host, long nanos, double otherCores) {

    public SearchedTrial {
        Objects.requireNonNull(trial, "trial");
        Objects.requireNonNull(host, "host");
        if (here && (!host.isEmpty() || nanos != 0)) {
            throw new IllegalArgumentException("a search made here is described and timed by the caller's own host");
        }
        if (nanos < 0) {
            throw new IllegalArgumentException("a search's host time must be >= 0, got " + nanos);
        }
        if (otherCores < 0) {
            throw new IllegalArgumentException("other processes' cores must be >= 0 or NaN, got " + otherCores);
        }
    }

    /** A search made by the JVM that asked for it. */
    public static SearchedTrial inThisJvm(Trial trial) {
        return new SearchedTrial(trial, true, "", 0, Double.NaN);
    }

    /** A search made by another JVM on {@code host} ("" where it did not say), which did not time it. */
    public static SearchedTrial byAnotherJvm(Trial trial, String host) {
        return new SearchedTrial(trial, false, host, 0, Double.NaN);
    }

    /**
     * A search made by another JVM on {@code host}, which took {@code nanos} of it while other processes kept
     * {@code otherCores} of its cores busy (NaN where not known); 0 nanos where that JVM did not time it.
     */
    public static SearchedTrial byAnotherJvm(Trial trial, String host, long nanos, double otherCores) {
        return new SearchedTrial(trial, false, host, nanos, otherCores);
    }

    /** Whether the JVM that made the search elsewhere timed it on its own host. */
    public boolean timedByMaker() {
        return !here && nanos > 0;
    }
}

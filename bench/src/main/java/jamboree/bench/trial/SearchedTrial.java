package jamboree.bench.trial;

import java.util.Objects;

/**
 * A search's trial and where it was made: in the JVM that asked for it, or by another JVM (a cluster member), which
 * names its host. A host time means little without its host, and the journal keeps which host made each search.
 *
 * @param trial what the search measured
 * @param here  whether the JVM that asked for the search made it
 * @param host  the host of the JVM that made it elsewhere, as that JVM describes it; "" here, or where it did not say
 */
public record SearchedTrial(Trial trial, boolean here, String host) {

    public SearchedTrial {
        Objects.requireNonNull(trial, "trial");
        Objects.requireNonNull(host, "host");
        if (here && !host.isEmpty()) {
            throw new IllegalArgumentException("a search made here is described by the caller's own host");
        }
    }

    /** A search made by the JVM that asked for it. */
    public static SearchedTrial inThisJvm(Trial trial) {
        return new SearchedTrial(trial, true, "");
    }

    /** A search made by another JVM on {@code host} ("" where it did not say). */
    public static SearchedTrial byAnotherJvm(Trial trial, String host) {
        return new SearchedTrial(trial, false, host);
    }
}

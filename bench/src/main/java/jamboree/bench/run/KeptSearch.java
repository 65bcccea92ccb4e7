package jamboree.bench.run;

import jamboree.bench.trial.Trial;

/**
 * A search made and kept, by an earlier run ({@link TrialStore}) or by this one: what it measured, how long it took
 * its host, which a resumed run's time estimate learns from as it would from a search of its own, and how busy the
 * host's other processes kept it meanwhile, which tells a slow search from a slow host, and which host that was.
 *
 * @param trial       what the search measured
 * @param searchNanos host time from the search's start to its end, or {@link #UNKNOWN} (kept by a version of the
 *                    bench that did not say)
 * @param otherCores  the host cores other processes kept busy on average during the search, or NaN where its line
 *                    does not say ({@link SearchTiming})
 * @param host        the host that made the search ({@link HostDescription#text}), or "" where its line does not say
 */
public record KeptSearch(Trial trial, long searchNanos, double otherCores, String host) {

    public static final long UNKNOWN = -1;

    public KeptSearch {
        if (trial == null) {
            throw new IllegalArgumentException("a kept search has a trial");
        }
        if (searchNanos < 0 && searchNanos != UNKNOWN) {
            throw new IllegalArgumentException("a search's host time must be >= 0 or UNKNOWN, got " + searchNanos);
        }
        if (otherCores < 0) {
            throw new IllegalArgumentException("other processes' cores must be >= 0 or NaN, got " + otherCores);
        }
        if (host == null) {
            throw new IllegalArgumentException("a kept search's host is \"\" where not said, never null");
        }
    }

    public boolean timed() {
        return searchNanos != UNKNOWN;
    }
}

package jamboree.bench.run;

import jamboree.bench.trial.Trial;

/**
 * A search an earlier run made and kept ({@link TrialStore}): what it measured, and how long it took its host, which
 * a resumed run's time estimate learns from as it would from a search of its own.
 *
 * @param trial       what the search measured
 * @param searchNanos host time from the search's start to its end, or {@link #UNKNOWN} (kept by a version of the
 *                    bench that did not say)
 */
public record KeptSearch(Trial trial, long searchNanos) {

    public static final long UNKNOWN = -1;

    public KeptSearch {
        if (trial == null) {
            throw new IllegalArgumentException("a kept search has a trial");
        }
        if (searchNanos < 0 && searchNanos != UNKNOWN) {
            throw new IllegalArgumentException("a search's host time must be >= 0 or UNKNOWN, got " + searchNanos);
        }
    }

    public boolean timed() {
        return searchNanos != UNKNOWN;
    }
}

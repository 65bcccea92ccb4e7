package jamboree.bench.run;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

import java.util.Optional;

/**
 * Where a run keeps the searches it has made, so that a later run of the same plan need not make them again (the
 * bench's journal). A search depends on its request alone, so a trial kept for an equal request is the trial the
 * search would measure.
 */
public interface TrialStore {

    /** Keeps nothing and recalls nothing: every search runs. */
    TrialStore NONE = new TrialStore() {
        @Override
        public Optional<KeptSearch> recall(TrialRequest request) {
            return Optional.empty();
        }

        @Override
        public void record(TrialRequest request, Trial trial, SearchTiming timing) {
        }
    };

    /** What an earlier run measured for {@code request}, and how long it took, or empty if it has none. */
    Optional<KeptSearch> recall(TrialRequest request);

    /**
     * Keeps {@code trial}, just measured for {@code request}, and what the search took of its host; called from
     * several threads at once with jobs.
     */
    void record(TrialRequest request, Trial trial, SearchTiming timing);

    /** The earlier runs whose searches this store recalls, and their host time. */
    default EarlierRuns earlier() {
        return EarlierRuns.NONE;
    }
}

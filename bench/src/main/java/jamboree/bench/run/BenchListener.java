package jamboree.bench.run;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

/** Hears how far a benchmark run has come (the command line draws a progress bar from it). */
public interface BenchListener {

    BenchListener NONE = new BenchListener() {
    };

    /** The run will perform {@code trials} searches plus {@code experiments} other experiments. */
    default void planned(int trials, int experiments) {
    }

    /** The searches the run will make, after {@link #planned}; {@code plan} says what they are for. */
    default void plannedSearches(BenchPlan plan, java.util.List<TrialRequest> searches) {
    }

    default void started(TrialRequest request) {
    }

    default void finished(Trial trial) {
    }

    /**
     * A search the run did not make: {@code search} is what an earlier run measured for it (see {@link TrialStore}).
     * It is done, but took this run no time; by default it is reported as {@link #finished}, without a start.
     */
    default void recalled(KeptSearch search) {
        finished(search.trial());
    }

    /** A named experiment other than a search (SWAMP) started. */
    default void experiment(String name) {
    }

    /** A step of the run that is not a trial is done. */
    default void stepDone() {
    }
}

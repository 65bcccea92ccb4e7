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

    default void started(TrialRequest request) {
    }

    default void finished(Trial trial) {
    }

    /** A named experiment other than a search (SWAMP) started. */
    default void experiment(String name) {
    }

    /** A step of the run that is not a trial is done. */
    default void stepDone() {
    }
}

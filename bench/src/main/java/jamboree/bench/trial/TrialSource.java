package jamboree.bench.trial;

import jamboree.scheduler.config.SchedulerConfig;

/** Runs searches and measures them. Implementations must be deterministic: equal requests give equal trials. */
public interface TrialSource extends AutoCloseable {

    Trial run(TrialRequest request);

    /**
     * Makes ahead what {@link #run} needs besides the search itself, such as the serial search of the same tree that
     * its figures are measured against (made once per tree and recalled after), so that a search timed after this
     * call is timed alone: which search of a position comes first must not change what it costs the host.
     */
    default void prepare(TrialRequest request) {
    }

    /**
     * Runs the search and says where it was made: in this JVM unless the source hands its searches to others (a
     * cluster's members), whose host times are their hosts'.
     */
    default SearchedTrial search(TrialRequest request) {
        return SearchedTrial.inThisJvm(run(request));
    }

    /**
     * The scheduler configuration every request starts from, before its settings' switches
     * ({@link Settings#configOn}): what the report records each configuration ran with.
     */
    SchedulerConfig schedulerConfig();

    /**
     * The bytes of global table the request's machine holds in this JVM for the whole search (0 if none here), so that
     * searches side by side can be kept within the heap.
     */
    default long tableBytes(TrialRequest request) {
        return 0;
    }

    /** Releases machines and threads. */
    @Override
    void close();
}

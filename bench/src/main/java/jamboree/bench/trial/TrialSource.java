package jamboree.bench.trial;

/** Runs searches and measures them. Implementations must be deterministic: equal requests give equal trials. */
public interface TrialSource extends AutoCloseable {

    Trial run(TrialRequest request);

    /** Releases machines and threads. */
    @Override
    void close();
}

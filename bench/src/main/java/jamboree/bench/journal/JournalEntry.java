package jamboree.bench.journal;

import jamboree.bench.cluster.Measurement;
import jamboree.bench.cluster.WireRequest;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

/**
 * One line of the journal after its header: a search's request and what it measured, the same records that carry
 * them between JVMs in a cluster run.
 */
record JournalEntry(WireRequest request, Measurement measurement) {

    static JournalEntry of(TrialRequest request, Trial trial) {
        return new JournalEntry(WireRequest.of(request), Measurement.of(trial));
    }

    /** The key of the request; an unknown switch or tree is an {@link IllegalArgumentException}. */
    RequestKey key() {
        return RequestKey.of(request.toRequest());
    }

    /**
     * Whether every figure survives JSON: the project's JSON writes a number that is not finite as null, which would
     * come back as another figure.
     */
    boolean finite() {
        return finite(measurement.idealParallelism()) && finite(measurement.workingNodes())
                && finite(measurement.busyNodes());
    }

    private static boolean finite(double[] values) {
        for (double v : values) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }
}

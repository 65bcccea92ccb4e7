package jamboree.bench.journal;

import jamboree.bench.cluster.Measurement;
import jamboree.bench.cluster.WireRequest;
import jamboree.bench.run.KeptSearch;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the journal after its header: a search's request and what it measured, the same records that carry
 * them between JVMs in a cluster run, stamped with the run that made it, how long that run had been going when the
 * search finished, how long the search itself took, how busy the host's other processes kept it meanwhile and which
 * host made it (a line of an older journal lacks the last, or the last two, three or all five: the times read as 0,
 * the other processes and the host as null).
 *
 * @param run         which run of the plan made the search: 1 for the first, one more for each resumption
 * @param runNanos    the host time from that run's start to the search's end
 * @param searchNanos the host time from the search's start to its end, at least 1 (0: not said)
 * @param otherCores  the host cores other processes kept busy on average during the search, to thousandths; null
 *                    where the host did not say (boxed, since JSON's null would read as a primitive's 0: a quiet host)
 * @param host        the host that made the search ({@code HostDescription#text}: this run's, or a cluster member's);
 *                    null where not said. Each line names it, rather than the sitting: a cluster's searches are made
 *                    on several hosts at once, and a resumed run may go on elsewhere
 */
record JournalEntry(WireRequest request, Measurement measurement, int run, long runNanos, long searchNanos,
                    Double otherCores, String host) {

    static JournalEntry of(TrialRequest request, Trial trial, int run, long runNanos, SearchTiming timing) {
        SearchTiming kept = timing.asJournaled();
        return new JournalEntry(WireRequest.of(request), Measurement.of(trial), run, runNanos, kept.nanos(),
                kept.saysOtherCores() ? kept.otherCores() : null, kept.saysHost() ? kept.host() : null);
    }

    /** The search as a resumed run recalls it for {@code request}, the request this line was written for. */
    KeptSearch kept(TrialRequest request) {
        return new KeptSearch(measurement.toTrial(request), searchNanos > 0 ? searchNanos : KeptSearch.UNKNOWN,
                otherCoresOrNaN(), hostOrEmpty());
    }

    /** The host that made the search, or "" where the line does not say. */
    String hostOrEmpty() {
        return host == null ? "" : host.strip();
    }

    /**
     * The host cores other processes kept busy during the search, or NaN where the line does not say (or says what no
     * host measures: a damaged line loses its load, not the search).
     */
    double otherCoresOrNaN() {
        return otherCores == null || !(otherCores >= 0) || otherCores.isInfinite() ? Double.NaN : otherCores;
    }

    /** Whether the line says which run made it and when (a line of an older journal does not). */
    boolean stamped() {
        return run > 0;
    }

    /**
     * {@code entries} by their requests, in the order of their first lines. A search journaled twice, which a resumed
     * run never makes again, counts as its last line says.
     */
    static Map<RequestKey, JournalEntry> byKey(List<JournalEntry> entries) {
        Map<RequestKey, JournalEntry> byKey = new LinkedHashMap<>();
        for (JournalEntry e : entries) {
            byKey.put(e.key(), e);
        }
        return byKey;
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

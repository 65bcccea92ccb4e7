package jamboree.bench.cluster;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a search measured, as it crosses JVMs: a {@link Trial} without what the request already says. The
 * breakdown travels as two lists so that its order (the report's) cannot depend on how a map is written.
 */
public record Measurement(long clockHz, long time, long work, long span, long nodes, long serialWork,
                          String bestMove, int score, List<String> activities, List<Long> cycles,
                          long idealBinCycles, double[] idealParallelism, long utilizationBucketCycles,
                          double[] workingNodes, double[] busyNodes) {

    public static Measurement of(Trial t) {
        return new Measurement(t.clockHz(), t.time(), t.work(), t.span(), t.nodes(), t.serialWork(), t.bestMove(),
                t.score(), new ArrayList<>(t.breakdown().keySet()), new ArrayList<>(t.breakdown().values()),
                t.ideal().binCycles(), t.ideal().parallelism(), t.utilization().bucketCycles(),
                t.utilization().workingNodes(), t.utilization().busyNodes());
    }

    /** The trial of {@code request} that measured this, equal to the one the bench's own JVM would have made. */
    public Trial toTrial(TrialRequest request) {
        if (activities.size() != cycles.size()) {
            throw new IllegalArgumentException("a measurement names " + activities.size() + " activities but has "
                    + cycles.size() + " figures");
        }
        Map<String, Long> breakdown = new LinkedHashMap<>();
        for (int i = 0; i < activities.size(); i++) {
            breakdown.put(activities.get(i), cycles.get(i));
        }
        IdealProfile ideal = idealParallelism.length == 0 ? IdealProfile.NONE
                : new IdealProfile(idealBinCycles, idealParallelism);
        Utilization utilization = workingNodes.length == 0 ? Utilization.NONE
                : new Utilization(utilizationBucketCycles, workingNodes, busyNodes);
        return new Trial(request.suite(), request.position().id(), request.position().index(), request.depth(),
                request.processors(), request.settings(), request.seed(), clockHz, time, work, span, nodes,
                serialWork, bestMove, score, breakdown, ideal, utilization);
    }
}

package jamboree.scheduler;

import jamboree.engine.search.SearchResult;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.UtilizationTimeline;
import jamboree.scheduler.measure.IdealProfile;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.startech.NodeResult;
import jamboree.scheduler.startech.RootOutcome;

import java.util.ArrayList;
import java.util.List;

/**
 * Sums the figures of the iterations of one search on a machine, which run one after the other: times, work and
 * critical paths add up, and so do the nodes' {@link Counters}. The profiles describe the last iteration only, so
 * they are made from it once the search is over rather than from every iteration: the ideal-parallelism profile walks
 * every piece of work, which for small searches costs the host as much as a good part of the search.
 */
final class SearchTotals {
    private long time;
    private long work;
    private long critical;
    private long failed;
    private long cutoff;
    private long positions;
    private long traceHash;
    private Counters counters = Counters.ZERO;
    private Breakdown breakdown = Breakdown.ZERO;
    private NodeResult[] lastNodes = new NodeResult[0];
    private long lastCriticalPath;
    private MachineReport lastReport;
    private final List<IterationFigures> iterations = new ArrayList<>();

    /** Adds a completed iteration: what every node left behind, node 0's with the root's outcome. */
    IterationFigures add(int depth, NodeResult[] nodes, MachineReport report, long hostNanos) {
        RootOutcome root = nodes[0].root();
        long w = report.total(SearchActivity.CHESS_WORK);
        Counters iteration = Counters.ZERO;
        for (NodeResult n : nodes) {
            iteration = iteration.plus(n.counters());
        }
        counters = counters.plus(iteration);
        long iterationPositions = iteration.get(Counter.POSITIONS);
        breakdown = breakdown.plus(Breakdown.of(report));
        time += root.time();
        work += w;
        critical += root.stamp();
        failed += root.failedWork();
        cutoff += root.cutoffWork();
        positions += iterationPositions;
        traceHash = report.traceHash();
        lastNodes = nodes;
        lastCriticalPath = root.stamp();
        lastReport = report;
        IterationFigures f = new IterationFigures(depth, root.value(), root.move(), root.time(), w, root.stamp(),
                iterationPositions, hostNanos, report.events(), report.nodeWindows(), report.simulation());
        iterations.add(f);
        return f;
    }

    /** Positions searched by all iterations so far. */
    long positions() {
        return positions;
    }

    ParallelSearchResult result(SearchResult search, String machine, int processors, long clockHz, int profileBins,
                                long hostNanos) {
        long binCycles = 1;
        double[] ideal = new double[0];
        if (profileBins > 0) {
            binCycles = IdealProfile.binCycles(lastCriticalPath, profileBins);
            long[] covered = new long[profileBins];
            for (NodeResult n : lastNodes) {
                IdealProfile.add(covered, binCycles, n.intervalStarts(), n.intervalLengths());
            }
            if (lastNodes.length > 0) {
                ideal = IdealProfile.parallelism(covered, binCycles);
            }
        }
        long bucketCycles = 1;
        double[] utilization = new double[0];
        if (lastReport != null) {
            UtilizationTimeline timeline = lastReport.timeline();
            bucketCycles = timeline.bucketCycles();
            utilization = timeline.workingNodes();
        }
        return new ParallelSearchResult(search, machine, processors, clockHz, time, work, critical, failed,
                cutoff + counters.get(Counter.LATE_CUTOFF_WORK), breakdown, counters, binCycles, ideal, bucketCycles,
                utilization, traceHash, hostNanos, iterations.toArray(new IterationFigures[0]));
    }
}

package jamboree.scheduler;

import jamboree.engine.search.SearchResult;
import jamboree.scheduler.startech.Counters;

/**
 * Everything one search on a machine measured. Figures are summed over the iterations of iterative deepening
 * (which run one after the other), except the two profiles, which describe the last iteration. Times are in
 * processor cycles; {@link #clockHz} converts them to seconds (33 MHz on the CM-5).
 *
 * @param search the move, score, depth and positions, as any {@link jamboree.engine.search.SearchEngine} returns
 * @param machine "serial", "native" or "cm5"
 * @param timeCycles T: from the start of each root search to its value
 * @param work W: chess-work cycles over all nodes
 * @param criticalPath C: the critical path by time stamps (Figure 5-8)
 * @param failedWork work of tests that failed and had to be searched again (6.5)
 * @param cutoffWork work on children a serial search would have pruned (6.5)
 * @param breakdown where all the cycles of all nodes went (Figure 6-9)
 * @param counters what the nodes counted (steals, table traffic, messages by kind, protocol checks), summed over
 *                 the nodes and the iterations
 * @param profileBinCycles width of one bin of {@code idealParallelism}
 * @param idealParallelism average parallelism of an infinite-processor schedule per bin of the last iteration's
 *                         critical path (Figure 5-13); sort it descending for Figure 5-14
 * @param utilizationBucketCycles width of one bucket of {@code utilization}
 * @param utilization average number of nodes doing chess work per bucket of the last iteration (Figure 5-15)
 * @param traceHash the simulator's hash of every event of the last iteration (0 on the native machine)
 * @param hostNanos host wall time of the whole search
 */
public record ParallelSearchResult(SearchResult search, String machine, int processors, long clockHz,
                                   long timeCycles, long work, long criticalPath, long failedWork, long cutoffWork,
                                   Breakdown breakdown, Counters counters, long profileBinCycles,
                                   double[] idealParallelism,
                                   long utilizationBucketCycles, double[] utilization, long traceHash,
                                   long hostNanos, IterationFigures[] iterations) {

    /** T in seconds of machine time. */
    public double seconds() {
        return timeCycles / (double) clockHz;
    }

    /** Average available parallelism W/C. */
    public double parallelism() {
        return criticalPath == 0 ? 0.0 : work / (double) criticalPath;
    }
}

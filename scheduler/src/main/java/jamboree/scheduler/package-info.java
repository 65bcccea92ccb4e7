/**
 * StarTech's parallel search as a {@link jamboree.engine.search.SearchEngine} whose cost is measured: a
 * {@link jamboree.scheduler.MeasuredSearch}, made by {@code MeasuredSearch.on(kind, ...)}, is either the serial
 * reference charged by the cost model ({@link jamboree.scheduler.SerialModelSearch}) or iterative deepening with
 * Jamboree search on the simulated CM-5, the native or the cluster machine ({@link jamboree.scheduler.ParallelSearch}). Every search
 * returns a {@link jamboree.scheduler.ParallelSearchResult}: T, W and C, failed and cutoff work, the Figure 6-9
 * breakdown, the nodes' counters, and the ideal-parallelism and utilization profiles; {@link
 * jamboree.scheduler.SearchTotals} sums them over the iterations.
 *
 * <p>The node program (frames, stealing, throttle, aborts, table access) is in {@code jamboree.scheduler.startech},
 * the table slice in {@code jamboree.scheduler.table}, the switches and costs in {@code jamboree.scheduler.config},
 * the measuring helpers in {@code jamboree.scheduler.measure}, and the programs as members of a cluster receive them
 * in {@code jamboree.scheduler.remote}.
 */
package jamboree.scheduler;

/**
 * StarTech's parallel search as a {@link jamboree.engine.search.SearchEngine}: {@link jamboree.scheduler.ParallelSearch}
 * runs iterative deepening with Jamboree search on the serial, native or simulated CM-5 machine and returns with every
 * search a {@link jamboree.scheduler.ParallelSearchResult}: T, W and C, failed and cutoff work, the Figure 6-9
 * breakdown, steal, table and message statistics, and the ideal-parallelism and utilization profiles.
 *
 * <p>The runtime itself (frames, stealing, throttle, aborts, global table) is in {@code jamboree.scheduler.startech},
 * the table slice in {@code jamboree.scheduler.table}, the switches and costs in {@code jamboree.scheduler.config}.
 */
package jamboree.scheduler;

/**
 * Turning a run into figures: what the nodes' cycles are spent on ({@link jamboree.scheduler.measure.SearchActivity}),
 * the ideal-parallelism profile from the critical-path stamps, a result as JSON, and Micrometer counters for the
 * activity statistics.
 */
package jamboree.scheduler.measure;

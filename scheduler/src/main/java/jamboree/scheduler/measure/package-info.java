/**
 * Turning a run into figures: the ideal-parallelism profile from the critical-path stamps, and Micrometer counters
 * for the activity statistics.
 */
package jamboree.scheduler.measure;

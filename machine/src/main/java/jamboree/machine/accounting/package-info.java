/**
 * Where every cycle went: per-node cycle counts by {@link jamboree.machine.api.Activity}, message counters,
 * machine totals and the utilization timeline (time-bucketed counts of working and busy nodes, the processor
 * utilization profile of the thesis's Figure 5-15).
 */
package jamboree.machine.accounting;

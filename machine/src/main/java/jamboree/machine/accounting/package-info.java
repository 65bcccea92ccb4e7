/**
 * Where every cycle went: per-node cycle counts by {@link jamboree.machine.api.Activity}, message counters,
 * machine totals and the utilization timeline (time-bucketed counts of working and busy nodes, the processor
 * utilization profile of the thesis's Figure 5-15); and what a simulated run cost the simulator, its events and node
 * windows by kind ({@link jamboree.machine.accounting.SimulationCounts}).
 */
package jamboree.machine.accounting;

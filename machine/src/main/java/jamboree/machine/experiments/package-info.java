/**
 * The machine's experiments, each a program plus the figures it measures: barrier latency, network capacity,
 * cyclic shifts with and without barriers (thesis chapter 3), swamping (thesis 5.7, beside the analytic model),
 * and the simulator's own throughput and memory. The command line and the benchmark format their results.
 */
package jamboree.machine.experiments;

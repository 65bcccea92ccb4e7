/**
 * The scheduler's configuration: the switches that select among the thesis's variants (throttle, helpful master,
 * global table, deferred reads, recursive iterative deepening, serialization heuristic) and the cost model that
 * turns chess operations into cycles. Everything is HOCON under {@code jamboree.scheduler}.
 */
package jamboree.scheduler.config;

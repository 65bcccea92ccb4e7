/**
 * The scheduler's configuration: the switches that select among the thesis's variants (throttle, helpful master,
 * global table, deferred reads, recursive iterative deepening, serialization heuristic, ...), each defined once in
 * {@link jamboree.scheduler.config.Switch} with its UCI and command-line names, and the cost model that turns chess
 * operations into cycles. Everything is HOCON under {@code jamboree.scheduler}; {@code reference.conf} holds the
 * only defaults.
 */
package jamboree.scheduler.config;

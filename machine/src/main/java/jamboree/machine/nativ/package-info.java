/**
 * The native machine: the same node API on real threads and the wall clock, so that the programs written for the
 * simulated CM-5 run in real time on a multi-core host. Node actors run on a dedicated dispatcher sized to the
 * host's cores; {@code now()} is the elapsed wall time in cycles of the configured clock; {@code charge} only
 * records (time passes by itself); the control network is an actor. Messages go straight from node to node, so
 * the order of deliveries is whatever the host produces: programs must not depend on it (on the simulated
 * machine they may, since it is deterministic). {@link jamboree.machine.nativ.WallClockNode} and
 * {@link jamboree.machine.nativ.NodeDriver} (how a node's actor runs its program) serve the cluster machine's nodes
 * too.
 */
package jamboree.machine.nativ;

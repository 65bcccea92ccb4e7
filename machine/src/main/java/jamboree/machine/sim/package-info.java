/**
 * The simulated CM-5: a conservative parallel discrete-event simulation whose processing nodes are Pekko Typed
 * actors and whose control network is one more actor.
 *
 * <p>Every event has a total order key (virtual time, node, sequence number). A message sent at time t arrives no
 * earlier than t + the minimum network latency (the lookahead L). The control actor keeps every node's next
 * event time and the earliest time it could next send in an indexed heap; it computes their minimum (the
 * min-reduction the CM-5 control network does in hardware), grants the window up to that minimum plus L to the
 * nodes that have events inside it, and only to those, and waits for their reports. A woken node processes
 * everything it has before the window's end as one batch and reports its outgoing packets, credits, control
 * calls and its next event time; the control actor routes packets to their destinations with the next grant.
 * Nothing can arrive inside a window that was not known when it was granted, so each node sees exactly the
 * same inputs in the same order whatever the host's thread count, and a run is reproducible bit for bit. A
 * hash of every node's event sequence, combined in node order, checks that in tests. A window that wakes a single
 * node runs on the control actor's own thread, up to a bound in a row, rather than as two messages to and from the
 * node's actor: the node does the same thing with the same inputs, only without the hand-offs between host threads.
 * A one-node machine runs wholly on the caller's thread, and its node goes from one window into the next without a
 * report for as long as it sends nothing.
 *
 * <p>{@link jamboree.machine.sim.SimNode} holds the model of one node (clock, poll loop, network interface,
 * flow control, accounting) and knows nothing of actors; {@link jamboree.machine.sim.Conductor} keeps the event
 * order and grants the windows, also without actors; {@link jamboree.machine.sim.NodeActor} and
 * {@link jamboree.machine.sim.ControlActor} run a conductor's windows in parallel on the host;
 * {@link jamboree.machine.sim.SimulatedMachine} is the facade.
 */
package jamboree.machine.sim;

/**
 * The simulated CM-5: a conservative parallel discrete-event simulation whose control network is a Pekko Typed actor
 * and whose processing nodes are run, window by window, by worker actors, one per host thread.
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
 * hash of every node's event sequence, combined in node order, checks that in tests. A window that wakes few nodes
 * runs on the control actor's own thread, up to a bound in a row; a larger one is cut into one slice per host thread,
 * each handed over in one message: the nodes do the same things with the same inputs, only with fewer hand-offs
 * between host threads. A run with one host thread, and a one-node machine, runs wholly on the caller's thread; a
 * lone node goes from one window into the next without a report for as long as it sends nothing.
 *
 * <p>{@link jamboree.machine.sim.SimNode} holds the model of one node (clock, poll loop, network interface,
 * accounting) and knows nothing of actors, with what has reached it waiting in its
 * {@link jamboree.machine.sim.NodeInbox} and its flows, backlogs and injection in its
 * {@link jamboree.machine.sim.NodeOutbox}; one {@link jamboree.machine.sim.Packet} serves a message from its send
 * to its credit, and then its sender's next message; {@link jamboree.machine.sim.Conductor} keeps the event
 * order and grants the windows, also without actors, with what it routes to each node waiting in
 * {@link jamboree.machine.sim.NodeInputs} for the node's next window (or, on one host thread, put straight into the
 * node) and the control network's combines and broadcasts performed by
 * {@link jamboree.machine.sim.ControlSettler}; {@link jamboree.machine.sim.ControlActor} and
 * {@link jamboree.machine.sim.WindowWorker} run a conductor's windows in parallel on the host;
 * {@link jamboree.machine.sim.SimulatedMachine} is the facade.
 */
package jamboree.machine.sim;

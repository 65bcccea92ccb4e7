/**
 * The CM-5 model: processing nodes, the data network, the control network (split-phase barrier, broadcast,
 * reductions, scans), the cycle-charging cost model and the virtual clock; a native machine that implements the same
 * node API on real threads and the wall clock; and that native machine spread over the members of a Pekko cluster.
 *
 * <p>Programs see only {@link jamboree.machine.api}; a {@link jamboree.machine.Machine} runs them: the
 * {@link jamboree.machine.sim.SimulatedMachine} (virtual cycles, deterministic; its nodes are actors when it has more
 * than one host thread), the {@link jamboree.machine.nativ.NativeMachine} (real time, a node actor each) or the
 * cluster machine of {@code cluster.nodes} (the native machine's nodes hosted by cluster members). Other modules make
 * them with {@link jamboree.machine.Machines#create} and never name {@code sim}, {@code nativ} or {@code cluster}.
 * The model's parts are {@code network} (the fat tree), {@code control} (combining operations), {@code accounting}
 * (where cycles went), {@code config} (every number, from HOCON) and {@code experiments} (the chapter 3 and 5.7
 * experiments and the simulator's own figures); {@code cluster} holds membership and the wire format, {@code json}
 * the project's one JSON set-up.
 */
package jamboree.machine;

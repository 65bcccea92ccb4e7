/**
 * The CM-5 model: processing-node actors, the data network, the control network (split-phase barrier,
 * broadcast, reductions, scans), the cycle-charging cost model and the virtual clock; and a native machine that
 * implements the same node API on real threads and the wall clock.
 *
 * <p>Programs see only {@link jamboree.machine.api}; a {@link jamboree.machine.Machine} runs them, either
 * {@link jamboree.machine.sim.SimulatedMachine} (virtual cycles, deterministic) or
 * {@link jamboree.machine.nativ.NativeMachine} (real time). Other modules make them with
 * {@link jamboree.machine.Machines#create} and never name {@code sim} or {@code nativ}. The model's parts are {@code network} (the fat tree),
 * {@code control} (combining operations), {@code accounting} (where cycles went), {@code config} (every number,
 * from HOCON) and {@code experiments} (the chapter 3 and 5.7 experiments and the simulator's own figures).
 */
package jamboree.machine;

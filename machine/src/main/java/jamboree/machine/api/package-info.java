/**
 * The node API: everything a program running on one processing node of the CM-5 may see and do.
 *
 * <p>A machine runs one {@link jamboree.machine.api.NodeProgram} per node, created by a
 * {@link jamboree.machine.api.ProgramFactory}. The machine drives each program the way StarTech's nodes ran:
 * <ol>
 *   <li>{@code start(node)} once, at time 0;</li>
 *   <li>{@code step(node)} runs one quantum of the program's own work (for a chess program: one position) and
 *       charges its cost with {@link jamboree.machine.api.Node#charge}; it returns whether more work is left;</li>
 *   <li>after each step the node <em>polls</em>: every message that has arrived is delivered, one at a time, to
 *       {@code receive(...)}, and every control-network result to {@code control(...)}. Handlers therefore run
 *       atomically between steps, never inside one (StarTech polled, it never took interrupts);</li>
 *   <li>a node whose step said "no more work" idles, charged as {@link jamboree.machine.api.MachineActivity#IDLE},
 *       until a message, a control result or a {@link jamboree.machine.api.Node#wakeAt wake-up} arrives; then it
 *       polls and steps again;</li>
 *   <li>once the run is over, {@code result()} once: what the program leaves behind, which the machine returns in
 *       its report ({@link jamboree.machine.accounting.MachineReport#result}), so that whoever started the run
 *       needs no handle on the programs themselves.</li>
 * </ol>
 *
 * <p>Messages are immutable records of primitives and arrays implementing {@link jamboree.machine.api.Message};
 * their payload size decides how many 16-byte packets they occupy. Requests and replies travel on separate
 * sides of the data network ({@link jamboree.machine.api.Side}), which is how request/reply protocols stay free
 * of fetch deadlock. The control network offers a split-phase barrier, broadcast, reductions, exclusive scans and
 * router-done; results arrive asynchronously as {@link jamboree.machine.api.ControlResult}s. Every node makes the
 * same sequence of combining calls (barrier, reduce, scan, router-done), as on the CM-5.
 *
 * <p>Nodes share nothing unless the machine says otherwise: {@link jamboree.machine.api.Node#sharedMemory()} is
 * a capability the native machine offers (its nodes are threads of one process) and the simulated CM-5 refuses.
 * Where it is offered, each program may put one object in it ({@link jamboree.machine.api.NodeProgram#shared()})
 * that the other nodes use directly, always under that object's lock.
 *
 * <p>The same program runs unchanged on the simulated machine (virtual cycles, deterministic) and on the native
 * machine (real threads, wall clock).
 */
package jamboree.machine.api;

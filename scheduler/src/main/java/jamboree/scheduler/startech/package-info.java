/**
 * StarTech's runtime as a {@link jamboree.machine.api.NodeProgram}: Jamboree frames on a per-node stack, work
 * stealing with the global throttle (or the naive and backoff schedulers), the abort protocol with completion counts
 * and generation-checked frame references, the owner's side of the global transposition table with deferred reads,
 * and the critical-path stamps of Figure 5-8.
 *
 * <p>Decisions: a node works on its top frame only (one frame of each depth per node unless the helpful-master
 * option lets a waiting node steal); remaining depths up to {@code serial-depth} are one serial search by the
 * engine's {@link jamboree.engine.search.Searcher}, charged by its operation counts; a stolen child is named by the
 * steal that created it (victim, parent reference, child index); results and aborts carry the sender's completion
 * count (always one message per direction in Jamboree), and a frame is freed only when it has both sent and
 * received its completion; a node that waits tells the machine why ({@code Node.idleAs}), so idle time is booked
 * to the categories of Figure 6-9.
 */
package jamboree.scheduler.startech;

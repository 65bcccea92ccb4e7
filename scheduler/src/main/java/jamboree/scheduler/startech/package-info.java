/**
 * StarTech's runtime as a {@link jamboree.machine.api.NodeProgram}, one idea per file. {@link
 * jamboree.scheduler.startech.StarTechProgram} only receives what the machine calls and hands it on: the Jamboree
 * algorithm of Figure 4-5 ({@code JamboreeFrames}, with {@code FrameArrival} for a frame's position up to its
 * children), work stealing and the global throttle ({@code StealService}, {@code Throttle}), the frame protocol of
 * 4.6 ({@code FrameProtocol}), the transposition table ({@code TableAccess}: by message, by shared memory, or each
 * node's own), serial leaf searches charged piece by piece ({@code LeafSearches}) and the charging of chess work with
 * its critical-path intervals ({@code WorkLedger}). What a node counts is one {@link
 * jamboree.scheduler.startech.Counters} value that flows unchanged into the search's result.
 *
 * <p>Decisions: a node works on its top frame only (one frame of each depth per node unless the helpful-master
 * option lets a waiting node steal); remaining depths up to {@code serial-depth} are one serial search by the
 * engine's {@link jamboree.engine.search.Searcher}, charged by its operation counts; a stolen child is named by the
 * steal that created it (victim, parent reference, child index); results and aborts carry the sender's completion
 * count (always one message per direction in Jamboree), and a frame is freed only when it has both sent and
 * received its completion; a node that waits tells the machine why ({@code Node.idleAs}), so idle time is booked
 * to the categories of Figure 6-9. Every part keeps the order of sends, charges and random draws, which is what makes
 * a simulated run reproducible.
 */
package jamboree.scheduler.startech;

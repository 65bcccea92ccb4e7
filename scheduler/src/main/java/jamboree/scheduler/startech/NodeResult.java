package jamboree.scheduler.startech;

/**
 * What one node's program leaves behind when the machine stops.
 *
 * @param root the root's outcome ({@link RootOutcome#NONE} on every node but 0)
 * @param intervalStarts critical-path stamps at which pieces of chess work could start (the ideal schedule)
 * @param intervalLengths the cycles of each piece
 */
public record NodeResult(int node, Counters counters, RootOutcome root, long[] intervalStarts,
                         long[] intervalLengths) {
}

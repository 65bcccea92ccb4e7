package jamboree.scheduler.startech;

import jamboree.machine.cluster.CborMessage;

/**
 * What one node's program leaves behind when the machine stops.
 *
 * @param root the root's outcome ({@link RootOutcome#NONE} on every node but 0)
 * @param intervalStarts critical-path stamps at which pieces of chess work could start (the ideal schedule)
 * @param intervalLengths the cycles of each piece (on a cluster machine the result travels to the coordinator as CBOR)
 */
public record NodeResult(int node, Counters counters, RootOutcome root, long[] intervalStarts,
                         long[] intervalLengths) implements CborMessage {
}

package jamboree.scheduler.startech;

/**
 * What one node did during a run, read from its program after the machine has stopped.
 *
 * @param intervalStarts critical-path stamps at which pieces of chess work could start (the ideal schedule)
 * @param intervalLengths the cycles of each piece
 */
public record NodeTally(int node, long positions, long leafSearches, long stealRequests, long stealsGranted,
                        long stealsDenied, long stealsServed, long tableReads, long tableHits, long deferredReads,
                        long tableUpdates, long strayMessages, long protocolErrors, int liveFrames, int peakFrames,
                        int pendingAnnouncements, long lateCutoffWork, long[] messagesByKind,
                        long[] intervalStarts, long[] intervalLengths) {
}

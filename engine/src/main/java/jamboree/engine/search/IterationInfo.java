package jamboree.engine.search;

/**
 * What a search reports when an iteration (or a PV line of it, with MultiPV) completes or its root score
 * crosses the aspiration window.
 *
 * @param depth     nominal depth of the iteration
 * @param selDepth  deepest ply reached (quiescence included)
 * @param multiPv   1-based index of this line
 * @param score     score in centipawns from the side to move, or a mate score (see {@link Score})
 * @param bound     {@link Bound#EXACT}, or LOWER/UPPER when the root failed high/low on the aspiration window
 * @param nodes     positions searched so far in this search
 * @param timeMs    time since the search started
 * @param pv        principal variation, moves as ints
 * @param hashFull  transposition-table occupancy in permill
 */
public record IterationInfo(int depth, int selDepth, int multiPv, int score, Bound bound, long nodes, long timeMs,
                            int[] pv, int hashFull) {
}

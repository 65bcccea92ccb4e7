package jamboree.engine.search;

/**
 * What the caller allows a search. Zero or negative means "not given" for every limit; with no limit at all
 * the search runs until stopped (as for {@code go infinite}).
 *
 * @param depth       maximum nominal depth in plies
 * @param nodes       node budget
 * @param mate        search for a mate in this many moves
 * @param moveTimeMs  exact time for this move
 * @param whiteTimeMs clock of white; {@code blackTimeMs}, increments and movesToGo likewise
 * @param infinite    run until stopped, whatever else is given
 * @param ponder      search on the opponent's time: no time limit applies until {@code ponderhit}
 * @param searchMoves restrict the root to these moves (empty: all)
 */
public record SearchLimits(int depth, long nodes, int mate, long moveTimeMs,
                           long whiteTimeMs, long blackTimeMs, long whiteIncrementMs, long blackIncrementMs,
                           int movesToGo, boolean infinite, boolean ponder, int[] searchMoves) {
    /** Deepest iteration any search starts. */
    public static final int MAX_DEPTH = 100;

    public static SearchLimits infiniteSearch() {
        return new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, true, false, new int[0]);
    }

    public static SearchLimits ofDepth(int depth) {
        return new SearchLimits(depth, 0, 0, 0, 0, 0, 0, 0, 0, false, false, new int[0]);
    }

    public static SearchLimits ofMoveTime(long ms) {
        return new SearchLimits(0, 0, 0, ms, 0, 0, 0, 0, 0, false, false, new int[0]);
    }

    public static SearchLimits ofNodes(long nodes) {
        return new SearchLimits(0, nodes, 0, 0, 0, 0, 0, 0, 0, false, false, new int[0]);
    }

    /** These limits with the root restricted to {@code moves} (empty: all moves). */
    public SearchLimits restrictedTo(int[] moves) {
        return new SearchLimits(depth, nodes, mate, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncrementMs,
                blackIncrementMs, movesToGo, infinite, ponder, moves);
    }

    public boolean hasClock() {
        return whiteTimeMs > 0 || blackTimeMs > 0;
    }
}

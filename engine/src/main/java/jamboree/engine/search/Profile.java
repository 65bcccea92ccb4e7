package jamboree.engine.search;

/**
 * Which tree the search explores. The parallel search always explores the same tree definition as the
 * serial search of the same profile, which is what makes "parallel score == serial score" testable.
 */
public enum Profile {
    /** Everything that makes the engine strong: null move, late-move reductions, futility pruning, TT cutoffs. */
    FULL,
    /** As in the thesis: full-width Scout with quiescence and check extension only; TT cutoffs allowed. */
    STARTECH,
    /**
     * STARTECH with the transposition table used for move ordering only, never for cutoffs, so the value of a
     * fixed-depth search is the exact minimax value of the searched tree, independent of TT size and search order.
     */
    STRICT
}

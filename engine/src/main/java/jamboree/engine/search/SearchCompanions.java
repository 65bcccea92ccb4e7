package jamboree.engine.search;

import jamboree.engine.board.Position;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Threads that search the same root beside a {@link SerialSearch}, on its transposition table and under its
 * {@link SearchControl}: the helpers of a Lazy SMP search. The serial search stays the one that decides and reports;
 * it starts its companions once its root moves are ordered, counts their positions with its own, and finishes them
 * when it has its answer.
 */
public interface SearchCompanions {
    /** No companions: the serial search alone. */
    SearchCompanions NONE = new SearchCompanions() {
        @Override
        public AtomicLong nodeTally() {
            return null;
        }

        @Override
        public void start(Position root, RootMoves moves, SearchLimits limits) {
        }

        @Override
        public long nodes() {
            return 0;
        }

        @Override
        public void finish() {
        }
    };

    /**
     * The count of positions every thread of the search adds its own to, so that a node limit applies to their sum
     * (see {@link Searcher#countNodesInto}); null when the serial search counts alone.
     */
    AtomicLong nodeTally();

    /**
     * Starts searching {@code root} (which the companions copy, as they copy {@code moves}, the root moves in the
     * order the serial search will try them) within {@code limits}; called from the searching thread after the
     * control was armed and the table told of the new search.
     */
    void start(Position root, RootMoves moves, SearchLimits limits);

    /** Positions the companions searched since {@link #start}: approximate while they run, exact after finish. */
    long nodes();

    /** Ends the companions' search and waits until every one of them has returned. */
    void finish();

    /**
     * The deepest iteration a companion has completed over the whole root in this search (null: none yet), which
     * the serial search may take as its own when it is deeper than its own; the default has none.
     */
    default CompletedIteration deepestCompleted() {
        return null;
    }

    /** An iteration a companion completed: its depth and seldepth, best move, exact score and principal variation. */
    record CompletedIteration(int depth, int selDepth, int move, int score, int[] pv) {
    }
}

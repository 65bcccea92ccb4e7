package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.search.AspirationWindow;
import jamboree.engine.search.Profile;
import jamboree.engine.search.RootMoves;
import jamboree.engine.search.SearchCompanions;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.TranspositionTable;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One helper thread of a Lazy SMP search: its own {@link Searcher} (so its own history and killers) on the shared
 * table and control, running iterative deepening over the whole root and reporting nothing. What it finds reaches
 * the main thread only through the table.
 *
 * <p>Helpers are staggered in depth so that they do not all search the tree the main thread searches, in the same
 * order, at the same time: odd helpers start one ply deeper than the main thread, even ones with it. Their
 * histories, and so their move orders, drift apart from there. A helper ends when the control stops the search or
 * it has completed the deepest iteration the limits allow.
 */
final class Helper {
    /** Where a helper hands the iterations it completes. */
    interface Progress {
        /** {@code last}: the deepest iteration the limits allow, so the helper is done. */
        void completed(SearchCompanions.CompletedIteration iteration, boolean last);
    }

    private final int index;
    private final Searcher searcher;

    /** Helper {@code index} (1 for the first helper; the main thread is 0). */
    Helper(int index, TranspositionTable table, SearchControl control) {
        this.index = index;
        this.searcher = new Searcher(table, control);
    }

    /** Shares the moves this helper is searching with the other threads through {@code claims}. */
    void shareMoves(MoveClaims claims) {
        searcher.shareMoves(claims.forThread(index));
    }

    /** The first depth this helper searches. */
    static int firstDepth(int index) {
        return 1 + (index & 1);
    }

    void setProfile(Profile profile) {
        searcher.setProfile(profile);
    }

    void setRecursiveIterativeDeepening(boolean enabled) {
        searcher.setRecursiveIterativeDeepening(enabled);
    }

    /** Forgets the move-ordering history (new game). */
    void clear() {
        searcher.history().clear();
    }

    SearchStats stats() {
        return searcher.stats();
    }

    /**
     * Forgets the counts of the last search; called before the helper's thread starts, so that the main thread
     * never reports an old count as part of the new search's.
     */
    void prepare() {
        searcher.stats().clear();
    }

    /**
     * Searches {@code root} (a copy this helper owns) over {@code moves} (likewise) until stopped or done, handing
     * each iteration it completes to {@code progress}; runs on the helper's own thread, after {@link #prepare()}.
     */
    void search(Position root, RootMoves moves, SearchLimits limits, AtomicLong nodeTally, Progress progress) {
        searcher.history().newSearch();
        searcher.countNodesInto(nodeTally);
        searcher.begin(root, root.historyLength());
        int maxDepth = SearchControl.maxDepth(limits);
        int previous = 0;
        for (int depth = Math.min(firstDepth(index), maxDepth); depth <= maxDepth; depth++) {
            int score = AspirationWindow.search(searcher, moves, 0, depth, previous, SearchListener.NONE,
                    AspirationWindow.FailReport.NONE);
            if (searcher.stopped()) {
                return;
            }
            previous = score;
            int[] pv = searcher.principalVariation(0);
            if (pv.length == 0 || pv[0] != moves.move(0)) {
                pv = new int[] {moves.move(0)};
            }
            progress.completed(new SearchCompanions.CompletedIteration(depth, searcher.stats().selDepth,
                    moves.move(0), score, pv), depth == maxDepth);
        }
    }
}

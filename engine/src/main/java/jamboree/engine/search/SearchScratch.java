package jamboree.engine.search;

import jamboree.engine.board.MoveGenerator;

/**
 * The working memory of a search, per ply: move pickers, the capture lists of quiescence, the quiet moves tried, the
 * deferred moves and the principal variation. Nothing in it outlives the search that fills it (each node of the tree
 * sets what it reads before reading it), so searchers that one host thread runs one after the other may take turns
 * with one scratch ({@link #ofThisThread}). A simulated machine's nodes are such searchers: with a scratch each, a
 * node of a 512-node machine woke for a leaf search of a few dozen positions to find its pickers and lines cold in
 * the host's caches. Which scratch a searcher uses never changes what it finds.
 *
 * <p>The per-ply parts are made at the first visit of their ply: a scratch of shallow searches would otherwise
 * carry about 800 KB for plies it never reaches.
 */
final class SearchScratch {
    private static final ThreadLocal<SearchScratch> THREAD_SCRATCH = ThreadLocal.withInitial(SearchScratch::new);

    final StaticExchange exchange = new StaticExchange();
    final MovePicker[] pickers = new MovePicker[Searcher.MAX_PLY + 1];
    final int[][] quiescenceMoves = new int[Searcher.MAX_PLY + 1][];
    final int[][] quiescenceScores = new int[Searcher.MAX_PLY + 1][];
    final int[][] triedQuiets = new int[Searcher.MAX_PLY + 1][];
    final int[][] triedPieces = new int[Searcher.MAX_PLY + 1][];
    final int[][] pv = new int[Searcher.MAX_PLY + 2][];
    final int[] pvLength = new int[Searcher.MAX_PLY + 2];
    final int[] bestMoves = new int[Searcher.MAX_PLY + 2];
    final int[][] deferredMoves = new int[Searcher.MAX_PLY + 1][];

    SearchScratch() {
        for (int ply = 0; ply < pv.length; ply++) {
            pv[ply] = new int[Searcher.MAX_PLY + 2];
        }
    }

    /** The scratch of the calling thread, which every searcher that shares its thread's takes turns with. */
    static SearchScratch ofThisThread() {
        return THREAD_SCRATCH.get();
    }

    /** Makes the picker of {@code ply} and the ply's other parts, at the first visit of the ply. */
    MovePicker addPly(int ply, HistoryTables history, SearchStats stats) {
        MovePicker picker = new MovePicker(exchange, history, stats);
        pickers[ply] = picker;
        triedQuiets[ply] = new int[64];
        triedPieces[ply] = new int[64];
        deferredMoves[ply] = new int[MoveGenerator.MAX_MOVES];
        return picker;
    }

    /** Makes the capture list of quiescence at {@code ply} and its scores, at the first visit of the ply. */
    int[] addQuiescencePly(int ply) {
        quiescenceMoves[ply] = new int[MoveGenerator.MAX_MOVES];
        quiescenceScores[ply] = new int[MoveGenerator.MAX_MOVES];
        return quiescenceMoves[ply];
    }

    /** The line below the node at {@code ply} is {@code move} followed by the line below its child. */
    void extendLine(int ply, int move) {
        int[] line = pv[ply];
        int[] child = pv[ply + 1];
        line[ply] = move;
        int end = pvLength[ply + 1];
        for (int i = ply + 1; i < end; i++) {
            line[i] = child[i];
        }
        pvLength[ply] = Math.max(end, ply + 1);
    }

    /** A copy of the line below the node at {@code ply}, as the last search through it left it. */
    int[] line(int ply) {
        return java.util.Arrays.copyOfRange(pv[ply], ply, pvLength[ply]);
    }
}

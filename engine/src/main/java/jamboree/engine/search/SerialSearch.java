package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;

/**
 * The serial engine: iterative deepening over {@link Searcher} with aspiration windows, MultiPV, the limits of
 * {@link SearchLimits} (depth, nodes, move time, clock, mate, infinite, ponder, searchmoves) and a time manager.
 * Reports through the {@link SearchListener}; prints nothing. Time comes from the injected {@link SearchClock}.
 */
public final class SerialSearch implements SearchEngine {
    /** Deepest iteration ever started. */
    public static final int MAX_DEPTH = SearchLimits.MAX_DEPTH;
    public static final int DEFAULT_HASH_MB = 16;
    public static final int DEFAULT_MOVE_OVERHEAD_MS = 50;
    /** Aspiration fail reports before this much search time would only be noise. */
    private static final long BOUND_REPORT_AFTER_MS = 1000;

    private final SearchControl control;
    private final TranspositionTable table;
    private final Searcher searcher;
    private final Object waitLock = new Object();
    private int multiPv = 1;
    private SearchCompanions companions = SearchCompanions.NONE;
    private long moveOverheadMs = DEFAULT_MOVE_OVERHEAD_MS;

    public SerialSearch() {
        this(SearchClock.SYSTEM, DEFAULT_HASH_MB);
    }

    public SerialSearch(SearchClock clock, int hashMegabytes) {
        this.control = new SearchControl(clock);
        this.table = new TranspositionTable(hashMegabytes);
        this.searcher = new Searcher(table, control);
    }

    public void setProfile(Profile profile) {
        searcher.setProfile(profile);
    }

    public Profile profile() {
        return searcher.profile();
    }

    public void setRecursiveIterativeDeepening(boolean enabled) {
        searcher.setRecursiveIterativeDeepening(enabled);
    }

    /** Time kept in reserve per move for the GUI and the connection ("Move Overhead"). */
    public void setMoveOverheadMs(long ms) {
        this.moveOverheadMs = Math.max(0, ms);
    }

    /** Operation counts of the last search (read after it returns). */
    public SearchStats stats() {
        return searcher.stats();
    }

    public TranspositionTable table() {
        return table;
    }

    /** The control every search of this engine ends through; companions searching beside it poll the same one. */
    public SearchControl control() {
        return control;
    }

    /** From now on this engine's thread shares the moves it is searching through {@code moves} (null: it does not). */
    public void shareMoves(SharedMoves moves) {
        searcher.shareMoves(moves);
    }

    /** Threads that search beside this one from the next search on ({@link SearchCompanions#NONE}: none). */
    public void setCompanions(SearchCompanions companions) {
        this.companions = companions;
    }

    /** Positions searched so far in this search, the companions' included. */
    private long nodes() {
        return searcher.stats().nodes + companions.nodes();
    }

    @Override
    public void setMultiPv(int lines) {
        this.multiPv = Math.max(1, lines);
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        table.resize(megabytes);
    }

    @Override
    public int hashFull() {
        return table.hashFull();
    }

    @Override
    public void clear() {
        table.clear();
        searcher.history().clear();
    }

    @Override
    public void stop() {
        control.requestStop();
        synchronized (waitLock) {
            waitLock.notifyAll();
        }
    }

    @Override
    public void ponderHit() {
        control.ponderHit();
        synchronized (waitLock) {
            waitLock.notifyAll();
        }
    }

    @Override
    public SearchResult search(Position rootPosition, SearchLimits limits, SearchListener listener) {
        Position position = rootPosition.copy();
        TimeManager.Budget budget = TimeManager.budget(limits, position.sideToMove(), moveOverheadMs);
        control.start(limits, budget);
        searcher.stats().clear();
        searcher.history().newSearch();
        table.newSearch();
        searcher.begin(position, position.historyLength());

        RootMoves root = rootMoves(position, limits.searchMoves());
        if (root.count() == 0) {
            int score = position.inCheck() ? Score.matedIn(0) : Score.DRAW;
            holdWhileUnbounded(limits);
            return new SearchResult(Move.NONE, Move.NONE, score, 0, searcher.stats().nodes, new int[0]);
        }
        searcher.countNodesInto(companions.nodeTally());
        companions.start(position, root, limits);

        int lines = Math.min(multiPv, root.count());
        int maxDepth = SearchControl.maxDepth(limits);
        int[] lineScores = new int[lines];
        int[][] linePvs = new int[lines][];
        int bestMove = root.move(0);
        int bestScore = 0;
        int[] bestPv = {bestMove};
        int completedDepth = 0;

        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                boolean complete = true;
                for (int line = 0; line < lines; line++) {
                    int score = aspirationSearch(root, line, depth, lineScores[line], listener);
                    if (searcher.stopped()) {
                        complete = false;
                        if (line == 0 && searcher.rootHasPv() && root.move(0) != bestMove) {
                            // A partial iteration found a move that beats the previous best: take it.
                            bestMove = root.move(0);
                            bestPv = searcher.principalVariation(0);
                            bestScore = score;
                        }
                        break;
                    }
                    lineScores[line] = score;
                    linePvs[line] = searcher.principalVariation(0);
                    if (linePvs[line].length == 0) {
                        linePvs[line] = new int[] {root.move(line)};
                    }
                    listener.onIteration(new IterationInfo(depth, searcher.stats().selDepth, line + 1, score,
                            Bound.EXACT, nodes(), control.elapsedMs(), linePvs[line], table.hashFull()));
                }
                if (complete) {
                    completedDepth = depth;
                    bestMove = root.move(0);
                    bestScore = lineScores[0];
                    bestPv = linePvs[0];
                }
                SearchCompanions.CompletedIteration ahead = lines == 1 ? aheadOf(root, completedDepth) : null;
                if (ahead != null) {
                    // A companion completed a deeper iteration: its answer is as good as ours would be, and earlier.
                    completedDepth = ahead.depth();
                    depth = ahead.depth();
                    bestMove = ahead.move();
                    bestScore = ahead.score();
                    bestPv = ahead.pv();
                    lineScores[0] = bestScore;
                    root.promote(indexOf(root, bestMove), 0);
                    listener.onIteration(new IterationInfo(depth, ahead.selDepth(), 1, bestScore, Bound.EXACT,
                            nodes(), control.elapsedMs(), bestPv, table.hashFull()));
                }
                if (!complete) {
                    break;
                }
                if (root.count() == 1 && limits.hasClock() && !limits.infinite() && !control.pondering()) {
                    // A forced move on a clock: the time is better kept for later moves.
                    break;
                }
                if (!control.mayStartIteration(nodes(), bestScore)) {
                    break;
                }
            }
            holdWhileUnbounded(limits);
        } finally {
            // Also when the search failed: companions left running would search on until the next stop.
            companions.finish();
        }
        int ponderMove = ponderMove(position, bestMove, bestPv);
        return new SearchResult(bestMove, ponderMove, bestScore, completedDepth, nodes(), bestPv);
    }

    /** A companion's completed iteration deeper than {@code completedDepth} whose move is a root move, or null. */
    private SearchCompanions.CompletedIteration aheadOf(RootMoves root, int completedDepth) {
        SearchCompanions.CompletedIteration ahead = companions.deepestCompleted();
        return ahead != null && ahead.depth() > completedDepth && indexOf(root, ahead.move()) >= 0 ? ahead : null;
    }

    private static int indexOf(RootMoves root, int move) {
        for (int i = 0; i < root.count(); i++) {
            if (root.move(i) == move) {
                return i;
            }
        }
        return -1;
    }

    /** Searches one MultiPV line in an aspiration window; after a second of search, reports each failed window. */
    private int aspirationSearch(RootMoves root, int line, int depth, int previous, SearchListener listener) {
        return AspirationWindow.search(searcher, root, line, depth, previous, listener, (score, bound) -> {
            long elapsed = control.elapsedMs();
            if (elapsed >= BOUND_REPORT_AFTER_MS) {
                int[] pv = searcher.rootHasPv() ? searcher.principalVariation(0) : new int[] {root.move(line)};
                listener.onIteration(new IterationInfo(depth, searcher.stats().selDepth, line + 1, score, bound,
                        nodes(), elapsed, pv, table.hashFull()));
            }
        });
    }

    /** Legal root moves (restricted to {@code searchMoves} when given), ordered as an interior node would be. */
    private RootMoves rootMoves(Position position, int[] searchMoves) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = 0;
        MovePicker picker = new MovePicker(new StaticExchange(), searcher.history(), new SearchStats());
        long entry = table.probe(position.key());
        int ttMove = entry != 0 && position.isLegal(TranspositionTable.move(entry))
                ? TranspositionTable.move(entry) : Move.NONE;
        picker.init(position, ttMove, Move.NONE, Move.NONE, position.inCheck());
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            if (searchMoves == null || searchMoves.length == 0 || contains(searchMoves, move)) {
                moves[count++] = move;
            }
        }
        return new RootMoves(moves, count);
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /** The reply the principal variation expects, or the hash move of the position after the best move. */
    private int ponderMove(Position position, int bestMove, int[] pv) {
        if (pv.length >= 2 && pv[0] == bestMove) {
            return pv[1];
        }
        if (bestMove == Move.NONE) {
            return Move.NONE;
        }
        position.makeMove(bestMove);
        long entry = table.probe(position.key());
        int reply = entry != 0 ? TranspositionTable.move(entry) : Move.NONE;
        if (reply != Move.NONE && !position.isLegal(reply)) {
            reply = Move.NONE;
        }
        position.unmakeMove();
        return reply;
    }

    /** "go infinite" and pondering must not answer before the GUI says stop (or ponderhit). */
    private void holdWhileUnbounded(SearchLimits limits) {
        synchronized (waitLock) {
            while (!control.stopRequested()
                    && (limits.infinite() || (limits.ponder() && !control.ponderHitSeen()))) {
                try {
                    waitLock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}

package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.eval.Evaluator;
import jamboree.engine.rules.DrawRules;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The serial tree search of one thread: fail-soft Scout (principal variation search) with quiescence, the
 * transposition table and, by {@link Profile}, the modern pruning of the FULL profile. {@link SerialSearch} drives
 * it with iterative deepening; the parallel scheduler calls {@link #searchSubtree} for the work below its
 * parallel depth and reuses the per-node pieces ({@link MovePicker}, {@link Evaluator}, {@link #quiescence},
 * {@link DrawRules}) so that it explores the same tree.
 *
 * <p>The tree of a profile, node by node (a parallel search must do the same to explore the same tree):
 * <ol>
 * <li>a side in check gets one more ply (StarTech's check extension); at depth &lt;= 0 the node is a quiescence
 * node: stand pat, then captures whose exchange does not lose and queen promotions, or every evasion in check;</li>
 * <li>below the root, a node is a draw by {@link DrawRules#isDraw} with the search root's history length as the
 * boundary between game and tree; at {@link #MAX_PLY} it is evaluated;</li>
 * <li>the table gives a move hint; it ends the search of a node only outside STRICT, at a null-window node,
 * with a deep enough entry;</li>
 * <li>children come in {@link MovePicker} order at depth - 1 (FULL adds null move, reductions and pruning);
 * Scout: the first child with the full window, the others tested with a null window and re-searched when the
 * test fails inside the window;</li>
 * <li>no legal move: mated ({@link Score#matedIn}) in check, else stalemate (a draw).</li>
 * </ol>
 * In STRICT the table never cuts a search short, so the value is the exact minimax value of that tree.
 *
 * <p>Not thread-safe; allocation-free once constructed.
 */
public final class Searcher {
    public static final int MAX_PLY = 128;

    /** Margin of the FULL profile's delta pruning in quiescence, in centipawns (the rest is in {@link Pruning}). */
    private static final int DELTA_MARGIN = 180;
    /** Least remaining depth at which threads share the moves they search (shallower subtrees cost less than that). */
    public static final int SHARED_MOVES_DEPTH = 3;

    private final TranspositionTable table;
    private final SearchControl control;
    private final Evaluator evaluator;
    private final HistoryTables history = new HistoryTables();
    private final SearchStats stats = new SearchStats();
    /** This searcher's own working memory; null when it takes its thread's at every {@link #begin}. */
    private final SearchScratch ownScratch;
    // The working memory in use and its parts, held here so that the search reads them without a further step.
    private SearchScratch scratch;
    private StaticExchange exchange;
    private MovePicker[] pickers;
    private int[][] quiescenceMoves;
    private int[][] quiescenceScores;
    private int[][] triedQuiets;
    private int[][] triedPieces;
    private int[] pvLength;
    private int[] bestMoves;
    private int[][] deferredMoves;

    private Profile profile = Profile.FULL;
    private boolean recursiveDeepening;
    private Position position;
    private int rootHistoryLength;
    private long nextPoll;
    private boolean stopped;
    /** The positions of every thread searching beside this one, for the node limit; null when searching alone. */
    private AtomicLong nodeTally;
    /** How much of {@link SearchStats#nodes} this thread has already added to {@link #nodeTally}. */
    private long talliedNodes;
    /** Null when searching alone: then the move loop is exactly the serial one. */
    private SharedMoves sharedMoves;

    /** A searcher on {@code table} under {@code control} whose evaluator has a cache of its own. */
    public Searcher(TranspositionTable table, SearchControl control) {
        this(table, control, new Evaluator());
    }

    /** A searcher on {@code table} under {@code control} that evaluates with {@code evaluator}. */
    public Searcher(TranspositionTable table, SearchControl control, Evaluator evaluator) {
        this(table, control, evaluator, new SearchScratch());
    }

    private Searcher(TranspositionTable table, SearchControl control, Evaluator evaluator, SearchScratch ownScratch) {
        this.table = table;
        this.control = control;
        this.evaluator = evaluator;
        this.ownScratch = ownScratch;
        use(ownScratch != null ? ownScratch : SearchScratch.ofThisThread());
    }

    /**
     * A searcher on {@code table} under {@code control}, evaluating with {@code evaluator}, whose working memory is
     * that of the thread calling {@link #begin}, taken in turn with the other searchers that share it (see
     * {@link SearchScratch}). What a search leaves there ({@link #principalVariation}, {@link #rootHasPv}) is to be
     * read on the same thread before another search begins.
     */
    public static Searcher sharingThreadScratch(TranspositionTable table, SearchControl control, Evaluator evaluator) {
        return new Searcher(table, control, evaluator, null);
    }

    private void use(SearchScratch working) {
        scratch = working;
        exchange = working.exchange;
        pickers = working.pickers;
        quiescenceMoves = working.quiescenceMoves;
        quiescenceScores = working.quiescenceScores;
        triedQuiets = working.triedQuiets;
        triedPieces = working.triedPieces;
        pvLength = working.pvLength;
        bestMoves = working.bestMoves;
        deferredMoves = working.deferredMoves;
    }

    public void setProfile(Profile profile) {
        this.profile = profile;
    }

    public Profile profile() {
        return profile;
    }

    /** Recursive iterative deepening (thesis 6.4): a node without a hash move first searches itself one ply less. */
    public void setRecursiveIterativeDeepening(boolean enabled) {
        this.recursiveDeepening = enabled;
    }

    public SearchStats stats() {
        return stats;
    }

    public HistoryTables history() {
        return history;
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /**
     * From now on the node limit applies to {@code total}, which this searcher adds its positions to at every poll
     * of the control, beside other threads that add theirs (Lazy SMP); null: to this searcher's own count. Call it
     * before each search, after its counts were cleared.
     */
    public void countNodesInto(AtomicLong total) {
        this.nodeTally = total;
        this.talliedNodes = stats.nodes;
    }

    /** From now on share the moves being searched through {@code moves} (null: search alone, the default). */
    public void shareMoves(SharedMoves moves) {
        this.sharedMoves = moves;
    }

    /** Did the last search end early (stop, node or time limit)? Its score is then meaningless. */
    public boolean stopped() {
        return stopped;
    }

    /**
     * Prepares to search from {@code position}, whose positions at history index {@code rootHistoryLength} and
     * later are in the search tree (see {@link DrawRules#isRepetitionDraw}).
     */
    public void begin(Position position, int rootHistoryLength) {
        if (ownScratch == null) {
            use(SearchScratch.ofThisThread());
        }
        this.position = position;
        this.rootHistoryLength = rootHistoryLength;
        this.stopped = false;
        this.nextPoll = Math.min(stats.nodes + SearchControl.POLL_INTERVAL, control.nodeLimit());
    }

    /**
     * Searches the subtree of {@code position} (a node at {@code ply} from the search root) serially to
     * {@code depth} with the window (alpha, beta) and returns its fail-soft value; check {@link #stopped()}.
     */
    public int searchSubtree(Position position, int alpha, int beta, int depth, int ply, int rootHistoryLength) {
        begin(position, rootHistoryLength);
        return search(alpha, beta, depth, ply);
    }

    /** The principal variation found below the node at {@code ply} by the last search through it. */
    public int[] principalVariation(int ply) {
        return scratch.line(ply);
    }

    /** Static evaluation of the current position, counted. */
    public int evaluate() {
        if (SearchStats.ENABLED) {
            stats.evaluations++;
        }
        return evaluator.evaluate(position);
    }

    private void countNode(int ply) {
        if (++stats.nodes >= nextPoll) {
            if (control.mustStop(nodesForLimits())) {
                stopped = true;
            }
            nextPoll = Math.min(stats.nodes + SearchControl.POLL_INTERVAL, control.nodeLimit());
        }
        if (ply > stats.selDepth) {
            stats.selDepth = ply;
        }
    }

    /** The positions the limits see: this thread's own, or the sum over the threads of the search. */
    private long nodesForLimits() {
        if (nodeTally == null) {
            return stats.nodes;
        }
        long total = nodeTally.addAndGet(stats.nodes - talliedNodes);
        talliedNodes = stats.nodes;
        return total;
    }

    private void make(int move) {
        position.makeMove(move);
        if (SearchStats.ENABLED) {
            stats.makeMoves++;
        }
    }

    private void unmake() {
        position.unmakeMove();
        if (SearchStats.ENABLED) {
            stats.unmakeMoves++;
        }
    }

    /** A hash move is trusted (the 64-bit key matched), but a mover of the wrong colour would corrupt the board. */
    private boolean plausible(int move) {
        int piece = position.pieceAt(Move.from(move));
        if (piece == Piece.NONE || Piece.color(piece) != position.sideToMove()) {
            return false;
        }
        int target = position.pieceAt(Move.to(move));
        // A Chess960 castle may land the king on its own rook; the move's own legality check follows.
        return target == Piece.NONE || Move.isCastle(move)
                || (Piece.color(target) != position.sideToMove() && Piece.type(target) != Piece.KING);
    }

    /**
     * Scout search of the current position, a node at {@code ply}, to {@code depth} plies with the window
     * (alpha, beta). Fail-soft: the value may lie outside the window, as a bound.
     */
    public int search(int alpha, int beta, int depth, int ply) {
        boolean inCheck = position.inCheck();
        if (inCheck) {
            depth++;
        }
        if (depth <= 0) {
            return quiescence(alpha, beta, ply);
        }
        countNode(ply);
        pvLength[ply] = ply;
        bestMoves[ply] = Move.NONE;
        if (stopped) {
            return 0;
        }
        boolean pvNode = beta - alpha > 1;
        if (ply > 0) {
            if (SearchStats.ENABLED) {
                stats.repetitionChecks++;
            }
            if (DrawRules.isDraw(position, rootHistoryLength)) {
                return Score.DRAW;
            }
            if (ply >= MAX_PLY) {
                return evaluate();
            }
        }

        long key = position.key();
        long entry = table.probe(key);
        int ttMove = Move.NONE;
        if (SearchStats.ENABLED) {
            stats.ttProbes++;
        }
        if (entry != 0) {
            if (SearchStats.ENABLED) {
                stats.ttHits++;
            }
            ttMove = TranspositionTable.move(entry);
            if (ttMove != Move.NONE && !plausible(ttMove)) {
                ttMove = Move.NONE;
            }
            if (profile != Profile.STRICT && !pvNode && TranspositionTable.depth(entry) >= depth) {
                int lower = TranspositionTable.lower(entry, ply);
                int upper = TranspositionTable.upper(entry, ply);
                if (lower >= beta || upper <= alpha || lower == upper) {
                    if (SearchStats.ENABLED) {
                        stats.ttCutoffs++;
                    }
                    return lower >= beta ? lower : upper;
                }
            }
        }

        boolean full = profile == Profile.FULL;
        int staticEval = -Score.INFINITE;
        if (full && !pvNode && !inCheck) {
            staticEval = evaluate();
            int reverseFutility = Pruning.reverseFutility(depth, staticEval, beta);
            if (reverseFutility != -Score.INFINITE) {
                return reverseFutility;
            }
            int reduction = Pruning.nullMoveReduction(position, depth, staticEval, beta);
            if (reduction >= 0) {
                position.makeNullMove();
                if (SearchStats.ENABLED) {
                    stats.nullMoves++;
                    stats.makeMoves++;
                }
                int score = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1);
                unmake();
                if (stopped) {
                    return 0;
                }
                if (score >= beta) {
                    return Pruning.nullMoveValue(score, beta);
                }
            }
        }

        if (recursiveDeepening && depth >= 3
                && (ttMove == Move.NONE || TranspositionTable.depth(entry) < depth - 1)) {
            // Thesis 6.4: learn this node's best move from a shallower search of it before the real one.
            search(alpha, beta, depth - 1 - (inCheck ? 1 : 0), ply);
            if (stopped) {
                return 0;
            }
            if (bestMoves[ply] != Move.NONE) {
                ttMove = bestMoves[ply];
            }
            pvLength[ply] = ply;
        }

        MovePicker picker = pickers[ply];
        if (picker == null) {
            picker = scratch.addPly(ply, history, stats);
        }
        // A shared scratch's picker may have served another searcher last.
        picker.serve(history, stats);
        picker.init(position, ttMove, history.killer1(ply), history.killer2(ply), inCheck);
        int[] tried = triedQuiets[ply];
        int[] triedBy = triedPieces[ply];
        int alphaOrig = alpha;
        int best = -Score.INFINITE;
        int bestMove = Move.NONE;
        int bestScoring = Move.NONE;
        int moveCount = 0;
        int quietCount = 0;
        SharedMoves shared = depth >= SHARED_MOVES_DEPTH ? sharedMoves : null;
        int[] deferred = deferredMoves[ply];
        int deferredCount = 0;
        int deferredNext = 0;
        for (int move = picker.next(); ; move = picker.next()) {
            if (move == Move.NONE) {
                // The picker is done (and stays done): then the moves deferred to other threads, in their order.
                if (deferredNext == deferredCount) {
                    break;
                }
                move = deferred[deferredNext++];
            } else if (shared != null && moveCount > 0 && shared.searchedElsewhere(key, move)) {
                deferred[deferredCount++] = move;
                continue;
            }
            boolean tactical = MovePicker.isTactical(position, move);
            int piece = position.pieceAt(Move.from(move));
            if (full && !pvNode && !inCheck && !tactical && moveCount > 0 && best > -Score.MATE_BOUND) {
                int futility = Pruning.futilityBound(depth, staticEval);
                if (futility != -Score.INFINITE && futility <= alpha && !position.givesCheck(move)) {
                    best = Math.max(best, futility);
                    continue;
                }
                if (Pruning.lateMovePruned(depth, quietCount) && !position.givesCheck(move)) {
                    continue;
                }
            }
            if (shared != null) {
                shared.enter(key, move);
            }
            make(move);
            moveCount++;
            int newDepth = depth - 1;
            int score;
            if (moveCount == 1) {
                score = -search(-beta, -alpha, newDepth, ply + 1);
            } else {
                int reduction = 0;
                if (full && !tactical && !inCheck && !position.inCheck()) {
                    reduction = Pruning.lateMoveReduction(depth, moveCount, pvNode, newDepth);
                }
                score = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1);
                if (score > alpha && reduction > 0 && !stopped) {
                    score = -search(-alpha - 1, -alpha, newDepth, ply + 1);
                }
                if (score > alpha && score < beta && !stopped) {
                    if (SearchStats.ENABLED) {
                        stats.researches++;
                    }
                    score = -search(-beta, -alpha, newDepth, ply + 1);
                }
            }
            unmake();
            if (shared != null) {
                shared.leave(key, move);
            }
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestScoring = move;
                if (score > alpha) {
                    bestMove = move;
                    scratch.extendLine(ply, move);
                    if (score >= beta) {
                        if (SearchStats.ENABLED) {
                            stats.betaCutoffs++;
                            if (moveCount == 1) {
                                stats.firstMoveCutoffs++;
                            }
                        }
                        if (!tactical) {
                            history.recordCutoff(ply, depth, piece, move, triedBy, tried, quietCount);
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if (!tactical && quietCount < tried.length) {
                tried[quietCount] = move;
                triedBy[quietCount] = piece;
                quietCount++;
            }
        }
        if (moveCount == 0 && best == -Score.INFINITE) {
            return inCheck ? Score.matedIn(ply) : Score.DRAW;
        }
        bestMoves[ply] = bestMove != Move.NONE ? bestMove : bestScoring;
        table.store(key, depth, ply, bestMove, best, alphaOrig, beta);
        if (SearchStats.ENABLED) {
            stats.ttStores++;
        }
        return best;
    }

    /**
     * Quiescence search of the current position at {@code ply}: the side to move may stand pat on the static
     * evaluation or try captures whose exchange does not lose material and queen promotions; in check it must
     * answer with every legal evasion. Fail-soft.
     */
    public int quiescence(int alpha, int beta, int ply) {
        countNode(ply);
        if (SearchStats.ENABLED) {
            stats.quiescenceNodes++;
        }
        pvLength[ply] = ply;
        if (stopped) {
            return 0;
        }
        if (ply >= MAX_PLY) {
            return evaluate();
        }
        boolean full = profile == Profile.FULL;
        long key = 0;
        if (full) {
            // Only FULL lets the table cut quiescence short; the other profiles keep the tree of the thesis.
            key = position.key();
            long entry = table.probe(key);
            if (entry != 0 && beta - alpha == 1) {
                int lower = TranspositionTable.lower(entry, ply);
                int upper = TranspositionTable.upper(entry, ply);
                if (lower >= beta || upper <= alpha) {
                    if (SearchStats.ENABLED) {
                        stats.ttCutoffs++;
                    }
                    return lower >= beta ? lower : upper;
                }
            }
        }
        int alphaOrig = alpha;
        boolean inCheck = position.inCheck();
        int best = -Score.INFINITE;
        if (!inCheck) {
            best = evaluate();
            if (best >= beta) {
                return best;
            }
            if (best > alpha) {
                alpha = best;
            }
        }
        int[] moves = quiescenceMoves[ply];
        if (moves == null) {
            moves = scratch.addQuiescencePly(ply);
        }
        int[] scores = quiescenceScores[ply];
        int generated = MoveGenerator.legalCapturesAndPromotions(position, moves);
        if (SearchStats.ENABLED) {
            stats.moveGenerations++;
            stats.movesGenerated += generated;
        }
        if (generated == 0) {
            return inCheck ? Score.matedIn(ply) : best;
        }
        int count = 0;
        for (int i = 0; i < generated; i++) {
            int move = moves[i];
            int victim = position.capturedType(move);
            int attacker = Piece.type(position.pieceAt(Move.from(move)));
            int promotion = Move.promotionType(move);
            int score = StaticExchange.VALUE[victim] * 8 - attacker;
            if (!inCheck) {
                if (promotion != Piece.NONE_TYPE && promotion != Piece.QUEEN) {
                    continue;
                }
                if (promotion == Piece.NONE_TYPE && StaticExchange.VALUE[attacker] > StaticExchange.VALUE[victim]
                        && exchange.evaluate(position, move) < 0) {
                    continue;
                }
                if (full && promotion == Piece.NONE_TYPE
                        && best + StaticExchange.VALUE[victim] + DELTA_MARGIN <= alpha) {
                    continue;
                }
            } else if (victim == Piece.NONE_TYPE && promotion == Piece.NONE_TYPE) {
                score = -1000;
            }
            if (promotion == Piece.QUEEN) {
                score += 8000;
            }
            moves[count] = move;
            scores[count] = score;
            count++;
        }
        for (int i = 0; i < count; i++) {
            int pick = i;
            for (int j = i + 1; j < count; j++) {
                if (scores[j] > scores[pick]) {
                    pick = j;
                }
            }
            int move = moves[pick];
            moves[pick] = moves[i];
            scores[pick] = scores[i];
            if (SearchStats.ENABLED) {
                stats.sortSteps++;
            }
            make(move);
            int score = -quiescence(-beta, -alpha, ply + 1);
            unmake();
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    scratch.extendLine(ply, move);
                    if (score >= beta) {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        if (full) {
            table.store(key, 0, ply, Move.NONE, best, alphaOrig, beta);
        }
        return best;
    }

    /**
     * One iteration at the root: searches {@code root}'s moves from index {@code first} on (the earlier ones are
     * other MultiPV lines) with the window (alpha, beta) and brings the best to index {@code first}. Returns the
     * fail-soft value; if the search was stopped, the best move is still moved to the front when one completed
     * with a score above alpha.
     */
    public int searchRoot(RootMoves root, int first, int alpha, int beta, int depth, SearchListener listener) {
        boolean inCheck = position.inCheck();
        if (inCheck) {
            depth++;
        }
        countNode(0);
        pvLength[0] = 0;
        int alphaOrig = alpha;
        int best = -Score.INFINITE;
        int bestIndex = -1;
        for (int i = first; i < root.count && !stopped; i++) {
            int move = root.moves[i];
            listener.onCurrentMove(depth, move, i + 1);
            make(move);
            int score;
            if (i == first) {
                score = -search(-beta, -alpha, depth - 1, 1);
            } else {
                score = -search(-alpha - 1, -alpha, depth - 1, 1);
                if (score > alpha && score < beta && !stopped) {
                    if (SearchStats.ENABLED) {
                        stats.researches++;
                    }
                    score = -search(-beta, -alpha, depth - 1, 1);
                }
            }
            unmake();
            if (stopped) {
                break;
            }
            root.scores[i] = score;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    bestIndex = i;
                    scratch.extendLine(0, move);
                    if (score >= beta) {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        if (bestIndex > first) {
            root.promote(bestIndex, first);
        }
        if (!stopped) {
            table.store(position.key(), depth, 0, bestIndex >= 0 ? root.moves[first] : Move.NONE, best, alphaOrig,
                    beta);
        }
        return best;
    }

    /** Was the last {@link #searchRoot} able to name a best move above its alpha? */
    public boolean rootHasPv() {
        return pvLength[0] > 0;
    }
}

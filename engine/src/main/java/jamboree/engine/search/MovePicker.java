package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * Hands out the legal moves of one node best-first, generating lazily so that a cutoff by the hash move or a
 * capture saves generating the quiet moves: hash-table move, winning and equal captures and promotions (most
 * valuable victim, least valuable attacker), killer moves, other quiet moves by history, then losing captures.
 * In check, all evasions in one stage.
 *
 * <p>One picker per ply, reused: {@link #init} then {@link #next} until {@link Move#NONE}. Allocates nothing. The
 * parallel search uses the same picker so that both searches order children identically.
 */
public final class MovePicker {
    private static final int STAGE_TT = 0;
    private static final int STAGE_GENERATE_CAPTURES = 1;
    private static final int STAGE_CAPTURES = 2;
    private static final int STAGE_GENERATE_QUIETS = 3;
    private static final int STAGE_QUIETS = 4;
    private static final int STAGE_BAD_CAPTURES = 5;
    private static final int STAGE_GENERATE_EVASIONS = 6;
    private static final int STAGE_EVASIONS = 7;
    private static final int STAGE_DONE = 8;

    private static final int KILLER_1 = 1 << 29;
    private static final int KILLER_2 = KILLER_1 - 1;
    private static final int CAPTURE_BASE = 1 << 28;

    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    private final int[] badCaptures = new int[MoveGenerator.MAX_MOVES];
    private final StaticExchange exchange;
    private HistoryTables history;
    private SearchStats stats;

    private Position position;
    private int stage;
    private int count;
    private int index;
    private int badCount;
    private int badIndex;
    private int ttMove;
    private int killer1;
    private int killer2;
    private boolean inCheck;

    /** One picker per host thread for {@link #ofThisThread}. */
    private static final ThreadLocal<MovePicker> THREAD_PICKERS =
            ThreadLocal.withInitial(() -> new MovePicker(new StaticExchange(), null, null));

    /**
     * The calling thread's picker, ordering by {@code history} and counting into {@code stats}, for callers that one
     * host thread runs in turn and that each take a node's moves from {@link #init} to {@link Move#NONE} without
     * yielding, as a simulated machine's nodes order their frames' children: a picker each is a picker cold in the
     * host's caches at every use. The picker keeps nothing from one node to the next, so sharing changes no order.
     */
    public static MovePicker ofThisThread(HistoryTables history, SearchStats stats) {
        MovePicker picker = THREAD_PICKERS.get();
        picker.serve(history, stats);
        return picker;
    }

    public MovePicker(StaticExchange exchange, HistoryTables history, SearchStats stats) {
        this.exchange = exchange;
        this.history = history;
        this.stats = stats;
    }

    /** From the next {@link #init} on, orders by {@code history} and counts into {@code stats}. */
    void serve(HistoryTables history, SearchStats stats) {
        this.history = history;
        this.stats = stats;
    }

    /**
     * Prepares for a node. {@code ttMove} must be {@link Move#NONE} or a legal move of this position (a hash-table
     * hit is trusted: the full 64-bit key matched); killers may be anything.
     */
    public void init(Position position, int ttMove, int killer1, int killer2, boolean inCheck) {
        this.position = position;
        this.ttMove = ttMove;
        this.killer1 = killer1;
        this.killer2 = killer2;
        this.stage = ttMove != Move.NONE ? STAGE_TT : inCheck ? STAGE_GENERATE_EVASIONS : STAGE_GENERATE_CAPTURES;
        this.count = 0;
        this.index = 0;
        this.badCount = 0;
        this.badIndex = 0;
        this.inCheck = inCheck;
    }

    /** Is this move a capture or a promotion (not a quiet move for killers and history)? */
    public static boolean isTactical(Position position, int move) {
        // A Chess960 castle may land the king on its own rook: that is no capture.
        return Move.isPromotion(move) || Move.isEnPassant(move)
                || (position.pieceAt(Move.to(move)) != Piece.NONE && !Move.isCastle(move));
    }

    /** The next move, or {@link Move#NONE} when the node has no more. */
    public int next() {
        while (true) {
            switch (stage) {
                case STAGE_TT:
                    stage = inCheck ? STAGE_GENERATE_EVASIONS : STAGE_GENERATE_CAPTURES;
                    return ttMove;
                case STAGE_GENERATE_CAPTURES:
                    count = MoveGenerator.legalCapturesAndPromotions(position, moves);
                    countGeneration();
                    scoreCaptures();
                    index = 0;
                    stage = STAGE_CAPTURES;
                    break;
                case STAGE_CAPTURES: {
                    int move = pickBest();
                    if (move == Move.NONE) {
                        stage = STAGE_GENERATE_QUIETS;
                        break;
                    }
                    if (move == ttMove) {
                        break;
                    }
                    if (scores[index - 1] < CAPTURE_BASE) {
                        // Its exchange loses material: try it after the quiet moves.
                        badCaptures[badCount++] = move;
                        break;
                    }
                    return move;
                }
                case STAGE_GENERATE_QUIETS:
                    count = MoveGenerator.legalQuietMoves(position, moves);
                    countGeneration();
                    scoreQuiets();
                    index = 0;
                    stage = STAGE_QUIETS;
                    break;
                case STAGE_QUIETS: {
                    int move = pickBest();
                    if (move == Move.NONE) {
                        stage = STAGE_BAD_CAPTURES;
                        break;
                    }
                    if (move != ttMove) {
                        return move;
                    }
                    break;
                }
                case STAGE_BAD_CAPTURES:
                    if (badIndex < badCount) {
                        return badCaptures[badIndex++];
                    }
                    stage = STAGE_DONE;
                    break;
                case STAGE_GENERATE_EVASIONS:
                    count = MoveGenerator.legalCapturesAndPromotions(position, moves);
                    countGeneration();
                    scoreEvasions();
                    index = 0;
                    stage = STAGE_EVASIONS;
                    break;
                case STAGE_EVASIONS: {
                    int move = pickBest();
                    if (move == Move.NONE) {
                        stage = STAGE_DONE;
                        break;
                    }
                    if (move != ttMove) {
                        return move;
                    }
                    break;
                }
                default:
                    return Move.NONE;
            }
        }
    }

    private void countGeneration() {
        if (SearchStats.ENABLED) {
            stats.moveGenerations++;
            stats.movesGenerated += count;
        }
    }

    /** Selection sort, one step per move handed out: cheap when a cutoff comes early. */
    private int pickBest() {
        if (index >= count) {
            return Move.NONE;
        }
        int best = index;
        int bestScore = scores[index];
        for (int i = index + 1; i < count; i++) {
            if (scores[i] > bestScore) {
                bestScore = scores[i];
                best = i;
            }
        }
        int move = moves[best];
        moves[best] = moves[index];
        scores[best] = scores[index];
        moves[index] = move;
        scores[index] = bestScore;
        index++;
        if (SearchStats.ENABLED) {
            stats.sortSteps++;
        }
        return move;
    }

    /** Victim first, then the cheaper attacker; exchanges that lose material drop below {@link #CAPTURE_BASE}. */
    private void scoreCaptures() {
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int victim = position.capturedType(move);
            int attacker = Piece.type(position.pieceAt(Move.from(move)));
            int score = StaticExchange.VALUE[victim] * 8 - attacker;
            if (Move.isPromotion(move)) {
                score += Move.promotionType(move) == Piece.QUEEN ? 8000 : -20000;
            }
            boolean losing = Move.promotionType(move) != Piece.QUEEN
                    && StaticExchange.VALUE[attacker] > StaticExchange.VALUE[victim]
                    && exchange.evaluate(position, move) < 0;
            scores[i] = losing ? score : CAPTURE_BASE + score;
        }
    }

    private void scoreQuiets() {
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (move == killer1) {
                scores[i] = KILLER_1;
            } else if (move == killer2) {
                scores[i] = KILLER_2;
            } else {
                scores[i] = history.history(position.pieceAt(Move.from(move)), Move.to(move));
            }
        }
    }

    private void scoreEvasions() {
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (isTactical(position, move)) {
                int victim = position.capturedType(move);
                int attacker = Piece.type(position.pieceAt(Move.from(move)));
                scores[i] = CAPTURE_BASE + StaticExchange.VALUE[victim] * 8 - attacker;
            } else {
                scores[i] = history.history(position.pieceAt(Move.from(move)), Move.to(move));
            }
        }
    }
}

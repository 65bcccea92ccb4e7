package jamboree.engine.search;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * The FULL profile's selective rules, in one place so that the serial search and the parallel search's frames prune
 * the same tree: reverse futility and null move before a node's moves, futility and late-move pruning of quiet moves,
 * and late-move reductions. Margins are in centipawns, depths in plies.
 */
public final class Pruning {
    private static final int REVERSE_FUTILITY_MARGIN = 85;
    private static final int FUTILITY_BASE = 70;
    private static final int FUTILITY_PER_PLY = 110;
    private static final int[][] LATE_MOVE_REDUCTION = new int[64][64];

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int moves = 1; moves < 64; moves++) {
                LATE_MOVE_REDUCTION[depth][moves] = (int) (0.6 + Math.log(depth) * Math.log(moves) / 2.2);
            }
        }
    }

    private Pruning() {
    }

    /**
     * Reverse futility: the value a node far enough above beta at low depth returns without a move, or
     * {@code -Score.INFINITE} if the node must be searched.
     */
    public static int reverseFutility(int depth, int staticEval, int beta) {
        int margin = staticEval - REVERSE_FUTILITY_MARGIN * depth;
        if (depth <= 3 && margin >= beta && beta > -Score.MATE_BOUND && beta < Score.MATE_BOUND) {
            return margin;
        }
        return -Score.INFINITE;
    }

    /**
     * How many plies a null-move search of this node is reduced by, or -1 where none is tried: too shallow, below
     * beta, right after another null move, or with only pawns left (zugzwang).
     */
    public static int nullMoveReduction(Position position, int depth, int staticEval, int beta) {
        if (depth < 2 || staticEval < beta || afterNullMove(position) || !hasPieces(position, position.sideToMove())) {
            return -1;
        }
        return 2 + depth / 4 + Math.min(2, (staticEval - beta) / 200);
    }

    /** The value a null-move search proved, as the node returns it (a mate found after passing is not trusted). */
    public static int nullMoveValue(int score, int beta) {
        return score >= Score.MATE_BOUND ? beta : score;
    }

    /**
     * The bound a quiet move at a frontier node is futile below, or {@code -Score.INFINITE} if futility does not
     * apply at this depth. The move is pruned when the bound is at most alpha and the move gives no check.
     */
    public static int futilityBound(int depth, int staticEval) {
        return depth <= 2 ? staticEval + FUTILITY_BASE + FUTILITY_PER_PLY * depth : -Score.INFINITE;
    }

    /** Late-move pruning: whether the quiet moves after {@code quietsSearched} of them are skipped at this depth. */
    public static boolean lateMovePruned(int depth, int quietsSearched) {
        return depth <= 3 && quietsSearched >= 3 + 4 * depth * depth;
    }

    /**
     * Late-move reduction of the {@code moveCount}-th move searched (1-based), quiet and not giving check, at a node
     * of {@code depth} not in check; at most {@code newDepth - 1}, less one at principal-variation nodes.
     */
    public static int lateMoveReduction(int depth, int moveCount, boolean pvNode, int newDepth) {
        if (depth < 3 || moveCount <= 3) {
            return 0;
        }
        int reduction = LATE_MOVE_REDUCTION[Math.min(depth, 63)][Math.min(moveCount, 63)];
        if (pvNode) {
            reduction--;
        }
        return Math.max(0, Math.min(reduction, newDepth - 1));
    }

    private static boolean afterNullMove(Position position) {
        int n = position.historyLength();
        return n > 0 && position.moveAt(n - 1) == jamboree.engine.board.Move.NONE;
    }

    private static boolean hasPieces(Position position, int color) {
        return (position.occupancy(color) & ~position.pieces(color, Piece.PAWN)
                & ~position.pieces(color, Piece.KING)) != 0;
    }
}

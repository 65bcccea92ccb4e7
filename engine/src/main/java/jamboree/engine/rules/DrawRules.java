package jamboree.engine.rules;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * When a position is scored as a draw without searching it.
 *
 * <p>Repetitions follow StarTech's rule (Kuszmaul 1994, section 6.6): a position is a draw if it appears
 * once as an ancestor in the search tree, or twice in the game before the root. A single earlier occurrence
 * in the game is not enough, because the opponent need not repeat it again; but returning to a position
 * inside the tree can only be meant to force a draw. The look-back stops at the last irreversible move
 * (the halfmove clock) and at a null move, so in quiescence search it costs almost nothing.
 */
public final class DrawRules {
    /** a1, c1, ..., b2, ...: the dark squares. */
    private static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private DrawRules() {
    }

    /**
     * Any of the three rules, for a node of a search whose root was at {@code rootHistoryLength}
     * ({@link Position#historyLength()} of the root).
     */
    public static boolean isDraw(Position position, int rootHistoryLength) {
        return isRepetitionDraw(position, rootHistoryLength) || isInsufficientMaterial(position)
                || isFiftyMoveDraw(position);
    }

    /**
     * StarTech's repeated-position rule. Positions at history index {@code rootHistoryLength} and later are the
     * root and its ancestors in the search tree (one match is a draw); earlier ones are the game before the
     * root (two matches are a draw).
     */
    public static boolean isRepetitionDraw(Position position, int rootHistoryLength) {
        int n = position.historyLength();
        int reach = Math.min(position.halfmoveClock(), n);
        if (reach < 4) {
            return false;
        }
        long key = position.key();
        int gameMatches = 0;
        int oldest = n - reach;
        for (int i = n - 1; i >= oldest; i--) {
            if (position.moveAt(i) == Move.NONE) {
                return false;
            }
            // Same side to move only: even distances, and a position cannot recur within 4 plies.
            if (((n - i) & 1) == 0 && n - i >= 4 && position.keyAt(i) == key) {
                if (i >= rootHistoryLength || ++gameMatches == 2) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The fifty-move rule: 100 plies without a capture or pawn move. A checkmate on the hundredth ply still
     * counts as a mate, so this looks for a legal move when in check.
     */
    public static boolean isFiftyMoveDraw(Position position) {
        return position.halfmoveClock() >= 100 && (!position.inCheck() || MoveGenerator.hasLegalMove(position));
    }

    /**
     * Neither side can ever mate: K v K, K and one minor v K, and kings with bishops that all stand on squares
     * of one colour (which includes K+B v K+B with same-coloured bishops).
     */
    public static boolean isInsufficientMaterial(Position position) {
        long heavyOrPawns = 0L;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            heavyOrPawns |= position.pieces(color, Piece.PAWN) | position.pieces(color, Piece.ROOK)
                    | position.pieces(color, Piece.QUEEN);
        }
        if (heavyOrPawns != 0L) {
            return false;
        }
        long knights = position.pieces(Piece.WHITE, Piece.KNIGHT) | position.pieces(Piece.BLACK, Piece.KNIGHT);
        long bishops = position.pieces(Piece.WHITE, Piece.BISHOP) | position.pieces(Piece.BLACK, Piece.BISHOP);
        if (knights == 0L) {
            return (bishops & DARK_SQUARES) == 0L || (bishops & ~DARK_SQUARES) == 0L;
        }
        return bishops == 0L && Long.bitCount(knights) == 1;
    }
}

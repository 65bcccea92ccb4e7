package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;

/**
 * The one rule for the move to play when a search ends without one (a machine stopped before it completed an
 * iteration, or a search that failed): the best move of a one-ply serial search of the root, quiescence included so
 * that a hanging piece is seen, within the searchmoves asked for. It takes about a millisecond, and it is reported
 * to the listener like any iteration, so the GUI's last {@code info} line agrees with the move played.
 *
 * <p>The serial search itself never needs it: its root moves are ordered before the first iteration starts, and a
 * stop before that iteration completes plays the first of them. Not for concurrent use.
 */
public final class FallbackMove {
    private final Profile profile;
    /** Built on first use: most searches never need it. */
    private SerialSearch oneMove;

    public FallbackMove(Profile profile) {
        this.profile = profile;
    }

    /** Whether {@code result} (null: none) leaves the search of {@code root} without a legal move to play. */
    public static boolean needed(SearchResult result, Position root) {
        boolean answered = result != null && result.bestMove() != Move.NONE && root.isLegal(result.bestMove());
        return !answered && MoveGenerator.hasLegalMove(root);
    }

    /**
     * Searches {@code root} one ply deep among {@code searchMoves} (all legal moves when none of them is legal) and
     * reports the iteration to {@code listener}. The result names no move only when the root has no legal move.
     */
    public SearchResult search(Position root, int[] searchMoves, SearchListener listener) {
        if (oneMove == null) {
            oneMove = new SerialSearch(SearchClock.SYSTEM, 1);
            oneMove.setProfile(profile);
        }
        return oneMove.search(root, SearchLimits.ofDepth(1).restrictedTo(legalOnly(root, searchMoves)), listener);
    }

    private static int[] legalOnly(Position root, int[] moves) {
        if (moves == null) {
            return new int[0];
        }
        return java.util.Arrays.stream(moves).filter(root::isLegal).toArray();
    }
}

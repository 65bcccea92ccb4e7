package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FallbackMoveTest {
    /** White to move can take a queen that hangs on d5. */
    private static final String HANGING_QUEEN = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";

    @Test
    void neededOnlyWhenTheResultNamesNoLegalMoveAndOneExists() {
        Position start = Position.startPosition();
        int e4 = UciMoves.parse(start, "e2e4");
        assertFalse(FallbackMove.needed(new SearchResult(e4, Move.NONE, 0, 1, 1, new int[] {e4}), start));
        assertTrue(FallbackMove.needed(null, start));
        assertTrue(FallbackMove.needed(new SearchResult(Move.NONE, Move.NONE, 0, 0, 0, new int[0]), start));
        Position mated = Fen.parse("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
        assertFalse(FallbackMove.needed(null, mated), "no legal move to fall back on");
    }

    @Test
    void aOnePlySearchSeesTheHangingPieceAndReportsIt() {
        Position root = Fen.parse(HANGING_QUEEN);
        List<IterationInfo> reported = new ArrayList<>();
        SearchResult result = new FallbackMove(Profile.FULL).search(root, new int[0], new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                reported.add(info);
            }
        });
        assertEquals("d1d5", UciMoves.format(result.bestMove()));
        assertEquals(1, result.depth());
        assertEquals(1, reported.size());
        assertEquals(result.bestMove(), reported.get(0).pv()[0], "the GUI's last info line agrees with the move");
    }

    @Test
    void theSearchMovesAreRespectedAndIllegalOnesIgnored() {
        Position root = Fen.parse(HANGING_QUEEN);
        int kingMove = UciMoves.parse(root, "e1f2");
        SearchResult restricted = new FallbackMove(Profile.FULL).search(root, new int[] {kingMove},
                SearchListener.NONE);
        assertEquals(kingMove, restricted.bestMove());
        int illegal = UciMoves.parse(Position.startPosition(), "e2e4");
        SearchResult unrestricted = new FallbackMove(Profile.FULL).search(root, new int[] {illegal},
                SearchListener.NONE);
        assertEquals("d1d5", UciMoves.format(unrestricted.bestMove()), "no legal searchmove: all moves");
    }
}

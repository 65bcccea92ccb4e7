package jamboree.engine.rules;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DrawRulesTest {
    private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    @Test
    void aPositionRepeatedOnceInsideTheSearchTreeIsADraw() {
        Position position = Position.startPosition();
        int root = position.historyLength();
        play(position, SHUFFLE);
        assertTrue(DrawRules.isRepetitionDraw(position, root), "back to the root inside the tree");
        assertTrue(DrawRules.isDraw(position, root));
    }

    @Test
    void aPositionSeenOnceInTheGameBeforeTheRootIsNotYetADraw() {
        Position position = Position.startPosition();
        play(position, SHUFFLE);
        play(position, "g1f3");
        int root = position.historyLength();
        // Inside the tree: g8f6 f3g1 f6g8 returns to the start position, seen twice in the game (ply 0 and 4)
        // but not as an ancestor in the tree.
        play(position, "g8f6", "f3g1", "f6g8");
        assertTrue(DrawRules.isRepetitionDraw(position, root), "two earlier game occurrences are a draw");

        Position once = Position.startPosition();
        play(once, "e2e4", "e7e5");
        long seen = once.key();
        play(once, "g1f3");
        int onceRoot = once.historyLength();
        play(once, "g8f6", "f3g1", "f6g8");
        assertEquals(seen, once.key());
        assertFalse(DrawRules.isRepetitionDraw(once, onceRoot), "one game occurrence only: not a draw (StarTech)");
        play(once, "g1f3", "g8f6", "f3g1", "f6g8");
        assertTrue(DrawRules.isRepetitionDraw(once, onceRoot), "now also an ancestor inside the tree");
    }

    @Test
    void anIrreversibleMoveEndsTheLookBack() {
        Position position = Position.startPosition();
        play(position, "g1f3", "g8f6", "f3g1", "f6g8", "e2e4", "e7e5");
        int root = 0;
        assertFalse(DrawRules.isRepetitionDraw(position, root));
        play(position, "g1f3", "g8f6", "f3g1", "f6g8");
        assertTrue(DrawRules.isRepetitionDraw(position, root));
        play(position, "d2d3");
        assertFalse(DrawRules.isRepetitionDraw(position, root));
    }

    @Test
    void aNullMoveEndsTheLookBack() {
        Position position = Position.startPosition();
        play(position, "g1f3", "g8f6");
        position.makeNullMove();
        play(position, "f6g8");
        position.makeNullMove();
        position.makeNullMove();
        assertFalse(DrawRules.isRepetitionDraw(position, 0));
    }

    @Test
    void fiftyMoveRuleButMateComesFirst() {
        assertFalse(DrawRules.isFiftyMoveDraw(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")));
        assertTrue(DrawRules.isFiftyMoveDraw(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")));
        assertFalse(DrawRules.isFiftyMoveDraw(Fen.parse("R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80")), "mate");
        assertTrue(DrawRules.isFiftyMoveDraw(Fen.parse("R5k1/5pp1/8/8/8/8/8/4K3 b - - 100 80")), "check, not mate");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1|true",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1|true",
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1|false",
        "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1|true",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/4KR2 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1|false",
    })
    void insufficientMaterial(String fen, boolean draw) {
        assertEquals(draw, DrawRules.isInsufficientMaterial(Fen.parse(fen)));
    }

    private static void play(Position position, String... moves) {
        for (String m : moves) {
            position.makeMove(UciMoves.parse(position, m));
        }
    }
}

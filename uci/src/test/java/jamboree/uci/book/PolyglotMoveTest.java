package jamboree.uci.book;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolyglotMoveTest {
    private static final Position CASTLES = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

    @Test
    void castlingIsWrittenAsKingTakesRookAndBecomesTheEngineCastle() {
        int shortCastle = PolyglotMove.toEngineMove(CASTLES, BookBytes.code("e1", "h1", 0));
        assertTrue(Move.isCastle(shortCastle));
        assertEquals("e1g1", UciMoves.format(shortCastle));
        int longCastle = PolyglotMove.toEngineMove(CASTLES, BookBytes.code("e1", "a1", 0));
        assertEquals("e1c1", UciMoves.format(longCastle));
        assertEquals(BookBytes.code("e1", "h1", 0), PolyglotMove.encode(shortCastle));
    }

    @Test
    void theKingsTwoSquareMoveIsNotAPolyglotCastle() {
        assertEquals(Move.NONE, PolyglotMove.toEngineMove(CASTLES, BookBytes.code("e1", "g1", 0)));
    }

    @Test
    void promotionsByPieceCode() {
        Position promote = Fen.parse("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("a7a8n", UciMoves.format(PolyglotMove.toEngineMove(promote, BookBytes.code("a7", "a8", 1))));
        assertEquals("a7a8q", UciMoves.format(PolyglotMove.toEngineMove(promote, BookBytes.code("a7", "a8", 4))));
        assertEquals(Move.NONE, PolyglotMove.toEngineMove(promote, BookBytes.code("a7", "a8", 0)));
    }

    @Test
    void aMoveThatIsNotLegalHereIsNone() {
        assertEquals(Move.NONE, PolyglotMove.toEngineMove(Position.startPosition(), BookBytes.code("e2", "e5", 0)));
        assertEquals("e2e4", UciMoves.format(
                PolyglotMove.toEngineMove(Position.startPosition(), BookBytes.code("e2", "e4", 0))));
    }
}

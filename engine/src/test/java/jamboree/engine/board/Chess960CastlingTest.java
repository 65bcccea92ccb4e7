package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Chess960 castling: king and rook anywhere on the back rank, landing on g/f or c/d as in standard chess. */
class Chess960CastlingTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        // King and rook land on each other's squares.
        "4k3/8/8/8/8/8/8/5KR1 w K - 0 1|f1g1|4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        // The king moves towards the h-file to castle queen side.
        "4k3/8/8/8/8/8/8/RK6 w Q - 0 1|b1a1|4k3/8/8/8/8/8/8/2KR4 b - - 1 1",
        // The king stays where it is; only the rook moves.
        "4k3/8/8/8/8/8/8/6KR w K - 0 1|g1h1|4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        "4k3/8/8/8/8/8/8/2K4R w K - 0 1|c1h1|4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        // Black, queen side, the rook crossing the king's destination.
        "1r1k4/8/8/8/8/8/8/4K3 b q - 0 1|d8b8|2kr4/8/8/8/8/8/8/4K3 w - - 1 2",
    })
    void castlingMovesKingAndRookAndTakesBackExactly(String fen, String kingTakesRook, String after) {
        Position position = Fen.parse(fen);
        long key = position.key();
        int move = UciMoves.parse(position, kingTakesRook);
        assertTrue(Move.isCastle(move));
        assertEquals(kingTakesRook, UciMoves.format(move, true));
        assertTrue(position.isLegal(move));
        assertEquals(Piece.NONE_TYPE, position.capturedType(move));
        position.makeMove(move);
        assertEquals(after, Fen.format(position));
        assertEquals(position.computeKey(), position.key());
        assertEquals(Fen.parse(after).key(), position.key());
        position.unmakeMove();
        assertEquals(fen, Fen.format(position));
        assertEquals(key, position.key());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // A piece between the king and its destination.
        "4k3/8/8/8/8/8/8/1K2N2R w H - 0 1",
        // A piece on the rook's destination (f1).
        "4k3/8/8/8/8/8/8/K4B1R w H - 0 1",
        // A square the king crosses is attacked.
        "4kr2/8/8/8/8/8/8/1K5R w H - 0 1",
        // The king's destination is attacked.
        "4k1r1/8/8/8/8/8/8/1K5R w H - 0 1",
        // Out of check.
        "1r2k3/8/8/8/8/8/8/1K5R w H - 0 1",
        // The king stays on c1, but the rook leaving b1 opens the a1 rook's line to it.
        "4k3/8/8/8/8/8/8/rRK5 w B - 0 1",
        // An enemy piece on the rook's destination (d1) blocks as well as a friendly one.
        "4k3/8/8/8/8/8/8/RK1b4 w Q - 0 1",
    })
    void illegalCastlingIsNotGenerated(String fen) {
        Position position = Fen.parse(fen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        for (int i = 0; i < n; i++) {
            assertFalse(Move.isCastle(moves[i]), () -> fen);
        }
        assertEquals(n, MoveGenerator.countLegalMoves(position));
    }

    @Test
    void theRookItselfMayStandOnTheKingsPathAndAttacksBeyondTheRookStillCount() {
        // King b1, rook c1: the rook stands on a square the king crosses, which is allowed.
        assertEquals(Set.of("b1c1"), castles(Fen.parse("4k3/8/8/8/8/8/8/1KR5 w C - 0 1")));
        // Black rook on h1 attacks g1 once f1..d1 are empty: no castling.
        assertEquals(Set.of(), castles(Fen.parse("4k3/8/8/8/8/8/8/1KR4r w C - 0 1")));
    }

    @Test
    void bothWingsAndTheInnerRookOfAWing() {
        // Rooks on b1 (inner) and a1: the right "B" belongs to b1, so a1 does not castle.
        Position position = Fen.parse("4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1");
        assertEquals(Set.of("e1h1", "e1b1"), castles(position));
        assertEquals(Square.parse("b1"), position.castlingRookSquare(Position.WHITE_QUEEN_SIDE));
        position.makeMove(UciMoves.parse(position, "a1a2"));
        assertEquals("4k3/8/8/8/8/8/R7/1R2K2R b KQ - 1 1", Fen.format(position), "b1 is now the outermost");
    }

    @Test
    void keysTellApartRightsOfDifferentRooks() {
        Position outer = Fen.parse("4k3/8/8/8/8/8/8/RR2K3 w A - 0 1");
        Position inner = Fen.parse("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
        Position none = Fen.parse("4k3/8/8/8/8/8/8/RR2K3 w - - 0 1");
        assertNotEquals(outer.key(), inner.key());
        assertNotEquals(none.key(), inner.key());
        assertNotEquals(none.key(), outer.key());
    }

    @Test
    void rightsEndWhenTheirRookMovesOrIsTaken() {
        Position position = Fen.parse("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
        position.makeMove(UciMoves.parse(position, "g1g8"));
        assertEquals(Position.WHITE_QUEEN_SIDE | Position.BLACK_QUEEN_SIDE, position.castlingRights());
        assertEquals(position.computeKey(), position.key());
        position.makeMove(UciMoves.parse(position, "e8e7"));
        assertEquals(Position.WHITE_QUEEN_SIDE, position.castlingRights());
        assertEquals("1r4R1/4k3/8/8/8/8/8/1R2K3 w Q - 1 2", Fen.format(position));
    }

    @Test
    void incrementalKeysAndIsLegalHoldThroughRandomChess960Games() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] castles = {0};
        RandomGames.playChess960(7L, 100, 60, p -> {
            assertEquals(p.computeKey(), p.key(), () -> Fen.format(p));
            int n = MoveGenerator.legalMoves(p, moves);
            assertEquals(n, MoveGenerator.countLegalMoves(p));
            for (int i = 0; i < n; i++) {
                assertTrue(p.isLegal(moves[i]));
                if (Move.isCastle(moves[i])) {
                    castles[0]++;
                    assertEquals(moves[i], UciMoves.parse(p, UciMoves.format(moves[i], true)));
                    assertFalse(p.isLegal(moves[i] ^ (1 << 12)), "another rook file is another move");
                }
            }
        });
        assertTrue(castles[0] > 100, castles[0] + " castling moves seen");
    }

    @Test
    void positionOfRefusesRightsWithoutTheirRook() {
        Position start = Chess960.startPosition(0);
        int[] squares = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            squares[sq] = start.pieceAt(sq);
        }
        int[] queenSideOnTheKingSide = {Square.parse("h1"), Square.parse("g1"), Square.NONE, Square.NONE};
        assertThrows(IllegalArgumentException.class,
                () -> Position.of(squares, Piece.WHITE, queenSideOnTheKingSide, Square.NONE, 0, 1));
        int[] noRookThere = {Square.parse("g1"), Square.NONE, Square.NONE, Square.NONE};
        assertThrows(IllegalArgumentException.class,
                () -> Position.of(squares, Piece.WHITE, noRookThere, Square.NONE, 0, 1));
    }

    private static Set<String> castles(Position position) {
        return MoveGeneratorTest.castles(position, true);
    }
}

package jamboree.engine.notation;

import jamboree.engine.board.Chess960;
import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.board.RandomGames;
import jamboree.engine.board.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** FEN castling fields in X-FEN and Shredder-FEN, UCI castling as king takes rook, and SAN castling in Chess960. */
class Chess960NotationTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        // Shredder-FEN is read and written back as X-FEN; standard positions as standard FEN.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        // The inner of two rooks on a wing keeps its file letter, uppercase for white.
        "4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1|4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1",
        "rr2k3/8/8/8/8/8/8/4K3 b b - 0 1|rr2k3/8/8/8/8/8/8/4K3 b b - 0 1",
        // X-FEN letters: K is the outermost rook of the king side, wherever the king stands.
        "1r2k1rr/8/8/8/8/8/8/1R1K3R w KQkq - 0 1|1r2k1rr/8/8/8/8/8/8/1R1K3R w KQkq - 0 1",
        "1r2k1rr/8/8/8/8/8/8/1R1K3R w KQgq - 0 1|1r2k1rr/8/8/8/8/8/8/1R1K3R w KQgq - 0 1",
    })
    void castlingFieldsReadInEitherDialectAndWriteAsXFen(String fen, String written) {
        Position position = Fen.parse(fen);
        assertEquals(written, Fen.format(position));
        assertEquals(position.key(), Fen.parse(written).key());
    }

    @Test
    void theShredderFieldNamesTheRooks() {
        Position position = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        assertEquals(Square.parse("h1"), position.castlingRookSquare(Position.WHITE_KING_SIDE));
        assertEquals(Square.parse("f1"), position.castlingRookSquare(Position.WHITE_QUEEN_SIDE));
        assertEquals(Square.parse("h8"), position.castlingRookSquare(Position.BLACK_KING_SIDE));
        assertEquals(Square.parse("f8"), position.castlingRookSquare(Position.BLACK_QUEEN_SIDE));
    }

    @Test
    void everyStartPositionRoundTripsThroughFen() {
        for (int number = 0; number < Chess960.POSITIONS; number++) {
            Position start = Chess960.startPosition(number);
            Position again = Fen.parse(Fen.format(start));
            assertEquals(Fen.format(start), Fen.format(again));
            assertEquals(start.key(), again.key());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/R3K2R w KQz - 0 1|FEN field 3 (castling rights): unexpected character 'z'",
        "4k3/8/8/8/8/8/8/R3K2R w KQG - 0 1|FEN field 3 (castling rights): 'G' needs a white rook on g1",
        "4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1|FEN field 3 (castling rights): 'k' needs a rook on h8 or between it and the king on e8",
        "4k3/8/8/8/8/8/4K3/R6R w K - 0 1|FEN field 3 (castling rights): 'K' needs the white king on rank 1, it is on e2",
        "4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1|FEN field 3 (castling rights): 'K' and 'G' both give white a king-side right",
        "4k3/8/8/8/8/8/8/R3K2R w HH - 0 1|FEN field 3 (castling rights): 'H' given twice",
        "4k3/8/8/8/8/8/8/K6R w Q - 0 1|FEN field 3 (castling rights): 'Q' needs a rook on a1 or between it and the king on a1",
    })
    void badCastlingFieldsSayWhy(String fen, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(fen));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void uciCastlingIsTheKingsMoveOrKingTakesRookAndBothAreRead() {
        Position standard = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        int shortCastle = UciMoves.parse(standard, "e1g1");
        assertEquals(shortCastle, UciMoves.parse(standard, "e1h1"));
        assertEquals("e1g1", UciMoves.format(shortCastle));
        assertEquals("e1h1", UciMoves.format(shortCastle, true));
        assertEquals("e1a1", UciMoves.format(UciMoves.parse(standard, "e1c1"), true));
        // King b1 beside its rook a1: "b1c1" is the king's step, "b1a1" castles.
        Position position = Fen.parse("4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
        assertFalse(Move.isCastle(UciMoves.parse(position, "b1c1")));
        assertTrue(Move.isCastle(UciMoves.parse(position, "b1a1")));
        assertEquals("e2e4", UciMoves.format(UciMoves.parse(Position.startPosition(), "e2e4"), true));
    }

    @Test
    void sanCastlingByWingAndTheKingsOrdinaryMoveStaysItself() {
        Position position = Fen.parse("4k3/8/8/8/8/8/8/R4K1R w KQ - 0 1");
        int shortCastle = San.parse(position, "O-O");
        assertTrue(Move.isCastle(shortCastle));
        assertEquals("O-O", San.format(position, shortCastle));
        int longCastle = San.parse(position, "O-O-O");
        assertEquals("O-O-O", San.format(position, longCastle));
        // King f1, rook h1: O-O puts the king on g1, as does the plain king move Kg1.
        int kingStep = San.parse(position, "Kg1");
        assertFalse(Move.isCastle(kingStep));
        assertEquals("Kg1", San.format(position, kingStep));
        assertEquals(Move.to(shortCastle), Move.to(kingStep));
        // King b1 castling queen side moves towards the h-file.
        Position queenSide = Fen.parse("4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
        assertEquals("O-O-O", San.format(queenSide, UciMoves.parse(queenSide, "b1a1")));
    }

    @Test
    void everyLegalMoveOfRandomChess960GamesRoundTripsInSanAndUci() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] castles = {0};
        RandomGames.playChess960(96L, 60, 60, p -> {
            int n = MoveGenerator.legalMoves(p, moves);
            Set<String> names = new HashSet<>();
            for (int i = 0; i < n; i++) {
                int move = moves[i];
                String san = San.format(p, move);
                assertTrue(names.add(san), () -> san + " twice in " + Fen.format(p));
                assertEquals(move, San.parse(p, san), () -> san + " in " + Fen.format(p));
                assertEquals(move, UciMoves.parse(p, UciMoves.format(move, true)), () -> Fen.format(p));
                castles[0] += Move.isCastle(move) ? 1 : 0;
            }
        });
        assertTrue(castles[0] > 100, castles[0] + " castling moves");
    }
}

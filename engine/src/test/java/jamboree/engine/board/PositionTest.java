package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PositionTest {

    @Test
    void incrementalKeyEqualsRecomputedKeyThroughLongRandomGamesAndTheirTakeBacks() {
        Random random = new Random(20261122L);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 60; game++) {
            Position position = Position.startPosition();
            String[] fens = new String[401];
            long[] keys = new long[401];
            int plies = 0;
            while (plies < 400) {
                fens[plies] = Fen.format(position);
                keys[plies] = position.key();
                int n = MoveGenerator.legalMoves(position, moves);
                if (n == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(n)]);
                plies++;
                assertEquals(position.computeKey(), position.key(), "after move " + plies + " of game " + game);
                assertEquals(position.key(), position.keyAt(position.historyLength()));
                checked++;
            }
            for (int ply = plies; ply > 0; ply--) {
                position.unmakeMove();
                assertEquals(fens[ply - 1], Fen.format(position), "take-back to ply " + (ply - 1));
                assertEquals(keys[ply - 1], position.key());
                assertEquals(position.computeKey(), position.key());
            }
            assertEquals(0, position.historyLength());
        }
        assertTrue(checked > 10_000, "checked " + checked + " moves");
    }

    @Test
    void startPositionMatchesItsFen() {
        assertEquals(Fen.START, Fen.format(Position.startPosition()));
        assertEquals(Fen.parse(Fen.START).key(), Position.startPosition().key());
    }

    @Test
    void transpositionsHaveEqualKeysAndEnPassantOnlyWhenCapturable() {
        Position a = Position.startPosition();
        play(a, "e2e4", "e7e6", "d2d4");
        Position b = Position.startPosition();
        play(b, "d2d4", "e7e6", "e2e4");
        // After e2e4 no black pawn can take on e3, so no en-passant square spoils the transposition.
        assertEquals(a.key(), b.key());
        assertEquals(Square.NONE, a.enPassantSquare());

        Position c = Fen.parse("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        play(c, "e2e4");
        assertEquals(Square.parse("e3"), c.enPassantSquare());
        assertEquals(c.computeKey(), c.key());
        assertTrue(Fen.format(c).contains(" e3 "));
    }

    @Test
    void copyIsDeepAndKeepsHistory() {
        Position original = Position.startPosition();
        play(original, "g1f3", "g8f6");
        Position copy = original.copy();
        assertEquals(2, copy.historyLength());
        assertEquals(original.keyAt(1), copy.keyAt(1));
        assertEquals(original.moveAt(0), copy.moveAt(0));
        play(copy, "f3g1");
        assertEquals(2, original.historyLength());
        assertNotEquals(Fen.format(original), Fen.format(copy));
        copy.unmakeMove();
        copy.unmakeMove();
        copy.unmakeMove();
        assertEquals(Fen.START, Fen.format(copy));
        assertEquals("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", Fen.format(original));
    }

    @Test
    void historyGrowsBeyondItsInitialCapacity() {
        Position position = Position.startPosition();
        for (int i = 0; i < 100; i++) {
            play(position, "g1f3", "g8f6", "f3g1", "f6g8");
        }
        assertEquals(400, position.historyLength());
        assertEquals(Position.startPosition().key(), position.keyAt(400));
        assertEquals(position.keyAt(0), position.keyAt(4));
        assertEquals(UciMoves.parse(Position.startPosition(), "g1f3"), position.moveAt(396));
        assertThrows(IndexOutOfBoundsException.class, () -> position.keyAt(401));
        assertThrows(IndexOutOfBoundsException.class, () -> position.moveAt(400));
    }

    @Test
    void nullMoveFlipsTheSideClearsEnPassantAndUnmakes() {
        Position position = Fen.parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2");
        String before = Fen.format(position);
        long key = position.key();
        position.makeNullMove();
        assertEquals(Piece.WHITE, position.sideToMove());
        assertEquals(Square.NONE, position.enPassantSquare());
        assertEquals(position.computeKey(), position.key());
        assertEquals(Move.NONE, position.moveAt(0));
        position.unmakeMove();
        assertEquals(before, Fen.format(position));
        assertEquals(key, position.key());
        assertThrows(IllegalStateException.class, position::unmakeMove);
    }

    @Test
    void castlingRightsFollowKingAndRookMovesAndCaptures() {
        Position position = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        play(position, "a1a7");
        assertEquals(Position.WHITE_KING_SIDE | Position.BLACK_KING_SIDE | Position.BLACK_QUEEN_SIDE,
                position.castlingRights());
        play(position, "h8h1");
        assertEquals(Position.BLACK_QUEEN_SIDE, position.castlingRights());
        assertEquals("r3k3/R7/8/8/8/8/8/4K2r w q - 0 2", Fen.format(position));
        assertEquals(position.computeKey(), position.key());
        play(position, "e1d2", "e8c8");
        assertEquals(0, position.castlingRights());
        assertEquals("2kr4/R7/8/8/8/8/3K4/7r w - - 2 3", Fen.format(position));
        assertEquals(position.computeKey(), position.key());
    }

    @Test
    void promotionAndEnPassantMakeAndUnmake() {
        Position position = Fen.parse("8/1P6/8/3pP3/8/8/8/k6K w - d6 0 1");
        String before = Fen.format(position);
        play(position, "e5d6");
        assertEquals("8/1P6/3P4/8/8/8/8/k6K b - - 0 1", Fen.format(position));
        position.unmakeMove();
        play(position, "b7b8n");
        assertEquals("1N6/8/8/3pP3/8/8/8/k6K b - - 0 1", Fen.format(position));
        position.unmakeMove();
        assertEquals(before, Fen.format(position));
    }

    @Test
    void capturedTypeAndGivesCheck() {
        Position position = Fen.parse("4k3/8/8/3pP3/8/8/1q6/R3K3 w Q d6 0 1");
        assertEquals(Piece.PAWN, position.capturedType(UciMoves.parse(position, "e5d6")));
        assertEquals(Piece.NONE_TYPE, position.capturedType(UciMoves.parse(position, "a1a8")));
        assertTrue(position.givesCheck(UciMoves.parse(position, "a1a8")));
        assertFalse(position.givesCheck(UciMoves.parse(position, "a1a7")));
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        // givesCheck agrees with playing the move, for every move of many random positions.
        RandomGames.play(7L, 40, 200, p -> {
            int n = MoveGenerator.legalMoves(p, moves);
            for (int i = 0; i < n; i++) {
                boolean predicted = p.givesCheck(moves[i]);
                p.makeMove(moves[i]);
                assertEquals(p.inCheck(), predicted, () -> Fen.format(p));
                p.unmakeMove();
            }
        });
    }

    @Test
    void isLegalAcceptsExactlyTheGeneratedMoves() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Random random = new Random(99L);
        RandomGames.play(11L, 20, 150, p -> {
            int n = MoveGenerator.legalMoves(p, moves);
            java.util.Set<Integer> legal = new java.util.HashSet<>();
            for (int i = 0; i < n; i++) {
                legal.add(moves[i]);
                assertTrue(p.isLegal(moves[i]));
            }
            for (int i = 0; i < 50; i++) {
                int candidate = random.nextInt(1 << 18);
                assertEquals(legal.contains(candidate), p.isLegal(candidate), () -> Fen.format(p));
            }
            // Near misses: legal moves with another flag, promotion piece or target square.
            for (int i = 0; i < n; i++) {
                for (int flag = 0; flag < 8; flag++) {
                    for (int promotion = 0; promotion < 8; promotion += 1 + random.nextInt(3)) {
                        int candidate = (moves[i] & 0xFFF) | (promotion << 12) | (flag << 15);
                        assertEquals(legal.contains(candidate), p.isLegal(candidate),
                                () -> Integer.toHexString(candidate) + " in " + Fen.format(p));
                    }
                }
                int otherTarget = (moves[i] & ~(63 << 6)) | (random.nextInt(64) << 6);
                assertEquals(legal.contains(otherTarget), p.isLegal(otherTarget), () -> Fen.format(p));
            }
            assertFalse(p.isLegal(-1));
            assertFalse(p.isLegal(Move.NONE));
        });
    }

    static void play(Position position, String... uciMoves) {
        for (String m : uciMoves) {
            position.makeMove(UciMoves.parse(position, m));
        }
    }
}

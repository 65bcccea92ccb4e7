package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.perft.Perft;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MoveGeneratorTest {

    @Test
    void countsAndPartitionsAgreeWithTheFullListOnRandomPositions() {
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int[] captures = new int[MoveGenerator.MAX_MOVES];
        int[] quiets = new int[MoveGenerator.MAX_MOVES];
        int[] positions = {0};
        RandomGames.play(2026L, 100, 300, p -> {
            positions[0]++;
            int n = MoveGenerator.legalMoves(p, all);
            assertEquals(n, MoveGenerator.countLegalMoves(p), () -> Fen.format(p));
            assertEquals(n > 0, MoveGenerator.hasLegalMove(p));
            int c = MoveGenerator.legalCapturesAndPromotions(p, captures);
            int q = MoveGenerator.legalQuietMoves(p, quiets);
            Set<Integer> expected = set(all, n);
            assertEquals(n, expected.size(), "no duplicates");
            for (int i = 0; i < c; i++) {
                int m = captures[i];
                assertTrue(expected.contains(m));
                assertTrue(p.inCheck() || Move.isPromotion(m) || p.capturedType(m) != Piece.NONE_TYPE);
            }
            for (int i = 0; i < q; i++) {
                int m = quiets[i];
                assertTrue(expected.contains(m));
                assertFalse(Move.isPromotion(m) || p.capturedType(m) != Piece.NONE_TYPE);
            }
            if (p.inCheck()) {
                assertEquals(expected, set(captures, c), "in check the capture generator gives every evasion");
            } else {
                Set<Integer> union = set(captures, c);
                union.addAll(set(quiets, q));
                assertEquals(n, c + q);
                assertEquals(expected, union);
            }
        });
        assertTrue(positions[0] > 10_000);
    }

    @Test
    void enPassantThatWouldExposeTheKingAlongTheRankIsIllegal() {
        Position position = Fen.parse("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
        assertEquals(Square.parse("d6"), position.enPassantSquare());
        assertFalse(moves(position).contains("e5d6"));
        Position free = Fen.parse("8/8/8/K2pP3/8/8/8/7k w - d6 0 1");
        assertTrue(moves(free).contains("e5d6"));
    }

    @Test
    void enPassantCanCaptureTheCheckingPawn() {
        Position position = Fen.parse("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assertTrue(position.inCheck());
        assertTrue(moves(position).contains("e4d3"));
    }

    @Test
    void castlingThroughOrOutOfCheckIsIllegal() {
        assertEquals(Set.of("e1g1", "e1c1"),
                castles(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")));
        // f1 attacked: no king side; b1 attacked only: queen side still fine.
        assertEquals(Set.of("e1c1"), castles(Fen.parse("r3k2r/8/8/8/8/7b/8/R3K2R w KQkq - 0 1")));
        assertEquals(Set.of("e1g1", "e1c1"), castles(Fen.parse("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1")));
        assertEquals(Set.of(), castles(Fen.parse("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1")));
        // A piece between king and rook blocks castling even when nothing attacks.
        assertEquals(Set.of("e1g1"), castles(Fen.parse("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1")));
    }

    @Test
    void doubleCheckLeavesOnlyKingMoves() {
        Position position = Fen.parse("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1");
        assertEquals(2, Long.bitCount(position.checkers()));
        for (String m : moves(position)) {
            assertTrue(m.startsWith("e1"), m);
        }
        assertEquals(Set.of("e1e2", "e1f2"), moves(position));
    }

    @Test
    void pinnedPiecesMoveOnlyAlongThePin() {
        Position position = Fen.parse("4k3/4r3/8/8/8/2b5/3N4/4K3 w - - 0 1");
        // The knight on d2 is pinned by the bishop: it has no moves at all.
        for (String m : moves(position)) {
            assertFalse(m.startsWith("d2"), m);
        }
        Position rookPin = Fen.parse("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
        Set<String> rookMoves = new TreeSet<>();
        for (String m : moves(rookPin)) {
            if (m.startsWith("e2")) {
                rookMoves.add(m);
            }
        }
        assertEquals(Set.of("e2e3", "e2e4", "e2e5", "e2e6", "e2e7"), rookMoves);
    }

    @Test
    void promotionsComeInFourFlavours() {
        Position position = Fen.parse("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        Set<String> promotions = new TreeSet<>();
        for (String m : moves(position)) {
            if (m.startsWith("a7")) {
                promotions.add(m);
            }
        }
        assertEquals(Set.of("a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"), promotions);
    }

    @Test
    void mateAndStalemateHaveNoMoves() {
        assertFalse(MoveGenerator.hasLegalMove(Fen.parse("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")));
        assertFalse(MoveGenerator.hasLegalMove(Fen.parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
        assertTrue(Fen.parse("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").inCheck());
    }

    @Test
    void tricksyPositionsFromThePerftFolklore() {
        // Each exercises one corner: en-passant pins, promotion checks, castling rights after capture.
        assertEquals(1134888L, Perft.count(Fen.parse("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1"), 6));
        assertEquals(1015133L, Perft.count(Fen.parse("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1"), 6));
        assertEquals(1440467L, Perft.count(Fen.parse("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1"), 6));
        assertEquals(661072L, Perft.count(Fen.parse("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), 6));
        assertEquals(803711L, Perft.count(Fen.parse("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"), 6));
        assertEquals(1274206L, Perft.count(Fen.parse("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1"), 4));
        assertEquals(1720476L, Perft.count(Fen.parse("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1"), 4));
        assertEquals(3821001L, Perft.count(Fen.parse("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1"), 6));
        assertEquals(1004658L, Perft.count(Fen.parse("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1"), 5));
        assertEquals(217342L, Perft.count(Fen.parse("4k3/1P6/8/8/8/8/K7/8 w - - 0 1"), 6));
        assertEquals(92683L, Perft.count(Fen.parse("8/P1k5/K7/8/8/8/8/8 w - - 0 1"), 6));
        assertEquals(2217L, Perft.count(Fen.parse("K1k5/8/P7/8/8/8/8/8 w - - 0 1"), 6));
        assertEquals(567584L, Perft.count(Fen.parse("8/k1P5/8/1K6/8/8/8/8 w - - 0 1"), 7));
        assertEquals(23527L, Perft.count(Fen.parse("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1"), 4));
    }

    private static Set<Integer> set(int[] moves, int n) {
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < n; i++) {
            set.add(moves[i]);
        }
        return set;
    }

    static Set<String> moves(Position position) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        Set<String> names = new TreeSet<>();
        Arrays.stream(moves, 0, n).forEach(m -> names.add(UciMoves.format(m)));
        return names;
    }

    private static Set<String> castles(Position position) {
        return castles(position, false);
    }

    /** The legal castling moves in UCI notation, king takes rook with {@code chess960}. */
    static Set<String> castles(Position position, boolean chess960) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        Set<String> names = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (Move.isCastle(moves[i])) {
                names.add(UciMoves.format(moves[i], chess960));
            }
        }
        return names;
    }
}

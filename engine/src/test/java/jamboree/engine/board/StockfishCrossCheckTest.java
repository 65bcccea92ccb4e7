package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.perft.Perft;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Compares {@code go perft} divide output of an independent program, Stockfish, with ours on positions from
 * seeded random games, standard and Chess960 (with {@code UCI_Chess960}, castling as king takes rook). Skipped,
 * and saying so, where Stockfish is not installed.
 */
class StockfishCrossCheckTest {
    private static final int POSITIONS = 300;
    private static final int DEPTH = 3;

    @Test
    void divideAgreesWithStockfishOnRandomGamePositions() throws Exception {
        try (StockfishPerft stockfish = StockfishPerft.startIfInstalled()) {
            Assumptions.assumeTrue(stockfish != null, "stockfish not installed: cross-check skipped");
            assertEquals(POSITIONS, compare(stockfish, RandomGames.fens(4242L, 30, 200), false));
        }
    }

    @Test
    void chess960DivideAgreesWithStockfishOnRandomGamePositions() throws Exception {
        try (StockfishPerft stockfish = StockfishPerft.startIfInstalled()) {
            Assumptions.assumeTrue(stockfish != null, "stockfish not installed: Chess960 cross-check skipped");
            stockfish.setOption("UCI_Chess960", "true");
            // Short games keep castling rights alive in most positions.
            List<String> fens = RandomGames.chess960Fens(960L, 150, 20);
            assertEquals(POSITIONS, compare(stockfish, fens, true));
            assertTrue(rootCastlingMoves(fens) >= 100, "the positions castle often enough to test castling");
        }
    }

    /** Castling moves at the roots of the compared positions. */
    private static int rootCastlingMoves(List<String> all) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int castles = 0;
        int step = Math.max(1, all.size() / POSITIONS);
        for (int i = 0, compared = 0; i < all.size() && compared < POSITIONS; i += step, compared++) {
            int n = MoveGenerator.legalMoves(Fen.parse(all.get(i)), moves);
            for (int m = 0; m < n; m++) {
                castles += Move.isCastle(moves[m]) ? 1 : 0;
            }
        }
        System.out.println("Chess960 cross-check: " + castles + " castling moves at the roots");
        return castles;
    }

    /** Compares every k-th FEN, POSITIONS of them; returns how many were compared. */
    private static int compare(StockfishPerft stockfish, List<String> all, boolean chess960) throws Exception {
        int step = Math.max(1, all.size() / POSITIONS);
        int compared = 0;
        for (int i = 0; i < all.size() && compared < POSITIONS; i += step, compared++) {
            String fen = all.get(i);
            StockfishPerft.Divide theirs = stockfish.divide(fen, DEPTH);
            Map<String, Long> ours = new TreeMap<>();
            Perft.Divide divide = new Perft(Fen.parse(fen), DEPTH).divide(DEPTH);
            for (int m = 0; m < divide.moves().length; m++) {
                ours.put(UciMoves.format(divide.moves()[m], chess960), divide.nodes()[m]);
            }
            assertEquals(theirs.moves(), ours, fen);
            assertEquals(theirs.total(), divide.total(), fen);
        }
        return compared;
    }
}

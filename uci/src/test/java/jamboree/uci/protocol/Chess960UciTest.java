package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code UCI_Chess960}: Chess960 positions are always read; the option makes castling king takes rook. */
class Chess960UciTest {
    private static final String BOTH_WINGS = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() {
        uci.close();
    }

    @Test
    void theOptionIsListedAndOffByDefault() {
        uci.send("uci");
        assertTrue(uci.until("uciok").contains("option name UCI_Chess960 type check default false"));
    }

    @Test
    void castlingIsWrittenAsKingTakesRookOnlyWithTheOption() {
        uci.send(BOTH_WINGS);
        List<String> standard = uci.search("go depth 2 searchmoves e1g1");
        assertEquals("bestmove e1g1", standard.get(standard.size() - 1).split(" ponder")[0]);
        uci.send("setoption name UCI_Chess960 value true");
        uci.send(BOTH_WINGS);
        // Either spelling of the move is read; castling is written as king takes rook, in the pv too.
        List<String> chess960 = uci.search("go depth 2 searchmoves e1g1");
        assertEquals("bestmove e1h1", chess960.get(chess960.size() - 1).split(" ponder")[0]);
        assertTrue(chess960.get(chess960.size() - 2).contains(" pv e1h1"), chess960.toString());
        uci.send("setoption name UCI_Chess960 value false");
        List<String> back = uci.search("go depth 2 searchmoves e1c1");
        assertEquals("bestmove e1c1", back.get(back.size() - 1).split(" ponder")[0]);
    }

    @Test
    void chess960PositionsAreReadInEitherCastlingNotation() {
        uci.send("setoption name UCI_Chess960 value true");
        uci.send("position fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1 moves b1a1");
        uci.send("d");
        assertEquals("info string fen 4k3/8/8/8/8/8/8/2KR4 b - - 1 1", uci.until("info string fen").get(0));
        uci.send("position fen 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1 moves e1b1 e8g8");
        uci.send("d");
        assertEquals("info string fen 1r3rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w - - 2 2", uci.until("info string fen").get(0));
    }
}

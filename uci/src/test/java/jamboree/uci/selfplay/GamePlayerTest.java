package jamboree.uci.selfplay;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GamePlayerTest {

    /** Plays the given moves in turn. */
    private static Player scripted(String... moves) {
        Iterator<String> next = List.of(moves).iterator();
        return game -> new Player.Choice(UciMoves.parse(game, next.next()), 0);
    }

    @Test
    void foolsMateEndsInCheckmateAndIsWrittenAsPgn() {
        GameRecord game = new GamePlayer(100).play(Position.startPosition(), List.of(), scripted("f2f3", "g2g4"),
                scripted("e7e5", "d8h4"));
        assertEquals(GameResult.BLACK_WINS, game.result());
        assertEquals("checkmate", game.termination());
        String pgn = PgnWriter.game(game, "A", "B", 1);
        assertTrue(pgn.contains("[Result \"0-1\"]"), pgn);
        assertTrue(pgn.endsWith("1. f3 e5 2. g4 Qh4# 0-1\n\n"), pgn);
    }

    @Test
    void repetitionAndThePlyLimitEndInDraws() {
        Player shuffle = game -> {
            String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
            return new Player.Choice(UciMoves.parse(game, cycle[game.historyLength() % 4]), 0);
        };
        GameRecord repeated = new GamePlayer(100).play(Position.startPosition(), List.of(), shuffle, shuffle);
        assertEquals(GameResult.DRAW, repeated.result());
        assertEquals("draw by rule", repeated.termination());
        assertEquals(8, repeated.moves().size(), "the start position for the third time after 8 plies");
        GameRecord cut = new GamePlayer(3).play(Position.startPosition(), List.of(), shuffle, shuffle);
        assertEquals("adjudicated a draw after 3 plies", cut.termination());
    }

    @Test
    void aGameFromAnotherPositionCarriesItsFen() {
        Position start = Fen.parse("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
        GameRecord game = new GamePlayer(1).play(start, List.of(), scripted(), scripted("e8d7"));
        String pgn = PgnWriter.game(game, "A", "B", 2);
        assertTrue(pgn.contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 1\"]") && pgn.contains("1... Kd7"), pgn);
    }
}

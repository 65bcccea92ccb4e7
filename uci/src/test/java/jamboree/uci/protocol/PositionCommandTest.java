package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PositionCommandTest {

    private static final String AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    private static PositionCommand.Outcome apply(String args, Position current) {
        List<String> tokens = args.isBlank() ? List.of() : Arrays.asList(args.trim().split("\\s+"));
        return PositionCommand.apply(tokens, current);
    }

    @Test
    void startposWithMoves() {
        PositionCommand.Outcome o = apply("startpos moves e2e4 e7e5", Position.startPosition());
        assertEquals(AFTER_E4_E5, Fen.format(o.position()));
        assertEquals(List.of(), o.report());
    }

    @Test
    void fenWithMovesAndFourFieldFen() {
        PositionCommand.Outcome o = apply("fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4", null);
        assertEquals("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", Fen.format(o.position()));
        PositionCommand.Outcome four = apply("fen 4k3/8/8/8/8/8/4P3/4K3 b - -", null);
        assertEquals(jamboree.engine.board.Piece.BLACK, four.position().sideToMove());
    }


    @Test
    void anIllegalMoveKeepsThePositionBeforeIt() {
        PositionCommand.Outcome o = apply("startpos moves e2e4 e7e5 e1e3 g1f3", Position.startPosition());
        assertEquals(AFTER_E4_E5, Fen.format(o.position()));
        assertEquals(1, o.report().size());
        assertTrue(o.report().get(0).startsWith("illegal move 'e1e3' (move 3 of the list)"), o.report().get(0));
        assertTrue(o.report().get(0).endsWith("position kept after 2 moves"), o.report().get(0));
    }

    @Test
    void aMalformedMoveIsNamed() {
        PositionCommand.Outcome o = apply("startpos moves e2e4 e7e5x9", Position.startPosition());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.format(o.position()));
        assertTrue(o.report().get(0).startsWith("illegal move 'e7e5x9'"), o.report().get(0));
    }

    @Test
    void aMalformedFenKeepsThePreviousPosition() {
        Position previous = Fen.parse(AFTER_E4_E5);
        for (String bad : List.of("fen", "fen 8/8/8 w - - 0 1 moves e2e4", "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                "fen 9/8/8/8/8/8/8/8 w - - 0 1", "startfen", "")) {
            PositionCommand.Outcome o = apply(bad, previous);
            assertSame(previous, o.position(), bad);
            assertEquals(1, o.report().size(), bad);
        }
        assertEquals(AFTER_E4_E5, Fen.format(previous));
    }

    @Test
    void junkInsteadOfMovesIsReported() {
        PositionCommand.Outcome o = apply("startpos e2e4", null);
        assertEquals(Fen.START, Fen.format(o.position()));
        assertEquals(List.of("unexpected 'e2e4' in position command; moves ignored"), o.report());
    }
}

package jamboree.engine.notation;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.board.RandomGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UciMovesTest {

    @Test
    void everyLegalMoveOfRandomGamesRoundTrips() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        RandomGames.play(43L, 40, 250, p -> {
            int n = MoveGenerator.legalMoves(p, moves);
            for (int i = 0; i < n; i++) {
                assertEquals(moves[i], UciMoves.parse(p, UciMoves.format(moves[i])));
            }
        });
    }

    @Test
    void formatsCastlingAsTheKingMoveAndPromotionsInLowerCase() {
        Position position = Fen.parse("4k2r/P7/8/8/8/8/8/R3K2R w KQk - 0 1");
        assertTrue(Move.isCastle(UciMoves.parse(position, "e1g1")));
        assertEquals("a7a8q", UciMoves.format(UciMoves.parse(position, "a7a8Q")));
        assertEquals("0000", UciMoves.format(Move.NONE));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "e2e5|UCI move 'e2e5': illegal in this position",
        "e3e4|UCI move 'e3e4': no piece on e3",
        "e7e5|UCI move 'e7e5': the piece on e7 belongs to black but it is white to move",
        "e2|UCI move 'e2': expected from and to squares",
        "e2x4|UCI move 'e2x4': 'x4' is not a square",
        "i2e4|UCI move 'i2e4': 'i2' is not a square",
        "e2e4k|UCI move 'e2e4k': promotion piece must be one of n, b, r, q",
    })
    void rejectsWithAReason(String token, String message) {
        NotationException e = assertThrows(NotationException.class,
                () -> UciMoves.parse(Position.startPosition(), token));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void promotionWithoutPieceIsExplained() {
        NotationException e = assertThrows(NotationException.class,
                () -> UciMoves.parse(Fen.parse("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8"));
        assertEquals("UCI move 'a7a8': a promotion needs the piece, e.g. 'a7a8q'", e.getMessage());
    }

    @Test
    void rejectedMovesLeaveThePositionUntouched() {
        Position position = Position.startPosition();
        assertThrows(NotationException.class, () -> UciMoves.parse(position, "e1e2"));
        assertEquals(Fen.START, Fen.format(position));
        assertEquals(0, position.historyLength());
    }
}

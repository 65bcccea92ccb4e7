package jamboree.engine.notation;

import jamboree.engine.board.Position;
import jamboree.engine.board.RandomGames;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FenTest {

    @Test
    void roundTripsEveryPositionOfRandomGames() {
        List<String> fens = RandomGames.fens(31L, 50, 250);
        assertTrue(fens.size() > 5_000);
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            assertEquals(fen, Fen.format(position));
            assertEquals(position.computeKey(), position.key());
        }
    }

    @Test
    void fourFieldsMeanHalfmoveZeroAndMoveOne() {
        assertEquals(Fen.START, Fen.format(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                Fen.formatEpdFields(Position.startPosition()));
    }

    @Test
    void enPassantSquareNobodyCanUseIsDropped() {
        Position position = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.format(position));
        assertEquals(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key(), position.key());
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "''|FEN: empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0|FEN: expected 6 fields (or 4 as in EPD), got 5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1|FEN field 1 (piece placement): expected 8 ranks separated by '/', got 7",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1|FEN field 1 (piece placement): unexpected character 'X' in rank 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement): unexpected character '9' in rank 6",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement): rank 7 ('ppppppppp') has more than 8 squares",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement): rank 7 ('ppppppp') has 7 squares, not 8",
        "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1|FEN field 1 (piece placement): black has 0 kings, must have exactly 1",
        "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1|FEN field 1 (piece placement): pawn on rank 8",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1|FEN field 2 (side to move): expected 'w' or 'b', got 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1|FEN field 3 (castling rights): unexpected character 'x' (expected letters of 'KQkq' or '-')",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1|FEN field 3 (castling rights): 'K' needs a rook on h1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1|FEN field 3 (castling rights): 'K' given twice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1|FEN field 4 (en-passant square): expected a square such as 'e3' or '-', got 'e9'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1|FEN field 4 (en-passant square): 'e3' must be on rank 6 with white to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1|FEN field 4 (en-passant square): 'e6' does not follow a double pawn push",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1|FEN field 5 (halfmove clock): expected a number, got 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0|FEN field 6 (fullmove number): must be at least 1, got 0",
        "4k3/8/8/8/8/8/8/r3K3 b - - 0 1|FEN field 2 (side to move): white is in check but it is black to move",
    })
    void malformedFieldsAreNamedWithTheReason(String fen, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(fen));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }
}

package jamboree.engine.notation;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.board.RandomGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SanTest {

    @Test
    void everyLegalMoveOfRandomGamesRoundTripsAndNamesAreUnique() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] count = {0};
        RandomGames.play(41L, 40, 250, p -> {
            int n = MoveGenerator.legalMoves(p, moves);
            Set<String> names = new HashSet<>();
            for (int i = 0; i < n; i++) {
                String san = San.format(p, moves[i]);
                assertTrue(names.add(san), () -> san + " twice in " + Fen.format(p));
                assertEquals(moves[i], San.parse(p, san), () -> san + " in " + Fen.format(p));
                count[0]++;
            }
        });
        assertTrue(count[0] > 100_000, "round-tripped " + count[0] + " moves");
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|g1f3|Nf3",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|e1g1|O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1|e8c8|O-O-O",
        "4k3/8/8/8/8/8/8/R3K2R w K - 0 1|a1a8|Ra8+",
        "6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1|a1a8|Ra8#",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1|e5d6|exd6",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7b8q|axb8=Q+",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8n|a8=N",
        "4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1|b2d3|Nbd3",
        "4k3/8/8/8/1N6/8/1N6/4K3 w - - 0 1|b2d3|N2d3",
        "4k3/8/8/8/1N3N2/8/1N3N2/4K3 w - - 0 1|b2d3|Nb2d3",
        "4k3/8/8/8/8/2N5/4p3/4K1N1 w - - 0 1|g1e2|Ngxe2",
    })
    void formatsCanonicalSan(String fen, String uci, String san) {
        Position position = Fen.parse(fen);
        assertEquals(san, San.format(position, UciMoves.parse(position, uci)));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|0-0|e1g1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|O-O-O+|e1c1",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8Q|a7a8q",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8=q!?|a7a8q",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|Nf3!!|g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|Ng1-f3|g1f3",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1|exd6e.p.|e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1|ed6|e5d6",
    })
    void parsesLeniently(String fen, String san, String uci) {
        Position position = Fen.parse(fen);
        assertEquals(UciMoves.parse(position, uci), San.parse(position, san));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1|Nd3|SAN move 'Nd3': ambiguous, could be Nbd3, Nfd3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|Nf4|SAN move 'Nf4': no legal knight move to f4 in this position",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e5|SAN move 'e5': no legal pawn move to e5 in this position",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|O-O|SAN move 'O-O': castling king side is illegal in this position",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|Zf3|SAN move 'Zf3': not standard algebraic notation",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|+|SAN move '+': empty",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8|SAN move 'a8': a promotion needs the piece, e.g. 'a8=Q'",
    })
    void rejectsWithAReason(String fen, String san, String message) {
        NotationException e = assertThrows(NotationException.class, () -> San.parse(Fen.parse(fen), san));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }
}

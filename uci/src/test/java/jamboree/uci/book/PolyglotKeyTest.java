package jamboree.uci.book;

import jamboree.engine.notation.Fen;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The test keys published with the polyglot book format (computed with Toga II and checked by its author). */
class PolyglotKeyTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 463b96181691fc9c",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1; 823c9b50fd114196",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; 0756b94461c50fb0",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2; 662fafb965db29d4",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3; 22a48b5a8e47ff78",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3; 652a607ca3f242c1",
        "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4; 00fdd303c946bdd9",
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3; 3c8123ea7b067637",
        "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4; 5c3f9b829b279560",
    })
    void publishedTestKeys(String fen, String key) {
        assertEquals(key, String.format("%016x", PolyglotKey.of(Fen.parse(fen))));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        // e3 after 1. e4 with no black pawn beside e4: polyglot leaves the en-passant file out, as after 1. e4 above.
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1;"
                + " rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    })
    void anEnPassantSquareNoPawnCanUseDoesNotCount(String withSquare, String without) {
        assertEquals(PolyglotKey.of(Fen.parse(without)), PolyglotKey.of(Fen.parse(withSquare)));
    }
}

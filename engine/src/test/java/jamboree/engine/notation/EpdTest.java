package jamboree.engine.notation;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.perft.PerftSuite;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EpdTest {

    @ParameterizedTest
    @ValueSource(strings = {"kaufman.epd", "bratko-kopec.epd"})
    void everySuiteMoveIsLegalAndRoundTripsThroughSan(String suite) throws IOException {
        List<EpdRecord> records = Epd.parseAll(resource(suite), suite);
        assertEquals(suite.startsWith("kaufman") ? 25 : 24, records.size());
        for (EpdRecord record : records) {
            Position position = Fen.parse(record.fen());
            assertEquals(record.fen(), Fen.format(position));
            assertTrue(record.bestMoves().length + record.avoidMoves().length > 0, record.id());
            assertTrue(!record.id().isEmpty());
            for (String opcode : new String[] {"bm", "am"}) {
                List<String> written = record.operations().get(opcode);
                int[] moves = opcode.equals("bm") ? record.bestMoves() : record.avoidMoves();
                if (written == null) {
                    assertEquals(0, moves.length);
                    continue;
                }
                assertEquals(written.size(), moves.length);
                for (int i = 0; i < moves.length; i++) {
                    assertTrue(position.isLegal(moves[i]), record.id() + " " + written.get(i));
                    // The suites write canonical SAN, check marks included.
                    assertEquals(written.get(i), San.format(position, moves[i]), record.id());
                }
            }
        }
    }

    @Test
    void everyLegalMoveOfEverySuitePositionRoundTripsThroughSanAndUci() throws IOException {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        for (String suite : new String[] {"kaufman.epd", "bratko-kopec.epd", "perft.epd"}) {
            for (String line : resource(suite).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.trim().split("\\s+");
                Position position = Fen.parse(String.join(" ", fields[0], fields[1], fields[2], fields[3]));
                assertEquals(String.join(" ", fields[0], fields[1], fields[2], fields[3]), Fen.formatEpdFields(position));
                int n = MoveGenerator.legalMoves(position, moves);
                for (int i = 0; i < n; i++) {
                    assertEquals(moves[i], San.parse(position, San.format(position, moves[i])), line);
                    assertEquals(moves[i], UciMoves.parse(position, UciMoves.format(moves[i])), line);
                }
                positions++;
            }
        }
        assertEquals(25 + 24 + 6, positions);
    }

    @Test
    void theSharedOriginalsParseToo() throws IOException {
        Path shared = Path.of(System.getProperty("jamboree.root", "."), "..", "shared", "suites");
        Assumptions.assumeTrue(Files.isDirectory(shared), "no ../shared/suites next to the checkout: skipped");
        int files = 0;
        try (DirectoryStream<Path> suites = Files.newDirectoryStream(shared, "*.epd")) {
            for (Path file : suites) {
                if (file.getFileName().toString().startsWith("perft")) {
                    assertEquals(6, PerftSuite.parse(Files.readString(file), file.toString()).size());
                } else {
                    for (EpdRecord record : Epd.readAll(file)) {
                        assertTrue(record.bestMoves().length + record.avoidMoves().length > 0, record.id());
                    }
                }
                files++;
            }
        }
        assertTrue(files >= 3, "found " + files + " suites in " + shared);
    }

    @Test
    void kaufmanAvoidMovesAreRecognised() throws IOException {
        List<EpdRecord> records = Epd.parseAll(resource("kaufman.epd"), "kaufman.epd");
        EpdRecord k03 = records.get(2);
        assertEquals("k03", k03.id());
        assertEquals(0, k03.bestMoves().length);
        assertEquals(1, k03.avoidMoves().length);
    }

    @Test
    void operationsAreKeptAndCountersFillTheFen() {
        EpdRecord record = Epd.parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - "
                + "bm Bb5 Bc4; am a3; id \"two words; and a semicolon\"; c0 \"comment\"; hmvc 2; fmvn 3;");
        assertEquals("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", record.fen());
        assertEquals("two words; and a semicolon", record.id());
        Position position = Fen.parse(record.fen());
        assertArrayEquals(new int[] {San.parse(position, "Bb5"), San.parse(position, "Bc4")}, record.bestMoves());
        assertArrayEquals(new int[] {San.parse(position, "a3")}, record.avoidMoves());
        assertEquals(List.of("comment"), record.operations().get("c0"));
        assertEquals(List.of("bm", "am", "id", "c0", "hmvc", "fmvn"), List.copyOf(record.operations().keySet()));
    }

    @Test
    void errorsNameTheOperationOrField() {
        String fields = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ";
        assertMessage("EPD operation 'bm': SAN move 'Nf4': no legal knight move", fields + "bm Nf4;");
        assertMessage("EPD operation 'bm': missing the closing ';'", fields + "bm e4");
        assertMessage("EPD operation 'id': unterminated string", fields + "id \"x;");
        assertMessage("EPD operation 'hmvc': 'z' is not a number", fields + "hmvc z;");
        assertMessage("EPD operation 'bm': given twice", fields + "bm e4; bm d4;");
        assertMessage("EPD operation 'am': no moves given", fields + "am;");
        assertMessage("EPD: expected 4 position fields, got 2", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        assertMessage("FEN field 2 (side to move)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR v KQkq - bm e4;");
        NotationException e = assertThrows(NotationException.class,
                () -> Epd.parseAll("# comment\n\n" + fields + "bm e5;\n", "suite.epd"));
        assertTrue(e.getMessage().startsWith("suite.epd line 3: EPD operation 'bm'"), e.getMessage());
    }

    private static void assertMessage(String prefix, String line) {
        NotationException e = assertThrows(NotationException.class, () -> Epd.parse(line));
        assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
    }

    static String resource(String suite) {
        String text = ShippedSuites.text(suite);
        assertNotNull(text, suite);
        return text;
    }
}

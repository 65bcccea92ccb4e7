package jamboree.bench.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuiteLoaderTest {

    @Test
    void shipsKaufmanAndBratkoKopecComplete() {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN);
        assertEquals(25, kaufman.size());
        assertTrue(kaufman.problems().isEmpty());
        assertEquals("k01", kaufman.positions().get(0).id());
        assertEquals(1, kaufman.positions().get(0).record().bestMoves().length);
        assertEquals(1, kaufman.positions().get(2).record().avoidMoves().length, "k03 is an avoid-move problem");
        Suite bk = SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC);
        assertEquals(24, bk.size());
        assertTrue(bk.problems().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> SuiteLoader.shipped("no-such-suite"));
    }

    @Test
    void badLinesAreReportedWithTheirNumbersAndSkipped(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mixed.epd");
        Files.writeString(file, String.join("\n",
                "# a comment",
                "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - bm Nf6+; id \"k01\";",
                "not an epd line at all",
                "",
                "3r2k1/p2r1p1p/1p2p1p1/q4n2/3P4/PQ5P/1P1RNPP1/3R2K1 b - - bm Qh5; id \"illegal\";",
                "3r2k1/p2r1p1p/1p2p1p1/q4n2/3P4/PQ5P/1P1RNPP1/3R2K1 b - - bm Nxd4;"));
        Suite suite = SuiteLoader.read(file);
        assertEquals("mixed", suite.name());
        assertEquals(2, suite.size());
        assertEquals("k01", suite.positions().get(0).id());
        assertEquals(2, suite.positions().get(0).line());
        assertEquals("#2", suite.positions().get(1).id(), "a line without id gets its place in the suite");
        assertEquals(6, suite.positions().get(1).line());
        assertEquals(2, suite.problems().size());
        assertEquals(3, suite.problems().get(0).line());
        assertEquals(5, suite.problems().get(1).line());
        assertTrue(suite.problems().get(1).toString().startsWith("line 5: "));
        assertThrows(NoSuchFileException.class, () -> SuiteLoader.read(dir.resolve("absent.epd")));
    }

    @Test
    void bytesThatAreNotUtf8AreNamedWithTheFileTheirOffsetAndLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.epd");
        byte[] good = "# ok\n# caf".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(good, good.length + 2);
        bytes[good.length] = (byte) 0xe9;
        bytes[good.length + 1] = '\n';
        Files.write(file, bytes);
        java.io.CharConversionException e = assertThrows(java.io.CharConversionException.class,
                () -> SuiteLoader.read(file));
        assertEquals(file + " is not UTF-8 text: byte 0xe9 at offset " + good.length + " (line 2)", e.getMessage());
    }
}

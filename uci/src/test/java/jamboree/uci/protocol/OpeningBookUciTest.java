package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.uci.book.PolyglotKey;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code OwnBook} and {@code BookFile}: book moves by weight, and play without the book whatever is wrong with it. */
class OpeningBookUciTest {
    /** e2e4 and d2d4 in polyglot's move code (from square << 6 | to square). */
    private static final int E2E4 = (12 << 6) | 28;
    private static final int D2D4 = (11 << 6) | 27;

    @TempDir
    Path dir;

    private final UciDriver uci = new UciDriver(new SerialEngineFactory(), new SplittableRandom(3));

    @AfterEach
    void quit() {
        uci.close();
    }

    /** A one-position book: the start position with e2e4 (weight 1) and d2d4 (weight 0, never to be played). */
    private Path startBook() throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(32);
        long key = PolyglotKey.of(Position.startPosition());
        bytes.putLong(key).putShort((short) E2E4).putShort((short) 1).putInt(0);
        bytes.putLong(key).putShort((short) D2D4).putShort((short) 0).putInt(0);
        return Files.write(dir.resolve("start.bin"), bytes.array());
    }

    private String bestMove(List<String> lines) {
        return lines.get(lines.size() - 1).split(" ")[1];
    }

    @Test
    void bothOptionsAreListedWithTheirDefaults() {
        uci.send("uci");
        List<String> lines = uci.until("uciok");
        assertTrue(lines.contains("option name OwnBook type check default false"), lines.toString());
        assertTrue(lines.contains("option name BookFile type string default <empty>"), lines.toString());
    }

    @Test
    void playsTheBookMoveWhenOnAndSearchesWhenTheBookIsOffOrDoesNotKnowThePosition() throws IOException {
        uci.send("setoption name BookFile value " + startBook());
        assertTrue(uci.until("info string BookFile").get(0).contains("2 entries"));
        uci.send("position startpos");
        assertFalse(uci.search("go depth 1").stream().anyMatch(l -> l.contains("book move")), "book is off");
        uci.send("setoption name OwnBook value true");
        for (int i = 0; i < 20; i++) {
            List<String> lines = uci.search("go wtime 1000 btime 1000");
            assertEquals("bestmove e2e4", lines.get(lines.size() - 1));
            assertTrue(lines.get(lines.size() - 2).startsWith("info string book move e2e4 (weight 1 of 1"),
                    lines.toString());
        }
        // Not in ponder or infinite mode, nor for searchmoves: then the GUI wants a search.
        List<String> restricted = uci.search("go depth 1 searchmoves g1f3");
        assertEquals("g1f3", bestMove(restricted));
        uci.send("position startpos moves e2e4");
        List<String> outOfBook = uci.search("go depth 1");
        assertFalse(outOfBook.stream().anyMatch(l -> l.contains("book move")), outOfBook.toString());
    }

    @Test
    void aTruncatedBookIsReportedAndTheEngineSearchesInstead() throws IOException {
        byte[] whole = Files.readAllBytes(startBook());
        Path cut = Files.write(dir.resolve("cut.bin"), Arrays.copyOf(whole, 20));
        uci.send("setoption name OwnBook value true");
        assertTrue(uci.until("info string").get(0).contains("no BookFile is set"));
        uci.send("setoption name BookFile value " + cut);
        String report = uci.until("info string").get(0);
        assertTrue(report.contains("truncated") && report.contains("playing without a book"), report);
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 2");
        assertFalse(lines.stream().anyMatch(l -> l.contains("book move")), lines.toString());
    }

    @Test
    void badValuesChangeNothingAndCrashNothing() throws IOException {
        uci.send("setoption name OwnBook value maybe");
        assertTrue(uci.until("info string").get(0).contains("is not true or false"));
        uci.send("setoption name BookFile value " + dir.resolve("missing.bin"));
        assertTrue(uci.until("info string").get(0).contains("does not exist"));
        uci.send("setoption name BookFile value " + dir);
        assertTrue(uci.until("info string").get(0).contains("is a directory"));
        uci.send("setoption name BookFile value <empty>");
        uci.send("setoption name OwnBook value true");
        assertTrue(uci.until("info string").get(0).contains("no BookFile is set"));
        uci.send("position startpos");
        uci.search("go depth 1");
    }
}

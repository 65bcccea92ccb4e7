package jamboree.uci.selfplay;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PgnFileTest {

    @Test
    void theFileIsReplacedOnlyWhenTheFirstGameEndsAndHoldsEveryGame(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("match.pgn");
        Files.writeString(file, "an earlier match\n");
        try (PgnFile pgn = new PgnFile(file)) {
            assertEquals("an earlier match\n", Files.readString(file), "nothing played, nothing lost");
            pgn.accept("[Round \"1\"]\n\n1-0\n\n");
            assertEquals("[Round \"1\"]\n\n1-0\n\n", Files.readString(file), "flushed as the game ended");
            pgn.accept("[Round \"2\"]\n\n0-1\n\n");
        }
        assertEquals("[Round \"1\"]\n\n1-0\n\n[Round \"2\"]\n\n0-1\n\n", Files.readString(file,
                StandardCharsets.UTF_8));
    }

    @Test
    void aFileInAMissingFolderIsRefusedBeforeAnyGame(@TempDir Path dir) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PgnFile(dir.resolve("nowhere/match.pgn")));
        assertTrue(e.getMessage().startsWith("cannot write the PGN to "), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new PgnFile(dir));
    }
}

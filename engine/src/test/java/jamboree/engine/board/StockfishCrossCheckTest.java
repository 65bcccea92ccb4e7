package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.perft.Perft;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Compares {@code go perft 3} divide output of an independent program, Stockfish, with ours on positions from
 * seeded random games. Skipped, and saying so, where Stockfish is not installed.
 */
class StockfishCrossCheckTest {
    private static final int POSITIONS = 300;
    private static final int DEPTH = 3;

    @Test
    void divideAgreesWithStockfishOnRandomGamePositions() throws Exception {
        Path stockfish = findStockfish();
        Assumptions.assumeTrue(stockfish != null, "stockfish not installed: cross-check skipped");
        List<String> all = RandomGames.fens(4242L, 30, 200);
        Process process = new ProcessBuilder(stockfish.toString()).redirectErrorStream(true).start();
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader out = new BufferedReader(
                     new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            int step = Math.max(1, all.size() / POSITIONS);
            int compared = 0;
            for (int i = 0; i < all.size() && compared < POSITIONS; i += step, compared++) {
                String fen = all.get(i);
                in.write("position fen " + fen + "\ngo perft " + DEPTH + "\n");
                in.flush();
                Map<String, Long> theirs = new TreeMap<>();
                long total = -1;
                String line;
                while ((line = out.readLine()) != null) {
                    if (line.startsWith("Nodes searched:")) {
                        total = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        break;
                    }
                    int colon = line.indexOf(": ");
                    if (colon == 4 || colon == 5) {
                        theirs.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).trim()));
                    }
                }
                assertNotNull(line, "stockfish stopped answering at " + fen);
                Map<String, Long> ours = new TreeMap<>();
                Perft.Divide divide = new Perft(Fen.parse(fen), DEPTH).divide(DEPTH);
                for (int m = 0; m < divide.moves().length; m++) {
                    ours.put(UciMoves.format(divide.moves()[m]), divide.nodes()[m]);
                }
                assertEquals(theirs, ours, fen);
                assertEquals(total, divide.total(), fen);
            }
            assertEquals(POSITIONS, compared);
            in.write("quit\n");
            in.flush();
        } finally {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    static Path findStockfish() {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(dir, "stockfish");
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        Path debian = Path.of("/usr/games/stockfish");
        return Files.isExecutable(debian) ? debian : null;
    }

}

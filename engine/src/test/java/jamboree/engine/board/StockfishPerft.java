package jamboree.engine.board;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/** A Stockfish process that answers {@code go perft} with its divide (move: count) lines, for cross-checks. */
final class StockfishPerft implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    /** Per-move counts and their total, as Stockfish printed them. */
    record Divide(Map<String, Long> moves, long total) {
    }

    private StockfishPerft(Path executable) throws IOException {
        process = new ProcessBuilder(executable.toString()).redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
    }

    /** Starts Stockfish, or returns null where it is not installed (on the PATH or in /usr/games). */
    static StockfishPerft startIfInstalled() throws IOException {
        Path executable = find();
        return executable == null ? null : new StockfishPerft(executable);
    }

    static Path find() {
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

    void setOption(String name, String value) throws IOException {
        in.write("setoption name " + name + " value " + value + "\n");
        in.flush();
    }

    /** {@code go perft depth} on {@code fen}; fails if Stockfish stops answering. */
    Divide divide(String fen, int depth) throws IOException {
        in.write("position fen " + fen + "\ngo perft " + depth + "\n");
        in.flush();
        Map<String, Long> moves = new TreeMap<>();
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("Nodes searched:")) {
                return new Divide(moves, Long.parseLong(line.substring(line.indexOf(':') + 1).trim()));
            }
            int colon = line.indexOf(": ");
            if (colon == 4 || colon == 5) {
                moves.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).trim()));
            }
        }
        throw new IOException("stockfish stopped answering at " + fen);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException alreadyGone) {
            // It has exited; nothing to tell it.
        }
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}

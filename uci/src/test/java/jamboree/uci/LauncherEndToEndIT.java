package jamboree.uci;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Starts the real launcher {@code ./jamboree} as a separate process, exactly as a GUI does (no arguments), and
 * plays a few moves over its stdin/stdout. The launcher builds the jar on first use, with its output on stderr;
 * the test checks that stdout carries nothing but UCI.
 */
class LauncherEndToEndIT {
    /** Every line an engine may write to a GUI. */
    private static final Pattern UCI_LINE = Pattern.compile(
            "id (name|author) .+|option name .+ type .+|uciok|readyok|info .+|bestmove (\\S+)( ponder \\S+)?");
    /** First use may build the whole project. */
    private static final long FIRST_ANSWER_MS = TimeUnit.MINUTES.toMillis(10);
    private static final long ANSWER_MS = 30_000;

    private final List<String> transcript = new ArrayList<>();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    @Test
    void playsAGameThroughTheLauncher() throws Exception {
        LauncherProcess launched = LauncherProcess.start("-Xss64m -Xmx512m -XX:+UseSerialGC", line -> {
            synchronized (transcript) {
                transcript.add("< " + line);
            }
            lines.add(line);
        });
        Process engine = launched.process();
        Path stderr = launched.stderr();
        try (Writer toEngine = new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8)) {
            send(toEngine, "uci");
            List<String> hello = until("uciok", FIRST_ANSWER_MS, stderr);
            assertTrue(hello.get(0).startsWith("id name Jamboree"), hello.get(0));
            assertTrue(hello.stream().anyMatch(l -> l.startsWith("option name Hash type spin")), hello.toString());
            send(toEngine, "setoption name Hash value 8");
            send(toEngine, "isready");
            until("readyok", ANSWER_MS, stderr);
            send(toEngine, "ucinewgame");

            Position game = Position.startPosition();
            List<String> moves = new ArrayList<>();
            for (int ply = 0; ply < 6; ply++) {
                send(toEngine, "position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                send(toEngine, ply % 2 == 0 ? "go movetime 150" : "go wtime 3000 btime 3000 winc 50 binc 50");
                List<String> answer = until("bestmove", ANSWER_MS, stderr);
                assertTrue(answer.size() >= 2 && answer.get(answer.size() - 2).startsWith("info"),
                        "an info line precedes bestmove: " + answer);
                String move = answer.get(answer.size() - 1).split(" ")[1];
                int parsed = UciMoves.parse(game, move);
                game.makeMove(parsed);
                moves.add(move);
            }

            // stop latency over real pipes: reported, only sanity-checked (wall time is not a unit-test assertion).
            send(toEngine, "position startpos moves " + String.join(" ", moves));
            send(toEngine, "go infinite");
            Thread.sleep(500);
            send(toEngine, "isready");
            until("readyok", ANSWER_MS, stderr);
            long stopAt = System.nanoTime();
            send(toEngine, "stop");
            until("bestmove", ANSWER_MS, stderr);
            double latencyMs = (System.nanoTime() - stopAt) / 1e6;
            System.out.printf(Locale.ROOT, "launcher end-to-end: stop -> bestmove over pipes in %.1f ms%n", latencyMs);
            assertTrue(latencyMs < 5_000, "stop answered within a generous bound: " + latencyMs + " ms");

            send(toEngine, "quit");
            assertTrue(engine.waitFor(30, TimeUnit.SECONDS), "engine exits after quit");
            assertEquals(0, engine.exitValue());
        } finally {
            engine.destroyForcibly();
        }
        for (String line : transcript) {
            if (line.startsWith("< ")) {
                String text = line.substring(2);
                assertTrue(UCI_LINE.matcher(text).matches(), "stdout carries only UCI, but got: '" + text + "'");
            }
        }
    }

    private void send(Writer toEngine, String line) throws IOException {
        synchronized (transcript) {
            transcript.add("> " + line);
        }
        toEngine.write(line + "\n");
        toEngine.flush();
    }

    private List<String> until(String prefix, long millis, Path stderr) throws InterruptedException, IOException {
        List<String> seen = new ArrayList<>();
        long end = System.currentTimeMillis() + millis;
        while (true) {
            long left = end - System.currentTimeMillis();
            String line = left > 0 ? lines.poll(left, TimeUnit.MILLISECONDS) : null;
            if (line == null) {
                String err = Files.readString(stderr);
                synchronized (transcript) {
                    fail("no '" + prefix + "' within " + millis + " ms; conversation:\n" + String.join("\n", transcript)
                            + "\nstderr:\n" + err.substring(Math.max(0, err.length() - 4000)));
                }
            }
            seen.add(line);
            if (line.startsWith(prefix)) {
                return seen;
            }
        }
    }
}

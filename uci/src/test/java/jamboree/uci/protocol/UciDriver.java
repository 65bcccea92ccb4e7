package jamboree.uci.protocol;

import jamboree.uci.engine.EngineFactory;

import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Talks to a {@link UciLoop} the way a GUI does and keeps the whole conversation, so that a failing test can
 * show it.
 */
final class UciDriver implements AutoCloseable {
    static final Duration DEFAULT_WAIT = Duration.ofSeconds(30);

    private final List<String> transcript = new ArrayList<>();
    private final InProcessConnection connection;

    UciDriver(EngineFactory factory) {
        connection = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory), this::record);
    }

    /** An engine whose random choices (book moves) come from {@code random}. */
    UciDriver(EngineFactory factory, RandomGenerator random) {
        connection = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory, InstantSource.system(), "",
                random), this::record);
    }

    private void record(String line) {
        synchronized (transcript) {
            transcript.add("< " + (line.length() > 300 ? line.substring(0, 300) + "..." : line));
        }
    }

    void send(String line) {
        synchronized (transcript) {
            transcript.add("> " + (line.length() > 300 ? line.substring(0, 300) + "..." : line));
        }
        connection.send(line);
    }

    void closeInput() {
        connection.closeInput();
    }

    /** The next line the engine writes; fails after {@code wait}. */
    String next(Duration wait) {
        try {
            String line = connection.poll(wait.toMillis());
            if (line == null) {
                fail("no answer within " + wait + "; conversation:\n" + transcript());
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Lines up to and including the first that matches; fails after {@code wait}. */
    List<String> until(Predicate<String> last, Duration wait) {
        long end = System.nanoTime() + wait.toNanos();
        List<String> lines = new ArrayList<>();
        while (true) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                fail("expected line not seen within " + wait + "; conversation:\n" + transcript());
            }
            String line = next(Duration.ofNanos(left));
            lines.add(line);
            if (last.test(line)) {
                return lines;
            }
        }
    }

    /** Lines up to and including the first that starts with {@code prefix}. */
    void ready() {
        send("isready");
        until("readyok");
    }

    /** Sends go and returns everything up to bestmove, checking the rules every bestmove obeys. */
    List<String> search(String go) {
        send(go);
        List<String> lines = until("bestmove");
        checkAnswer(lines);
        return lines;
    }

    /** One bestmove, right after an info line. */
    static void checkAnswer(List<String> lines) {
        assertTrue(lines.size() >= 2, "an info line before bestmove: " + lines);
        assertTrue(lines.get(lines.size() - 2).startsWith("info"), "an info line right before bestmove: " + lines);
        assertEquals(1, lines.stream().filter(l -> l.startsWith("bestmove")).count(), lines.toString());
    }

    List<String> until(String prefix) {
        return until(line -> line.startsWith(prefix), DEFAULT_WAIT);
    }

    /** Whatever the engine writes within {@code wait}, without failing. */
    List<String> drain(Duration wait) {
        List<String> lines = new ArrayList<>();
        long end = System.nanoTime() + wait.toNanos();
        try {
            while (true) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    return lines;
                }
                String line = connection.poll(Math.max(1, left / 1_000_000));
                if (line != null) {
                    lines.add(line);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return lines;
        }
    }

    boolean awaitExit(Duration wait) throws InterruptedException {
        return connection.awaitExit(wait.toMillis());
    }

    String transcript() {
        synchronized (transcript) {
            return String.join("\n", transcript);
        }
    }

    @Override
    public void close() {
        connection.close();
    }
}

package jamboree.uci.protocol;

import jamboree.uci.engine.EngineFactory;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Measures how long the engine takes to answer {@code stop} with {@code bestmove} during {@code go infinite},
 * through the same loop a GUI talks to (in memory, so the figure excludes pipe and process overhead). Goal: under
 * 50 ms.
 */
public final class StopLatencyProbe {
    /** Middlegame and endgame positions, so that stops land in different parts of the search. */
    private static final String[] POSITIONS = {
        "startpos",
        "fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "fen 2r3k1/1q1nbppp/r3p3/3pP3/pPpP4/P1Q2N2/2RN1PPP/2R4K b - b3 0 23",
    };

    /** Latencies of the trials in milliseconds, sorted. */
    public record Result(List<Double> latenciesMs) {
        public double percentile(double p) {
            int index = (int) Math.ceil(p / 100.0 * latenciesMs.size()) - 1;
            return latenciesMs.get(Math.max(0, Math.min(latenciesMs.size() - 1, index)));
        }
    }

    private StopLatencyProbe() {
    }

    /**
     * Runs {@code trials} searches of {@code thinkMs} each, stops them and times the answer.
     *
     * @param progress where to print one line per trial, or null
     */
    public static Result measure(EngineFactory factory, int trials, long thinkMs, PrintStream progress)
            throws InterruptedException {
        return measure(factory, List.of(), trials, thinkMs, progress);
    }

    /**
     * As {@link #measure(EngineFactory, int, long, PrintStream)}, after sending {@code setoptions} (for example
     * {@code setoption name Machine value CM5}), so that every machine's stop can be timed.
     */
    public static Result measure(EngineFactory factory, List<String> setoptions, int trials, long thinkMs,
                                 PrintStream progress) throws InterruptedException {
        List<Double> latencies = new ArrayList<>();
        long[] bestMoveAt = new long[1];
        try (InProcessConnection uci = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory), line -> {
            if (line.startsWith("bestmove")) {
                synchronized (bestMoveAt) {
                    bestMoveAt[0] = System.nanoTime();
                }
            }
        })) {
            uci.send("uci");
            expect(uci, "uciok", 10_000);
            for (String setoption : setoptions) {
                uci.send(setoption);
            }
            uci.send("isready");
            expect(uci, "readyok", 60_000);
            for (int trial = 0; trial < trials; trial++) {
                uci.send("position " + POSITIONS[trial % POSITIONS.length]);
                uci.send("go infinite");
                Thread.sleep(thinkMs);
                long stopAt = System.nanoTime();
                uci.send("stop");
                String bestMove = expect(uci, "bestmove", 10_000);
                double ms;
                synchronized (bestMoveAt) {
                    ms = (bestMoveAt[0] - stopAt) / 1e6;
                }
                latencies.add(ms);
                if (progress != null) {
                    progress.printf(Locale.ROOT, "trial %d: %s after %.2f ms%n", trial + 1, bestMove, ms);
                }
            }
        }
        Collections.sort(latencies);
        return new Result(List.copyOf(latencies));
    }

    private static String expect(InProcessConnection uci, String prefix, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (true) {
            long left = end - System.currentTimeMillis();
            String line = left > 0 ? uci.poll(left) : null;
            if (line == null) {
                throw new IllegalStateException("no '" + prefix + "' from the engine within " + millis + " ms");
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }
}

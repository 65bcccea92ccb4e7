package jamboree.uci.protocol;

import jamboree.uci.engine.EngineFactory;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Measures how long the engine takes to answer {@code stop} with {@code bestmove} during {@code go infinite},
 * through the same loop a GUI talks to (in memory, so the figure excludes pipe and process overhead). Goal: under
 * 50 ms, on every machine.
 *
 * <p>Two plans: a steady one (each search runs a fixed time before its stop) and a storm (each stop follows its
 * {@code go} after a random 0..N ms, so that stops land while a search starts, while the machine winds down the
 * search before, and in its first iterations). The engine answers one {@code isready} before the options, as a GUI
 * starts it; the first round of a storm then sends {@code go} without an {@code isready} after the options, so that
 * its stop arrives while the machine they chose is starting.
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

    /** How long a stop waits for its bestmove before the probe gives up on the engine. */
    private static final long ANSWER_WAIT_MS = 30_000;

    /**
     * When each round's stop follows its go: a fixed {@code minMs} when {@code maxMs == minMs}, else uniformly at
     * random in [minMs, maxMs] from {@code seed}; {@code coldStart} leaves out the isready before the first round.
     */
    public record Plan(int rounds, long minMs, long maxMs, long seed, boolean coldStart) {
        public Plan {
            if (rounds < 1 || minMs < 0 || maxMs < minMs) {
                throw new IllegalArgumentException("a plan needs rounds >= 1 and 0 <= min <= max ms");
            }
        }

        /** Every stop {@code thinkMs} after its go, after a ready machine. */
        public static Plan steady(int rounds, long thinkMs) {
            return new Plan(rounds, thinkMs, thinkMs, 0, false);
        }

        /** The storm of issue [12]: stops 0..{@code maxMs} ms after go, the first while the machine starts. */
        public static Plan storm(int rounds, long maxMs, long seed) {
            return new Plan(rounds, 0, maxMs, seed, true);
        }
    }

    /** Latencies of the rounds in milliseconds, sorted, and the first round's (the cold start's when planned). */
    public record Result(List<Double> latenciesMs, double firstMs) {
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
        return measure(factory, List.of(), Plan.steady(trials, thinkMs), progress);
    }

    /**
     * Runs the plan after sending {@code setoptions} (for example {@code setoption name Machine value CM5}), so that
     * every machine's stop can be timed. An option the engine does not declare, or a value it refuses, is an
     * {@link IllegalArgumentException}: a misspelt option would otherwise time the default machine.
     */
    public static Result measure(EngineFactory factory, List<String> setoptions, Plan plan, PrintStream progress)
            throws InterruptedException {
        List<Double> latencies = new ArrayList<>();
        long[] bestMoveAt = new long[1];
        SplittableRandom random = new SplittableRandom(plan.seed());
        try (InProcessConnection uci = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory), line -> {
            if (line.startsWith("bestmove")) {
                synchronized (bestMoveAt) {
                    bestMoveAt[0] = System.nanoTime();
                }
            }
        })) {
            uci.send("uci");
            List<String> declared = OptionCheck.declaredNames(until(uci, "uciok", 10_000));
            // As a GUI starts an engine: isready first (which loads and compiles the search code), options after.
            uci.send("isready");
            until(uci, "readyok", 60_000);
            for (String setoption : setoptions) {
                OptionCheck.requireDeclared(setoption, declared);
                uci.send(setoption);
            }
            if (!plan.coldStart()) {
                uci.send("isready");
                OptionCheck.requireAccepted(setoptions, until(uci, "readyok", 600_000));
            }
            for (int round = 0; round < plan.rounds(); round++) {
                uci.send("position " + POSITIONS[round % POSITIONS.length]);
                uci.send("go infinite");
                long wait = plan.minMs() == plan.maxMs() ? plan.minMs()
                        : plan.minMs() + random.nextLong(plan.maxMs() - plan.minMs() + 1);
                Thread.sleep(wait);
                long stopAt = System.nanoTime();
                uci.send("stop");
                List<String> answer = until(uci, "bestmove", ANSWER_WAIT_MS);
                if (round == 0 && plan.coldStart()) {
                    OptionCheck.requireAccepted(setoptions, answer);
                }
                double ms;
                synchronized (bestMoveAt) {
                    ms = (bestMoveAt[0] - stopAt) / 1e6;
                }
                latencies.add(ms);
                if (progress != null && plan.minMs() == plan.maxMs()) {
                    progress.printf(Locale.ROOT, "trial %d: %s after %.2f ms%n", round + 1,
                            answer.get(answer.size() - 1), ms);
                } else if (progress != null) {
                    progress.printf(Locale.ROOT, "round %d: stop %d ms after go, %s after %.2f ms%n", round + 1,
                            wait, answer.get(answer.size() - 1), ms);
                }
            }
        }
        double first = latencies.get(0);
        Collections.sort(latencies);
        return new Result(List.copyOf(latencies), first);
    }

    /** The engine's lines up to and including the first that starts with {@code prefix}. */
    private static List<String> until(InProcessConnection uci, String prefix, long millis)
            throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        List<String> lines = new ArrayList<>();
        while (true) {
            long left = end - System.currentTimeMillis();
            String line = left > 0 ? uci.poll(left) : null;
            if (line == null) {
                throw new IllegalStateException("no '" + prefix + "' from the engine within " + millis + " ms");
            }
            lines.add(line);
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
    }
}

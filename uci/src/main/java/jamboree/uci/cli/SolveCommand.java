package jamboree.uci.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.San;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree solve}: Kaufman's test (thesis 6.2). Each position is searched for S seconds; its solution time
 * is when the engine first chose the {@code bm} move (or any move but the {@code am} move) and kept it to the end
 * of the run. Unsolved positions count as S. The estimated rating is 2930 - 200 log10(t20), where t20 sums the
 * fastest 20 times.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Run an EPD suite to solution (thesis 6.2): per-position times, t20 and Kaufman's rating.")
public final class SolveCommand implements Callable<Integer> {

    @Option(names = "--suite", required = true, description = "EPD file with bm or am operations.")
    Path suite;

    @Option(names = "--seconds", required = true, description = "Time per position in seconds.")
    double seconds;

    @Mixin
    SerialEngineOptions engineOptions;

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    /** The outcome of one position. */
    record Outcome(int line, String id, String fen, boolean solved, double seconds, String move, int score,
                   int depth, long nodes, long searchMs) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Profile searchProfile;
        List<String> lines;
        SearchClock clock;
        SerialSearch engine;
        try {
            searchProfile = engineOptions.profile();
            clock = engineOptions.clock();
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException("--seconds must be a positive number, got " + seconds);
            }
            engine = engineOptions.newEngine(clock);
            lines = Files.readAllLines(suite, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("jamboree solve: cannot read " + suite + ": " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("jamboree solve: " + e.getMessage());
            return 2;
        }

        long budgetMs = Math.max(1, Math.round(seconds * 1000));

        List<Outcome> outcomes = new ArrayList<>();
        int skipped = 0;
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).trim();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            EpdRecord record;
            try {
                record = Epd.parse(text);
                if (record.bestMoves().length == 0 && record.avoidMoves().length == 0) {
                    throw new IllegalArgumentException("no bm or am operation");
                }
            } catch (IllegalArgumentException e) {
                err.println("jamboree solve: " + suite + " line " + (i + 1) + " skipped: " + e.getMessage());
                skipped++;
                continue;
            }
            Outcome outcome = solve(engine, clock, record, i + 1, budgetMs);
            outcomes.add(outcome);
            if (!json) {
                out.printf(Locale.ROOT, "%-8s %-8s %7.2f s  %s  depth %d  score %s  nodes %d%n",
                        outcome.id(), outcome.move(), outcome.seconds(), outcome.solved() ? "solved" : "unsolved",
                        outcome.depth(), Score.uci(outcome.score()), outcome.nodes());
                out.flush();
            }
        }
        Summary summary = Summary.of(outcomes, seconds);
        if (json) {
            out.println(toJson(searchProfile, outcomes, summary, skipped));
        } else {
            out.printf(Locale.ROOT, "solved %d of %d%n", summary.solved(), outcomes.size());
            out.printf(Locale.ROOT, "t20 %.2f s (sum of the fastest %d)%n", summary.t20(), summary.counted());
            out.printf(Locale.ROOT, "estimated rating %.0f (2930 - 200 log10 t20)%n", summary.rating());
            out.printf(Locale.ROOT, "all positions %.2f s%n", summary.total());
            out.printf(Locale.ROOT, "nodes %d, %d nodes per second (one thread, %s time)%n", summary.nodes(),
                    summary.nps(), engineOptions.cpuClock ? "CPU" : "wall");
        }
        return skipped > 0 && outcomes.isEmpty() ? 2 : 0;
    }

    private static Outcome solve(SerialSearch engine, SearchClock clock, EpdRecord record, int line, long budgetMs) {
        Position position = Fen.parse(record.fen());
        engine.clear();
        // Time of the iteration since which every reported choice has been right; -1 while the choice is wrong.
        long[] rightSince = {-1};
        SearchListener listener = new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                if (info.multiPv() != 1 || info.pv().length == 0) {
                    return;
                }
                if (isRight(record, info.pv()[0])) {
                    if (rightSince[0] < 0) {
                        rightSince[0] = info.timeMs();
                    }
                } else {
                    rightSince[0] = -1;
                }
            }
        };
        long start = clock.nanoTime();
        SearchResult result = engine.search(position, SearchLimits.ofMoveTime(budgetMs), listener);
        long searchMs = (clock.nanoTime() - start) / 1_000_000;
        boolean solved = result.bestMove() != Move.NONE && isRight(record, result.bestMove());
        double time = budgetMs / 1000.0;
        if (solved && rightSince[0] >= 0) {
            time = Math.min(time, rightSince[0] / 1000.0);
        }
        String move = result.bestMove() == Move.NONE ? "(none)" : San.format(position, result.bestMove());
        String id = record.id().isEmpty() ? "line" + line : record.id();
        return new Outcome(line, id, record.fen(), solved, time, move, result.score(), result.depth(), result.nodes(),
                searchMs);
    }

    static boolean isRight(EpdRecord record, int move) {
        if (record.bestMoves().length > 0) {
            for (int best : record.bestMoves()) {
                if (best == move) {
                    return true;
                }
            }
            return false;
        }
        for (int avoid : record.avoidMoves()) {
            if (avoid == move) {
                return false;
            }
        }
        return true;
    }

    /** Totals in the shape of thesis Figure 6-2. */
    record Summary(int solved, int counted, double t20, double rating, double total, long nodes, long nps) {
        static Summary of(List<Outcome> outcomes, double seconds) {
            double[] times = outcomes.stream().mapToDouble(o -> o.solved() ? o.seconds() : seconds).sorted().toArray();
            int counted = Math.min(20, times.length);
            double t20 = 0;
            for (int i = 0; i < counted; i++) {
                t20 += times[i];
            }
            double total = 0;
            for (double t : times) {
                total += t;
            }
            // A t20 of zero (everything instant) would rate infinitely: count at least a millisecond.
            double rating = 2930 - 200 * Math.log10(Math.max(t20, 0.001));
            int solved = (int) outcomes.stream().filter(Outcome::solved).count();
            long nodes = outcomes.stream().mapToLong(Outcome::nodes).sum();
            long searchMs = Math.max(1, outcomes.stream().mapToLong(Outcome::searchMs).sum());
            return new Summary(solved, counted, t20, rating, total, nodes, nodes * 1000 / searchMs);
        }
    }

    private String toJson(Profile searchProfile, List<Outcome> outcomes, Summary summary, int skipped) {
        ObjectNode json = Json.object()
                .put("suite", suite.toString())
                .put("seconds", seconds)
                .put("profile", searchProfile.name().toLowerCase(Locale.ROOT))
                .put("clock", engineOptions.cpuClock ? "cpu" : "wall");
        ArrayNode positions = json.putArray("positions");
        for (Outcome o : outcomes) {
            positions.addObject()
                    .put("line", o.line())
                    .put("id", o.id())
                    .put("fen", o.fen())
                    .put("solved", o.solved())
                    .put("seconds", Json.decimal(o.seconds(), 3))
                    .put("move", o.move())
                    .put("score", o.score())
                    .put("depth", o.depth())
                    .put("nodes", o.nodes());
        }
        json.put("skipped", skipped)
                .put("solved", summary.solved())
                .put("t20", Json.decimal(summary.t20(), 3))
                .put("rating", Json.decimal(summary.rating(), 1))
                .put("total", Json.decimal(summary.total(), 3))
                .put("nodes", summary.nodes())
                .put("nps", summary.nps());
        return Json.compact(json);
    }
}

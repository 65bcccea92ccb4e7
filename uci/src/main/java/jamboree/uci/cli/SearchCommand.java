package jamboree.uci.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.LimitValidation;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.json.Json;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree search}: one serial search of one position, every iteration printed, then the best move; with
 * {@code --machine}, StarTech's Jamboree search on a machine model and its figures ({@link MachineSearch}).
 */
@Command(name = "search", mixinStandardHelpOptions = true, sortOptions = false,
        modelTransformer = SwitchFlags.class,
        description = {"Search one position with the serial engine and print each iteration and the best move.",
                "With --machine, search with StarTech's Jamboree search on a machine model instead and print T "
                        + "(machine time), W (work), C (critical path), W/C and where the cycles went (Figure 6-9).",
                "Exit codes: 0 ok, 1 the machine failed, 2 bad input."})
public final class SearchCommand implements Callable<Integer> {

    @Option(names = "--fen", description = "Position to search (default: the initial position).")
    String fen = Fen.START;

    @Option(names = "--moves", split = ",", description = "Moves (UCI notation, comma-separated) played from --fen first.")
    List<String> moves = new ArrayList<>();

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limit limit;

    static final class Limit {
        @Option(names = "--depth", required = true, description = "Search to this depth (plies).")
        int depth;
        @Option(names = "--movetime", required = true, description = "Search for this many milliseconds.")
        long moveTimeMs;
        @Option(names = "--nodes", required = true, description = "Search this many positions.")
        long nodes;
    }

    @Mixin
    SerialEngineOptions engineOptions;

    @Mixin
    ClusterSearchOptions clusterOptions;

    @Option(names = "--json", description = "Print one JSON object instead of text (with --machine: one per "
            + "position, every figure).")
    boolean json;

    @ArgGroup(exclusive = false, validate = false,
            heading = "%nMachine model (StarTech's Jamboree search; all of these need --machine):%n")
    MachineOptions machineOptions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        String outOfRange = outOfRangeLimit();
        if (outOfRange != null) {
            // Refused rather than clamped: depth 100 would not end in a lifetime either.
            err.println("jamboree search: " + outOfRange);
            return 2;
        }
        if (machineOptions != null || SwitchFlags.anyGiven(spec.commandLine().getParseResult())) {
            return new MachineSearch(this).run();
        }
        PrintWriter out = spec.commandLine().getOut();
        Profile searchProfile;
        Position position;
        SearchClock clock;
        SerialSearch engine;
        try {
            searchProfile = engineOptions.profile();
            clock = engineOptions.clock();
            position = Fen.parse(fen);
            for (String token : moves) {
                position.makeMove(UciMoves.parse(position, token.trim()));
            }
        } catch (IllegalArgumentException e) {
            err.println("jamboree search: " + e.getMessage());
            return 2;
        }
        SearchLimits limits = limit.depth > 0 ? SearchLimits.ofDepth(limit.depth)
                : limit.moveTimeMs > 0 ? SearchLimits.ofMoveTime(limit.moveTimeMs)
                : limit.nodes > 0 ? SearchLimits.ofNodes(limit.nodes) : null;
        if (limits == null) {
            err.println("jamboree search: the limit must be positive");
            return 2;
        }
        try {
            engine = engineOptions.newEngine(clock);
        } catch (IllegalArgumentException e) {
            err.println("jamboree search: " + e.getMessage());
            return 2;
        }

        List<IterationInfo> iterations = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                iterations.add(info);
                if (!json) {
                    out.println(formatIteration(info));
                    out.flush();
                }
            }
        };
        long start = clock.nanoTime();
        SearchResult result = engine.search(position, limits, listener);
        long elapsedMs = Math.max(1, (clock.nanoTime() - start) / 1_000_000);
        SearchStats stats = engine.stats();
        if (json) {
            out.println(toJson(searchProfile, result, iterations, stats, elapsedMs));
        } else {
            out.printf(Locale.ROOT, "nodes %d time %d ms nps %d%n", result.nodes(), elapsedMs,
                    result.nodes() * 1000 / elapsedMs);
            out.println("bestmove " + moveText(result.bestMove())
                    + (result.ponderMove() != Move.NONE ? " ponder " + UciMoves.format(result.ponderMove()) : ""));
        }
        return 0;
    }

    /** Why the limit given is out of the range a search can end in, or null when it is within. */
    private String outOfRangeLimit() {
        if (limit.depth > SearchLimits.MAX_DEPTH || limit.depth < 0) {
            return "--depth must be 1.." + SearchLimits.MAX_DEPTH + ", got " + limit.depth;
        }
        if (limit.moveTimeMs > LimitValidation.MAX_TIME_MS || limit.moveTimeMs < 0) {
            return "--movetime must be 1.." + LimitValidation.MAX_TIME_MS + " ms, got " + limit.moveTimeMs;
        }
        if (limit.nodes < 0) {
            return "--nodes must be positive, got " + limit.nodes;
        }
        return null;
    }

    static String moveText(int move) {
        return move == Move.NONE ? "(none)" : UciMoves.format(move);
    }

    private static String formatIteration(IterationInfo info) {
        StringBuilder line = new StringBuilder();
        line.append("depth ").append(info.depth()).append(" seldepth ").append(info.selDepth())
                .append(" score ").append(Score.uci(info.score()));
        if (info.bound() == Bound.LOWER) {
            line.append(" lowerbound");
        } else if (info.bound() == Bound.UPPER) {
            line.append(" upperbound");
        }
        line.append(" nodes ").append(info.nodes()).append(" time ").append(info.timeMs())
                .append(" hashfull ").append(info.hashFull()).append(" pv");
        for (int move : info.pv()) {
            line.append(' ').append(UciMoves.format(move));
        }
        return line.toString();
    }

    private static String toJson(Profile profile, SearchResult result, List<IterationInfo> iterations,
                                 SearchStats stats, long elapsedMs) {
        ObjectNode json = Json.object().put("profile", profile.name().toLowerCase(Locale.ROOT));
        ArrayNode lines = json.putArray("iterations");
        for (IterationInfo info : iterations) {
            lines.addObject()
                    .put("depth", info.depth())
                    .put("seldepth", info.selDepth())
                    .put("multipv", info.multiPv())
                    .put("score", info.score())
                    .put("bound", info.bound().name().toLowerCase(Locale.ROOT))
                    .put("nodes", info.nodes())
                    .put("timeMs", info.timeMs())
                    .put("hashfull", info.hashFull())
                    .set("pv", moves(info.pv()));
        }
        json.put("bestmove", moveText(result.bestMove()))
                .put("ponder", result.ponderMove() == Move.NONE ? null : UciMoves.format(result.ponderMove()))
                .put("score", result.score())
                .put("depth", result.depth())
                .put("nodes", result.nodes())
                .put("timeMs", elapsedMs)
                .put("nps", result.nodes() * 1000 / elapsedMs);
        json.putObject("stats")
                .put("quiescenceNodes", stats.quiescenceNodes)
                .put("makeMoves", stats.makeMoves)
                .put("evaluations", stats.evaluations)
                .put("moveGenerations", stats.moveGenerations)
                .put("sortSteps", stats.sortSteps)
                .put("repetitionChecks", stats.repetitionChecks)
                .put("ttProbes", stats.ttProbes)
                .put("ttHits", stats.ttHits)
                .put("ttCutoffs", stats.ttCutoffs)
                .put("betaCutoffs", stats.betaCutoffs)
                .put("firstMoveCutoffs", stats.firstMoveCutoffs);
        return Json.compact(json);
    }

    /** {@code moves} in UCI notation, as a JSON array. */
    static ArrayNode moves(int[] moves) {
        ArrayNode json = Json.array();
        for (int move : moves) {
            json.add(UciMoves.format(move));
        }
        return json;
    }

    /** {@link #moves} written out, as the {@code pv} of a {@code --json} line reads. */
    static String movesJson(int[] moves) {
        return Json.compact(moves(moves));
    }
}

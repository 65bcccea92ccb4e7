package jamboree.uci.cli;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.experiments.Json;
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
        if (machineOptions != null || SwitchFlags.anyGiven(spec.commandLine().getParseResult())) {
            return new MachineSearch(this).run();
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
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

    static String moveText(int move) {
        return move == Move.NONE ? "(none)" : UciMoves.format(move);
    }

    static String scoreText(int score) {
        return Score.isMate(score) ? "mate " + Score.mateMoves(score) : "cp " + score;
    }

    private static String formatIteration(IterationInfo info) {
        StringBuilder line = new StringBuilder();
        line.append("depth ").append(info.depth()).append(" seldepth ").append(info.selDepth())
                .append(" score ").append(scoreText(info.score()));
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
        StringBuilder json = new StringBuilder("{");
        json.append("\"profile\":\"").append(profile.name().toLowerCase(Locale.ROOT)).append("\",");
        json.append("\"iterations\":[");
        for (int i = 0; i < iterations.size(); i++) {
            IterationInfo info = iterations.get(i);
            json.append(i == 0 ? "" : ",").append('{')
                    .append("\"depth\":").append(info.depth())
                    .append(",\"seldepth\":").append(info.selDepth())
                    .append(",\"multipv\":").append(info.multiPv())
                    .append(",\"score\":").append(info.score())
                    .append(",\"bound\":\"").append(info.bound().name().toLowerCase(Locale.ROOT)).append('"')
                    .append(",\"nodes\":").append(info.nodes())
                    .append(",\"timeMs\":").append(info.timeMs())
                    .append(",\"hashfull\":").append(info.hashFull())
                    .append(",\"pv\":").append(movesJson(info.pv()))
                    .append('}');
        }
        json.append("],");
        json.append("\"bestmove\":\"").append(moveText(result.bestMove())).append("\",");
        json.append("\"ponder\":").append(result.ponderMove() == Move.NONE ? "null"
                : "\"" + UciMoves.format(result.ponderMove()) + "\"").append(',');
        json.append("\"score\":").append(result.score()).append(',');
        json.append("\"depth\":").append(result.depth()).append(',');
        json.append("\"nodes\":").append(result.nodes()).append(',');
        json.append("\"timeMs\":").append(elapsedMs).append(',');
        json.append("\"nps\":").append(result.nodes() * 1000 / elapsedMs).append(',');
        json.append("\"stats\":{")
                .append("\"quiescenceNodes\":").append(stats.quiescenceNodes)
                .append(",\"makeMoves\":").append(stats.makeMoves)
                .append(",\"evaluations\":").append(stats.evaluations)
                .append(",\"moveGenerations\":").append(stats.moveGenerations)
                .append(",\"sortSteps\":").append(stats.sortSteps)
                .append(",\"repetitionChecks\":").append(stats.repetitionChecks)
                .append(",\"ttProbes\":").append(stats.ttProbes)
                .append(",\"ttHits\":").append(stats.ttHits)
                .append(",\"ttCutoffs\":").append(stats.ttCutoffs)
                .append(",\"betaCutoffs\":").append(stats.betaCutoffs)
                .append(",\"firstMoveCutoffs\":").append(stats.firstMoveCutoffs)
                .append('}');
        json.append('}');
        return json.toString();
    }

    static String movesJson(int[] moves) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < moves.length; i++) {
            json.append(i == 0 ? "" : ",").append('"').append(UciMoves.format(moves[i])).append('"');
        }
        return json.append(']').toString();
    }

    static String jsonString(String text) {
        return Json.quote(text);
    }
}

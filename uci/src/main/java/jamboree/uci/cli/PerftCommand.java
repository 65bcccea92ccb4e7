package jamboree.uci.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.NotationException;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.perft.Perft;
import jamboree.engine.perft.PerftSuite;
import jamboree.machine.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code jamboree perft}: counts the legal move tree of one position, or checks every count of a perft suite.
 * The last ply is bulk-counted (moves there are counted, not made), as in most engines' perft.
 */
@Command(name = "perft",
        mixinStandardHelpOptions = true,
        description = {"Counts leaf nodes of the legal move tree (move generator check and speed figure).",
                "The last ply is bulk-counted: its moves are counted, never made.",
                "Exit codes: 0 ok, 1 a suite count differs, 2 bad input."})
public final class PerftCommand implements Callable<Integer> {
    /** Decimals of the times and speeds in the JSON. */
    private static final int PLACES = 6;

    @Spec
    CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN", description = "Position (6 or 4 fields); default: start position.")
    String fen = Fen.START;

    @Option(names = "--depth", paramLabel = "N", description = "Depth in plies.")
    Integer depth;

    @Option(names = "--divide", description = "Also print the count below each legal move.")
    boolean divide;

    @Option(names = "--suite", paramLabel = "FILE",
            description = "Check every ';Dn count' of a perft EPD file instead.")
    Path suite;

    @Option(names = "--max-depth", paramLabel = "N", description = "With --suite: skip counts deeper than this.")
    Integer maxDepth;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (suite != null) {
                if (depth != null || divide) {
                    return usage(err, "--suite checks a file; --depth and --divide apply to a single position");
                }
                String text;
                try {
                    text = Files.readString(suite, StandardCharsets.UTF_8);
                } catch (java.nio.file.NoSuchFileException e) {
                    return usage(err, "suite file " + suite + " does not exist");
                } catch (IOException e) {
                    return usage(err, "cannot read suite " + suite + ": " + e);
                }
                SuiteRun run = runSuite(PerftSuite.parse(text, suite.toString()),
                        maxDepth == null ? Integer.MAX_VALUE : maxDepth, json ? null : out);
                if (json) {
                    out.println(run.json());
                } else {
                    out.println(run.summary());
                }
                out.flush();
                return run.mismatches() == 0 ? 0 : 1;
            }
            if (depth == null) {
                return usage(err, "give --depth N (or --suite FILE)");
            }
            if (depth < 0 || depth > 30) {
                return usage(err, "--depth must be between 0 and 30, got " + depth);
            }
            if (maxDepth != null) {
                return usage(err, "--max-depth applies to --suite only");
            }
            Position position = Fen.parse(fen);
            single(position, out);
            return 0;
        } catch (NotationException e) {
            return usage(err, e.getMessage());
        }
    }

    private void single(Position position, PrintWriter out) {
        Perft perft = new Perft(position, Math.max(1, depth));
        long start = System.nanoTime();
        long nodes;
        Perft.Divide split = null;
        if (divide && depth > 0) {
            split = perft.divide(depth);
            nodes = split.total();
        } else {
            nodes = perft.count(depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (json) {
            ObjectNode result = Json.object()
                    .put("fen", Fen.format(position))
                    .put("depth", depth)
                    .put("nodes", nodes)
                    .put("seconds", Json.decimal(seconds, PLACES))
                    .put("mnps", Json.decimal(mnps(nodes, seconds), PLACES))
                    .put("bulkCounting", true);
            if (split != null) {
                ObjectNode counts = result.putObject("divide");
                for (int i = 0; i < split.moves().length; i++) {
                    counts.put(UciMoves.format(split.moves()[i]), split.nodes()[i]);
                }
            }
            out.println(Json.compact(result));
        } else {
            if (split != null) {
                for (int i = 0; i < split.moves().length; i++) {
                    out.println(UciMoves.format(split.moves()[i]) + ": " + split.nodes()[i]);
                }
                out.println();
            }
            out.println("nodes   " + nodes);
            out.println("seconds " + String.format(Locale.ROOT, "%.3f", seconds));
            out.println("Mnps    " + String.format(Locale.ROOT, "%.2f", mnps(nodes, seconds)));
        }
        out.flush();
    }

    /** Checks every count up to {@code maxDepth}; progress lines go to {@code progress} when not null. */
    static SuiteRun runSuite(List<PerftSuite.Entry> entries, int maxDepth, PrintWriter progress) {
        ObjectNode json = Json.object();
        ArrayNode results = json.putArray("results");
        long totalNodes = 0;
        int checks = 0;
        int mismatches = 0;
        long start = System.nanoTime();
        for (PerftSuite.Entry entry : entries) {
            for (Map.Entry<Integer, Long> count : entry.counts().entrySet()) {
                int d = count.getKey();
                if (d > maxDepth) {
                    continue;
                }
                Position position = Fen.parse(entry.fen());
                long t0 = System.nanoTime();
                long nodes = Perft.count(position, d);
                double seconds = (System.nanoTime() - t0) / 1e9;
                boolean ok = nodes == count.getValue();
                totalNodes += nodes;
                checks++;
                if (!ok) {
                    mismatches++;
                }
                if (progress != null) {
                    progress.println(String.format(Locale.ROOT, "%s line %d depth %d: %d nodes%s, %.3f s",
                            ok ? "ok  " : "FAIL", entry.line(), d, nodes,
                            ok ? "" : " (expected " + count.getValue() + ")", seconds));
                    progress.flush();
                }
                results.addObject()
                        .put("line", entry.line())
                        .put("fen", entry.fen())
                        .put("depth", d)
                        .put("expected", count.getValue())
                        .put("nodes", nodes)
                        .put("ok", ok)
                        .put("seconds", Json.decimal(seconds, PLACES));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        json.put("checks", checks)
                .put("mismatches", mismatches)
                .put("nodes", totalNodes)
                .put("seconds", Json.decimal(seconds, PLACES))
                .put("mnps", Json.decimal(mnps(totalNodes, seconds), PLACES));
        return new SuiteRun(checks, mismatches, totalNodes, seconds, Json.compact(json));
    }

    /** The outcome of a suite check. */
    record SuiteRun(int checks, int mismatches, long nodes, double seconds, String json) {
        String summary() {
            return String.format(Locale.ROOT, "%d counts checked, %d mismatches%nnodes   %d%nseconds %.3f%nMnps    %.2f",
                    checks, mismatches, nodes, seconds, mnps(nodes, seconds));
        }
    }

    static double mnps(long nodes, double seconds) {
        return seconds > 0 ? nodes / seconds / 1e6 : 0.0;
    }

    private static int usage(PrintWriter err, String message) {
        err.println("jamboree perft: " + message);
        err.flush();
        return 2;
    }
}

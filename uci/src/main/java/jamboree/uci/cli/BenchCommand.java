package jamboree.uci.cli;

import jamboree.engine.notation.NotationException;
import jamboree.engine.perft.PerftSuite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * {@code jamboree bench}, interim version: checks the shipped perft suite and prints a node-count signature
 * (like {@code stockfish bench}), so that a build can be checked and timed with one command.
 */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = {"Checks the shipped perft suite and prints 'signature: nodes <N>'.",
                "Exit codes: 0 ok, 1 a count differs, 2 bad input."})
public final class BenchCommand implements Callable<Integer> {
    static final String SUITE = "/jamboree/bench/suites/perft.epd";

    @Spec
    CommandSpec spec;

    @Option(names = "--max-depth", paramLabel = "N", description = "Deepest count to check (default ${DEFAULT-VALUE}).")
    int maxDepth = 6;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String text;
        try (InputStream in = BenchCommand.class.getResourceAsStream(SUITE)) {
            if (in == null) {
                err.println("jamboree bench: resource " + SUITE + " is missing from the jar");
                return 2;
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("jamboree bench: cannot read " + SUITE + ": " + e.getMessage());
            return 2;
        }
        try {
            PerftCommand.SuiteRun run = PerftCommand.runSuite(PerftSuite.parse(text, "perft.epd"), maxDepth, out);
            out.println(run.summary());
            out.println("signature: nodes " + run.nodes());
            out.flush();
            return run.mismatches() == 0 ? 0 : 1;
        } catch (NotationException e) {
            err.println("jamboree bench: " + e.getMessage());
            return 2;
        }
    }
}

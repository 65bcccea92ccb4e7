package jamboree.uci.cli;

import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.protocol.SelfPlaySoak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree uci soak}: games of the engine against itself on one machine, under real clocks and a referee,
 * counting illegal moves, time losses and hangs. Long by design (minutes per game at slow controls): a release check,
 * not a unit test.
 */
@Command(name = "soak",
        description = "Play games of the engine against itself under real clocks, judged by a referee; report "
                + "illegal moves, time losses and hangs.")
public final class SoakCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "10", paramLabel = "N",
            description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--machine", defaultValue = "serial", paramLabel = "KIND",
            description = "serial, native or cm5 (default ${DEFAULT-VALUE}).")
    String machine;

    @Option(names = "--processors", paramLabel = "P",
            description = "Nodes of the CM5 machine (its option's default when not given).")
    Integer processors;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads of the native machine (its option's default when not given).")
    Integer threads;

    @Option(names = "--base-ms", defaultValue = "10000", paramLabel = "MS",
            description = "Each side's clock at the start (default ${DEFAULT-VALUE}).")
    long baseMs;

    @Option(names = "--inc-ms", defaultValue = "100", paramLabel = "MS",
            description = "Increment per move (default ${DEFAULT-VALUE}).")
    long incrementMs;

    @Option(names = "--max-plies", defaultValue = "300", paramLabel = "N",
            description = "Plies after which a game still going is adjudicated a draw (default ${DEFAULT-VALUE}).")
    int maxPlies;

    @Option(names = "--seed", defaultValue = "7", paramLabel = "N",
            description = "Seed of the random opening plies (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String option = switch (machine.toLowerCase(Locale.ROOT)) {
            case "serial" -> "Serial";
            case "native" -> "Native";
            case "cm5" -> "CM5";
            default -> null;
        };
        if (option == null || games < 1 || baseMs < 1 || incrementMs < 0 || maxPlies < 1) {
            err.println("soak: --machine is serial, native or cm5; --games, --base-ms and --max-plies are positive,"
                    + " --inc-ms not negative");
            return 2;
        }
        List<String> setoptions = new ArrayList<>();
        setoptions.add("setoption name Machine value " + option);
        if (processors != null) {
            setoptions.add("setoption name CM5 Processors value " + processors);
        }
        if (threads != null) {
            setoptions.add("setoption name Threads value " + threads);
        }
        SelfPlaySoak.Plan plan = new SelfPlaySoak.Plan(games, baseMs, incrementMs, maxPlies, 4, seed);
        out.printf(Locale.ROOT, "soak: %d games, %s, %d ms + %d ms per move%n", games, String.join(", ", setoptions),
                baseMs, incrementMs);
        out.flush();
        SelfPlaySoak.Summary summary;
        try (PrintStream progress = new PrintStream(new LineForwarder(out), true, StandardCharsets.UTF_8)) {
            summary = SelfPlaySoak.play(new SerialEngineFactory(), setoptions, plan, progress);
        }
        out.println("soak: " + summary.line());
        out.flush();
        boolean clean = summary.illegalMoves() == 0 && summary.timeLosses() == 0 && summary.hangs() == 0
                && summary.strayLines() == 0;
        return clean ? 0 : 1;
    }
}

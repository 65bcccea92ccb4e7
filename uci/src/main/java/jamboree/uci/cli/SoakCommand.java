package jamboree.uci.cli;

import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.protocol.SelfPlaySoak;
import jamboree.uci.selfplay.Adjudicator;
import jamboree.uci.selfplay.MatchProgress;
import jamboree.uci.selfplay.PgnFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree uci soak}: games of the engine against itself on one machine, under real clocks and a referee,
 * counting illegal moves, time losses and hangs; with {@code --first} and {@code --second} the two engines are
 * configured apart and the games are a match (2 threads against 1, say), scored with an Elo difference. Long by design
 * (minutes per game at slow controls): a release check and a measurement, not a unit test. Adjudication on both
 * engines' scores shortens decided games; it is off unless its thresholds are given.
 */
@Command(name = "soak",
        description = "Play games of the engine against itself under real clocks, judged by a referee; report "
                + "illegal moves, time losses and hangs, and the first engine's score and Elo difference.")
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

    @Option(names = "--first", paramLabel = "NAME=VALUE",
            description = "A UCI option of the first engine only (repeatable), e.g. --first Threads=2.")
    List<String> firstOptions = new ArrayList<>();

    @Option(names = "--second", paramLabel = "NAME=VALUE",
            description = "A UCI option of the second engine only (repeatable), e.g. --second Threads=1.")
    List<String> secondOptions = new ArrayList<>();

    @Option(names = "--resign-score", paramLabel = "CP",
            description = "Adjudicate a win when both engines see one side ahead by at least CP centipawns (a mate "
                    + "counts as more) for --resign-moves moves of each side. Off unless given.")
    Integer resignCp;

    @Option(names = "--resign-moves", paramLabel = "N", description = "Moves of each side for --resign-score.")
    Integer resignMoves;

    @Option(names = "--draw-score", paramLabel = "CP",
            description = "Adjudicate a draw when both engines report |score| <= CP for --draw-moves moves of each "
                    + "side, from full move --draw-from-move on. Off unless given.")
    Integer drawCp;

    @Option(names = "--draw-moves", paramLabel = "N", description = "Moves of each side for --draw-score.")
    Integer drawMoves;

    @Option(names = "--draw-from-move", paramLabel = "M", defaultValue = "1",
            description = "First full move counted for --draw-score (default ${DEFAULT-VALUE}).")
    int drawFromMove;

    @Option(names = "--pgn", paramLabel = "FILE",
            description = "Write every game to FILE as PGN, each game as it ends, with its termination.")
    Path pgnFile;

    @Option(names = "--progress-every", defaultValue = "10", paramLabel = "N",
            description = "Print games, score, Elo and time used to stderr every N games (default ${DEFAULT-VALUE}).")
    int progressEvery;

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
        if (option == null || games < 1 || baseMs < 1 || incrementMs < 0 || maxPlies < 1 || progressEvery < 1) {
            err.println("soak: --machine is serial, native or cm5; --games, --base-ms, --max-plies and"
                    + " --progress-every are positive, --inc-ms not negative");
            return 2;
        }
        Adjudicator.Rules rules;
        try {
            rules = adjudication(resignCp, resignMoves, drawCp, drawMoves, drawFromMove);
        } catch (IllegalArgumentException e) {
            err.println("soak: " + e.getMessage());
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
        List<String> first = new ArrayList<>(setoptions);
        List<String> second = new ArrayList<>(setoptions);
        try {
            firstOptions.forEach(o -> first.add(setoption(o)));
            secondOptions.forEach(o -> second.add(setoption(o)));
        } catch (IllegalArgumentException e) {
            err.println("soak: " + e.getMessage());
            return 2;
        }
        SelfPlaySoak.Plan plan = new SelfPlaySoak.Plan(games, baseMs, incrementMs, maxPlies, 4, seed, rules);
        out.printf(Locale.ROOT, "soak: %d games, %s, %d ms + %d ms per move%n", games, String.join(", ", setoptions),
                baseMs, incrementMs);
        if (!first.equals(second)) {
            out.printf(Locale.ROOT, "soak: first engine %s; second engine %s%n", firstOptions, secondOptions);
        }
        if (rules.resigns() || rules.draws()) {
            out.println("soak: adjudication on both engines' scores: " + rules);
        }
        out.flush();
        SelfPlaySoak.Summary summary;
        try (PgnFile pgn = pgnFile == null ? null : new PgnFile(pgnFile);
             PrintStream progress = new PrintStream(new LineForwarder(out), true, StandardCharsets.UTF_8);
             PrintStream account = new PrintStream(new LineForwarder(err), true, StandardCharsets.UTF_8)) {
            summary = SelfPlaySoak.play(new SerialEngineFactory(), first, second, plan, progress,
                    pgn == null ? game -> { } : pgn,
                    new MatchProgress(account, progressEvery, this.games, System::nanoTime));
        } catch (IOException | UncheckedIOException e) {
            err.println("soak: " + e.getMessage() + (e.getCause() == null ? "" : ": " + e.getCause().getMessage()));
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("soak: " + e.getMessage());
            return 2;
        }
        out.println("soak: " + summary.line());
        out.println("soak: " + summary.matchLine());
        out.flush();
        boolean clean = summary.illegalMoves() == 0 && summary.timeLosses() == 0 && summary.hangs() == 0
                && summary.strayLines() == 0;
        return clean ? 0 : 1;
    }

    /**
     * The adjudication rules from the command line: a rule's score and moves come together, or neither does (a
     * threshold without a count would silently do nothing).
     */
    static Adjudicator.Rules adjudication(Integer resignCp, Integer resignMoves, Integer drawCp, Integer drawMoves,
                                          int drawFromMove) {
        if ((resignCp == null) != (resignMoves == null) || (drawCp == null) != (drawMoves == null)) {
            throw new IllegalArgumentException("--resign-score needs --resign-moves and --draw-score needs"
                    + " --draw-moves (and the other way round)");
        }
        if (resignMoves != null && (resignCp < 1 || resignMoves < 1)
                || drawMoves != null && (drawCp < 0 || drawMoves < 1) || drawFromMove < 1) {
            throw new IllegalArgumentException("--resign-score, --resign-moves, --draw-moves and --draw-from-move are"
                    + " positive, --draw-score not negative");
        }
        return new Adjudicator.Rules(resignCp == null ? 0 : resignCp, resignMoves == null ? 0 : resignMoves,
                drawCp == null ? 0 : drawCp, drawMoves == null ? 0 : drawMoves, drawFromMove);
    }

    /** {@code NAME=VALUE} as a {@code setoption} line; the name may contain spaces. */
    static String setoption(String nameValue) {
        int eq = nameValue.indexOf('=');
        if (eq <= 0 || nameValue.substring(0, eq).isBlank()) {
            throw new IllegalArgumentException("an engine option is NAME=VALUE, got '" + nameValue + "'");
        }
        return "setoption name " + nameValue.substring(0, eq).trim() + " value " + nameValue.substring(eq + 1).trim();
    }
}

package jamboree.uci.strength;

import jamboree.engine.board.Position;
import jamboree.uci.selfplay.GamePlayer;
import jamboree.uci.selfplay.GameRecord;
import jamboree.uci.selfplay.RandomOpenings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.File;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

/**
 * {@code jamboree strength-match}: Jamboree at a {@code UCI_Elo} against Stockfish at its own {@code UCI_Elo}, both as
 * UCI processes, game pairs from the same random opening with colours swapped. Prints the score and the Elo of
 * Jamboree's setting that the result implies, with a 95% interval.
 */
@Command(name = "strength-match",
        mixinStandardHelpOptions = true,
        description = "Calibrate UCI_Elo: a match of Jamboree with UCI_LimitStrength against Stockfish with its own.")
public final class StrengthMatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--elo", description = "Jamboree's UCI_Elo (default ${DEFAULT-VALUE}).")
    int elo = StrengthLevel.DEFAULT_ELO;

    @Option(names = "--opponent-elo", description = "Stockfish's UCI_Elo (default ${DEFAULT-VALUE}).")
    int opponentElo = 1350;

    @Option(names = "--stockfish", description = "Stockfish's command (default ${DEFAULT-VALUE}).")
    String stockfish = "stockfish";

    @Option(names = "--games", description = "Games, played in pairs (default ${DEFAULT-VALUE}).")
    int games = 20;

    @Option(names = "--movetime", description = "Milliseconds per move for both (default ${DEFAULT-VALUE}).")
    int moveTimeMs = 100;

    @Option(names = "--seed", description = "Seed of the random openings (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String go = "go movetime " + moveTimeMs;
        RandomOpenings openings = new RandomOpenings(new SplittableRandom(seed), 4);
        GamePlayer referee = new GamePlayer(300);
        int[] wdl = new int[3];
        try (UciProcessPlayer jamboree = new UciProcessPlayer(selfCommand(), List.of(
                "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value " + elo), go);
             UciProcessPlayer opponent = new UciProcessPlayer(List.of(stockfish), List.of(
                     "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value " + opponentElo),
                     go)) {
            for (int pair = 0; pair < (games + 1) / 2; pair++) {
                Position start = Position.startPosition();
                var opening = openings.next(start);
                for (int jamboreeColor = 0; jamboreeColor < 2 && pair * 2 + jamboreeColor < games; jamboreeColor++) {
                    GameRecord game = jamboreeColor == 0 ? referee.play(start, opening, jamboree, opponent)
                            : referee.play(start, opening, opponent, jamboree);
                    double points = game.result().pointsFor(jamboreeColor);
                    wdl[points == 1 ? 0 : points == 0.5 ? 1 : 2]++;
                    out.printf(Locale.ROOT, "game %d: Jamboree %s, %s (%s)%n", pair * 2 + jamboreeColor + 1,
                            jamboreeColor == 0 ? "white" : "black", game.result().pgn(), game.termination());
                    out.flush();
                }
            }
        }
        MatchScore score = new MatchScore(wdl[0], wdl[1], wdl[2]);
        double[] interval = score.elo95();
        out.printf(Locale.ROOT, "Jamboree UCI_Elo %d vs Stockfish UCI_Elo %d at %d ms a move: %s%n", elo, opponentElo,
                moveTimeMs, score);
        out.printf(Locale.ROOT, "| %d | %d | %d | %.3f | %.0f [%.0f, %.0f] |%n", elo, opponentElo, score.games(),
                score.score(), opponentElo + score.elo(), opponentElo + interval[0], opponentElo + interval[1]);
        out.flush();
        return 0;
    }

    /** This very engine, started from its own jar (or class path) as a UCI process. */
    private static List<String> selfCommand() throws URISyntaxException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = new File(StrengthMatchCommand.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI()).getPath();
        if (classPath.endsWith(".jar")) {
            return List.of(java, "-Xss64m", "-jar", classPath, "uci");
        }
        return List.of(java, "-Xss64m", "-cp", System.getProperty("java.class.path"), "jamboree.uci.Main", "uci");
    }
}

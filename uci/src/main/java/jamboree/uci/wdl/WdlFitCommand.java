package jamboree.uci.wdl;

import jamboree.engine.board.Position;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SerialSearch;
import jamboree.uci.selfplay.GamePlayer;
import jamboree.uci.selfplay.GameRecord;
import jamboree.uci.selfplay.PgnWriter;
import jamboree.uci.selfplay.Player;
import jamboree.uci.selfplay.RandomOpenings;
import jamboree.uci.selfplay.SearchPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

/**
 * {@code jamboree wdl-fit}: plays the engine against itself at a fixed node count (one host thread, so the CPU it
 * takes is bounded and the games repeat for a seed), takes every searched score with the game's outcome, and fits
 * {@link WdlModel}'s constants to them. It prints the constants to paste into {@link WdlModel#FITTED} and a check
 * of the fit: predicted and observed points by score band.
 */
@Command(name = "wdl-fit",
        mixinStandardHelpOptions = true,
        description = {"Fit the win/draw/loss model of UCI_ShowWDL on the engine's own games.",
                "Plays self-play games at a fixed node count on one thread and fits P(win) = 1/(1+exp(-(s-a)/b)),"
                        + " with a and b linear in the material left, by maximum likelihood."})
public final class WdlFitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games = 400;

    @Option(names = "--nodes", description = "Nodes searched per move (default ${DEFAULT-VALUE}).")
    long nodes = 4000;

    @Option(names = "--random-plies", description = "Random plies that open every game (default ${DEFAULT-VALUE}).")
    int randomPlies = 4;

    @Option(names = "--max-plies", description = "Plies after which a game is adjudicated a draw (default"
            + " ${DEFAULT-VALUE}).")
    int maxPlies = 300;

    @Option(names = "--seed", description = "Seed of the random openings (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Also write the games as PGN.")
    Path pgn;

    @Option(names = "--samples", paramLabel = "FILE", description = "Also write the samples as CSV"
            + " (score,material,points).")
    Path samplesFile;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter progress = spec.commandLine().getErr();
        RandomOpenings openings = new RandomOpenings(new SplittableRandom(seed), randomPlies);
        Player player = new SearchPlayer(new SerialSearch(), SearchLimits.ofNodes(nodes));
        GamePlayer referee = new GamePlayer(maxPlies);
        List<WdlSample> samples = new ArrayList<>();
        int[] results = new int[3];
        long start = System.nanoTime();
        try (Writer pgnOut = pgn == null ? Writer.nullWriter() : Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)) {
            for (int i = 0; i < games; i++) {
                Position begin = Position.startPosition();
                GameRecord game = referee.play(begin, openings.next(begin), player, player);
                results[game.result().ordinal()]++;
                samples.addAll(WdlSample.of(game));
                pgnOut.write(PgnWriter.game(game, "Jamboree " + nodes + " nodes", "Jamboree " + nodes + " nodes",
                        i + 1));
                if ((i + 1) % 20 == 0) {
                    progress.printf(Locale.ROOT, "%d games, %d samples, %.0f s%n", i + 1, samples.size(),
                            (System.nanoTime() - start) / 1e9);
                    progress.flush();
                }
            }
        }
        if (samplesFile != null) {
            try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(samplesFile, StandardCharsets.UTF_8))) {
                csv.println("score,material,points");
                samples.forEach(s -> csv.println(s.score() + "," + s.material() + "," + s.points()));
            }
        }
        WdlModel fitted = WdlFit.fit(samples, WdlModel.FITTED);
        out.printf(Locale.ROOT, "%d games (white wins %d, black wins %d, draws %d) at %d nodes a move, %d samples,"
                        + " %.0f s%n", games, results[0], results[1], results[2], nodes, samples.size(),
                (System.nanoTime() - start) / 1e9);
        out.printf(Locale.ROOT, "fitted: new WdlModel(%.1f, %.1f, %.1f, %.1f)  mean log-likelihood %.4f"
                        + " (shipped constants: %.4f)%n", fitted.a0(), fitted.a1(), fitted.b0(), fitted.b1(),
                WdlFit.logLikelihood(fitted, samples), WdlFit.logLikelihood(WdlModel.FITTED, samples));
        out.println("score band     samples  observed points  predicted points");
        int[] bands = {-2000, -400, -200, -100, -50, 0, 50, 100, 200, 400, 2001};
        for (int b = 0; b + 1 < bands.length; b++) {
            int low = bands[b];
            int high = bands[b + 1];
            List<WdlSample> band = samples.stream().filter(s -> s.score() >= low && s.score() < high).toList();
            if (band.isEmpty()) {
                continue;
            }
            double observed = band.stream().mapToDouble(WdlSample::points).average().orElse(0);
            double predicted = band.stream().mapToDouble(s -> {
                int[] wdl = fitted.perMille(s.score(), s.material());
                return (wdl[0] + wdl[1] / 2.0) / 1000;
            }).average().orElse(0);
            out.printf(Locale.ROOT, "[%5d, %5d)  %7d  %15.3f  %16.3f%n", low, high, band.size(), observed, predicted);
        }
        out.flush();
        return 0;
    }
}

package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.uci.engine.EngineFactory;
import jamboree.uci.selfplay.Adjudicator;
import jamboree.uci.selfplay.MatchProgress;
import jamboree.uci.selfplay.PgnWriter;
import jamboree.uci.selfplay.ReportedScore;
import jamboree.uci.strength.MatchScore;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Games of the engine against itself under real clocks, judged by a {@link Referee}: two engines, each its own UCI
 * loop, as two copies of the engine in a GUI's tournament would be. Counts what a tournament director would hold
 * against an engine: illegal moves, time losses, games it stopped answering in, and lines on the protocol stream that
 * are not protocol. The two may be configured apart (2 threads against 1, one parallel algorithm against another),
 * which makes the games a match: its score is kept from the first engine's side. The openings are a few random legal
 * plies from a seed, each played twice with the colours swapped, so that neither side draws the better openings.
 * Each engine's options are checked against the options it declares before the first game, so that a misspelt name
 * does not silently play a match of two equal engines.
 */
public final class SelfPlaySoak {
    /** How long past its own clock an engine may stay silent before it counts as hung. */
    private static final long HANG_GRACE_MS = 15_000;

    /** How the games are played. */
    public record Plan(int games, long baseMs, long incrementMs, int maxPlies, int randomPlies, long seed,
                       Adjudicator.Rules adjudication) {
        /** A plan without adjudication on the engines' scores. */
        public Plan(int games, long baseMs, long incrementMs, int maxPlies, int randomPlies, long seed) {
            this(games, baseMs, incrementMs, maxPlies, randomPlies, seed, Adjudicator.Rules.NONE);
        }
    }

    /**
     * What the games came to.
     *
     * @param first the score from the first engine's side (the one configured by {@code firstOnly})
     */
    public record Summary(int games, int whiteWins, int blackWins, int draws, int illegalMoves, int timeLosses,
                          int hangs, int errorLines, int strayLines, long lowestClockMs, Map<Referee.Reason, Integer>
                                  reasons, MatchScore first) {
        public String line() {
            return String.format(Locale.ROOT, "games %d (+%d -%d =%d), illegal moves %d, time losses %d, hangs or"
                    + " crashes %d, engine error lines %d, non-protocol lines %d, lowest clock %d ms, adjudicated on"
                    + " the engines' scores %d; endings %s", games, whiteWins, blackWins, draws, illegalMoves,
                    timeLosses, hangs, errorLines, strayLines, lowestClockMs, adjudicated(), reasons);
        }

        /** Games ended by adjudication on both engines' scores (a win or a draw; not the ply limit). */
        public int adjudicated() {
            return reasons.getOrDefault(Referee.Reason.RESIGN_ADJUDICATION, 0)
                    + reasons.getOrDefault(Referee.Reason.DRAW_ADJUDICATION, 0);
        }

        /** The first engine's score and the Elo difference it implies, with its 95% interval. */
        public String matchLine() {
            return "first engine against the second: " + first;
        }
    }

    private SelfPlaySoak() {
    }

    /**
     * Plays the plan's games; {@code setoptions} go to both engines before the first game.
     *
     * @param progress where each game's line is printed, or null
     */
    public static Summary play(EngineFactory factory, List<String> setoptions, Plan plan, PrintStream progress)
            throws InterruptedException {
        return play(factory, setoptions, setoptions, plan, progress);
    }

    /**
     * Plays the plan's games between an engine configured by {@code first} and one configured by {@code second}
     * (each list goes to its engine before the first game, and again to an engine that replaces a hung one).
     *
     * @param progress where each game's line is printed, or null
     */
    public static Summary play(EngineFactory factory, List<String> first, List<String> second, Plan plan,
                               PrintStream progress) throws InterruptedException {
        return play(factory, first, second, plan, progress, pgn -> { }, null);
    }

    /**
     * As above, and passes each finished game's PGN to {@code pgn} and the running score to {@code account}.
     *
     * @param account the match's running account, or null
     * @throws IllegalArgumentException before the first game, when an engine has no option of a given name or
     *                                  refuses its value
     */
    public static Summary play(EngineFactory factory, List<String> first, List<String> second, Plan plan,
                               PrintStream progress, Consumer<String> pgn, MatchProgress account)
            throws InterruptedException {
        SplittableRandom random = new SplittableRandom(plan.seed());
        Tally tally = new Tally();
        List<List<String>> options = List.of(List.copyOf(first), List.copyOf(second));
        String[] labels = {"first engine", "second engine"};
        String[] names = {playerName(options.get(0), options.get(1), "A"),
                playerName(options.get(1), options.get(0), "B")};
        Side[] sides = new Side[2];
        sides[0] = new Side(factory, options.get(0), tally, labels[0]);
        try {
            sides[1] = new Side(factory, options.get(1), tally, labels[1]);
        } catch (RuntimeException | InterruptedException e) {
            sides[0].close();
            throw e;
        }
        try {
            Position start = Position.startPosition();
            for (int game = 0; game < plan.games(); game++) {
                if (game % 2 == 0) {
                    start = opening(random, plan.randomPlies());
                }
                Referee referee = new Referee("fen " + Fen.format(start), start, plan.baseMs(), plan.incrementMs(),
                        plan.maxPlies(), plan.adjudication());
                // Each engine plays white in every other game.
                Side white = sides[game % 2];
                Side black = sides[1 - game % 2];
                white.newGame();
                black.newGame();
                while (referee.outcome() == null) {
                    Side mover = referee.sideToMove() == 0 ? white : black;
                    mover.connection.send(referee.positionCommand());
                    mover.lastScore = null;
                    long sent = System.nanoTime();
                    mover.connection.send(referee.goCommand());
                    String bestMove = mover.await("bestmove", referee.clockMs(referee.sideToMove()) + HANG_GRACE_MS);
                    long usedMs = (System.nanoTime() - sent) / 1_000_000;
                    if (bestMove == null) {
                        referee.noAnswer();
                        // A hung engine is replaced, so that the next game starts clean.
                        int hung = mover == sides[0] ? 0 : 1;
                        sides[hung].close();
                        sides[hung] = new Side(factory, options.get(hung), tally, labels[hung]);
                        break;
                    }
                    String[] words = bestMove.split(" ");
                    long clockBefore = referee.clockMs(referee.sideToMove());
                    Referee.Outcome o = referee.move(words.length > 1 ? words[1] : "", usedMs, mover.lastScore);
                    if (o != null && o.reason() == Referee.Reason.TIME && progress != null) {
                        progress.printf(Locale.ROOT, "  flag fall: the move took %d ms with %d ms on the clock%n",
                                usedMs, clockBefore);
                    }
                }
                Referee.Outcome o = referee.outcome();
                tally.add(o, referee.lowestClockMs(), game % 2 == 0 ? o.result() : -o.result());
                if (progress != null) {
                    progress.printf(Locale.ROOT, "game %d: %s by %s after %d plies, lowest clock %d ms%n", game + 1,
                            o.score(), o.reason().name().toLowerCase(Locale.ROOT).replace('_', ' '), o.plies(),
                            referee.lowestClockMs() == Long.MAX_VALUE ? 0 : referee.lowestClockMs());
                }
                pgn.accept(PgnWriter.game(referee.record(), names[game % 2], names[1 - game % 2], game + 1, true));
                if (account != null) {
                    Summary soFar = tally.summary(game + 1);
                    account.gamePlayed(soFar.first(), soFar.adjudicated());
                }
            }
        } finally {
            sides[0].close();
            sides[1].close();
        }
        return tally.summary(plan.games());
    }

    /**
     * A player's name for the PGN: the engine with the options that set it apart from the other ({@code Jamboree
     * Threads=2}), or with {@code fallback} when the two are configured alike.
     */
    static String playerName(List<String> own, List<String> other, String fallback) {
        List<String> apart = new ArrayList<>();
        for (String setoption : own) {
            if (!other.contains(setoption)) {
                String name = OptionCheck.nameOf(setoption);
                int value = setoption.indexOf(" value ");
                apart.add(value < 0 ? name : name + "=" + setoption.substring(value + " value ".length()).strip());
            }
        }
        return "Jamboree " + (apart.isEmpty() ? fallback : String.join(" ", apart));
    }

    /** The start position with {@code plies} random legal moves played (fewer if the game ends first). */
    private static Position opening(SplittableRandom random, int plies) {
        Position p = Position.startPosition();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0; i < plies; i++) {
            int n = MoveGenerator.legalMoves(p, moves);
            if (n == 0) {
                break;
            }
            p.makeMove(moves[random.nextInt(n)]);
        }
        return MoveGenerator.hasLegalMove(p) ? p : Position.startPosition();
    }

    /** One engine and what it wrote. */
    private static final class Side {
        final InProcessConnection connection;
        private final Tally tally;
        /** The score of the last {@code info} line since the last {@code go}, or null. */
        ReportedScore lastScore;

        /** Starts the engine and sets its options, each checked against what the engine declares and accepts. */
        Side(EngineFactory factory, List<String> setoptions, Tally tally, String label) throws InterruptedException {
            this.tally = tally;
            this.connection = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory), line -> { });
            try {
                List<String> answer = new ArrayList<>();
                connection.send("uci");
                if (await("uciok", 30_000, answer) == null) {
                    throw new IllegalStateException("the " + label + " did not answer uci");
                }
                List<String> declared = OptionCheck.declaredNames(answer);
                for (String setoption : setoptions) {
                    OptionCheck.requireDeclared(setoption, declared);
                    connection.send(setoption);
                }
                connection.send("isready");
                List<String> replies = new ArrayList<>();
                if (await("readyok", 120_000, replies) == null) {
                    throw new IllegalStateException("the " + label + " did not answer isready after its options");
                }
                OptionCheck.requireAccepted(setoptions, replies);
                requireUnclamped(setoptions, replies);
            } catch (IllegalArgumentException e) {
                connection.close();
                throw new IllegalArgumentException(label + ": " + e.getMessage(), e);
            } catch (RuntimeException | InterruptedException e) {
                connection.close();
                throw e;
            }
        }

        /** A number the engine moved into its range is refused too: the match would not be the one asked for. */
        private static void requireUnclamped(List<String> setoptions, List<String> replies) {
            for (String line : replies) {
                for (String setoption : setoptions) {
                    String text = line.startsWith("info string ") ? line.substring("info string ".length()) : "";
                    // The engine names the option in its own spelling; UCI names ignore case.
                    String named = (OptionCheck.nameOf(setoption) + " value ").toLowerCase(Locale.ROOT);
                    if (text.toLowerCase(Locale.ROOT).startsWith(named) && text.contains("; using ")) {
                        throw new IllegalArgumentException("the engine changed '" + setoption + "': " + text);
                    }
                }
            }
        }

        void newGame() throws InterruptedException {
            connection.send("ucinewgame");
            connection.send("isready");
            if (await("readyok", 120_000) == null) {
                throw new IllegalStateException("the engine did not answer isready");
            }
        }

        /** The first line that starts with {@code prefix}, or null after {@code millis}; every line is checked. */
        String await(String prefix, long millis) throws InterruptedException {
            return await(prefix, millis, null);
        }

        /** As above, adding every line read (the answer included) to {@code lines} unless it is null. */
        String await(String prefix, long millis, List<String> lines) throws InterruptedException {
            long end = System.currentTimeMillis() + millis;
            while (true) {
                long left = end - System.currentTimeMillis();
                String line = left > 0 ? connection.poll(left) : null;
                if (line == null) {
                    return null;
                }
                tally.see(line);
                if (lines != null) {
                    lines.add(line);
                }
                ReportedScore score = line.startsWith("info ") ? ReportedScore.parse(line) : null;
                if (score != null) {
                    lastScore = score;
                }
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        }

        void close() {
            connection.close();
        }
    }

    /** The counts of all games. */
    private static final class Tally {
        private final Map<Referee.Reason, Integer> reasons = new EnumMap<>(Referee.Reason.class);
        private final List<Referee.Outcome> outcomes = new ArrayList<>();
        /** Wins, draws and losses of the first engine. */
        private final int[] first = new int[3];
        private int errorLines;
        private int strayLines;
        private long lowestClockMs = Long.MAX_VALUE;

        synchronized void see(String line) {
            if (!ProtocolLine.isProtocol(line)) {
                strayLines++;
            } else if (line.startsWith("info string") && (line.contains("failed") || line.contains("error"))) {
                errorLines++;
            }
        }

        /** @param firstResult the game's result for the first engine: 1 won, 0 drawn, -1 lost */
        synchronized void add(Referee.Outcome o, long lowestClock, int firstResult) {
            outcomes.add(o);
            first[1 - Integer.signum(firstResult)]++;
            reasons.merge(o.reason(), 1, Integer::sum);
            lowestClockMs = Math.min(lowestClockMs, lowestClock);
        }

        synchronized Summary summary(int games) {
            int white = (int) outcomes.stream().filter(o -> o.result() > 0).count();
            int black = (int) outcomes.stream().filter(o -> o.result() < 0).count();
            return new Summary(games, white, black, games - white - black, reasons.getOrDefault(
                    Referee.Reason.ILLEGAL_MOVE, 0), reasons.getOrDefault(Referee.Reason.TIME, 0),
                    reasons.getOrDefault(Referee.Reason.NO_ANSWER, 0), errorLines, strayLines,
                    lowestClockMs == Long.MAX_VALUE ? 0 : lowestClockMs, Map.copyOf(reasons),
                    new MatchScore(first[0], first[1], first[2]));
        }
    }
}

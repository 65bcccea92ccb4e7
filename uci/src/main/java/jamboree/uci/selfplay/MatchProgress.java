package jamboree.uci.selfplay;

import jamboree.uci.strength.MatchScore;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A long match's running account: every so many games, and after the last, the games played, the first engine's
 * score and Elo so far, the time used and a guess of the time left, so that a match of hours can be watched and
 * stopped early when its answer is already clear.
 */
public final class MatchProgress {
    private final PrintStream out;
    private final int every;
    private final int games;
    private final LongSupplier nanoClock;
    private final long startNanos;

    /**
     * @param every     print after every {@code every} games (and after the last)
     * @param games     the games the match will play
     * @param nanoClock the time in nanoseconds, {@link System#nanoTime} outside tests
     */
    public MatchProgress(PrintStream out, int every, int games, LongSupplier nanoClock) {
        if (every < 1) {
            throw new IllegalArgumentException("progress is printed every 1 or more games, got " + every);
        }
        this.out = out;
        this.every = every;
        this.games = games;
        this.nanoClock = nanoClock;
        this.startNanos = nanoClock.getAsLong();
    }

    /** A game ended; {@code adjudicated} of them so far were adjudicated on the engines' scores. */
    public void gamePlayed(MatchScore firstSoFar, int adjudicated) {
        int played = firstSoFar.games();
        if (played % every != 0 && played != games) {
            return;
        }
        long usedMs = (nanoClock.getAsLong() - startNanos) / 1_000_000;
        long leftMs = played == 0 ? 0 : usedMs * (games - played) / played;
        out.printf(Locale.ROOT, "soak: %d/%d games, %d adjudicated, %s; %s used, about %s left%n", played, games,
                adjudicated, firstSoFar, duration(usedMs), duration(leftMs));
        out.flush();
    }

    /** {@code 1h02m03s}, {@code 2m03s} or {@code 3s}. */
    static String duration(long ms) {
        long s = ms / 1000;
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s / 60 % 60, s % 60);
        }
        return s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }
}

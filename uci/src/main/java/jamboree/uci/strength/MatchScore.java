package jamboree.uci.strength;

import java.util.Locale;

/**
 * The score of a match and the Elo difference it implies, with a 95% interval from the spread of the game results
 * (normal approximation on the mean score, then mapped through the logistic Elo curve).
 */
public record MatchScore(int wins, int draws, int losses) {

    public int games() {
        return wins + draws + losses;
    }

    /** Points per game, 0 to 1. */
    public double score() {
        return (wins + 0.5 * draws) / games();
    }

    public double elo() {
        return elo(score());
    }

    /** {lower, upper} bounds of the 95% interval of the Elo difference (infinite at a score of 0 or 1). */
    public double[] elo95() {
        double n = games();
        double mean = score();
        double variance = (wins * Math.pow(1 - mean, 2) + draws * Math.pow(0.5 - mean, 2)
                + losses * Math.pow(mean, 2)) / n;
        double margin = 1.96 * Math.sqrt(variance / n);
        return new double[] {elo(mean - margin), elo(mean + margin)};
    }

    static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    @Override
    public String toString() {
        if (score() == 0 || score() == 1) {
            return String.format(Locale.ROOT, "+%d =%d -%d, score %.3f, Elo difference %s (no spread to bound it)",
                    wins, draws, losses, score(), score() == 1 ? "above +" + Math.round(elo((games() - 0.5) / games()))
                            : "below " + Math.round(elo(0.5 / games())));
        }
        double[] interval = elo95();
        return String.format(Locale.ROOT, "+%d =%d -%d, score %.3f, Elo %s [%s, %s]", wins, draws, losses,
                score(), signed(elo()), signed(interval[0]), signed(interval[1]));
    }

    /** An Elo figure with its sign; an even score is 0, not "-0", and a bound past a score of 0 or 1 is infinite. */
    private static String signed(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        long rounded = Math.round(elo);
        return rounded == 0 ? "0" : String.format(Locale.ROOT, "%+d", rounded);
    }
}

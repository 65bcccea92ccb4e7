package jamboree.uci.strength;

import java.util.List;

/**
 * Where the strength dial lands on an Elo scale, as measured: each point is a dial setting (see
 * {@link StrengthLevel#dialNodes}) and the Elo it scored against Stockfish's own {@code UCI_LimitStrength} with
 * {@code jamboree strength-match} (docs/uci.md gives the games and intervals). A requested {@code UCI_Elo} becomes
 * the dial setting that measured it, by linear interpolation between neighbouring points, so the option's range is
 * exactly the measured range: below its first point or above its last the engine cannot say how strong it is.
 *
 * <p>The dial is not linear in Elo (a 200-node budget with a warm temperature and a 400-node one play about alike,
 * while the upper dial climbs quickly), which is why the mapping is measured rather than assumed.
 */
final class StrengthCalibration {

    /** A dial setting and the Elo it measured. */
    record Point(int dial, int elo) {
    }

    /** Measured at 100 ms a move, 60 to 80 games a point; both columns strictly increase. */
    static final List<Point> POINTS = List.of(
            new Point(1000, 1065),
            new Point(1400, 1100),
            new Point(1600, 1302),
            new Point(1800, 1640),
            new Point(2000, 1847),
            new Point(2200, 1991));

    private StrengthCalibration() {
    }

    /** The lowest Elo measured. */
    static int lowestElo() {
        return POINTS.get(0).elo();
    }

    /** The highest Elo measured. */
    static int highestElo() {
        return POINTS.get(POINTS.size() - 1).elo();
    }

    /** The dial setting that measured {@code elo}, clamped to the measured range. */
    static double dialFor(int elo) {
        Point first = POINTS.get(0);
        if (elo <= first.elo()) {
            return first.dial();
        }
        for (int i = 1; i < POINTS.size(); i++) {
            Point lo = POINTS.get(i - 1);
            Point hi = POINTS.get(i);
            if (elo <= hi.elo()) {
                return lo.dial() + (hi.dial() - lo.dial()) * (elo - lo.elo()) / (double) (hi.elo() - lo.elo());
            }
        }
        return POINTS.get(POINTS.size() - 1).dial();
    }
}

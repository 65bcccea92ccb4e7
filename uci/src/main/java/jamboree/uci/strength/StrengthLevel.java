package jamboree.uci.strength;

/**
 * What a {@code UCI_Elo} setting means for the search. The engine is weakened by one dial: a node budget per move
 * that doubles every {@link #DIAL_PER_DOUBLING} steps of the dial, and a softmax temperature (in centipawns) over the
 * scores of the best few root moves, which makes a weaker setting sometimes play the second or third best move, more
 * often the closer its score is to the best, and falls to zero (always the best move) at the top of the dial. Which
 * dial setting plays at which Elo was measured against Stockfish's own limited strength ({@link StrengthCalibration});
 * the option's range is the measured one.
 *
 * @param elo           the setting, within [{@link #MIN_ELO}, {@link #MAX_ELO}]
 * @param dial          the dial setting that measured it
 * @param nodes         the node budget of a move
 * @param temperatureCp the softmax temperature over the root moves' scores
 */
public record StrengthLevel(int elo, double dial, long nodes, double temperatureCp) {
    /** The lowest and highest settings offered: the measured range, rounded to the nearest hundred. */
    public static final int MIN_ELO = 1100;
    public static final int MAX_ELO = 2000;
    public static final int DEFAULT_ELO = 1600;
    static final int DIAL_MIN = 1000;
    static final int DIAL_MAX = 2200;
    /** The node budget at the bottom of the dial. */
    static final long MIN_NODES = 200;
    static final int DIAL_PER_DOUBLING = 150;
    static final double MAX_TEMPERATURE_CP = 120;

    /** The level of {@code elo}, clamped into [{@link #MIN_ELO}, {@link #MAX_ELO}]. */
    public static StrengthLevel of(int elo) {
        int clamped = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
        double dial = StrengthCalibration.dialFor(clamped);
        return new StrengthLevel(clamped, dial, dialNodes(dial), dialTemperature(dial));
    }

    /** The node budget at a dial setting. */
    static long dialNodes(double dial) {
        return Math.round(MIN_NODES * Math.pow(2, (dial - DIAL_MIN) / DIAL_PER_DOUBLING));
    }

    /** The temperature at a dial setting: {@link #MAX_TEMPERATURE_CP} at the bottom, zero at the top. */
    static double dialTemperature(double dial) {
        return MAX_TEMPERATURE_CP * Math.max(0, DIAL_MAX - dial) / (DIAL_MAX - DIAL_MIN);
    }
}

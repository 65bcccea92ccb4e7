package jamboree.uci.strength;

/**
 * What a {@code UCI_Elo} setting means for the search: a node budget per move, and a softmax temperature over the
 * scores of the best few root moves. The budget doubles every {@link #ELO_PER_DOUBLING} Elo, as the engine gains
 * roughly that much per doubling of its search at these small sizes; the temperature (in centipawns) makes a weaker
 * setting sometimes play the second or third best move, more often the closer its score is to the best, and falls to
 * zero (always the best move) at the top of the range. The table in docs/uci.md says what each setting measured
 * against Stockfish's own limited strength.
 */
public record StrengthLevel(int elo, long nodes, double temperatureCp) {
    public static final int MIN_ELO = 1000;
    public static final int MAX_ELO = 2200;
    public static final int DEFAULT_ELO = 1600;
    static final long MIN_NODES = 200;
    static final int ELO_PER_DOUBLING = 150;
    static final double MAX_TEMPERATURE_CP = 120;

    /** The level of {@code elo}, clamped into [{@link #MIN_ELO}, {@link #MAX_ELO}]. */
    public static StrengthLevel of(int elo) {
        int clamped = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
        long nodes = Math.round(MIN_NODES * Math.pow(2, (clamped - MIN_ELO) / (double) ELO_PER_DOUBLING));
        double temperature = MAX_TEMPERATURE_CP * (MAX_ELO - clamped) / (double) (MAX_ELO - MIN_ELO);
        return new StrengthLevel(clamped, nodes, temperature);
    }
}

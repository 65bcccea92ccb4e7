package jamboree.uci.wdl;

import jamboree.engine.search.Score;

/**
 * Win, draw and loss chances of a score: P(win) = 1 / (1 + exp(-(s - a) / b)) and P(loss) the same of -s, the draw
 * the rest. {@code a} is the score at which a win is as likely as not, {@code b} how fast the chance rises; both
 * move with the material left, {@code a = a0 + a1 x} and {@code b = b0 + b1 x} with {@code x} the material as a
 * fraction of the start position's. {@link #FITTED} holds the constants fitted on the engine's own games.
 */
public record WdlModel(double a0, double a1, double b0, double b1) {

    /**
     * Fitted by {@code jamboree wdl-fit --games 300 --nodes 4000 --seed 1} (docs/uci.md, "Win/draw/loss"): 300
     * self-play games at 4,000 nodes a move from 4 random plies, 40,493 scored positions.
     */
    public static final WdlModel FITTED = new WdlModel(304.0, -239.9, 163.1, -28.5);

    /** Win, draw and loss in per mille for the side whose score this is; they add up to 1000. */
    public int[] perMille(int score, int material) {
        if (Score.isMate(score)) {
            return score > 0 ? new int[] {1000, 0, 0} : new int[] {0, 0, 1000};
        }
        double win = win(score, material);
        double loss = win(-score, material);
        int w = (int) Math.round(1000 * win);
        int l = (int) Math.round(1000 * loss);
        if (w + l > 1000) {
            l = 1000 - w;
        }
        return new int[] {w, 1000 - w - l, l};
    }

    /** The chance that the side with {@code score} wins. */
    public double win(double score, int material) {
        double x = Math.max(0, Math.min(1, material / (double) Material.FULL));
        double a = a0 + a1 * x;
        double b = Math.max(1, b0 + b1 * x);
        return 1 / (1 + Math.exp(-(score - a) / b));
    }
}

package jamboree.uci.strength;

import java.util.random.RandomGenerator;

/**
 * Chooses among root moves by their scores: move i with probability proportional to exp((s_i - s_best) / T). At
 * T = 0 the best move always; the higher T, the likelier a move a little worse, while a move far worse stays rare.
 */
public final class SoftmaxChoice {
    private final RandomGenerator random;

    public SoftmaxChoice(RandomGenerator random) {
        this.random = random;
    }

    /** The index chosen among {@code scores} (centipawns, from the mover's side); scores must not be empty. */
    public int pick(int[] scores, double temperatureCp) {
        int best = 0;
        for (int i = 1; i < scores.length; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        if (temperatureCp <= 0 || scores.length == 1) {
            return best;
        }
        double[] weights = new double[scores.length];
        double total = 0;
        for (int i = 0; i < scores.length; i++) {
            weights[i] = Math.exp((scores[i] - scores[best]) / temperatureCp);
            total += weights[i];
        }
        double ticket = random.nextDouble() * total;
        for (int i = 0; i < scores.length; i++) {
            ticket -= weights[i];
            if (ticket < 0) {
                return i;
            }
        }
        return best;
    }
}

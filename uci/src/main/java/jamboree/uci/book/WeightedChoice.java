package jamboree.uci.book;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Picks one of several weighted candidates with probability weight / total weight, as polyglot's own random book
 * play does; a weight of zero means never. The random source is given, so that a seeded one repeats its choices.
 */
public final class WeightedChoice {
    private final RandomGenerator random;

    public WeightedChoice(RandomGenerator random) {
        this.random = random;
    }

    /** The index of the chosen weight, or -1 when no weight is positive. */
    public int pick(List<Integer> weights) {
        long total = 0;
        for (int weight : weights) {
            total += Math.max(0, weight);
        }
        if (total == 0) {
            return -1;
        }
        long ticket = random.nextLong(total);
        for (int i = 0; i < weights.size(); i++) {
            ticket -= Math.max(0, weights.get(i));
            if (ticket < 0) {
                return i;
            }
        }
        throw new IllegalStateException("weights changed while picking");
    }
}

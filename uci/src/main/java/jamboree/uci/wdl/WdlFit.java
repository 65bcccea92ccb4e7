package jamboree.uci.wdl;

import java.util.Arrays;
import java.util.List;

/**
 * Fits {@link WdlModel}'s four constants to samples by maximum likelihood: each sample's outcome has the chance the
 * model gives it (win, draw or loss), and the constants that make the observed outcomes most likely are found by the
 * Nelder-Mead simplex method, which needs no derivatives and is plenty for four parameters.
 */
public final class WdlFit {
    private static final int ITERATIONS = 4000;
    /** Likelihoods of the simplex's corners this close: further steps would move the constants by nothing visible. */
    private static final double CONVERGED = 1e-10;

    private WdlFit() {
    }

    /** The mean log-likelihood of the samples under {@code model} (higher is better; 0 is a perfect fit). */
    public static double logLikelihood(WdlModel model, List<WdlSample> samples) {
        double sum = 0;
        for (WdlSample s : samples) {
            double win = model.win(s.score(), s.material());
            double loss = model.win(-s.score(), s.material());
            double chance = s.points() == 1 ? win : s.points() == 0 ? loss : 1 - win - loss;
            sum += Math.log(Math.max(1e-12, chance));
        }
        return sum / samples.size();
    }

    public static WdlModel fit(List<WdlSample> samples, WdlModel start) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no samples to fit");
        }
        double[][] simplex = new double[5][];
        simplex[0] = vector(start);
        double[] steps = {50, 50, 20, 20};
        for (int i = 0; i < 4; i++) {
            simplex[i + 1] = simplex[0].clone();
            simplex[i + 1][i] += steps[i];
        }
        double[] cost = new double[5];
        for (int i = 0; i < 5; i++) {
            cost[i] = cost(simplex[i], samples);
        }
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            order(simplex, cost);
            if (cost[4] - cost[0] < CONVERGED) {
                break;
            }
            double[] centroid = new double[4];
            for (int i = 0; i < 4; i++) {
                for (int d = 0; d < 4; d++) {
                    centroid[d] += simplex[i][d] / 4;
                }
            }
            double[] reflected = toward(centroid, simplex[4], -1);
            double reflectedCost = cost(reflected, samples);
            if (reflectedCost < cost[0]) {
                double[] expanded = toward(centroid, simplex[4], -2);
                double expandedCost = cost(expanded, samples);
                boolean better = expandedCost < reflectedCost;
                simplex[4] = better ? expanded : reflected;
                cost[4] = better ? expandedCost : reflectedCost;
            } else if (reflectedCost < cost[3]) {
                simplex[4] = reflected;
                cost[4] = reflectedCost;
            } else {
                double[] contracted = toward(centroid, simplex[4], 0.5);
                double contractedCost = cost(contracted, samples);
                if (contractedCost < cost[4]) {
                    simplex[4] = contracted;
                    cost[4] = contractedCost;
                } else {
                    for (int i = 1; i < 5; i++) {
                        simplex[i] = toward(simplex[0], simplex[i], 0.5);
                        cost[i] = cost(simplex[i], samples);
                    }
                }
            }
        }
        order(simplex, cost);
        return model(simplex[0]);
    }

    /** {@code from + factor * (to - from)}. */
    private static double[] toward(double[] from, double[] to, double factor) {
        double[] point = new double[4];
        for (int d = 0; d < 4; d++) {
            point[d] = from[d] + factor * (to[d] - from[d]);
        }
        return point;
    }

    private static void order(double[][] simplex, double[] cost) {
        Integer[] index = {0, 1, 2, 3, 4};
        Arrays.sort(index, (x, y) -> Double.compare(cost[x], cost[y]));
        double[][] points = new double[5][];
        double[] costs = new double[5];
        for (int i = 0; i < 5; i++) {
            points[i] = simplex[index[i]];
            costs[i] = cost[index[i]];
        }
        System.arraycopy(points, 0, simplex, 0, 5);
        System.arraycopy(costs, 0, cost, 0, 5);
    }

    private static double cost(double[] point, List<WdlSample> samples) {
        WdlModel model = model(point);
        // The model is only meaningful with a positive slope everywhere and a draw chance that cannot go negative.
        if (point[2] < 1 || point[2] + point[3] < 1 || point[0] < 0 || point[0] + point[1] < 0) {
            return Double.MAX_VALUE;
        }
        return -logLikelihood(model, samples);
    }

    private static double[] vector(WdlModel m) {
        return new double[] {m.a0(), m.a1(), m.b0(), m.b1()};
    }

    private static WdlModel model(double[] point) {
        return new WdlModel(point[0], point[1], point[2], point[3]);
    }
}

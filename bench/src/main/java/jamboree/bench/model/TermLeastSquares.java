package jamboree.bench.model;

import jamboree.bench.trial.Trial;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.linear.SingularValueDecomposition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Weighted least squares with sigma_i = T_i (thesis 5.6) over any list of terms, for the thesis's other models:
 * C alone, W/P alone, and the large model of equation 5.35. The same weighting and intervals as
 * {@link WeightedLeastSquares}; in addition, terms the data cannot separate from earlier ones are aliased (see
 * {@link TermFit}) rather than making the fit fail, as a regression program reports them.
 */
public final class TermLeastSquares {

    /** A column whose part outside the earlier columns is below this fraction of its length is aliased. */
    private static final double ALIAS_TOLERANCE = 1e-9;

    private TermLeastSquares() {
    }

    /** Fits {@code terms} to the trials' T in seconds. */
    public static TermFit fit(List<Term> terms, List<Trial> trials) {
        double[][] x = new double[trials.size()][terms.size()];
        double[] time = new double[trials.size()];
        for (int i = 0; i < trials.size(); i++) {
            Trial t = trials.get(i);
            time[i] = t.seconds();
            for (int j = 0; j < terms.size(); j++) {
                x[i][j] = terms.get(j).of(t);
            }
        }
        return fit(terms.stream().map(Term::name).toList(), x, time);
    }

    /**
     * Fits T_i = sum_j a_j x[i][j].
     *
     * @param names the terms' names
     * @param x     one row of term values per point
     * @param time  the measured T of each point (positive)
     */
    public static TermFit fit(List<String> names, double[][] x, double[] time) {
        int n = time.length;
        int k = names.size();
        for (double t : time) {
            if (!(t > 0)) {
                throw new IllegalArgumentException("T must be positive for a relative fit, got " + t);
            }
        }
        // Weighted, and each column scaled to unit length so that the alias test does not depend on units.
        double[][] columns = new double[k][n];
        double[] scale = new double[k];
        for (int j = 0; j < k; j++) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                columns[j][i] = x[i][j] / time[i];
                sum += columns[j][i] * columns[j][i];
            }
            scale[j] = Math.sqrt(sum);
        }
        List<Integer> kept = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            if (scale[j] > 0 && independent(columns, scale, kept, j, n)) {
                kept.add(j);
            }
        }
        if (kept.size() > n) {
            throw new IllegalArgumentException("the model has " + kept.size() + " separable terms: it needs at least"
                    + " that many points, got " + n);
        }
        if (kept.isEmpty()) {
            throw new IllegalArgumentException("no term of " + names + " is non-zero on these points");
        }
        RealMatrix design = matrix(columns, scale, kept, n);
        RealVector target = new ArrayRealVector(n, 1.0);
        RealVector gamma = new QRDecomposition(design).getSolver().solve(target);
        double[] coefficients = new double[k];
        double[] halfWidths = new double[k];
        Arrays.fill(coefficients, Double.NaN);
        Arrays.fill(halfWidths, Double.NaN);
        int freedom = n - kept.size();
        double t = freedom > 0 ? new TDistribution(freedom).inverseCumulativeProbability(0.975) : Double.NaN;
        RealVector residual = target.subtract(design.operate(gamma));
        double variance = freedom > 0 ? residual.dotProduct(residual) / freedom : Double.NaN;
        RealMatrix inverse = new SingularValueDecomposition(design.transpose().multiply(design)).getSolver()
                .getInverse();
        for (int c = 0; c < kept.size(); c++) {
            int j = kept.get(c);
            coefficients[j] = gamma.getEntry(c) / scale[j];
            halfWidths[j] = t * Math.sqrt(Math.max(0.0, variance * inverse.getEntry(c, c))) / scale[j];
        }
        double[] predicted = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j : kept) {
                predicted[i] += coefficients[j] * x[i][j];
            }
        }
        return new TermFit(names, coefficients, halfWidths, FitQuality.of(time, predicted), predicted);
    }

    private static boolean independent(double[][] columns, double[] scale, List<Integer> kept, int j, int n) {
        List<Integer> with = new ArrayList<>(kept);
        with.add(j);
        if (with.size() > n) {
            return false;
        }
        QRDecomposition qr = new QRDecomposition(matrix(columns, scale, with, n));
        double last = Math.abs(qr.getR().getEntry(with.size() - 1, with.size() - 1));
        return last > ALIAS_TOLERANCE;
    }

    private static RealMatrix matrix(double[][] columns, double[] scale, List<Integer> which, int n) {
        RealMatrix m = new Array2DRowRealMatrix(n, which.size());
        for (int c = 0; c < which.size(); c++) {
            int j = which.get(c);
            for (int i = 0; i < n; i++) {
                m.setEntry(i, c, columns[j][i] / scale[j]);
            }
        }
        return m;
    }
}

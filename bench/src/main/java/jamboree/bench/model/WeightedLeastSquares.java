package jamboree.bench.model;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.linear.SingularValueDecomposition;

import java.util.List;

/**
 * Fits T = c3 + c1 W/P + c2 C minimising sum(((predicted_i - T_i) / sigma_i)^2) with sigma_i = T_i.
 *
 * <p>Dividing every row of the design matrix and the observation by sigma_i turns the weighted problem into an
 * ordinary one, solved by QR. The sigmas only say which errors matter relative to each other (they are not
 * measurement errors), so the covariance of the coefficients is scaled by the residual variance; the 95%
 * intervals use Student's t with n - 3 degrees of freedom.
 */
public final class WeightedLeastSquares {

    private static final int PARAMETERS = 3;

    private WeightedLeastSquares() {
    }

    public static ModelFit fit(List<ModelSample> data) {
        int n = data.size();
        if (n < PARAMETERS) {
            throw new IllegalArgumentException("the model has 3 coefficients: it needs at least 3 points, got " + n);
        }
        RealMatrix design = new Array2DRowRealMatrix(n, PARAMETERS);
        RealVector target = new ArrayRealVector(n);
        for (int i = 0; i < n; i++) {
            ModelSample s = data.get(i);
            double sigma = s.time();
            design.setEntry(i, 0, 1.0 / sigma);
            design.setEntry(i, 1, s.workPerProcessor() / sigma);
            design.setEntry(i, 2, s.span() / sigma);
            target.setEntry(i, s.time() / sigma);
        }
        DecompositionSolver solver = new QRDecomposition(design, 1e-12).getSolver();
        if (!solver.isNonSingular()) {
            throw new IllegalArgumentException("the data cannot separate the three terms (W/P, C and the constant"
                    + " are linearly dependent over these points)");
        }
        RealVector beta = solver.solve(target);
        LinearModel model = new LinearModel(beta.getEntry(0), beta.getEntry(1), beta.getEntry(2));

        RealVector weightedResiduals = target.subtract(design.operate(beta));
        int freedom = n - PARAMETERS;
        double[] halfWidths = new double[PARAMETERS];
        if (freedom > 0) {
            double variance = weightedResiduals.dotProduct(weightedResiduals) / freedom;
            RealMatrix inverse = new SingularValueDecomposition(design.transpose().multiply(design))
                    .getSolver().getInverse();
            double t = new TDistribution(freedom).inverseCumulativeProbability(0.975);
            for (int j = 0; j < PARAMETERS; j++) {
                halfWidths[j] = t * Math.sqrt(Math.max(0.0, variance * inverse.getEntry(j, j)));
            }
        } else {
            java.util.Arrays.fill(halfWidths, Double.NaN);
        }
        double[] residuals = new double[n];
        for (int i = 0; i < n; i++) {
            residuals[i] = model.relativeResidual(data.get(i));
        }
        return new ModelFit(model, halfWidths, FitQuality.of(model, data), residuals);
    }
}

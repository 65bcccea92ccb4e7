package jamboree.bench.model;

import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;

import java.util.List;

/**
 * How well a model matches some data (thesis 5.6).
 *
 * @param samples the number of data points
 * @param r       the sample correlation coefficient between measured and predicted T
 * @param mre     the mean relative error: the geometric mean of |T - predicted| / T (0 if any error is 0)
 * @param maxe    the maximum relative error
 */
public record FitQuality(int samples, double r, double mre, double maxe) {

    /** The thesis's figures on its training data (Kaufman's suite). */
    public static final FitQuality THESIS_TRAINING = new FitQuality(250, 0.998717, 0.03855, 0.6880);
    /** The thesis's figures on its test data (Berliner's 20 problems). */
    public static final FitQuality THESIS_TEST = new FitQuality(0, 0.999195, 0.061, 0.880);

    public static FitQuality of(LinearModel model, List<ModelSample> data) {
        int n = data.size();
        double[] measured = new double[n];
        double[] predicted = new double[n];
        for (int i = 0; i < n; i++) {
            measured[i] = data.get(i).time();
            predicted[i] = model.predict(data.get(i));
        }
        return of(measured, predicted);
    }

    /** The quality of {@code predicted} as a model of {@code measured} (each T positive). */
    public static FitQuality of(double[] measured, double[] predicted) {
        int n = measured.length;
        if (n == 0) {
            return new FitQuality(0, Double.NaN, Double.NaN, Double.NaN);
        }
        double logSum = 0;
        boolean exact = false;
        double max = 0;
        for (int i = 0; i < n; i++) {
            double error = Math.abs((measured[i] - predicted[i]) / measured[i]);
            max = Math.max(max, error);
            if (error == 0) {
                exact = true;
            } else {
                logSum += Math.log(error);
            }
        }
        double mre = exact ? 0.0 : Math.exp(logSum / n);
        return new FitQuality(n, correlation(measured, predicted), mre, max);
    }

    private static double correlation(double[] a, double[] b) {
        if (a.length < 2) {
            return Double.NaN;
        }
        return new PearsonsCorrelation().correlation(a, b);
    }
}

package jamboree.bench.model;

/**
 * A fitted model with its 95% confidence intervals and its quality on the data it was fitted on.
 *
 * @param model       the coefficients
 * @param halfWidths  95% confidence half-widths of c3, c1, c2 (the "plus or minus" of equation 5.34)
 * @param quality     R, MRE and MAXE on the training data
 * @param residuals   relative residuals (T - predicted) / T of the training data, in input order
 */
public record ModelFit(LinearModel model, double[] halfWidths, FitQuality quality, double[] residuals) {

    public double c3HalfWidth() {
        return halfWidths[0];
    }

    public double c1HalfWidth() {
        return halfWidths[1];
    }

    public double c2HalfWidth() {
        return halfWidths[2];
    }

    /** The thesis's fit with its intervals (equation 5.34). */
    public static final ModelFit THESIS = new ModelFit(LinearModel.THESIS, new double[] {0.167, 0.019, 0.106},
            FitQuality.THESIS_TRAINING, new double[0]);
}

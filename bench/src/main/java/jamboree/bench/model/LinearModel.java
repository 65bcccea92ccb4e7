package jamboree.bench.model;

/** T = c3 + c1 W/P + c2 C. */
public record LinearModel(double c3, double c1, double c2) {

    /** The thesis's fit on Kaufman's suite (equation 5.34), in seconds. */
    public static final LinearModel THESIS = new LinearModel(4.303, 1.024, 1.521);

    public double predict(ModelSample sample) {
        return c3 + c1 * sample.workPerProcessor() + c2 * sample.span();
    }

    /** (T - predicted) / T: positive when the model understates the run time, as in Figure 5-16. */
    public double relativeResidual(ModelSample sample) {
        return (sample.time() - predict(sample)) / sample.time();
    }
}

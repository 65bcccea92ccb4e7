package jamboree.bench.model;

import jamboree.bench.trial.Trial;

/**
 * One data point of the model, in any consistent time unit.
 *
 * @param time             the measured run time T
 * @param workPerProcessor W / P
 * @param span             the critical path C
 */
public record ModelSample(double time, double workPerProcessor, double span) {

    public ModelSample {
        if (!(time > 0)) {
            throw new IllegalArgumentException("T must be positive for a relative fit, got " + time);
        }
    }

    /** A trial's point in seconds of machine time, the unit of the thesis's coefficients. */
    public static ModelSample ofSeconds(Trial trial) {
        double hz = trial.clockHz();
        return new ModelSample(trial.time() / hz, trial.workPerProcessor() / hz, trial.span() / hz);
    }
}

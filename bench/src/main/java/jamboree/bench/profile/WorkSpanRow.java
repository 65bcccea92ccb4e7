package jamboree.bench.profile;

import jamboree.bench.model.LinearModel;
import jamboree.bench.trial.Trial;

/**
 * A Cilkscale-style line for one run: work, span, parallelism, burdened span and burdened parallelism, in cycles.
 *
 * <p>Cilkscale burdens the span with a fixed scheduling cost per spawn on it. Here the burden comes from the
 * fitted model instead: the burdened span is c2 C + c3, the run time the model predicts on infinitely many
 * processors (W/P vanishes), so it charges the critical path with what the scheduler really costs along it
 * (c2 above 1 is the price of moving work between nodes) plus the fixed start-up cost c3. Burdened parallelism is
 * W over the burdened span: the machine size beyond which adding nodes no longer pays.
 *
 * @param position            the position id
 * @param processors          P of the run
 * @param work                W
 * @param span                C
 * @param parallelism         W / C
 * @param burdenedSpan        c2 C + c3, in cycles
 * @param burdenedParallelism W / burdened span
 */
public record WorkSpanRow(String position, int processors, long work, long span, double parallelism,
                          double burdenedSpan, double burdenedParallelism) {

    /** The row of one trial under a model fitted in seconds. */
    public static WorkSpanRow of(Trial trial, LinearModel model) {
        double hz = trial.clockHz();
        double burdened = (model.c2() * trial.span() / hz + model.c3()) * hz;
        return new WorkSpanRow(trial.position(), trial.processors(), trial.work(), trial.span(),
                trial.parallelism(), burdened, burdened <= 0 ? 0.0 : trial.work() / burdened);
    }
}

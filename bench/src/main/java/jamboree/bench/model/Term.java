package jamboree.bench.model;

import jamboree.bench.trial.Trial;

import java.util.function.ToDoubleFunction;

/**
 * One basis function of a run-time model (thesis 5.6): a quantity of a trial, in seconds where it is a time, that a
 * fitted coefficient multiplies.
 *
 * @param name  the term as the thesis writes it, e.g. {@code W/P}
 * @param value the term's value for a trial
 */
public record Term(String name, ToDoubleFunction<Trial> value) {

    public static final Term CONSTANT = new Term("1", t -> 1.0);
    public static final Term WORK_PER_PROCESSOR = new Term("W/P", t -> t.workPerProcessor() / t.clockHz());
    public static final Term SPAN = new Term("C", t -> t.span() / (double) t.clockHz());
    public static final Term PROCESSORS = new Term("P", Trial::processors);
    public static final Term SPAN_LG_P = new Term("C lg P",
            t -> t.span() / (double) t.clockHz() * Math.log(t.processors()) / Math.log(2));
    public static final Term MAX_SPAN_WORK = new Term("max{C, W/P}",
            t -> Math.max(t.span(), t.workPerProcessor()) / t.clockHz());
    public static final Term MIN_SPAN_WORK = new Term("min{C, W/P}",
            t -> Math.min(t.span(), t.workPerProcessor()) / t.clockHz());
    public static final Term DEPTH = new Term("D", Trial::depth);
    public static final Term WORK = new Term("W", t -> t.work() / (double) t.clockHz());

    /** The indicator variable k_i of a position: 1 for its trials, 0 for the others. */
    public static Term position(String id) {
        return new Term("k[" + id + "]", t -> t.position().equals(id) ? 1.0 : 0.0);
    }

    public double of(Trial trial) {
        return value.applyAsDouble(trial);
    }
}

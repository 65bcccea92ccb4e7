package jamboree.bench.profile;

/**
 * A piecewise-constant curve: value {@code values[i]} from {@code times[i]} until {@code times[i + 1]} (the last
 * value lasts until {@code end}). Times are in cycles.
 */
public record StepCurve(long[] times, double[] values, long end) {

    public StepCurve {
        if (times.length != values.length) {
            throw new IllegalArgumentException("times and values differ in length");
        }
    }

    public int size() {
        return times.length;
    }

    /** How long step {@code i} lasts. */
    public long duration(int i) {
        return (i + 1 < times.length ? times[i + 1] : end) - times[i];
    }

    /** The area under the curve (value times cycles). */
    public double area() {
        double sum = 0;
        for (int i = 0; i < times.length; i++) {
            sum += values[i] * duration(i);
        }
        return sum;
    }

    /**
     * The curve averaged over {@code buckets} equal stretches of [0, end): small enough to draw, and the average
     * keeps the area.
     */
    public double[] averaged(int buckets) {
        double[] out = new double[buckets];
        if (end <= 0 || buckets == 0) {
            return out;
        }
        double width = end / (double) buckets;
        for (int i = 0; i < times.length; i++) {
            double from = times[i];
            double to = from + duration(i);
            int first = (int) Math.min(buckets - 1, Math.floor(from / width));
            int last = (int) Math.min(buckets - 1, Math.floor(Math.max(from, to - 1e-9) / width));
            for (int b = first; b <= last; b++) {
                double overlap = Math.min(to, (b + 1) * width) - Math.max(from, b * width);
                if (overlap > 0) {
                    out[b] += values[i] * overlap / width;
                }
            }
        }
        return out;
    }
}

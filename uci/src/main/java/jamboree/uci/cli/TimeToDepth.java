package jamboree.uci.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The figures of {@link SmpBenchCommand}: per position, the serial search's time and each parallel engine's speedup
 * over it (serial time / its time to the same depth); over all positions, the geometric mean and the worst speedup,
 * and the nodes per second of each engine (all its nodes over all its time).
 *
 * <p>Beside each wall-time speedup stands a CPU-time one: the serial search's processor time over the parallel
 * search's processor time per thread. On a host with a free core per thread the two agree (each thread runs all
 * the time the search lasts); on a host that other programs load, the wall-time figure mostly measures the load,
 * while the CPU-time one still says what the algorithm does with its cores.
 */
final class TimeToDepth {
    /** Each parallel engine's short label (a position's line) and name (the summary), in the order of the figures. */
    private final List<String> labels;
    private final List<String> names;
    /** Per engine (serial first, then each thread count), the speedup of every position so far. */
    private final List<List<Double>> speedups = new ArrayList<>();
    private final List<List<Double>> cpuSpeedups = new ArrayList<>();
    private final int[] threads;
    private final List<String> ids = new ArrayList<>();
    private final long[] totalNanos;
    private final long[] totalNodes;

    /** Parallel engine {@code t} is called {@code labels[t]} and {@code names[t]} and runs {@code threads[t]}. */
    TimeToDepth(List<String> labels, List<String> names, int[] threads) {
        if (labels.size() != names.size() || labels.size() != threads.length) {
            throw new IllegalArgumentException(labels.size() + " labels for " + names.size() + " names and "
                    + threads.length + " thread counts");
        }
        this.threads = threads.clone();
        this.labels = List.copyOf(labels);
        this.names = List.copyOf(names);
        for (int i = 0; i < labels.size(); i++) {
            speedups.add(new ArrayList<>());
            cpuSpeedups.add(new ArrayList<>());
        }
        this.totalNanos = new long[labels.size() + 1];
        this.totalNodes = new long[labels.size() + 1];
    }

    /**
     * Records one position (wall times, processor times of the whole process and nodes of the serial search, then
     * of each parallel engine) and describes it.
     */
    String add(String id, long[] nanos, long[] cpuNanos, long[] nodes) {
        ids.add(id);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s serial %7.3f s %,12d nodes",
                id, nanos[0] / 1e9, nodes[0]));
        for (int e = 0; e < nanos.length; e++) {
            totalNanos[e] += nanos[e];
            totalNodes[e] += nodes[e];
        }
        for (int t = 0; t < labels.size(); t++) {
            double speedup = (double) nanos[0] / Math.max(1, nanos[t + 1]);
            speedups.get(t).add(speedup);
            double cpuSpeedup = (double) cpuNanos[0] * threads[t] / Math.max(1, cpuNanos[t + 1]);
            cpuSpeedups.get(t).add(cpuSpeedup);
            line.append(String.format(Locale.ROOT, " | %s %7.3f s x%.2f cpu x%.2f %,d nodes", labels.get(t),
                    nanos[t + 1] / 1e9, speedup, cpuSpeedup, nodes[t + 1]));
        }
        return line.toString();
    }

    /** Geometric mean of the (wall-time) speedups of parallel engine number {@code t}. */
    double geometricMean(int t) {
        return geometricMean(speedups.get(t));
    }

    /** Geometric mean of the CPU-time speedups of parallel engine number {@code t}. */
    double cpuGeometricMean(int t) {
        return geometricMean(cpuSpeedups.get(t));
    }

    private static double geometricMean(List<Double> values) {
        double logs = 0;
        for (double s : values) {
            logs += Math.log(s);
        }
        return Math.exp(logs / values.size());
    }

    private int worst(List<Double> values) {
        int worst = 0;
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) < values.get(worst)) {
                worst = i;
            }
        }
        return worst;
    }

    void summary(PrintWriter out) {
        out.printf(Locale.ROOT, "serial: %.1f s in all, %,.0f nodes per second%n", totalNanos[0] / 1e9,
                nps(0));
        for (int t = 0; t < labels.size(); t++) {
            List<Double> s = speedups.get(t);
            int worst = worst(s);
            List<Double> c = cpuSpeedups.get(t);
            int cpuWorst = worst(c);
            out.printf(Locale.ROOT, "%s: time-to-depth speedup geometric mean %.2f, worst %.2f (%s);"
                            + " CPU-time speedup geometric mean %.2f, worst %.2f (%s);"
                            + " %.1f s in all, %,.0f nodes per second%n", names.get(t), geometricMean(t),
                    s.get(worst), ids.get(worst), cpuGeometricMean(t), c.get(cpuWorst), ids.get(cpuWorst),
                    totalNanos[t + 1] / 1e9, nps(t + 1));
        }
    }

    private double nps(int engine) {
        return totalNodes[engine] * 1e9 / Math.max(1, totalNanos[engine]);
    }
}

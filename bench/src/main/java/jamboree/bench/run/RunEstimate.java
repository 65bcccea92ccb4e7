package jamboree.bench.run;

import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * How much longer a run will take, estimated from the searches already done: a search's host time is taken to grow
 * with its problem's size (its weight, e.g. the serial search's positions) at a rate learned per machine size from the
 * searches of that size that finished. A size none of whose searches has finished gets the rate of a power law in P
 * through the two known sizes nearest it, since a simulated search's host time per position grows about as a power of
 * the machine's size (at the thesis's scale, k03 to depth 9 took 3.6 s serially, 28.9 s on 64 nodes and 85.4 s on 512:
 * about 1.4 times per doubling throughout); the bench runs the largest machines first, and taking the smallest known
 * size's rate for every smaller one, as it once did, put the whole thesis-scale run at eight to ten hours in its first
 * minutes. Times are given, never read, so the estimate is a function of what it is told. Not thread-safe: callers
 * serialize (see {@link OneAtATimeListener}).
 */
final class RunEstimate {

    private record Key(String suite, String position, int depth, int processors, Settings settings, long seed) {
    }

    /** Host nanoseconds and weight of the finished searches of one machine size. */
    private static final class Rate {
        double nanos;
        double weight;
    }

    private final Map<Key, Long> weights = new HashMap<>();
    private final Map<Key, Integer> pending = new HashMap<>();
    private final Map<Key, Deque<Long>> running = new HashMap<>();
    private final TreeMap<Integer, Rate> rates = new TreeMap<>();
    private final int jobs;
    private final long start;
    private double doneNanos;

    /**
     * @param searches every search the run will make
     * @param weight   a search's expected size (positive; 1 each if nothing better is known)
     * @param jobs     searches running at the same time
     * @param start    the run's start, in the nanoseconds the other calls use
     */
    RunEstimate(List<TrialRequest> searches, ToLongFunction<TrialRequest> weight, int jobs, long start) {
        for (TrialRequest r : searches) {
            Key k = key(r);
            weights.put(k, Math.max(1, weight.applyAsLong(r)));
            pending.merge(k, 1, Integer::sum);
        }
        this.jobs = Math.max(1, jobs);
        this.start = start;
    }

    void started(TrialRequest r, long now) {
        running.computeIfAbsent(key(r), k -> new ArrayDeque<>()).add(now);
    }

    void finished(Trial t, long now) {
        Key k = key(t);
        Deque<Long> starts = running.get(k);
        if (starts == null || starts.isEmpty()) {
            return;
        }
        long took = now - starts.poll();
        pending.computeIfPresent(k, (key, n) -> n > 1 ? n - 1 : null);
        Rate rate = rates.computeIfAbsent(t.processors(), p -> new Rate());
        rate.nanos += took;
        rate.weight += weights.getOrDefault(k, 1L);
        doneNanos += took;
    }

    /**
     * A search that will not be made: an earlier run's trial takes its place (see {@link TrialStore}). It leaves the
     * searches to come but teaches nothing of the rate, having taken no time.
     */
    void recalled(Trial t) {
        pending.computeIfPresent(key(t), (key, n) -> n > 1 ? n - 1 : null);
    }

    /** Wall nanoseconds left, or empty before any search has finished. */
    OptionalLong remainingNanos(long now) {
        if (rates.isEmpty()) {
            return OptionalLong.empty();
        }
        double hostLeft = 0;
        double inProgress = 0;
        for (Map.Entry<Key, Integer> e : pending.entrySet()) {
            Key k = e.getKey();
            double expected = weights.get(k) * rate(k.processors());
            Deque<Long> starts = running.getOrDefault(k, new ArrayDeque<>());
            int n = e.getValue();
            for (long s : starts) {
                double elapsed = now - s;
                inProgress += elapsed;
                hostLeft += Math.max(0, expected - elapsed);
                n--;
            }
            hostLeft += Math.max(0, n) * expected;
        }
        // Searches overlap: as many at a time as they did so far, at most the jobs.
        double wall = Math.max(1, now - start);
        double overlap = Math.min(jobs, Math.max(1, (doneNanos + inProgress) / wall));
        return OptionalLong.of((long) (hostLeft / overlap));
    }

    /**
     * Host nanoseconds per unit of weight at {@code p}: from p's finished searches; else on the power law through the
     * known sizes on either side of p, or the two nearest at its end of the range, its exponent kept between 0 (no
     * dearer than a known size) and 1 (no more than in proportion to the nodes); with one size known, that size's.
     */
    private double rate(int p) {
        Rate own = rates.get(p);
        if (own != null || rates.size() == 1) {
            return perWeight(own != null ? p : rates.firstKey());
        }
        Integer below = rates.lowerKey(p);
        Integer above = rates.higherKey(p);
        int a;
        int b;
        if (below != null && above != null) {
            a = below;
            b = above;
        } else if (below == null) {
            a = above;
            b = rates.higherKey(above);
        } else {
            a = rates.lowerKey(below);
            b = below;
        }
        double exponent = Math.log(perWeight(b) / perWeight(a)) / Math.log((double) b / a);
        exponent = Math.max(0, Math.min(1, exponent));
        return perWeight(a) * Math.pow((double) p / a, exponent);
    }

    private double perWeight(int p) {
        Rate r = rates.get(p);
        return r.nanos / r.weight;
    }

    private static Key key(Trial t) {
        return new Key(t.suite(), t.position(), t.depth(), t.processors(), t.settings(), t.seed());
    }

    private static Key key(TrialRequest r) {
        return new Key(r.suite(), r.position().id(), r.depth(), r.processors(), r.settings(), r.seed());
    }
}

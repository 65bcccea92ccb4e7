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
 * searches of that size that finished (in this run, or in the earlier runs a resumed one recalls, when their journal
 * says how long each took), and a size none of whose searches has finished gets a rate from the known sizes around it
 * ({@link #rate}). The bench runs the largest machines first, so for most of a run the smaller sizes are
 * estimated from larger ones; taking the nearest known size's rate for them, as the estimate once did, put the whole
 * thesis-scale run at eight to ten hours in its first minutes. Times are given, never read, so the estimate is a
 * function of what it is told. Not thread-safe: callers serialize (see {@link OneAtATimeListener}).
 */
final class RunEstimate {

    private record Key(String suite, String position, int depth, int processors, Settings settings, long seed) {
    }

    /** Host nanoseconds and weight of the finished searches of one machine size. */
    private static final class Rate {
        double nanos;
        double weight;
    }

    /**
     * How host time per unit of weight grows with the machine beyond the sizes measured: as P^0.4, 1.3 times per
     * doubling. Measured on one simulation thread: k04 to depth 6 (the default bench's size) took 0.85 s on one node,
     * 1.8 s on 8, 3.0 s on 64 and 9.7 s on 512 (exponent 0.39 over the range, 0.57 from 64 to 512); k03 to depth 9 at
     * the thesis's scale 3.6 s serially, 28.9 s on 64 nodes and 85.4 s on 512 (0.48 and 0.52). The lower end errs
     * towards a longer estimate.
     */
    static final double EXPONENT = 0.4;

    private final Map<Key, Long> weights = new HashMap<>();
    private final Map<Key, Integer> pending = new HashMap<>();
    private final Map<Key, Deque<Long>> running = new HashMap<>();
    private final TreeMap<Integer, Rate> rates = new TreeMap<>();
    private final int jobs;
    /** Whether a search of this run has started, and when the first did (the host clock's origin is arbitrary). */
    private boolean anyStarted;
    private long firstStart;
    private double doneNanos;

    /**
     * @param searches every search the run will make
     * @param weight   a search's expected size (positive; 1 each if nothing better is known)
     * @param jobs     searches running at the same time
     */
    RunEstimate(List<TrialRequest> searches, ToLongFunction<TrialRequest> weight, int jobs) {
        for (TrialRequest r : searches) {
            Key k = key(r);
            weights.put(k, Math.max(1, weight.applyAsLong(r)));
            pending.merge(k, 1, Integer::sum);
        }
        this.jobs = Math.max(1, jobs);
    }

    /**
     * The estimate of {@code plan}'s run, whose searches are {@code searches}: weighted by the problems' serial sizes
     * when the plan has them (a count of searches would be far off: a search on 512 nodes costs hundreds of times one
     * on 1), else one each.
     */
    static RunEstimate of(BenchPlan plan, List<TrialRequest> searches, int jobs) {
        ProblemSizes sizes = plan.sizes();
        return new RunEstimate(searches, r -> sizes == null ? 1 : sizes.serialNodesOf(r.suite(), r.position().id()),
                jobs);
    }

    void started(TrialRequest r, long now) {
        if (!anyStarted) {
            anyStarted = true;
            firstStart = now;
        }
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
        learn(t.processors(), k, took);
        doneNanos += took;
    }

    /**
     * A search that will not be made: an earlier run's trial takes its place (see {@link TrialStore}). It leaves the
     * searches to come, and if the earlier run said how long it took, its machine size's rate learns from it as from
     * a search of this run; it does not count among this run's own searches, whose overlap sets the wall time.
     */
    void recalled(KeptSearch search) {
        Key k = key(search.trial());
        pending.computeIfPresent(k, (key, n) -> n > 1 ? n - 1 : null);
        if (search.timed()) {
            learn(search.trial().processors(), k, search.searchNanos());
        }
    }

    private void learn(int processors, Key k, long nanos) {
        Rate rate = rates.computeIfAbsent(processors, p -> new Rate());
        rate.nanos += nanos;
        rate.weight += weights.getOrDefault(k, 1L);
    }

    /** Wall nanoseconds left, or empty before any rate is known. */
    OptionalLong remainingNanos(long now) {
        if (rates.isEmpty()) {
            return OptionalLong.empty();
        }
        double inProgress = 0;
        for (Deque<Long> starts : running.values()) {
            for (long s : starts) {
                inProgress += now - s;
            }
        }
        return OptionalLong.of((long) (searchNanosLeftAt(now) / overlap(now, inProgress)));
    }

    /**
     * How many searches run at a time: as many as they have since this run's first one started, at most the jobs.
     * Before any has started (a resumed run that knows its rates from the journal) the run is taken to keep its jobs
     * busy, as it does while enough searches are left; counting one at a time until it had measured more made a
     * resumed run's first estimate as many times too long as it has jobs. The wall time is counted from the first
     * search, not from the plan: a resumed run first recalls the searches its journal holds.
     */
    private double overlap(long now, double inProgress) {
        if (!anyStarted) {
            int left = 0;
            for (int n : pending.values()) {
                left += n;
            }
            return Math.max(1, Math.min(jobs, left));
        }
        double wall = Math.max(1, now - firstStart);
        return Math.min(jobs, Math.max(1, (doneNanos + inProgress) / wall));
    }

    /**
     * Host nanoseconds the searches left will take, one after the other (those under way counted from now), or empty
     * before any rate is known.
     */
    OptionalLong searchNanosLeft(long now) {
        if (rates.isEmpty()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((long) searchNanosLeftAt(now));
    }

    private double searchNanosLeftAt(long now) {
        double left = 0;
        for (Map.Entry<Key, Integer> e : pending.entrySet()) {
            Key k = e.getKey();
            double expected = weights.get(k) * rate(k.processors());
            Deque<Long> starts = running.getOrDefault(k, new ArrayDeque<>());
            int n = e.getValue();
            for (long s : starts) {
                left += stillToRun(expected, now - s);
                n--;
            }
            left += Math.max(0, n) * expected;
        }
        return left;
    }

    /**
     * What a search under way for {@code elapsed} nanoseconds still needs, expected to take {@code expected} in all:
     * the rest of its expectation, but never less than half what it has run already. A search that outruns its
     * kind's rate is not about to end: the table-size experiment's k22 with the smallest tables, at the thesis's
     * scale, ran for hours where its machine size's rate said minutes, and the bar said no time was left. Half as long
     * again as it has run grows with such a search and meets the expectation, continuously, at two thirds of it, so a
     * search on time costs the estimate at most a third of its expectation near its end.
     */
    static double stillToRun(double expected, double elapsed) {
        return Math.max(expected - elapsed, elapsed / 2);
    }

    /**
     * Host nanoseconds per unit of weight at {@code p}: from p's finished searches; between two known sizes, on the
     * power law through them (its exponent kept between 0 and 1); beyond the known sizes, from the nearest one as
     * {@link #EXPONENT a fixed power of P}. The measured exponent is not carried beyond the range it was measured
     * on: at the top of the range an idle machine's traffic makes host time grow almost in proportion to the nodes,
     * at the bottom the chess work alone is left and it hardly grows, so an exponent learned on 256 and 512 nodes
     * would make the small machines of a run nearly free.
     */
    private double rate(int p) {
        if (rates.containsKey(p)) {
            return perWeight(p);
        }
        Integer below = rates.lowerKey(p);
        Integer above = rates.higherKey(p);
        if (below == null || above == null) {
            int nearest = below == null ? above : below;
            return perWeight(nearest) * Math.pow((double) p / nearest, EXPONENT);
        }
        double exponent = Math.log(perWeight(above) / perWeight(below)) / Math.log((double) above / below);
        // Searches of no measurable time make 0/0: no growth, then.
        exponent = Double.isNaN(exponent) ? 0 : Math.max(0, Math.min(1, exponent));
        return perWeight(below) * Math.pow((double) p / below, exponent);
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

package jamboree.bench.report;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.EarlierRuns;
import jamboree.bench.run.HostDescription;
import jamboree.bench.run.HostUsage;
import jamboree.bench.run.ProblemSizes;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.ChessOperations;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.Utilization;
import jamboree.machine.experiments.SwampExperiment;
import jamboree.machine.experiments.SwampModel;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.IdealProfile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Benchmark results made of trials computed from a known model, for testing the report without running searches:
 * T = 4.3 s + 1.02 W/P + 1.5 C with a seeded few-percent noise.
 */
final class SyntheticResults {

    static final long HZ = 33_000_000L;
    /** What the larger synthetic run took of its host: 2.5 s of processor time in 1.234 s, 3 GB of a 6 GB heap. */
    static final HostUsage HOST = new HostUsage(1_234_000_000L, 2_500_000_000L, 2_746_800_000L, 3L << 30, 1L << 30,
            6L << 30, HostDescription.UNKNOWN);

    private SyntheticResults() {
    }

    /**
     * A thesis-scale result: positions at depths 5 to 7 (problems of varying size), the thesis's configuration swept
     * beside the defaults, and a table-size experiment at {@code tableP} nodes with 2^11 to 2^13 entries per node.
     */
    static BenchResult thesisScale(int positions, int largestP, int tableP) {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(positions);
        List<Integer> sizes = BenchPlan.powersOfTwo(largestP);
        List<ProblemSizes.Problem> problems = new ArrayList<>();
        for (SuitePosition pos : kaufman.positions()) {
            problems.add(new ProblemSizes.Problem(kaufman.name(), pos.id(), 5 + pos.index() % 3,
                    1000 + 10L * pos.index(), 300, true));
        }
        List<Settings> tableColumns = new ArrayList<>();
        for (int e = 1 << 11; e <= 1 << 13; e *= 2) {
            tableColumns.add(Settings.BASELINE.with(jamboree.scheduler.config.Switch.TABLE_ENTRIES_PER_NODE, e));
        }
        // Like the thesis scale's, the experiment leaves a position out.
        AblationSpec tables = new AblationSpec("table-size-p" + tableP, "table sizes", tableP, tableColumns,
                java.util.Set.of("k02"));
        BenchPlan plan = new BenchPlan(kaufman, 5, sizes, 7, List.of(tables), null, List.of(), 0, largestP, false,
                new ProblemSizes(1000, problems), List.of(Settings.THESIS));
        SplittableRandom random = new SplittableRandom(5);
        List<Trial> trials = new ArrayList<>();
        for (Settings s : List.of(Settings.BASELINE, Settings.THESIS)) {
            for (int p : sizes) {
                for (SuitePosition pos : kaufman.positions()) {
                    trials.add(trial(kaufman.name(), pos, plan.depthOf(kaufman.name(), pos.id()), p, s, random));
                }
            }
        }
        for (Settings s : tableColumns) {
            for (SuitePosition pos : kaufman.positions().stream().filter(tables::searches).toList()) {
                trials.add(trial(kaufman.name(), pos, plan.depthOf(kaufman.name(), pos.id()), tableP, s, random));
            }
        }
        return new BenchResult(plan, trials, null, List.of(), HostUsage.wallOnly(1_000_000_000L), EarlierRuns.NONE,
                SchedulerConfig.load());
    }

    static BenchResult result(int positions, int largestP) {
        return result(positions, largestP, HOST);
    }

    static BenchResult result(int positions, int largestP, HostUsage host) {
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(positions);
        Suite bk = SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC).first(positions);
        List<Integer> sizes = BenchPlan.powersOfTwo(largestP);
        List<AblationSpec> ablations = BenchPlan.standardAblations(largestP);
        BenchPlan plan = new BenchPlan(kaufman, 5, sizes, 7, ablations, bk, sizes, 0, largestP, true);
        SplittableRandom random = new SplittableRandom(11);
        List<Trial> trials = new ArrayList<>();
        for (int p : sizes) {
            for (SuitePosition pos : kaufman.positions()) {
                trials.add(trial(kaufman.name(), pos, p, Settings.BASELINE, random));
            }
        }
        for (AblationSpec a : ablations) {
            for (Settings s : a.columns()) {
                if (!s.equals(Settings.BASELINE)) {
                    for (SuitePosition pos : kaufman.positions()) {
                        trials.add(trial(kaufman.name(), pos, a.processors(), s, random));
                    }
                }
            }
        }
        for (int p : sizes) {
            for (SuitePosition pos : bk.positions()) {
                trials.add(trial(bk.name(), pos, p, Settings.BASELINE, random));
            }
        }
        Trial profiled = trial(kaufman.name(), kaufman.positions().get(0), largestP, Settings.BASELINE, random);
        profiled = profiled.withProfiles(ideal(profiled, random), utilization(profiled, random));
        List<SwampExperiment.Row> swamp = new ArrayList<>();
        for (int p : List.of(2, 4, 8)) {
            for (double tb : List.of(5.0, 20.0)) {
                double z = SwampModel.leverage(tb, 10, 5);
                double prob = SwampModel.progressProbability(p, z);
                swamp.add(new SwampExperiment.Row(p, tb, 5, 10, z, prob, 0.01 / prob, 0.011 / prob, 0.2, 100L * p));
            }
        }
        return new BenchResult(plan, trials, profiled, swamp, host, EarlierRuns.NONE,
                SchedulerConfig.load());
    }

    private static Trial trial(String suite, SuitePosition pos, int p, Settings settings, SplittableRandom random) {
        return trial(suite, pos, 5, p, settings, random);
    }

    private static Trial trial(String suite, SuitePosition pos, int depth, int p, Settings settings,
                               SplittableRandom random) {
        double serial = 20 + 10.0 * pos.index() + random.nextDouble() * 30;
        double work = serial * (1 + 0.04 * Math.log(p) / Math.log(2)) * (settings.equals(Settings.BASELINE) ? 1 : 1.1);
        double span = serial / (20 + 5 * pos.index());
        double seconds = (4.3 + 1.02 * work / p + 1.5 * span) * (1 + 0.03 * random.nextGaussian());
        long time = Math.round(seconds * HZ);
        long w = Math.round(work * HZ);
        Map<String, Long> breakdown = new LinkedHashMap<>();
        long total = time * p;
        breakdown.put(Activities.CHESS_WORK, w);
        long rest = Math.max(0, total - w);
        breakdown.put(Activities.WAITING_FOR_TT_READ, rest / 3);
        breakdown.put(Activities.WAITING_ON_THROTTLE, rest / 4);
        breakdown.put(Activities.LOOKING_FOR_WORK, rest / 6);
        breakdown.put(Activities.IDLE, rest - rest / 3 - rest / 4 - rest / 6);
        // W split as half Jamboree control, a quarter moving pieces, the rest static evaluation.
        Map<String, Long> chess = new LinkedHashMap<>();
        chess.put(ChessOperations.JAMBOREE_CONTROL, w / 2);
        chess.put(ChessOperations.MAKE_UNMAKE, w / 4);
        chess.put(ChessOperations.EVALUATION, w - w / 2 - w / 4);
        return new Trial(suite, pos.id(), pos.index(), depth, p, settings, 7, HZ, time, w, Math.round(span * HZ),
                Math.round(work * 1200), Math.round(serial * HZ), "e2e4", 13, breakdown, IdealProfile.NONE,
                Utilization.NONE, chess);
    }

    private static IdealProfile ideal(Trial t, SplittableRandom random) {
        int bins = 400;
        double[] parallelism = new double[bins];
        for (int i = 0; i < bins; i++) {
            parallelism[i] = 1 + 200.0 * Math.exp(-i / 8.0) + 30 * random.nextDouble();
        }
        return new IdealProfile(Math.max(1, t.span() / bins), parallelism);
    }

    private static Utilization utilization(Trial t, SplittableRandom random) {
        int buckets = 200;
        double[] working = new double[buckets];
        double[] busy = new double[buckets];
        for (int i = 0; i < buckets; i++) {
            busy[i] = t.processors() * (0.7 + 0.3 * random.nextDouble());
            working[i] = busy[i] * (0.5 + 0.4 * random.nextDouble());
        }
        return new Utilization(t.time() / buckets, working, busy);
    }
}

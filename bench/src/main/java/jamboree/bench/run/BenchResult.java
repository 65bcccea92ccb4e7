package jamboree.bench.run;

import jamboree.bench.model.FitQuality;
import jamboree.bench.model.LinearModel;
import jamboree.bench.model.ModelFit;
import jamboree.bench.model.ModelSample;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.tables.BreakdownTable;
import jamboree.bench.tables.RatingRow;
import jamboree.bench.tables.RatingTable;
import jamboree.bench.tables.UsefulWorkRow;
import jamboree.bench.tables.UsefulWorkTable;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.experiments.SwampExperiment;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a benchmark run measured, and everything derived from it.
 *
 * @param plan       what was run
 * @param trials     every distinct search, in the order run
 * @param profiled   the trial whose profiles are drawn (its profiles recorded), or null
 * @param swamp      the SWAMP rows, empty if not run
 * @param host       what the run took of its host: wall and processor time, heap (not part of the signature: it
 *                   varies)
 * @param earlier    the earlier runs whose journaled searches this one recalled ({@link EarlierRuns#NONE} if none)
 * @param scheduler  the scheduler configuration every search started from, before its settings' switches (what the
 *                   report records each configuration ran with)
 * @param missing    the plan's searches that were not made (a report written from a journal that lacks them, see
 *                   {@link BenchRunner#journaledOnly}); empty for a whole run. Every figure is then over the searches
 *                   made, and the signature says the run is incomplete.
 * @param costs      what the searches cost the host, by configuration and machine size (not part of the signature:
 *                   it varies); {@link HostCosts#NONE} where not measured
 * @param machine    the parameters of the simulated machine the run changed from its reference ({@link
 *                   MachineChanges}), key under {@code jamboree.machine} to value; empty for the reference machine
 */
public record BenchResult(BenchPlan plan, List<Trial> trials, Trial profiled, List<SwampExperiment.Row> swamp,
                          HostUsage host, EarlierRuns earlier, SchedulerConfig scheduler, List<TrialRequest> missing,
                          HostCosts costs, Map<String, String> machine) {

    public BenchResult {
        trials = List.copyOf(trials);
        swamp = List.copyOf(swamp);
        missing = List.copyOf(missing);
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(earlier, "earlier");
        Objects.requireNonNull(scheduler, "scheduler");
        Objects.requireNonNull(costs, "costs");
        machine = Collections.unmodifiableMap(new TreeMap<>(machine));
    }

    /** A result on the reference machine. */
    public BenchResult(BenchPlan plan, List<Trial> trials, Trial profiled, List<SwampExperiment.Row> swamp,
                       HostUsage host, EarlierRuns earlier, SchedulerConfig scheduler, List<TrialRequest> missing,
                       HostCosts costs) {
        this(plan, trials, profiled, swamp, host, earlier, scheduler, missing, costs, Map.of());
    }

    /** A result whose searches' host costs are not known: one made elsewhere than by {@link BenchRunner}. */
    public BenchResult(BenchPlan plan, List<Trial> trials, Trial profiled, List<SwampExperiment.Row> swamp,
                       HostUsage host, EarlierRuns earlier, SchedulerConfig scheduler, List<TrialRequest> missing) {
        this(plan, trials, profiled, swamp, host, earlier, scheduler, missing, HostCosts.NONE);
    }

    /** The result of a whole run: every search of the plan made. */
    public BenchResult(BenchPlan plan, List<Trial> trials, Trial profiled, List<SwampExperiment.Row> swamp,
                       HostUsage host, EarlierRuns earlier, SchedulerConfig scheduler) {
        this(plan, trials, profiled, swamp, host, earlier, scheduler, List.of());
    }

    /** Whether every search of the plan was made. */
    public boolean complete() {
        return missing.isEmpty();
    }

    /** How a search is named to a reader: on the progress bar, and in the list of those a result lacks. */
    public static String describe(TrialRequest r) {
        return r.suite() + " " + r.position().id() + " d" + r.depth() + " P=" + r.processors() + " "
                + r.settings().name() + (r.recordProfiles() ? " (profiled)" : "");
    }

    /** Host wall time of the whole run. */
    public long hostNanos() {
        return host.wallNanos();
    }

    /**
     * What each configuration swept over the main suite's machine sizes searched with: the defaults first, then the
     * plan's other configurations. The ablations' columns start from the defaults' settings and change only the
     * switches their labels name.
     */
    public List<ConfigurationSettings> configurationSettings() {
        return plan.sweptSettings().stream().map(s -> ConfigurationSettings.of(s, scheduler, plan.processors()))
                .toList();
    }

    /** The main suite under StarTech's settings on every machine size: the data the model is fitted on. */
    public List<Trial> sweep() {
        return sweep(Settings.BASELINE);
    }

    /** The main suite under {@code settings} on every machine size of the sweep. */
    public List<Trial> sweep(Settings settings) {
        return select(plan.suite().name(), settings);
    }

    /**
     * The validation suite under StarTech's settings, but for the positions the main suite holds too
     * ({@link BenchPlan#validationRepeats()}): their searches are the main suite's, which the model was fitted on.
     */
    public List<Trial> validationSweep() {
        if (plan.validation() == null) {
            return List.of();
        }
        Map<String, String> repeats = plan.validationRepeats();
        return select(plan.validation().name(), Settings.BASELINE).stream()
                .filter(t -> !repeats.containsKey(t.position())).toList();
    }

    private List<Trial> select(String suite, Settings settings) {
        return trials.stream().filter(t -> t.suite().equals(suite) && t.settings().equals(settings)
                && (suite.equals(plan.suite().name()) ? plan.processors() : plan.validationProcessors())
                .contains(t.processors())).toList();
    }

    /** The fit of T = c3 + c1 W/P + c2 C (seconds) on the main sweep, or null with fewer than 4 points. */
    public ModelFit fit() {
        List<Trial> sweep = sweep();
        if (sweep.size() < 4) {
            return null;
        }
        try {
            return jamboree.bench.model.WeightedLeastSquares.fit(samples(sweep));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The fitted model's quality on the validation sweep, or null. */
    public FitQuality validationQuality(ModelFit fit) {
        List<Trial> validation = validationSweep();
        return fit == null || validation.isEmpty() ? null : FitQuality.of(fit.model(), samples(validation));
    }

    /** The thesis's model (equation 5.34) applied to the main sweep: how far this machine is from the CM-5. */
    public FitQuality thesisModelQuality() {
        return FitQuality.of(LinearModel.THESIS, samples(sweep()));
    }

    public static List<ModelSample> samples(List<Trial> trials) {
        return trials.stream().map(ModelSample::ofSeconds).toList();
    }

    public List<RatingRow> ratings() {
        return RatingTable.of(sweep(), Settings.BASELINE);
    }

    public List<AblationTable> ablations() {
        return plan.ablations().stream()
                .map(a -> AblationTable.of(a.name(), a.title(), a.processors(), a.columns(), trials.stream()
                        .filter(t -> t.suite().equals(plan.suite().name()) && !a.leftOut().contains(t.position()))
                        .toList()))
                .toList();
    }

    /** Figure 6-9 over the main sweep's runs on the largest machine. */
    public List<BreakdownRow> breakdown() {
        int p = plan.largestMachine();
        return BreakdownTable.of(sweep().stream().filter(t -> t.processors() == p).toList());
    }

    /**
     * Figure 6-9's first line for the defaults and each other swept configuration on the largest machine: the chess
     * work's share of all cycles and the serial search's share of that.
     */
    public List<UsefulWorkRow> usefulWork() {
        int p = plan.largestMachine();
        return plan.sweptSettings().stream().map(s -> UsefulWorkTable.of(s.name(), p,
                sweep(s).stream().filter(t -> t.processors() == p).toList())).toList();
    }

    /** Mean speedup T(1) / T(P) over the positions, on the largest machine (NaN without P = 1). */
    public double meanSpeedupAtLargest() {
        return speedup(plan.largestMachine());
    }

    /** Total time at P = 1 over total time at P, over the main sweep (NaN if either is missing). */
    public double speedup(int processors) {
        return speedup(Settings.BASELINE, processors);
    }

    /** {@link #speedup(int)} of the main suite's sweep under {@code settings}. */
    public double speedup(Settings settings, int processors) {
        double one = 0;
        double p = 0;
        for (Trial t : sweep(settings)) {
            if (t.processors() == 1) {
                one += t.time();
            }
            if (t.processors() == processors) {
                p += t.time();
            }
        }
        return one == 0 || p == 0 ? Double.NaN : one / p;
    }

    /**
     * The serial search's run time over the machine's, each summed over the main sweep's positions on
     * {@code processors} nodes: the speedup a player sees, where {@link #speedup(int)} is the machine's over itself
     * on one node (NaN if there are no such trials).
     */
    public double speedupOverSerial(int processors) {
        double serial = 0;
        double p = 0;
        for (Trial t : sweep()) {
            if (t.processors() == processors) {
                serial += t.serialWork();
                p += t.time();
            }
        }
        return p == 0 ? Double.NaN : serial / p;
    }

    public long totalNodes() {
        return trials.stream().mapToLong(Trial::nodes).sum();
    }

    public long totalCycles() {
        return trials.stream().mapToLong(Trial::time).sum();
    }

    /**
     * The line that must be identical on every run of the same plan. A result that lacks searches says so, so that
     * it is never mistaken for the whole run's.
     */
    public String signature() {
        return "signature: nodes " + totalNodes() + " cycles " + totalCycles() + " trials " + trials.size()
                + (complete() ? "" : " (incomplete: " + missing.size() + " searches of the plan not made)");
    }
}

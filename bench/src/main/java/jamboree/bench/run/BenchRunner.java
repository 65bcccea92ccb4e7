package jamboree.bench.run;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.experiments.SwampExperiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a {@link BenchPlan}: the sweep of the main suite, the ablations, the validation sweep, the profiled run and
 * SWAMP, in that order. A search that two parts of the plan share (the baseline column of every ablation is the
 * sweep's own trial) runs once. Runs are sequential: the simulated machine already uses the host's cores.
 */
public final class BenchRunner {

    private final TrialSource source;
    private final MachineConfig machineConfig;
    /** Trials already run, by request; a bounded host-side memo, never part of any simulated state. */
    private final Cache<Key, Trial> memo = Caffeine.newBuilder().maximumSize(100_000).build();

    private record Key(String suite, int index, int depth, int processors, Settings settings, long seed,
                       boolean profiles) {
    }

    /** @param machineConfig the machine for SWAMP (the trial source has its own) */
    public BenchRunner(TrialSource source, MachineConfig machineConfig) {
        this.source = source;
        this.machineConfig = machineConfig;
    }

    public BenchResult run(BenchPlan plan, BenchListener listener) {
        long start = System.nanoTime();
        Map<Key, TrialRequest> requests = requests(plan);
        TrialRequest profileRequest = profileRequest(plan);
        listener.planned(requests.size() + (profileRequest == null ? 0 : 1), plan.swamp() ? 1 : 0);
        List<Trial> trials = new ArrayList<>();
        for (TrialRequest request : requests.values()) {
            trials.add(run(request, listener));
        }
        Trial profiled = profileRequest == null ? null : run(profileRequest, listener);
        List<SwampExperiment.Row> swamp = List.of();
        if (plan.swamp()) {
            listener.experiment("SWAMP");
            swamp = SwampExperiment.run(machineConfig, SwampExperiment.defaults());
            listener.stepDone();
        }
        return new BenchResult(plan, trials, profiled, swamp, System.nanoTime() - start);
    }

    private Trial run(TrialRequest request, BenchListener listener) {
        listener.started(request);
        Trial trial = memo.get(key(request), k -> source.run(request));
        listener.finished(trial);
        return trial;
    }

    /** Every distinct search of the plan except the profiled run, in a fixed order. */
    static Map<Key, TrialRequest> requests(BenchPlan plan) {
        Map<Key, TrialRequest> requests = new LinkedHashMap<>();
        Suite main = plan.suite();
        for (int p : plan.processors()) {
            for (SuitePosition position : main.positions()) {
                add(requests, new TrialRequest(main.name(), position, plan.depth(), p, Settings.BASELINE,
                        plan.seed(), false));
            }
        }
        for (AblationSpec ablation : plan.ablations()) {
            for (Settings settings : ablation.columns()) {
                for (SuitePosition position : main.positions()) {
                    add(requests, new TrialRequest(main.name(), position, plan.depth(), ablation.processors(),
                            settings, plan.seed(), false));
                }
            }
        }
        Suite validation = plan.validation();
        if (validation != null) {
            for (int p : plan.validationProcessors()) {
                for (SuitePosition position : validation.positions()) {
                    add(requests, new TrialRequest(validation.name(), position, plan.depth(), p, Settings.BASELINE,
                            plan.seed(), false));
                }
            }
        }
        return requests;
    }

    private static TrialRequest profileRequest(BenchPlan plan) {
        if (plan.profilePosition() < 0 || plan.profilePosition() >= plan.suite().size()) {
            return null;
        }
        return new TrialRequest(plan.suite().name(), plan.suite().positions().get(plan.profilePosition()),
                plan.depth(), plan.profileProcessors(), Settings.BASELINE, plan.seed(), true);
    }

    private static void add(Map<Key, TrialRequest> requests, TrialRequest request) {
        requests.putIfAbsent(key(request), request);
    }

    private static Key key(TrialRequest r) {
        return new Key(r.suite(), r.position().index(), r.depth(), r.processors(), r.settings(), r.seed(),
                r.recordProfiles());
    }
}

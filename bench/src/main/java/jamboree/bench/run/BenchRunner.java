package jamboree.bench.run;

import jamboree.bench.memo.OnceMemo;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.SearchedTrial;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.experiments.SwampExperiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Runs a {@link BenchPlan}: the sweep of the main suite, the ablations, the validation sweep, the profiled run and
 * SWAMP, in that order. A search that two parts of the plan share (the baseline column of every ablation is the
 * sweep's own trial) runs once.
 *
 * <p>The searches are independent of one another (each builds its own machine from its request alone), so they run
 * side by side on up to {@code jobs} host threads, and SWAMP beside them. The results are gathered in the plan's
 * order, whatever finished first, so the result, its reports and its signature are the same for every number of
 * jobs; one job runs everything on the caller's thread, one search after the other.
 *
 * <p>Every search made is kept in a {@link TrialStore}; a search the store already has is not made again, and its
 * kept trial takes its place, so that a run interrupted and started again with the same plan gives the same result.
 */
public final class BenchRunner {

    private final TrialSource source;
    private final MachineConfig machineConfig;
    private final HostShare host;
    private final TrialStore store;
    /** Reads the host's clocks around each search, for the store. */
    private final Supplier<HostSample> clocks;
    /** Whether a search the store lacks is left out of the result rather than made. */
    private final boolean journaledOnly;
    /** Trials already run, by request; a bounded host-side memo, never part of any simulated state. */
    private final OnceMemo<Key, Trial> memo = new OnceMemo<>(100_000);

    private record Key(String suite, int index, int depth, int processors, Settings settings, long seed,
                       boolean profiles) {
    }

    /** One search at a time, on the caller's thread. */
    public BenchRunner(TrialSource source, MachineConfig machineConfig) {
        this(source, machineConfig, HostShare.of(1));
    }

    /**
     * @param source        the searches; must be safe to call from {@code host.jobs()} threads at once
     * @param machineConfig the machine for SWAMP, and the one the result records the searches' machine as: the
     *                      trial source searches on its own, which the bench builds from the same configuration
     * @param host          how many searches may run at the same time (1: one after the other), within which budget
     *                      of heap
     */
    public BenchRunner(TrialSource source, MachineConfig machineConfig, HostShare host) {
        this(source, machineConfig, host, TrialStore.NONE);
    }

    /**
     * @param store the searches of an earlier run of the plan, not made again, and where each search made goes
     */
    public BenchRunner(TrialSource source, MachineConfig machineConfig, HostShare host, TrialStore store) {
        this(source, machineConfig, host, store, HostSample::now);
    }

    /** @param clocks the host's clocks that time each search for the store */
    BenchRunner(TrialSource source, MachineConfig machineConfig, HostShare host, TrialStore store,
                Supplier<HostSample> clocks) {
        this(source, machineConfig, host, store, clocks, false);
    }

    private BenchRunner(TrialSource source, MachineConfig machineConfig, HostShare host, TrialStore store,
                        Supplier<HostSample> clocks, boolean journaledOnly) {
        this.source = source;
        this.machineConfig = machineConfig;
        this.host = host;
        this.store = store;
        this.clocks = clocks;
        this.journaledOnly = journaledOnly;
    }

    /**
     * This runner, but making no search its store lacks: the result holds the searches the store recalls and names
     * the others as {@link BenchResult#missing missing}. It writes the report of a run whose last searches cannot be
     * made (a search that would outgrow the heap, or take longer than anyone will wait) from what its journal holds.
     * SWAMP, which no journal keeps and which takes seconds, still runs.
     */
    public BenchRunner journaledOnly() {
        return new BenchRunner(source, machineConfig, host, store, clocks, true);
    }

    public BenchResult run(BenchPlan plan, BenchListener progress) {
        int jobs = host.jobs();
        BenchListener listener = jobs == 1 ? progress : new OneAtATimeListener(progress);
        List<TrialRequest> searches = searches(plan);
        TrialRequest profileRequest = profileRequest(plan);
        listener.planned(searches.size(), plan.swamp() ? 1 : 0);
        listener.plannedSearches(plan, searches);
        try (HostMeter meter = HostMeter.start(); HostJobs pool = new HostJobs(jobs, host.budget())) {
            Future<List<SwampExperiment.Row>> swamp = null;
            if (plan.swamp() && jobs > 1) {
                // One of the longest jobs: started first, it does not hold up the end of the run.
                swamp = pool.submit(() -> swamp(listener), HostShare.weight(1, 0));
            }
            List<Future<Trial>> trials = new ArrayList<>(Collections.nCopies(searches.size(), null));
            List<TrialRequest> missing = new ArrayList<>();
            Map<TrialRequest, KeptSearch> timings = new ConcurrentHashMap<>();
            String here = meter.description().known() ? meter.description().text() : "";
            // Recalled in the plan's order and before any search starts, so that the progress shows them done at once.
            for (int i = 0; i < searches.size(); i++) {
                Optional<KeptSearch> kept = store.recall(searches.get(i));
                if (kept.isPresent()) {
                    listener.recalled(kept.get());
                    timings.put(searches.get(i), kept.get());
                    trials.set(i, CompletableFuture.completedFuture(kept.get().trial()));
                } else if (journaledOnly) {
                    missing.add(searches.get(i));
                }
            }
            for (int i : submissionOrder(searches, jobs > 1)) {
                if (trials.get(i) != null || journaledOnly) {
                    continue;
                }
                TrialRequest request = searches.get(i);
                trials.set(i, pool.submit(() -> run(request, listener, timings, here),
                        HostShare.weight(request.processors(), source.tableBytes(request))));
            }
            if (plan.swamp() && swamp == null) {
                swamp = pool.submit(() -> swamp(listener), HostShare.weight(1, 0));
            }
            Trial profiled = profileRequest == null || trials.get(trials.size() - 1) == null ? null
                    : HostJobs.join(trials.remove(trials.size() - 1));
            List<Trial> done = trials.stream().filter(Objects::nonNull).map(HostJobs::join).toList();
            HostCosts costs = HostCosts.of(searches, timings);
            return new BenchResult(plan, done, profiled, swamp == null ? List.of() : HostJobs.join(swamp),
                    meter.usage(), store.earlier(), source.schedulerConfig(), missing, costs,
                    MachineChanges.of(machineConfig));
        }
    }

    /**
     * The order in which the searches are started: the plan's, or with several jobs the largest machines first (ties
     * in the plan's order). A search's host time grows with its machine, so starting the long ones first leaves the
     * short ones to fill the cores at the end, rather than one long search running alone.
     */
    static List<Integer> submissionOrder(List<TrialRequest> searches, boolean largestFirst) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < searches.size(); i++) {
            order.add(i);
        }
        if (largestFirst) {
            order.sort(Comparator.comparingInt((Integer i) -> searches.get(i).processors()).reversed());
        }
        return order;
    }

    private List<SwampExperiment.Row> swamp(BenchListener listener) {
        listener.experiment("SWAMP");
        List<SwampExperiment.Row> rows = SwampExperiment.run(machineConfig, SwampExperiment.defaults());
        listener.stepDone();
        return rows;
    }

    /**
     * Makes the search {@code request} asks for, and notes in {@code timings} what it measured and took of its host.
     * A search the memo already holds took no time of its own and is not noted: within one run no two requests share
     * a key, so that happens only to a runner used for a second run.
     */
    private Trial run(TrialRequest request, BenchListener listener, Map<TrialRequest, KeptSearch> timings,
                      String here) {
        listener.started(request);
        Trial trial = memo.get(key(request), k -> measure(request, timings, here));
        listener.finished(trial);
        return trial;
    }

    /**
     * Makes the search and times it on this JVM's clocks, its serial reference made first and apart. A search made
     * elsewhere (by a cluster member) is timed as its maker timed it on its own host, and named by that host; where
     * the maker did not time it, from its hand-off to its result, and this host's other processes say nothing of that
     * host's.
     *
     * @param here this JVM's host, as the journal names it ("" where not known)
     */
    private Trial measure(TrialRequest request, Map<TrialRequest, KeptSearch> timings, String here) {
        source.prepare(request);
        HostSample start = clocks.get();
        SearchedTrial made = source.search(request);
        SearchTiming timing = clocks.get().since(start);
        if (made.here()) {
            timing = timing.on(here);
        } else if (made.timedByMaker()) {
            timing = new SearchTiming(made.nanos(), made.otherCores(), made.host());
        } else {
            timing = new SearchTiming(timing.nanos(), Double.NaN, made.host());
        }
        store.record(request, made.trial(), timing);
        SearchTiming kept = timing.asJournaled();
        timings.put(request, new KeptSearch(made.trial(), kept.nanos(), kept.otherCores(), kept.host()));
        return made.trial();
    }

    /** Every distinct search of the plan, in a fixed order: the profiled run, if any, last. */
    public static List<TrialRequest> searches(BenchPlan plan) {
        List<TrialRequest> searches = new ArrayList<>(requests(plan).values());
        TrialRequest profileRequest = profileRequest(plan);
        if (profileRequest != null) {
            searches.add(profileRequest);
        }
        return searches;
    }

    /** Every distinct search of the plan except the profiled run, in a fixed order. */
    static Map<Key, TrialRequest> requests(BenchPlan plan) {
        Map<Key, TrialRequest> requests = new LinkedHashMap<>();
        Suite main = plan.suite();
        for (int p : plan.processors()) {
            for (SuitePosition position : main.positions()) {
                add(requests, new TrialRequest(main.name(), position, plan.depthOf(main.name(), position.id()), p,
                        Settings.BASELINE, plan.seed(), false));
            }
        }
        for (Settings settings : plan.configurations()) {
            for (int p : plan.processors()) {
                for (SuitePosition position : main.positions()) {
                    add(requests, new TrialRequest(main.name(), position, plan.depthOf(main.name(), position.id()),
                            p, settings, plan.seed(), false));
                }
            }
        }
        for (AblationSpec ablation : plan.ablations()) {
            for (Settings settings : ablation.columns()) {
                for (SuitePosition position : main.positions()) {
                    if (!ablation.searches(position)) {
                        continue;
                    }
                    add(requests, new TrialRequest(main.name(), position, plan.depthOf(main.name(), position.id()),
                            ablation.processors(), settings, plan.seed(), false));
                }
            }
        }
        Suite validation = plan.validation();
        if (validation != null) {
            for (int p : plan.validationProcessors()) {
                for (SuitePosition position : validation.positions()) {
                    add(requests, new TrialRequest(validation.name(), position,
                            plan.depthOf(validation.name(), position.id()), p, Settings.BASELINE, plan.seed(), false));
                }
            }
        }
        return requests;
    }

    private static TrialRequest profileRequest(BenchPlan plan) {
        if (plan.profilePosition() < 0 || plan.profilePosition() >= plan.suite().size()) {
            return null;
        }
        SuitePosition position = plan.suite().positions().get(plan.profilePosition());
        return new TrialRequest(plan.suite().name(), position, plan.depthOf(plan.suite().name(), position.id()),
                plan.profileProcessors(), Settings.BASELINE, plan.seed(), true);
    }

    private static void add(Map<Key, TrialRequest> requests, TrialRequest request) {
        requests.putIfAbsent(key(request), request);
    }

    private static Key key(TrialRequest r) {
        return new Key(r.suite(), r.position().index(), r.depth(), r.processors(), r.settings(), r.seed(),
                r.recordProfiles());
    }
}

package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.TimeManager;
import jamboree.machine.Machine;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.UtilizationTimeline;
import jamboree.machine.api.Activity;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.nativ.NativeMachine;
import jamboree.machine.sim.SimulatedMachine;
import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.IdealProfile;
import jamboree.scheduler.measure.SchedulerMetrics;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.startech.NodeTally;
import jamboree.scheduler.startech.RootOutcome;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.startech.StarTechMessage;
import jamboree.scheduler.startech.StarTechProgram;

import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link SearchEngine} that runs iterative deepening with StarTech's Jamboree search on a machine: the serial
 * search, the native machine (threads) or the simulated CM-5 (P nodes). Each iteration is one run of the machine;
 * the nodes keep their memory (tables, move ordering) from iteration to iteration and from search to search. After
 * every search {@link #lastResult()} holds the measurements.
 *
 * <p>The simulated machine's figures are exact and reproducible; {@link #stop()} and time limits act on the host's
 * clock (a GUI's clock is real), which makes a stopped run's partial iteration irreproducible, so it is discarded.
 */
public final class ParallelSearch implements SearchEngine, AutoCloseable {

    private final MachineKind kind;
    private final int processors;
    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final SearchClock clock;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final SerialSearch serial;
    private Machine machine;
    private NodeMemory[] memories = new NodeMemory[0];
    private Profile profile = Profile.STARTECH;
    private SchedulerMetrics metrics = new SchedulerMetrics();
    private volatile ParallelSearchResult last;
    private long moveOverheadMs = SerialSearch.DEFAULT_MOVE_OVERHEAD_MS;
    /** Guards the running search's time limits, which {@link #ponderHit()} arms from another thread. */
    private final Object timeLock = new Object();
    private TimeManager.Budget budget = TimeManager.Budget.UNLIMITED;
    private boolean searching;
    private boolean infinite;
    private Timer deadline;
    /** Still on the opponent's time: no time limit applies until the ponder hit. */
    private volatile boolean pondering;
    /** Where the time budget counts from: the search's start, or the ponder hit. */
    private volatile long budgetStartNanos;

    public ParallelSearch(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig) {
        this(kind, processors, config, machineConfig, SearchClock.SYSTEM);
    }

    public ParallelSearch(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig,
                          SearchClock clock) {
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1, got " + processors);
        }
        this.kind = kind;
        this.processors = kind == MachineKind.SERIAL ? 1 : processors;
        this.config = config;
        this.machineConfig = machineConfig;
        this.clock = clock;
        this.serial = kind == MachineKind.SERIAL ? new SerialSearch(clock, config.serialTableMegabytes()) : null;
        if (serial != null) {
            serial.setProfile(profile);
        }
    }

    public MachineKind kind() {
        return kind;
    }

    public int processors() {
        return processors;
    }

    public void setProfile(Profile profile) {
        this.profile = profile;
        if (serial != null) {
            serial.setProfile(profile);
        }
    }

    public Profile profile() {
        return profile;
    }

    /** Time kept in reserve per move for the GUI and the connection ("Move Overhead"), as the serial search does. */
    public void setMoveOverheadMs(long ms) {
        this.moveOverheadMs = Math.max(0, ms);
        if (serial != null) {
            serial.setMoveOverheadMs(ms);
        }
    }

    public void setMetrics(SchedulerMetrics metrics) {
        this.metrics = metrics;
    }

    /** The measurements of the last completed search, or null before the first. */
    public ParallelSearchResult lastResult() {
        return last;
    }

    /** Searches {@code root} to a fixed depth and returns the measurements. */
    public ParallelSearchResult searchToDepth(Position root, int depth) {
        search(root, SearchLimits.ofDepth(depth), SearchListener.NONE);
        return last;
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        stop.set(false);
        if (serial != null) {
            return searchSerially(root, limits, listener);
        }
        long hostStart = System.nanoTime();
        long startNanos = clock.nanoTime();
        TimeManager.Budget budget = TimeManager.budget(limits, root.sideToMove(), moveOverheadMs);
        synchronized (timeLock) {
            this.budget = budget;
            infinite = limits.infinite();
            budgetStartNanos = startNanos;
            pondering = limits.ponder();
            searching = true;
            if (!pondering) {
                armDeadline();
            }
        }
        try {
            return iterate(root, limits, listener, hostStart, startNanos, budget);
        } finally {
            synchronized (timeLock) {
                searching = false;
                if (deadline != null) {
                    deadline.cancel();
                    deadline = null;
                }
            }
        }
    }

    /** Stops the search when the hard budget has passed, counted from now (the start, or the ponder hit). */
    private void armDeadline() {
        if (!budget.limited() || infinite) {
            return;
        }
        deadline = new Timer("jamboree-search-deadline", true);
        deadline.schedule(new TimerTask() {
            @Override
            public void run() {
                stop();
            }
        }, Math.max(1, budget.hardMs()));
    }

    /**
     * Whether the search may start another iteration, as the serial search decides it: always while pondering, and
     * on an exact budget (the deadline ends it); otherwise only before half the soft budget has passed, because the
     * next iteration takes longer than all the ones before it together.
     */
    private boolean mayStartIteration(TimeManager.Budget budget, SearchLimits limits) {
        if (!budget.limited() || budget.exact() || limits.infinite() || pondering) {
            return true;
        }
        long budgetElapsedMs = (clock.nanoTime() - budgetStartNanos) / 1_000_000;
        return budgetElapsedMs * 2 < budget.softMs();
    }

    private SearchResult iterate(Position root, SearchLimits limits, SearchListener listener, long hostStart,
                                 long startNanos, TimeManager.Budget budget) {
        ensureMachine();
        for (NodeMemory m : memories) {
            m.newSearch();
        }
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), SerialSearch.MAX_DEPTH) : SerialSearch.MAX_DEPTH;
        Accumulator acc = new Accumulator();
        int bestMove = Move.NONE;
        int bestScore = 0;
        int[] pv = new int[0];
        int completed = 0;
        for (int depth = 1; depth <= maxDepth && !stop.get(); depth++) {
            RunSpec spec = new RunSpec(root, depth, profile, config, bestMove, stop,
                    kind == MachineKind.NATIVE && config.nativeSharedTable() ? RunSpec.sharedSlices(memories) : null);
            StarTechProgram[] programs = new StarTechProgram[processors];
            long iterationStart = System.nanoTime();
            MachineReport report = machine.run(processors,
                    (id, size) -> programs[id] = new StarTechProgram(id, spec, memories[id]), Long.MAX_VALUE);
            RootOutcome outcome = programs[0].rootOutcome();
            if (stop.get()) {
                break;
            }
            if (!outcome.done()) {
                throw new IllegalStateException("the root search at depth " + depth + " never returned a value"
                        + " (the machine went quiet with work outstanding)");
            }
            IterationFigures figures = acc.add(depth, outcome, programs, report, System.nanoTime() - iterationStart);
            completed = depth;
            bestScore = outcome.value();
            if (outcome.move() != Move.NONE) {
                bestMove = outcome.move();
                // Read now, while the tables hold this iteration: a later, stopped one would overwrite entries.
                pv = PrincipalVariationReader.read(root, bestMove, depth, memories);
            }
            long elapsedMs = (clock.nanoTime() - startNanos) / 1_000_000;
            listener.onIteration(new IterationInfo(depth, depth, 1, bestScore, Bound.EXACT, acc.positions,
                    elapsedMs, pv, 0));
            if (listener instanceof MachineSearchListener m) {
                m.onMachineIteration(figures);
            }
            if (bestMove == Move.NONE) {
                break;
            }
            if (!mayStartIteration(budget, limits)) {
                break;
            }
        }
        SearchResult result = new SearchResult(bestMove, pv.length >= 2 ? pv[1] : Move.NONE, bestScore, completed,
                acc.positions, pv);
        last = acc.result(result, System.nanoTime() - hostStart);
        publish(last);
        return result;
    }

    private SearchResult searchSerially(Position root, SearchLimits limits, SearchListener listener) {
        long hostStart = System.nanoTime();
        SearchResult result = serial.search(root, limits, listener);
        SearchStats s = serial.stats();
        CostModel cost = config.cost();
        long w = cost.serialCycles(s.nodes, s.makeMoves, s.evaluations, s.moveGenerations, s.movesGenerated,
                s.sortSteps, s.repetitionChecks);
        Breakdown breakdown = new Breakdown(w, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        last = new ParallelSearchResult(result, kind.label(), 1, machineConfig.clockHz(), w, w, w, 0, 0, breakdown,
                0, 0, 0, 0, s.ttProbes, s.ttHits, 0, s.ttStores, StarTechMessage.KINDS.clone(),
                new long[StarTechMessage.KINDS.length], 0, 0, 0, 0, 0, 1, new double[0], 1, new double[0], 0,
                System.nanoTime() - hostStart, new IterationFigures[0]);
        publish(last);
        return result;
    }

    /** Starts the machine (its actor system and host threads) and builds the nodes' memory ahead of a search. */
    @Override
    public void prepare() {
        if (kind != MachineKind.SERIAL) {
            ensureMachine();
        }
    }

    private void ensureMachine() {
        if (machine == null) {
            machine = kind == MachineKind.CM5 ? new SimulatedMachine(machineConfig)
                    : new NativeMachine(machineConfig);
        }
        if (memories.length != processors) {
            memories = new NodeMemory[processors];
            for (int i = 0; i < processors; i++) {
                memories[i] = new NodeMemory(config);
            }
        }
    }

    private void publish(ParallelSearchResult r) {
        String m = kind.label();
        String[] labels = r.breakdown().labels();
        long[] values = r.breakdown().values();
        for (int i = 0; i < labels.length; i++) {
            metrics.cycles(m, labels[i], values[i]);
        }
        metrics.count(m, "steal.requests", r.stealRequests());
        metrics.count(m, "steals.granted", r.stealsGranted());
        metrics.count(m, "table.reads", r.tableReads());
        metrics.count(m, "table.hits", r.tableHits());
        metrics.count(m, "table.deferred", r.deferredReads());
        for (int i = 0; i < r.messageKinds().length; i++) {
            metrics.messages(m, r.messageKinds()[i], r.messagesByKind()[i]);
        }
    }

    /** Sums the figures of the iterations of one search. */
    private final class Accumulator {
        long time;
        long work;
        long critical;
        long failed;
        long cutoff;
        long positions;
        long leaves;
        long stealRequests;
        long granted;
        long denied;
        long reads;
        long hits;
        long deferred;
        long updates;
        long stray;
        long errors;
        int live;
        int open;
        int peak;
        long traceHash;
        long[] messages = new long[StarTechMessage.KINDS.length];
        Breakdown breakdown = Breakdown.ZERO;
        /*
         * The profiles describe the last iteration only, so they are made from it once the search is over rather than
         * from every iteration: the ideal-parallelism profile walks every piece of work, which for small searches
         * costs the host as much as a good part of the search.
         */
        NodeTally[] lastTallies = new NodeTally[0];
        long lastCriticalPath;
        MachineReport lastReport;
        final List<IterationFigures> iterations = new ArrayList<>();

        IterationFigures add(int depth, RootOutcome root, StarTechProgram[] programs, MachineReport report,
                             long hostNanos) {
            long w = report.total(Activity.CHESS_WORK);
            long iterationPositions = 0;
            NodeTally[] tallies = new NodeTally[programs.length];
            for (int i = 0; i < programs.length; i++) {
                NodeTally t = programs[i].tally();
                tallies[i] = t;
                iterationPositions += t.positions();
                leaves += t.leafSearches();
                stealRequests += t.stealRequests();
                granted += t.stealsGranted();
                denied += t.stealsDenied();
                reads += t.tableReads();
                hits += t.tableHits();
                deferred += t.deferredReads();
                updates += t.tableUpdates();
                stray += t.strayMessages();
                errors += t.protocolErrors();
                live += t.liveFrames();
                open += t.pendingAnnouncements();
                peak = Math.max(peak, t.peakFrames());
                cutoff += t.lateCutoffWork();
                for (int k = 0; k < messages.length; k++) {
                    messages[k] += t.messagesByKind()[k];
                }
            }
            Breakdown b = new Breakdown(w,
                    report.total(Activity.WAITING_FOR_TT_READ),
                    report.total(Activity.WAITING_ON_THROTTLE),
                    report.total(Activity.LOOKING_FOR_WORK),
                    report.total(Activity.WAITING_FOR_CHILD),
                    report.total(Activity.SERVICING_TT_LOOKUP),
                    report.total(Activity.ANSWERING_STEAL_REQUEST),
                    report.total(Activity.WAITING_FOR_ABORT),
                    report.total(Activity.SEND) + report.total(Activity.RECEIVE) + report.total(Activity.POLL),
                    report.total(Activity.IDLE));
            breakdown = breakdown.plus(b);
            time += root.time();
            work += w;
            critical += root.stamp();
            failed += root.failedWork();
            cutoff += root.cutoffWork();
            positions += iterationPositions;
            traceHash = report.traceHash();
            lastTallies = tallies;
            lastCriticalPath = root.stamp();
            lastReport = report;
            IterationFigures f = new IterationFigures(depth, root.value(), root.move(), root.time(), w, root.stamp(),
                    iterationPositions, hostNanos);
            iterations.add(f);
            return f;
        }

        ParallelSearchResult result(SearchResult search, long hostNanos) {
            long binCycles = IdealProfile.binCycles(lastCriticalPath, config.profileBins());
            long[] covered = new long[config.profileBins()];
            for (NodeTally t : lastTallies) {
                IdealProfile.add(covered, binCycles, t.intervalStarts(), t.intervalLengths());
            }
            double[] ideal = lastTallies.length == 0 ? new double[0] : IdealProfile.parallelism(covered, binCycles);
            long bucketCycles = 1;
            double[] utilization = new double[0];
            if (lastReport != null) {
                UtilizationTimeline timeline = lastReport.timeline();
                bucketCycles = timeline.bucketCycles();
                utilization = timeline.workingNodes();
            }
            return new ParallelSearchResult(search, kind.label(), processors, machineConfig.clockHz(), time, work,
                    critical, failed, cutoff, breakdown, leaves, stealRequests, granted, denied, reads, hits,
                    deferred, updates, StarTechMessage.KINDS.clone(), messages, stray, errors, live, open, peak, binCycles,
                    ideal, bucketCycles, utilization, traceHash, hostNanos,
                    iterations.toArray(new IterationFigures[0]));
        }
    }

    @Override
    public void stop() {
        stop.set(true);
        for (NodeMemory m : memories) {
            m.requestStop();
        }
        if (serial != null) {
            serial.stop();
        }
    }

    /** The opponent played the expected move: from now on the time limits apply, counted from now. */
    @Override
    public void ponderHit() {
        if (serial != null) {
            serial.ponderHit();
            return;
        }
        synchronized (timeLock) {
            if (!searching || !pondering) {
                return;
            }
            // The base first: the search thread reads it only once it sees that pondering has ended.
            budgetStartNanos = clock.nanoTime();
            pondering = false;
            armDeadline();
        }
    }

    @Override
    public void clear() {
        for (NodeMemory m : memories) {
            m.clear();
        }
        if (serial != null) {
            serial.clear();
        }
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        if (serial != null) {
            serial.setHashMegabytes(megabytes);
        }
    }

    @Override
    public int hashFull() {
        return serial != null ? serial.hashFull() : 0;
    }

    /** Releases the machine's host threads. */
    @Override
    public void close() {
        if (machine != null) {
            machine.close();
            machine = null;
        }
    }
}

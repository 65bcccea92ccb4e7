package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Bound;
import jamboree.engine.search.HardBudgetWatcher;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.TimeManager;
import jamboree.machine.Machine;
import jamboree.machine.MachineType;
import jamboree.machine.Machines;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.SchedulerMetrics;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.startech.MessageKind;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.startech.NodeResult;
import jamboree.scheduler.startech.RootOutcome;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.startech.StarTechProgram;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link SearchEngine} that runs iterative deepening with StarTech's Jamboree search on a machine: the serial
 * search, the native machine (threads) or the simulated CM-5 (P nodes). Each iteration is one run of the machine;
 * the nodes keep their memory (tables, move ordering) from iteration to iteration and from search to search. After
 * every search {@link #lastResult()} holds the measurements.
 *
 * <p>The simulated machine's figures are exact and reproducible; {@link #stop()} and time limits act on the host's
 * clock (a GUI's clock is real), which makes a stopped run's partial iteration irreproducible, so it is discarded.
 * The limits (stop, time, nodes, mate) are decided by a {@link SearchControl}, as in the serial search: between
 * iterations, where the machine's positions are counted, and by a {@link HardBudgetWatcher} during one.
 */
public final class ParallelSearch implements SearchEngine, AutoCloseable {

    private final MachineKind kind;
    private final int processors;
    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final SearchClock clock;
    /** The machine's own stop signal, raised with the control's. */
    private final AtomicBoolean stop = new AtomicBoolean();
    private final SearchControl control;
    private final SerialSearch serial;
    private Machine machine;
    private NodeMemory[] memories = new NodeMemory[0];
    private Profile profile = Profile.STARTECH;
    private SchedulerMetrics metrics = new SchedulerMetrics();
    private volatile ParallelSearchResult last;
    private long moveOverheadMs = SerialSearch.DEFAULT_MOVE_OVERHEAD_MS;

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
        this.control = new SearchControl(clock);
        this.serial = kind == MachineKind.SERIAL ? new SerialSearch(clock, SerialSearch.DEFAULT_HASH_MB) : null;
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
        control.start(limits, TimeManager.budget(limits, root.sideToMove(), moveOverheadMs));
        // An iteration is one machine run, which counts nothing the control could poll: the watcher ends a run that
        // overruns the hard budget.
        try (HardBudgetWatcher watcher = HardBudgetWatcher.watch(control, this::stop, "jamboree-search-deadline")) {
            return iterate(root, limits, listener, hostStart);
        }
    }

    private SearchResult iterate(Position root, SearchLimits limits, SearchListener listener, long hostStart) {
        ensureMachine();
        for (NodeMemory m : memories) {
            m.newSearch();
        }
        int maxDepth = SearchControl.maxDepth(limits);
        SearchTotals acc = new SearchTotals();
        int bestMove = Move.NONE;
        int bestScore = 0;
        int[] pv = new int[0];
        int completed = 0;
        for (int depth = 1; depth <= maxDepth && !stop.get(); depth++) {
            RunSpec spec = new RunSpec(root, depth, profile, config, bestMove, stop);
            long iterationStart = System.nanoTime();
            MachineReport report = machine.run(processors,
                    (id, size) -> new StarTechProgram(id, spec, memories[id]), Long.MAX_VALUE);
            NodeResult[] nodes = new NodeResult[processors];
            for (int i = 0; i < processors; i++) {
                nodes[i] = report.result(i, NodeResult.class);
            }
            RootOutcome outcome = nodes[0].root();
            if (stop.get()) {
                break;
            }
            if (!outcome.done()) {
                throw new IllegalStateException("the root search at depth " + depth + " never returned a value"
                        + " (the machine went quiet with work outstanding)");
            }
            IterationFigures figures = acc.add(depth, nodes, report, System.nanoTime() - iterationStart);
            completed = depth;
            bestScore = outcome.value();
            if (outcome.move() != Move.NONE) {
                bestMove = outcome.move();
                // Read now, while the tables hold this iteration: a later, stopped one would overwrite entries.
                pv = PrincipalVariationReader.read(root, bestMove, depth, memories);
            }
            listener.onIteration(new IterationInfo(depth, depth, 1, bestScore, Bound.EXACT, acc.positions(),
                    control.elapsedMs(), pv, 0));
            if (listener instanceof MachineSearchListener m) {
                m.onMachineIteration(figures);
            }
            if (bestMove == Move.NONE) {
                break;
            }
            if (!control.mayStartIteration(acc.positions(), bestScore)) {
                break;
            }
        }
        SearchResult result = new SearchResult(bestMove, pv.length >= 2 ? pv[1] : Move.NONE, bestScore, completed,
                acc.positions(), pv);
        last = acc.result(result, kind.label(), processors, machineConfig.clockHz(), config.profileBins(),
                System.nanoTime() - hostStart);
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
        Counters counters = Counters.ZERO.with(Counter.TABLE_READS, s.ttProbes).with(Counter.TABLE_HITS, s.ttHits)
                .with(Counter.TABLE_UPDATES, s.ttStores);
        last = new ParallelSearchResult(result, kind.label(), 1, machineConfig.clockHz(), w, w, w, 0, 0, breakdown,
                counters, 1, new double[0], 1, new double[0], 0, System.nanoTime() - hostStart,
                new IterationFigures[0]);
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
            machine = Machines.create(kind == MachineKind.CM5 ? MachineType.SIMULATED : MachineType.NATIVE,
                    machineConfig);
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
        for (Counter c : Counter.values()) {
            metrics.count(m, c.metricName(), r.counters().get(c));
        }
        for (MessageKind k : MessageKind.values()) {
            metrics.messages(m, k.label(), r.counters().messages(k));
        }
    }

    @Override
    public void stop() {
        control.requestStop();
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
        control.ponderHit();
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

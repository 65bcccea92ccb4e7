package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.AspirationWindow;
import jamboree.engine.search.Bound;
import jamboree.engine.search.FallbackMove;
import jamboree.engine.search.HardBudgetWatcher;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.TimeManager;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.Machine;
import jamboree.machine.MachineException;
import jamboree.machine.MachineFootprint;
import jamboree.machine.MachineType;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.cluster.nodes.ClusterMachine;
import jamboree.machine.cluster.nodes.MemberLostException;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.SchedulerMetrics;
import jamboree.scheduler.remote.ClusterPrograms;
import jamboree.scheduler.startech.LeafHelp;
import jamboree.scheduler.startech.NativeLeafTable;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.startech.NodeMemoryBudget;
import jamboree.scheduler.startech.NodeResult;
import jamboree.scheduler.startech.RootOutcome;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.table.TableStore;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link MeasuredSearch} that runs iterative deepening with StarTech's Jamboree search on a machine: the native
 * machine (threads) or the simulated CM-5 (P nodes). Each iteration is one run of the machine;
 * the nodes keep their memory (tables, move ordering) from iteration to iteration and from search to search. After
 * every search {@link #lastResult()} holds the measurements.
 *
 * <p>The simulated machine's figures are exact and reproducible; {@link #stop()} and time limits act on the host's
 * clock (a GUI's clock is real), which makes a stopped run's partial iteration irreproducible, so it is discarded.
 * The limits (stop, time, nodes, mate) are decided by a {@link SearchControl}, as in the serial search: between
 * iterations, where the machine's positions are counted, and by a {@link HardBudgetWatcher} during one.
 */
public final class ParallelSearch implements MeasuredSearch {

    private final MachineKind kind;
    /** The nodes and configuration asked for; {@link #ensureMachine()} fits them to the heap. */
    private int processors;
    private SchedulerConfig config;
    /** What the fit to the heap changed, said to the next search's listener; null once said or when nothing was. */
    private String memoryNote;
    private final MachineConfig machineConfig;
    private final SearchClock clock;
    /** The machine's own stop signal, raised with the control's. */
    private final AtomicBoolean stop = new AtomicBoolean();
    private final SearchControl control;
    private MachineStart machine;
    private volatile NodeMemory[] memories = new NodeMemory[0];
    /** Where the nodes' memory takes its tables from. */
    private TableStore tables = TableStore.FRESH;
    /** The one table of the native machine's leaf searches, or null where each node has its own. */
    private TranspositionTable sharedLeafTable;
    /** The runs' programs; on a cluster also what the other members build theirs from. */
    private final ClusterPrograms programs = new ClusterPrograms();
    /** The members the last search's note named (a cluster machine only). */
    private int clusterMembers;
    private Profile profile = Profile.STARTECH;
    private SchedulerMetrics metrics = new SchedulerMetrics();
    private volatile ParallelSearchResult last;
    private long moveOverheadMs = SerialSearch.DEFAULT_MOVE_OVERHEAD_MS;
    private int multiPv = 1;

    public ParallelSearch(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig) {
        this(kind, processors, config, machineConfig, SearchClock.SYSTEM);
    }

    public ParallelSearch(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig,
                          SearchClock clock) {
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1, got " + processors);
        }
        if (kind == MachineKind.SERIAL) {
            throw new IllegalArgumentException("the serial search runs on no machine: use MeasuredSearch.on");
        }
        this.kind = kind;
        this.processors = processors;
        this.config = config;
        this.machineConfig = machineConfig;
        this.clock = clock;
        this.control = new SearchControl(clock);
    }

    @Override
    public MachineKind kind() {
        return kind;
    }

    @Override
    public int processors() {
        return processors;
    }

    @Override
    public void setProfile(Profile profile) {
        this.profile = profile;
    }

    @Override
    public Profile profile() {
        return profile;
    }

    /** Time kept in reserve per move for the GUI and the connection ("Move Overhead"), as the serial search does. */
    @Override
    public void setMoveOverheadMs(long ms) {
        this.moveOverheadMs = Math.max(0, ms);
    }

    @Override
    public void setMetrics(SchedulerMetrics metrics) {
        this.metrics = metrics;
    }

    /** The measurements of the last completed search, or null before the first. */
    @Override
    public ParallelSearchResult lastResult() {
        return last;
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        stop.set(false);
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
        // A stop while the machine is still starting ends the search at once, with no iteration completed.
        Machine running = machine.await(stop::get);
        if (memoryNote != null && listener instanceof MachineSearchListener m) {
            m.onMachineNote(memoryNote);
            memoryNote = null;
        }
        if (running instanceof ClusterMachine cluster && listener instanceof MachineSearchListener m) {
            int members = cluster.members();
            if (members != clusterMembers) {
                clusterMembers = members;
                m.onMachineNote("cluster machine: " + processors + " nodes over " + members + " members (this one"
                        + " at " + cluster.member().hostPort() + ")");
            }
        }
        for (NodeMemory m : memories) {
            m.newSearch();
        }
        if (sharedLeafTable != null) {
            sharedLeafTable.newSearch();
        }
        programs.newSearch();
        int maxDepth = SearchControl.maxDepth(limits);
        SearchTotals acc = new SearchTotals();
        RootLines lines = new RootLines(root, limits.searchMoves(), multiPv);
        int bestMove = Move.NONE;
        int bestScore = 0;
        int[] pv = new int[0];
        int completed = 0;
        boolean memberLost = false;
        for (int depth = 1; running != null && depth <= maxDepth && !stop.get(); depth++) {
            List<RootLines.Line> found = new ArrayList<>();
            List<IterationFigures> runs = new ArrayList<>();
            boolean halted = false;
            for (int line = 0; line < lines.lines(); line++) {
                RunSpec spec = new RunSpec(root, depth, profile, config, lines.hint(line, bestMove), stop,
                        lines.rootMoves(line));
                // Where the root-aspiration switch asks, one line's root searches in aspiration windows.
                AspirationWindow.Window window = lines.lines() == 1 && aspirates()
                        ? AspirationWindow.Window.first(depth, bestScore) : null;
                RootOutcome outcome;
                try {
                    outcome = searchLine(running, spec, window, acc, runs);
                } catch (MemberLostException lost) {
                    // The iteration is lost with the member; what the earlier ones found still stands.
                    memberLost = true;
                    if (listener instanceof MachineSearchListener m) {
                        m.onMachineNote(lost.getMessage() + ": depth " + depth + " abandoned, the search answers"
                                + " with depth " + completed + "; the next search runs on the members left");
                    }
                    outcome = null;
                }
                if (outcome == null) {
                    halted = true;
                    break;
                }
                int[] linePv = line == 0 ? pv : new int[0];
                if (outcome.move() != Move.NONE) {
                    // Read now, while the tables hold this iteration: a later, stopped one would overwrite entries.
                    linePv = PrincipalVariationReader.read(root, outcome.move(), depth, memories);
                }
                lines.found(line, outcome.move());
                found.add(new RootLines.Line(outcome.move(), outcome.value(), linePv));
                if (outcome.move() == Move.NONE) {
                    break;
                }
            }
            if (!found.isEmpty()) {
                // A line of this depth completed: the best of the lines searched is this depth's answer.
                List<RootLines.Line> ranked = lines.rank(found);
                completed = depth;
                bestScore = ranked.get(0).score();
                if (ranked.get(0).move() != Move.NONE) {
                    bestMove = ranked.get(0).move();
                    pv = ranked.get(0).pv();
                }
                for (int i = 0; i < ranked.size(); i++) {
                    listener.onIteration(new IterationInfo(depth, depth, i + 1, ranked.get(i).score(), Bound.EXACT,
                            acc.positions(), control.elapsedMs(), i == 0 ? pv : ranked.get(i).pv(), hashFull()));
                }
                // A depth's info lines come first, then the figures of its machine runs.
                if (listener instanceof MachineSearchListener m) {
                    runs.forEach(m::onMachineIteration);
                }
            }
            if (halted || bestMove == Move.NONE) {
                break;
            }
            if (!control.mayStartIteration(acc.positions(), bestScore)) {
                break;
            }
        }
        if (memberLost && bestMove == Move.NONE) {
            // Lost before any depth completed: the one-ply fallback still gives a legal move to play.
            SearchResult fallback = new FallbackMove(profile).search(root, limits.searchMoves(), listener);
            bestMove = fallback.bestMove();
            bestScore = fallback.score();
            pv = fallback.pv();
        }
        SearchResult result = new SearchResult(bestMove, pv.length >= 2 ? pv[1] : Move.NONE, bestScore, completed,
                acc.positions(), pv);
        last = acc.result(result, kind.label(), processors, machineConfig.clockHz(), config.profileBins(),
                System.nanoTime() - hostStart);
        metrics.record(last);
        return result;
    }

    /**
     * Searches one line of an iteration: one machine run with the full window when {@code window} is null, else as
     * many runs as the aspiration window needs, widened while the root's score falls outside it. Each run's figures go
     * to {@code runs}. Returns the root's outcome, or null if the search was stopped meanwhile (the iteration is
     * abandoned); a lost cluster member is thrown.
     */
    private RootOutcome searchLine(Machine running, RunSpec spec, AspirationWindow.Window window, SearchTotals acc,
                                   List<IterationFigures> runs) {
        while (true) {
            RunSpec run = window == null ? spec : spec.withRootWindow(window.alpha(), window.beta());
            long runStart = System.nanoTime();
            MachineReport report;
            try {
                report = running.run(processors, programs.factory(run, memories, kind == MachineKind.CLUSTER),
                        Long.MAX_VALUE);
            } catch (MachineException e) {
                if (e.getCause() instanceof MemberLostException lost) {
                    throw lost;
                }
                throw e;
            }
            NodeResult[] nodes = new NodeResult[processors];
            for (int i = 0; i < processors; i++) {
                nodes[i] = report.result(i, NodeResult.class);
            }
            RootOutcome outcome = nodes[0].root();
            if (stop.get()) {
                return null;
            }
            if (!outcome.done()) {
                throw new IllegalStateException("the root search at depth " + spec.depth() + " never returned a value"
                        + " (the machine went quiet with work outstanding)");
            }
            runs.add(acc.add(spec.depth(), nodes, report, System.nanoTime() - runStart));
            if (window == null || window.widen(outcome.value()) == null) {
                return outcome;
            }
        }
    }

    /** Starts the machine (its actor system and host threads) and builds the nodes' memory ahead of a search. */
    @Override
    public void prepare() {
        ensureMachine();
        machine.await();
    }

    private void ensureMachine() {
        if (machine == null) {
            machine = new MachineStart(machineType(), machineConfig);
        }
        if (memories.length == 0) {
            // Fitted once, before the nodes' memory is built: the nodes keep it from search to search.
            NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(processors, config,
                    MachineFootprint.bytesPerNode(machineType()), MachineFootprint.heapBudget());
            if (fit.changed()) {
                processors = fit.processors();
                config = fit.config();
                memoryNote = String.join("; ", fit.notes());
            }
            sharedLeafTable = NativeLeafTable.of(machineType(), processors, config);
            LeafHelp help = LeafHelp.of(machineType(), processors, config, sharedLeafTable != null);
            NodeMemory[] built = new NodeMemory[processors];
            for (int i = 0; i < processors; i++) {
                built[i] = new NodeMemory(config, sharedLeafTable, help, i, tables);
            }
            memories = built;
        }
    }

    /**
     * Whether the root searches in aspiration windows: the FULL profile on real threads, where the narrow window
     * costs the root's first child and a failed test's search for its value less (the {@code root-aspiration}
     * switch). The simulated CM-5 and the thesis's profiles search the full width, as StarTech did.
     */
    private boolean aspirates() {
        return profile == Profile.FULL && machineType() == MachineType.NATIVE && config.rootAspiration();
    }

    private MachineType machineType() {
        return switch (kind) {
            case CM5 -> MachineType.SIMULATED;
            case CLUSTER -> MachineType.CLUSTER;
            default -> MachineType.NATIVE;
        };
    }

    @Override
    public void stop() {
        control.requestStop();
        stop.set(true);
        for (NodeMemory m : memories) {
            m.requestStop();
        }
    }

    /** The opponent played the expected move: from now on the time limits apply, counted from now. */
    @Override
    public void ponderHit() {
        control.ponderHit();
    }

    @Override
    public void clear() {
        programs.clear();
        for (NodeMemory m : memories) {
            m.clear();
        }
        if (sharedLeafTable != null) {
            sharedLeafTable.clear();
        }
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        // The nodes' tables are sized by the scheduler's configuration (table-entries-per-node, leaf-table-megabytes).
    }

    /** The occupancy of the native machine's shared leaf table, or of node 0's own table on the other machines. */
    @Override
    public int hashFull() {
        if (sharedLeafTable != null) {
            return sharedLeafTable.hashFull();
        }
        NodeMemory[] nodes = memories;
        return nodes.length == 0 ? 0 : nodes[0].leafTableHashFull();
    }

    /** Lines of each iteration: the best move, then the best of the others, and so on (MultiPV). */
    @Override
    public void setMultiPv(int lines) {
        this.multiPv = Math.max(1, lines);
    }

    /**
     * Has the nodes take their tables from {@code store} (from the first search on; by default each table is built
     * anew): a run of many searches in one JVM passes a {@link jamboree.scheduler.table.TableRecycler} to each and
     * calls {@link #giveBackTables()} after each.
     *
     * @throws IllegalStateException if the nodes' memory is already built
     */
    public void takeTablesFrom(TableStore store) {
        if (memories.length != 0) {
            throw new IllegalStateException("the nodes' tables are already built");
        }
        tables = Objects.requireNonNull(store, "store");
    }

    /**
     * Gives the nodes' tables back to the store they came from and forgets the nodes' memory: a later search starts
     * with empty tables, as on a new machine.
     */
    public void giveBackTables() {
        NodeMemory[] nodes = memories;
        memories = new NodeMemory[0];
        for (NodeMemory m : nodes) {
            m.giveBackTables();
        }
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

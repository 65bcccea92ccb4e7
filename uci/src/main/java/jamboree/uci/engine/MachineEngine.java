package jamboree.uci.engine;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MachineSearchListener;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * StarTech's parallel search on the native machine or the simulated CM-5, as the UCI loop drives it. It adds what
 * {@link ParallelSearch} leaves to its caller: the {@code nodes} and {@code mate} limits (checked after each
 * iteration, the only moment the machine's positions are counted), the Hash option on the native machine, a
 * fresh machine after a failed run, and a move when a stop comes before the machine completed an iteration.
 */
public final class MachineEngine implements SearchEngine, AutoCloseable {
    private final MachineKind kind;
    private final int nodes;
    private final Profile profile;
    private final SchedulerConfig scheduler;
    private final MachineConfig machineConfig;
    private volatile ParallelSearch search;
    private int leafTableMegabytes;
    private volatile boolean closed;
    private SerialSearch oneMove;

    /**
     * @param config        machine, nodes, profile and switches; the machine must be NATIVE or CM5
     * @param scheduler     the scheduler configuration the switches are applied to
     * @param machineConfig the machine configuration (the native machine's thread count is set from the config)
     */
    public MachineEngine(EngineConfig config, SchedulerConfig scheduler, MachineConfig machineConfig) {
        if (config.machine() == MachineKind.SERIAL) {
            throw new IllegalArgumentException("the serial search is not a machine engine");
        }
        this.kind = config.machine();
        this.nodes = config.nodes();
        this.profile = config.profile();
        this.scheduler = config.switches().applyTo(scheduler);
        this.machineConfig = kind == MachineKind.NATIVE ? machineConfig.with("native.threads", nodes) : machineConfig;
        this.leafTableMegabytes = this.scheduler.leafTableMegabytes();
        this.search = build();
    }

    private ParallelSearch build() {
        ParallelSearch s = new ParallelSearch(kind, nodes,
                scheduler.with("leaf-table-megabytes", leafTableMegabytes), machineConfig);
        s.setProfile(profile);
        // The UCI layer already takes the Move Overhead option off the clocks it passes on.
        s.setMoveOverheadMs(0);
        return s;
    }

    private SerialSearch oneMoveSearch() {
        if (oneMove == null) {
            oneMove = new SerialSearch(SearchClock.SYSTEM, 1);
            oneMove.setProfile(profile);
        }
        return oneMove;
    }

    public MachineKind kind() {
        return kind;
    }

    /** Nodes of the machine (threads of the native machine, processors of the CM-5). */
    public int nodes() {
        return nodes;
    }

    /** Machine cycles per second, to turn the simulated CM-5's cycles into seconds. */
    public long clockHz() {
        return machineConfig.clockHz();
    }

    /** Megabytes of each node's own table (the one its serial leaf searches use). */
    public int leafTableMegabytes() {
        return leafTableMegabytes;
    }

    /** The measurements of the last completed search, or null before the first. */
    public ParallelSearchResult lastResult() {
        return search.lastResult();
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        ParallelSearch running = search;
        closed = false;
        SearchLimits machineLimits = limits;
        if (limits.mate() > 0) {
            // As the serial search does: a mate in n moves shows up within 4n + 4 plies with its extensions.
            int cap = Math.min(SerialSearch.MAX_DEPTH, 4 * limits.mate() + 4);
            int depth = limits.depth() > 0 ? Math.min(limits.depth(), cap) : cap;
            machineLimits = new SearchLimits(depth, limits.nodes(), limits.mate(), limits.moveTimeMs(),
                    limits.whiteTimeMs(), limits.blackTimeMs(), limits.whiteIncrementMs(), limits.blackIncrementMs(),
                    limits.movesToGo(), limits.infinite(), limits.ponder(), limits.searchMoves());
        }
        try {
            SearchResult result = running.search(root, machineLimits, new Limiter(running, limits, listener));
            if (result.bestMove() == Move.NONE && result.depth() == 0 && MoveGenerator.hasLegalMove(root)) {
                // Stopped before the machine completed an iteration (a GUI's clock can be shorter than a large
                // machine's first iteration, or its start-up): a one-ply serial search, reported to the listener
                // like any iteration, gives a move that is better than an arbitrary legal one.
                return oneMoveSearch().search(root, SearchLimits.ofDepth(1), listener);
            }
            return result;
        } catch (RuntimeException e) {
            // A failed run may leave the machine's actors in any state: the next search starts a new machine.
            running.close();
            throw e;
        }
    }

    /** Stops the search after an iteration that meets the nodes or mate limit, and passes every report on. */
    private static final class Limiter implements MachineSearchListener {
        private final ParallelSearch search;
        private final SearchLimits limits;
        private final SearchListener listener;

        Limiter(ParallelSearch search, SearchLimits limits, SearchListener listener) {
            this.search = search;
            this.limits = limits;
            this.listener = listener;
        }

        @Override
        public void onIteration(IterationInfo info) {
            listener.onIteration(info);
            boolean nodesReached = limits.nodes() > 0 && info.nodes() >= limits.nodes();
            boolean mateFound = limits.mate() > 0 && info.score() >= Score.MATE_BOUND
                    && Score.mateMoves(info.score()) <= limits.mate();
            if ((nodesReached || mateFound) && !limits.infinite()) {
                search.stop();
            }
        }

        @Override
        public void onCurrentMove(int depth, int move, int moveNumber) {
            listener.onCurrentMove(depth, move, moveNumber);
        }

        @Override
        public void onMachineIteration(IterationFigures figures) {
            if (listener instanceof MachineSearchListener machine) {
                machine.onMachineIteration(figures);
            }
        }
    }

    @Override
    public void prepare() {
        search.prepare();
        closed = false;
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public void ponderHit() {
        search.ponderHit();
    }

    @Override
    public void clear() {
        search.clear();
    }

    /**
     * On the native machine Hash is shared out among the nodes' own tables (at least 1 MB each); the slices of the
     * global table keep their configured size. The simulated CM-5's memory is part of the machine being simulated,
     * so that its figures stay those of the configured machine: Hash does not change it.
     */
    @Override
    public void setHashMegabytes(int megabytes) {
        if (kind != MachineKind.NATIVE) {
            return;
        }
        int perNode = Math.max(1, megabytes / nodes);
        if (perNode != leafTableMegabytes) {
            // A node's tables are sized when it is built: new nodes, as a resized serial table starts empty too.
            search.close();
            leafTableMegabytes = perNode;
            search = build();
        }
    }

    @Override
    public int hashFull() {
        return search.hashFull();
    }

    /** Releases the machine's host threads; a later search would start a new machine. */
    @Override
    public void close() {
        search.close();
        closed = true;
    }

    /** Whether the machine's host threads have been released by {@link #close()} (and no search ran since). */
    public boolean isClosed() {
        return closed;
    }
}

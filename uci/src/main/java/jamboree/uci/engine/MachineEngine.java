package jamboree.uci.engine;

import jamboree.engine.board.Position;
import jamboree.engine.search.EngineCapabilities;
import jamboree.engine.search.FallbackMove;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * StarTech's parallel search on the native machine or the simulated CM-5, as the UCI loop drives it. It adds what
 * {@link ParallelSearch} leaves to its caller: the Hash option on the native machine, a fresh machine after a failed
 * run, the {@link FallbackMove} when a stop comes before the machine completed an iteration, and the
 * {@link EngineCapabilities} of a machine.
 */
public final class MachineEngine implements SearchEngine, AutoCloseable {
    private final MachineKind kind;
    private final int nodes;
    private final Profile profile;
    private final SchedulerConfig scheduler;
    private final MachineConfig machineConfig;
    private volatile ParallelSearch search;
    private int leafTableMegabytes;
    private int multiPv = 1;
    private volatile boolean closed;
    private final FallbackMove fallback;

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
        // A game draws no profiles, and their memory grows with every search (without bound in an infinite one).
        this.scheduler = config.switches().applyTo(scheduler).with("profile-bins", 0);
        MachineConfig quiet = machineConfig.withTimeline(false);
        this.machineConfig = kind == MachineKind.NATIVE ? quiet.with("native.threads", nodes) : quiet;
        this.leafTableMegabytes = this.scheduler.leafTableMegabytes();
        this.search = build();
        this.fallback = new FallbackMove(profile);
    }

    private ParallelSearch build() {
        ParallelSearch s = new ParallelSearch(kind, nodes,
                scheduler.with("leaf-table-megabytes", leafTableMegabytes), machineConfig);
        s.setProfile(profile);
        s.setMultiPv(multiPv);
        // The UCI layer already takes the Move Overhead option off the clocks it passes on.
        s.setMoveOverheadMs(0);
        return s;
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
        try {
            SearchResult result = running.search(root, limits, listener);
            if (FallbackMove.needed(result, root)) {
                // Stopped before the machine completed an iteration (a GUI's clock can be shorter than a large
                // machine's first iteration, or its start-up).
                return fallback.search(root, limits.searchMoves(), listener);
            }
            return result;
        } catch (RuntimeException e) {
            // A failed run may leave the machine's actors in any state: the next search starts a new machine.
            running.close();
            throw e;
        }
    }

    /**
     * A machine winds its nodes down for a while after a stop and discards the unfinished iteration; the simulated
     * CM-5 reports its figures after each iteration.
     */
    @Override
    public EngineCapabilities capabilities() {
        EngineCapabilities.MachineFigures figures = kind == MachineKind.CM5
                ? new EngineCapabilities.MachineFigures("cm5 P=" + nodes, machineConfig.clockHz()) : null;
        return new EngineCapabilities(true, figures);
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

    /** Lines the machine searches and reports each iteration, one machine run each. */
    @Override
    public void setMultiPv(int lines) {
        multiPv = Math.max(1, lines);
        search.setMultiPv(multiPv);
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

package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.SchedulerMetrics;

/**
 * A search whose cost is measured as the thesis measures it: after every search {@link #lastResult()} holds T, W,
 * C and the rest. The reference is the serial search charged by the same cost model ({@link SerialModelSearch});
 * the parallel search runs on the native machine or the simulated CM-5 ({@link ParallelSearch}).
 */
public interface MeasuredSearch extends SearchEngine, AutoCloseable {

    /** The search of {@code kind} on {@code processors} nodes (1 for the serial search), on the host's clock. */
    static MeasuredSearch on(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig) {
        return on(kind, processors, config, machineConfig, SearchClock.SYSTEM);
    }

    static MeasuredSearch on(MachineKind kind, int processors, SchedulerConfig config, MachineConfig machineConfig,
                             SearchClock clock) {
        return kind == MachineKind.SERIAL ? new SerialModelSearch(config, machineConfig, clock)
                : new ParallelSearch(kind, processors, config, machineConfig, clock);
    }

    MachineKind kind();

    int processors();

    void setProfile(Profile profile);

    Profile profile();

    /** Time kept in reserve per move for the GUI and the connection ("Move Overhead"). */
    void setMoveOverheadMs(long ms);

    void setMetrics(SchedulerMetrics metrics);

    /** The measurements of the last completed search, or null before the first. */
    ParallelSearchResult lastResult();

    /** Searches {@code root} to a fixed depth and returns the measurements. */
    default ParallelSearchResult searchToDepth(Position root, int depth) {
        search(root, SearchLimits.ofDepth(depth), SearchListener.NONE);
        return lastResult();
    }

    /** Releases the host threads, if any. */
    @Override
    void close();
}

package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.SchedulerMetrics;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;

/**
 * The reference for speedup and work efficiency: the engine's serial search on the calling thread, its work charged
 * by the same cost model as the machines' chess work (thesis 4.1), so that T = W = C on one processor.
 */
public final class SerialModelSearch implements MeasuredSearch {
    private final SchedulerConfig config;
    private final long clockHz;
    private final SerialSearch serial;
    private Profile profile = Profile.STARTECH;
    private SchedulerMetrics metrics = new SchedulerMetrics();
    private volatile ParallelSearchResult last;

    public SerialModelSearch(SchedulerConfig config, MachineConfig machineConfig, SearchClock clock) {
        this.config = config;
        this.clockHz = machineConfig.clockHz();
        this.serial = new SerialSearch(clock, config.serialTableMegabytes());
        serial.setProfile(profile);
    }

    @Override
    public MachineKind kind() {
        return MachineKind.SERIAL;
    }

    @Override
    public int processors() {
        return 1;
    }

    @Override
    public void setProfile(Profile profile) {
        this.profile = profile;
        serial.setProfile(profile);
    }

    @Override
    public Profile profile() {
        return profile;
    }

    @Override
    public void setMoveOverheadMs(long ms) {
        serial.setMoveOverheadMs(ms);
    }

    @Override
    public void setMetrics(SchedulerMetrics metrics) {
        this.metrics = metrics;
    }

    @Override
    public ParallelSearchResult lastResult() {
        return last;
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        long hostStart = System.nanoTime();
        SearchResult result = serial.search(root, limits, listener);
        SearchStats s = serial.stats();
        long w = config.cost().serialCycles(s.nodes, s.makeMoves, s.evaluations, s.moveGenerations,
                s.movesGenerated, s.sortSteps, s.repetitionChecks);
        Breakdown breakdown = new Breakdown(w, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        Counters counters = Counters.ZERO.with(Counter.TABLE_READS, s.ttProbes).with(Counter.TABLE_HITS, s.ttHits)
                .with(Counter.TABLE_UPDATES, s.ttStores);
        last = new ParallelSearchResult(result, kind().label(), 1, clockHz, w, w, w, 0, 0, breakdown, counters, 1,
                new double[0], 1, new double[0], 0, System.nanoTime() - hostStart, new IterationFigures[0]);
        metrics.record(last);
        return result;
    }

    @Override
    public void stop() {
        serial.stop();
    }

    @Override
    public void ponderHit() {
        serial.ponderHit();
    }

    @Override
    public void clear() {
        serial.clear();
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        serial.setHashMegabytes(megabytes);
    }

    @Override
    public int hashFull() {
        return serial.hashFull();
    }

    @Override
    public void close() {
        // Nothing to release: the serial search runs on the caller's thread.
    }
}

package jamboree.bench.cm5;

import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.ChessOperations;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.bench.trial.Utilization;
import jamboree.engine.board.Move;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.IdealProfile;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.table.TableRecycler;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Trials on the simulated CM-5: every request is a fresh {@link ParallelSearch} (fresh node memories, so a trial
 * depends on its request alone) searching the position to the requested depth by iterative deepening, as StarTech
 * did. T, W and C are summed over the iterations. Safe to call from several threads at once: requests share
 * nothing but the immutable configurations, the memo of serial references and the recycled memory of the nodes'
 * tables, which each search gets back empty ({@link TableRecycler}).
 */
public final class SimulatedTrialSource implements TrialSource {

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final SerialReference serial;
    private final TableRecycler tables;

    /**
     * @param config        the scheduler's defaults; each request's switches replace the corresponding values
     * @param machineConfig the machine; each request's seed replaces its seed
     */
    public SimulatedTrialSource(SchedulerConfig config, MachineConfig machineConfig) {
        this.config = config;
        this.machineConfig = machineConfig;
        this.serial = new SerialReference(config, machineConfig);
        // Held weakly, the kept tables take no heap a search needs; the bound only keeps what may be of use. A quarter
        // of the launcher's 6 GB heap (1.33 GB as maxMemory counts it) holds a 512-node machine's leaf tables (512 MB)
        // and slices of the default size; at the thesis's scale the slices change size with the machine and find no
        // like, so only the leaf tables come back there.
        this.tables = new TableRecycler(Runtime.getRuntime().maxMemory() / 4);
    }

    /** The defaults of both configurations. */
    public static SimulatedTrialSource defaults() {
        return defaultsOn(MachineConfig.load());
    }

    /** The scheduler's defaults on {@code machine}. */
    public static SimulatedTrialSource defaultsOn(MachineConfig machine) {
        return new SimulatedTrialSource(SchedulerConfig.load(), machine);
    }

    /**
     * Recalls the serial searches (the problems' sizes and the references of work efficiency) from {@code store}
     * and keeps this source's there; the source closes it. Set before the first search, once.
     *
     * @throws IllegalStateException if a store was set already
     */
    public void keepSerialSearchesIn(SerialStore store) {
        if (serial.store() != SerialStore.NONE) {
            throw new IllegalStateException("the serial searches already have a store");
        }
        serial.keepIn(store);
    }

    /** Whether {@link #keepSerialSearchesIn} was called. */
    public boolean keepsSerialSearches() {
        return serial.store() != SerialStore.NONE;
    }

    /**
     * Positions the serial search of {@code position} visits to {@code depth} on StarTech's tree (iterative
     * deepening, as the trials search): the size of a problem. Memoised with the serial references, so a trial of the
     * same depth reuses it.
     */
    public long serialNodes(SuitePosition position, int depth) {
        return serial.nodes(position.record().fen(), depth, Profile.STARTECH);
    }

    /** The scheduler configuration a request runs with on {@code processors} nodes ({@link Settings#configOn}). */
    public SchedulerConfig configFor(Settings settings, int processors) {
        return settings.configOn(config, processors);
    }

    /** Every node's slice of the global table, in full: a key and a data word per entry. */
    @Override
    public long tableBytes(TrialRequest request) {
        return (long) configFor(request.settings(), request.processors()).tableEntriesPerNode()
                * TranspositionTable.BYTES_PER_ENTRY * request.processors();
    }

    @Override
    public SchedulerConfig schedulerConfig() {
        return config;
    }

    /** The machine every request runs on, before the request's seed and size replace its own. */
    public MachineConfig machineConfig() {
        return machineConfig;
    }

    /** Makes (or recalls) the serial search of the request's tree, which {@link #run} measures it against. */
    @Override
    public void prepare(TrialRequest request) {
        serial.work(request.position().record().fen(), request.depth(), request.settings().profile());
    }

    @Override
    public Trial run(TrialRequest request) {
        String fen = request.position().record().fen();
        MachineConfig machine = machineConfig.withSeed(request.seed());
        SchedulerConfig scheduler = configFor(request.settings(), request.processors());
        if (!request.recordProfiles()) {
            // Both profiles take memory that grows with the search (gigabytes for hours of simulated time on many
            // nodes); they change no other figure, so a search whose profiles are not drawn keeps neither.
            machine = machine.withTimeline(false);
            scheduler = scheduler.with("profile-bins", 0);
        }
        ParallelSearchResult r;
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, request.processors(), scheduler, machine)) {
            search.takeTablesFrom(tables);
            search.setProfile(request.settings().profile());
            r = search.searchToDepth(Fen.parse(fen), request.depth());
            search.giveBackTables();
        }
        Counters c = r.counters();
        if (c.get(Counter.STRAY_MESSAGES) != 0 || c.get(Counter.PROTOCOL_ERRORS) != 0
                || c.get(Counter.LIVE_FRAMES_AT_END) != 0) {
            throw new IllegalStateException(String.format(Locale.ROOT, "%s on %d nodes: the scheduler's protocol"
                            + " failed (stray messages %d, protocol errors %d, frames left %d)",
                    request.position().id(), request.processors(), c.get(Counter.STRAY_MESSAGES),
                    c.get(Counter.PROTOCOL_ERRORS), c.get(Counter.LIVE_FRAMES_AT_END)));
        }
        long serialWork = serial.work(fen, request.depth(), request.settings().profile());
        IdealProfile ideal = request.recordProfiles() && r.idealParallelism().length > 0
                ? new IdealProfile(r.profileBinCycles(), r.idealParallelism()) : IdealProfile.NONE;
        Utilization utilization = request.recordProfiles() && r.utilization().length > 0
                ? new Utilization(r.utilizationBucketCycles(), r.utilization(), new double[0])
                        .atMost(Utilization.MAX_BUCKETS)
                : Utilization.NONE;
        int move = r.search().bestMove();
        return new Trial(request.suite(), request.position().id(), request.position().index(), request.depth(),
                request.processors(), request.settings(), request.seed(), r.clockHz(), r.timeCycles(), r.work(),
                r.criticalPath(), r.search().nodes(), serialWork, move == Move.NONE ? "-" : UciMoves.format(move),
                r.search().score(), breakdown(r.breakdown()), ideal, utilization, chessWork(c));
    }

    /** The chess work split by operation, as the scheduler tallied it. */
    static Map<String, Long> chessWork(Counters c) {
        Map<String, Long> map = new LinkedHashMap<>();
        ChessOperations.COUNTERS.forEach((name, counter) -> map.put(name, c.get(counter)));
        return map;
    }

    /** The scheduler's breakdown under the bench's activity names (the same categories, in the same order). */
    static Map<String, Long> breakdown(Breakdown b) {
        List<String> names = Activities.ALL;
        long[] values = b.values();
        if (values.length != names.size()) {
            throw new IllegalStateException("the scheduler reports " + values.length + " activities, the bench knows "
                    + names.size());
        }
        Map<String, Long> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            map.put(names.get(i), values[i]);
        }
        return map;
    }

    @Override
    public void close() {
        serial.store().close();
    }
}

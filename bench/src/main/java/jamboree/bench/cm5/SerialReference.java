package jamboree.bench.cm5;

import jamboree.bench.memo.OnceMemo;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * The work of the serial search of a position to a depth, in cycles of the scheduler's cost model: the W that a
 * parallel search's work efficiency is measured against. A sweep asks for the same position on every machine size,
 * so the answers are memoised (host-side only; the serial search is deterministic). Searches running side by side
 * share the memo: each position and depth is searched once, and a search that needs an answer under way waits for it.
 * A {@link SerialStore} carries the answers from one run to the next.
 */
final class SerialReference {

    private record Key(String fen, int depth, Profile profile) {
    }

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final OnceMemo<Key, SerialMeasurement> memo = new OnceMemo<>(10_000);
    /** Where the searches of an earlier run are recalled from and this run's kept. */
    private volatile SerialStore store = SerialStore.NONE;

    SerialReference(SchedulerConfig config, MachineConfig machineConfig) {
        this.config = config;
        this.machineConfig = machineConfig;
    }

    /** W of the serial search of {@code fen} to {@code depth} on {@code tree}. */
    long work(String fen, int depth, Profile tree) {
        return measure(fen, depth, tree).work();
    }

    /** Positions the serial search on {@code tree} visits, over its iterations up to {@code depth}. */
    long nodes(String fen, int depth, Profile tree) {
        return measure(fen, depth, tree).nodes();
    }

    /** Recalls from {@code store} and keeps there: set before the first search. */
    void keepIn(SerialStore store) {
        this.store = store;
    }

    SerialStore store() {
        return store;
    }

    private SerialMeasurement measure(String fen, int depth, Profile tree) {
        return memo.get(new Key(fen, depth, tree), k -> store.recall(k.fen(), k.depth(), k.profile()).orElseGet(() -> {
            try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machineConfig)) {
                serial.setProfile(k.profile());
                ParallelSearchResult r = serial.searchToDepth(Fen.parse(k.fen()), k.depth());
                SerialMeasurement measured = new SerialMeasurement(k.fen(), k.depth(), k.profile(), r.work(),
                        r.search().nodes());
                store.record(measured);
                return measured;
            }
        }));
    }
}

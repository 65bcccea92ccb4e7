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
 */
final class SerialReference {

    private record Key(String fen, int depth, Profile profile) {
    }

    /** What the serial search of one position to one depth measured. */
    private record Measured(long work, long nodes) {
    }

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final OnceMemo<Key, Measured> memo = new OnceMemo<>(10_000);

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

    private Measured measure(String fen, int depth, Profile tree) {
        return memo.get(new Key(fen, depth, tree), k -> {
            try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machineConfig)) {
                serial.setProfile(k.profile());
                ParallelSearchResult r = serial.searchToDepth(Fen.parse(k.fen()), k.depth());
                return new Measured(r.work(), r.search().nodes());
            }
        });
    }
}

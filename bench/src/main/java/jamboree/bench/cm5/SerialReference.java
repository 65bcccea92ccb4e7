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

    private record Key(String fen, int depth) {
    }

    /** What the serial search of one position to one depth measured. */
    private record Measured(long work, long nodes) {
    }

    private final SchedulerConfig config;
    private final MachineConfig machineConfig;
    private final Profile profile;
    private final OnceMemo<Key, Measured> memo = new OnceMemo<>(10_000);

    SerialReference(SchedulerConfig config, MachineConfig machineConfig, Profile profile) {
        this.config = config;
        this.machineConfig = machineConfig;
        this.profile = profile;
    }

    long work(String fen, int depth) {
        return measure(fen, depth).work();
    }

    /** Positions the serial search visits, over its iterations up to {@code depth}. */
    long nodes(String fen, int depth) {
        return measure(fen, depth).nodes();
    }

    private Measured measure(String fen, int depth) {
        return memo.get(new Key(fen, depth), k -> {
            try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machineConfig)) {
                serial.setProfile(profile);
                ParallelSearchResult r = serial.searchToDepth(Fen.parse(k.fen()), k.depth());
                return new Measured(r.work(), r.search().nodes());
            }
        });
    }
}

package jamboree.uci.cli;

import jamboree.scheduler.config.SchedulerConfig;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/**
 * The options of {@code jamboree search --machine}: which machine model runs StarTech's Jamboree search, its size,
 * and the scheduler switches of the thesis's comparisons. picocli creates this group only when one of its options
 * is on the command line, so its absence means the plain serial engine.
 */
final class MachineOptions {

    @Option(names = "--machine", paramLabel = "serial|native|cm5",
            description = {"Search on a machine model and print T, W, C, W/C and where the cycles went (Figure 6-9):",
                    "  serial  the engine's serial search on this thread, its operations charged in cycles by the "
                            + "scheduler's cost model (T = W = C; the reference for speedup and work efficiency),",
                    "  native  StarTech's Jamboree search, one node per host thread (--threads), wall-clock cycles,",
                    "  cm5     StarTech's Jamboree search on the simulated CM-5 (--processors), deterministic for a "
                            + "given --seed.",
                    "Without --machine the serial engine searches as a chess engine would and prints no machine "
                            + "figures."})
    String machine;

    @Option(names = "--processors", paramLabel = "P", defaultValue = "64",
            description = "Nodes of the simulated CM-5 (default: ${DEFAULT-VALUE}).")
    int processors;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "2",
            description = "Nodes (host threads) of the native machine (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the nodes' random streams (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--epd", paramLabel = "FILE", description = "Search every position of this EPD file instead of "
            + "--fen: one line per position and the totals.")
    Path epd;

    @Option(names = "--compare-serial", description = "Also run --machine serial on each position: speedup (its W "
            + "over T) and work efficiency (its W over W).")
    boolean compareSerial;

    @Option(names = "--throttle", description = "startech, naive or backoff (default from the configuration).")
    String throttle;

    @Option(names = "--serial-depth", paramLabel = "N",
            description = "Remaining depths searched serially in one step (default from the configuration).")
    Integer serialDepth;

    @Option(names = "--deferred-reads", negatable = true, description = "Deferred transposition-table reads (6.4).")
    Boolean deferredReads;

    @Option(names = "--global-table", negatable = true,
            description = "The global distributed transposition table (6.3).")
    Boolean globalTable;

    @Option(names = "--serialization", negatable = true, description = "The serialization heuristic of 6.5.")
    Boolean serialization;

    @Option(names = "--helpful-master", negatable = true, description = "A node waiting for a stolen child may "
            + "steal (5.8).")
    Boolean helpfulMaster;

    @Option(names = "--leaf-table-reads", negatable = true, description = "Serial leaf searches read and publish "
            + "their root position in the global table.")
    Boolean leafTableReads;

    @Option(names = "--ordering-with-work", negatable = true, description = "Stolen work carries the victim's "
            + "history scores and killers.")
    Boolean orderingWithWork;

    @Option(names = "--native-shared-table", negatable = true, description = "Native nodes reach the global table's "
            + "slices directly instead of by messages.")
    Boolean nativeSharedTable;

    @Option(names = "--serialization-children", paramLabel = "N", description = "Children the 6.5 heuristic "
            + "searches serially (default from the configuration).")
    Integer serializationChildren;

    @Option(names = "--pv-serial-children", paramLabel = "N", description = "Children after the first that a "
            + "principal-variation position tests in order before any may be stolen (default from the configuration).")
    Integer pvSerialChildren;

    /**
     * The scheduler's configuration with the switches given here; {@code recursiveDeepening} is the shared
     * {@code --[no-]rid}, null when not given. Unknown values fail with {@link IllegalArgumentException}.
     */
    SchedulerConfig schedulerConfig(Boolean recursiveDeepening) {
        SchedulerConfig c = SchedulerConfig.load();
        if (throttle != null) {
            if (!throttle.toLowerCase(java.util.Locale.ROOT).matches("startech|naive|backoff")) {
                throw new IllegalArgumentException("--throttle must be startech, naive or backoff, got '" + throttle
                        + "'");
            }
            c = c.with("throttle", throttle);
        }
        if (serialDepth != null) {
            c = c.with("serial-depth", serialDepth);
        }
        if (recursiveDeepening != null) {
            c = c.with("recursive-deepening", recursiveDeepening);
        }
        if (deferredReads != null) {
            c = c.with("deferred-reads", deferredReads);
        }
        if (globalTable != null) {
            c = c.with("global-table", globalTable);
        }
        if (serialization != null) {
            c = c.with("serialization", serialization);
        }
        if (helpfulMaster != null) {
            c = c.with("helpful-master", helpfulMaster);
        }
        if (leafTableReads != null) {
            c = c.with("leaf-table-reads", leafTableReads);
        }
        if (orderingWithWork != null) {
            c = c.with("ordering-with-work", orderingWithWork);
        }
        if (nativeSharedTable != null) {
            c = c.with("native-shared-table", nativeSharedTable);
        }
        if (serializationChildren != null) {
            c = c.with("serialization-children", serializationChildren);
        }
        if (pvSerialChildren != null) {
            c = c.with("pv-serial-children", pvSerialChildren);
        }
        return c;
    }
}

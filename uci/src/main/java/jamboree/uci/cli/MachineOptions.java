package jamboree.uci.cli;

import jamboree.uci.engine.EngineConfig;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Map;

/**
 * The options of {@code jamboree search --machine}: which machine model runs StarTech's Jamboree search and its
 * size; the scheduler switches of the thesis's comparisons are made from {@link jamboree.scheduler.config.Switch}
 * ({@link SwitchFlags}). picocli creates this group only when one of its options is on the command line, so its
 * absence means the plain serial engine, unless a switch was given (an error: switches need a machine). A bench
 * report writes each of its searches with these options ({@link jamboree.bench.report.SearchCommands}), so an option
 * renamed here is renamed there too.
 */
final class MachineOptions {

    @Option(names = "--machine", paramLabel = "serial|native|cm5|cluster",
            description = {"Search on a machine model and print T, W, C, W/C and where the cycles went (Figure 6-9):",
                    "  serial  the engine's serial search on this thread, its operations charged in cycles by the "
                            + "scheduler's cost model (T = W = C; the reference for speedup and work efficiency),",
                    "  native  StarTech's Jamboree search, one node per host thread (--threads), wall-clock cycles,",
                    "  cm5     StarTech's Jamboree search on the simulated CM-5 (--processors), deterministic for a "
                            + "given --seed,",
                    "  cluster native nodes (--threads of them) spread over the members of a Pekko cluster "
                            + "(--cluster, --join; docs/cluster.md).",
                    "Without --machine the serial engine searches as a chess engine would and prints no machine "
                            + "figures."})
    String machine;

    @Option(names = "--processors", paramLabel = "P", defaultValue = "" + EngineConfig.DEFAULT_CM5_PROCESSORS,
            description = "Nodes of the simulated CM-5 (default: ${DEFAULT-VALUE}).")
    int processors;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "" + EngineConfig.DEFAULT_THREADS,
            description = "Nodes (host threads) of the native machine, or the cluster machine's nodes over all its"
                    + " members (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the nodes' random streams (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--epd", paramLabel = "FILE", description = "Search every position of this EPD file instead of "
            + "--fen: one line per position and the totals.")
    Path epd;

    @Option(names = "--set", paramLabel = "PATH=VALUE",
            description = "Override a machine parameter under jamboree.machine, e.g. network.send-cycles=40, as "
                    + "'jamboree bench --set' does (so that one of its searches can be made again alone).")
    Map<String, String> machineOverrides = Map.of();

    @Option(names = "--compare-serial", description = "Also run --machine serial on each position: speedup (its W "
            + "over T) and work efficiency (its W over W).")
    boolean compareSerial;
}

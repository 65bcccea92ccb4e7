package jamboree.uci.cli;

import jamboree.machine.MachineException;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.experiments.BarrierExperiment;
import jamboree.machine.experiments.CapacityExperiment;
import jamboree.machine.experiments.CyclicShiftExperiment;
import jamboree.machine.experiments.MemoryExperiment;
import jamboree.machine.experiments.SwampExperiment;
import jamboree.machine.experiments.ThroughputExperiment;
import jamboree.machine.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code jamboree machine EXPERIMENT}: runs one of the simulated CM-5's experiments and prints its figures. The
 * experiments themselves live in the machine module; this class parses arguments and formats.
 */
@Command(name = "machine",
        mixinStandardHelpOptions = true,
        description = {"Experiments on the simulated CM-5:",
                "  barrier       barrier latency for P = 1..16384",
                "  capacity      packets in flight for a cyclic shift by half the machine (thesis 3.2)",
                "  cyclic-shift  cyclic shifts of blocks with and without barriers (thesis Figure 3-3)",
                "  swamp         SWAMP beside the analytic t_w = w / p(0,*) (thesis 5.7)",
                "  throughput    simulator speed on a steal storm, in events per host second",
                "  memory        heap used by a machine of idle programs (default 16384 nodes)",
                "Exit codes: 0 ok, 1 the run failed, 2 bad input."})
public final class MachineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "EXPERIMENT",
            description = "barrier, capacity, cyclic-shift, swamp, throughput or memory.")
    String experiment;

    @Option(names = {"-p", "--processors"}, paramLabel = "P",
            description = "Machine size (default: the experiment's own sizes).")
    Integer processors;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Option(names = "--threads", paramLabel = "N",
            description = "Host threads for the simulator (default: 1; 0 for one per core).")
    Integer threads;

    @Option(names = "--set", paramLabel = "PATH=VALUE",
            description = "Override a machine parameter under jamboree.machine, e.g. network.send-cycles=40.")
    Map<String, String> overrides = Map.of();

    @Option(names = "--rounds", paramLabel = "N", description = "barrier: barriers per size (default 10).")
    int rounds = 10;

    @Option(names = "--total-bytes", paramLabel = "BYTES",
            description = "cyclic-shift: bytes each node sends (default 65536; the thesis sent 1.28 MB).")
    long totalBytes = 65536;

    @Option(names = "--block-sizes", paramLabel = "BYTES", split = ",",
            description = "cyclic-shift: block sizes (default 64,256,1024,4096,16384).")
    List<Integer> blockSizes;

    @Option(names = "--work", paramLabel = "SECONDS", description = "swamp: work of the busy node (default 0.01).")
    Double work;

    @Option(names = "--busy-service", paramLabel = "MICROS", split = ",",
            description = "swamp: values of t_b in microseconds (default 5,10,20,40,80).")
    List<Double> busyService;

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "swamp: give up after this much machine time (default 0.2).")
    Double timeLimit;

    @Option(names = "--cycles", paramLabel = "N",
            description = "throughput: machine cycles to simulate per run (default 3300000 = 0.1 s).")
    long cycles = 3_300_000;

    @Option(names = "--repetitions", paramLabel = "N",
            description = "throughput: measured runs after one warm-up run; the best counts (default 3).")
    int repetitions = 3;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        MachineConfig config;
        try {
            config = MachineConfig.load().with(overrides);
            if (threads != null) {
                config = config.withSimulationThreads(threads);
            }
            if (processors != null && processors < 1) {
                throw new IllegalArgumentException("--processors must be at least 1");
            }
            Object result = run(config, out);
            if (json) {
                out.println(Json.compact(result));
            }
            out.flush();
            return 0;
        } catch (IllegalArgumentException e) {
            err.println("jamboree machine: " + e.getMessage());
            err.flush();
            return 2;
        } catch (MachineException e) {
            // A run that failed (usually parameters the model cannot run with): say why, without a stack trace.
            err.println("jamboree machine: " + experiment + " failed: " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    private Object run(MachineConfig config, PrintWriter out) {
        switch (experiment) {
            case "barrier" -> {
                List<BarrierExperiment.Row> rows = BarrierExperiment.run(config,
                        processors == null ? BarrierExperiment.defaultSizes() : List.of(processors), rounds);
                if (!json) {
                    out.println("Barrier latency (from entering to seeing the completion, control receive included)");
                    out.printf(Locale.ROOT, "%8s %7s %10s %10s%n", "P", "levels", "cycles", "us");
                    for (BarrierExperiment.Row r : rows) {
                        out.printf(Locale.ROOT, "%8d %7d %10.1f %10.2f%n", r.processors(), r.levels(), r.cycles(),
                                r.microseconds());
                    }
                }
                return rows;
            }
            case "capacity" -> {
                List<CapacityExperiment.Row> rows = CapacityExperiment.run(config,
                        processors == null ? CapacityExperiment.defaultSizes() : List.of(processors));
                if (!json) {
                    out.println("Network capacity: packets injected before refusal, cyclic shift by P/2");
                    out.printf(Locale.ROOT, "%8s %14s %12s %14s%n", "P", "total packets", "per node", "thesis/node");
                    for (CapacityExperiment.Row r : rows) {
                        out.printf(Locale.ROOT, "%8d %14d %12.2f %14s%n", r.processors(), r.totalPackets(),
                                r.packetsPerNode(), r.thesisPacketsPerNode() == null ? "-"
                                        : String.format(Locale.ROOT, "%.2f", r.thesisPacketsPerNode()));
                    }
                }
                return rows;
            }
            case "cyclic-shift" -> {
                int p = processors == null ? 64 : processors;
                List<CyclicShiftExperiment.Row> rows = CyclicShiftExperiment.run(config, p, totalBytes,
                        blockSizes == null ? CyclicShiftExperiment.defaultBlockSizes() : blockSizes);
                if (!json) {
                    out.printf(Locale.ROOT, "Cyclic shift on %d nodes, %d bytes per node, MB/s per node%n", p,
                            totalBytes);
                    out.printf(Locale.ROOT, "%10s %16s %16s %8s%n", "block", "with barriers", "without", "ratio");
                    for (CyclicShiftExperiment.Row r : rows) {
                        out.printf(Locale.ROOT, "%10d %16.2f %16.2f %8.2f%n", r.blockBytes(), r.withBarriersMBps(),
                                r.withoutBarriersMBps(), r.ratio());
                    }
                    out.println("Thesis Figure 3-3: barriers about 2x faster at 128-byte blocks, 2.5x for large ones.");
                }
                return rows;
            }
            case "swamp" -> {
                SwampExperiment.Parameters d = SwampExperiment.defaults();
                SwampExperiment.Parameters params = new SwampExperiment.Parameters(
                        work == null ? d.workSeconds() : work, d.idleServiceMicros(), d.turnaroundMicros(),
                        busyService == null ? d.busyServiceMicros() : busyService,
                        processors == null ? d.processors() : List.of(processors), d.quantumMicros(),
                        timeLimit == null ? d.timeLimitSeconds() : timeLimit);
                List<SwampExperiment.Row> rows = SwampExperiment.run(config, params);
                if (!json) {
                    out.printf(Locale.ROOT, "SWAMP: w = %.3f s, t_i = %.0f us, t_s = %.0f us (or the network's "
                            + "minimum), limit %.2f s%n", params.workSeconds(), params.idleServiceMicros(),
                            params.turnaroundMicros(), params.timeLimitSeconds());
                    out.printf(Locale.ROOT, "%5s %8s %8s %7s %12s %14s %14s%n", "P", "t_b us", "t_s us", "z",
                            "p(0,*)", "predicted s", "measured s");
                    for (SwampExperiment.Row r : rows) {
                        out.printf(Locale.ROOT, "%5d %8.1f %8.2f %7.3f %12.4g %14.4g %14s%n", r.processors(),
                                r.busyServiceMicros(), r.turnaroundMicros(), r.leverage(), r.progressProbability(),
                                r.predictedSeconds(), r.measuredSeconds() == null
                                        ? String.format(Locale.ROOT, "> %.2f", r.timeLimitSeconds())
                                        : String.format(Locale.ROOT, "%.4g", r.measuredSeconds()));
                    }
                }
                return rows;
            }
            case "throughput" -> {
                int p = processors == null ? 512 : processors;
                ThroughputExperiment.Result r = ThroughputExperiment.run(config, p, cycles, repetitions);
                if (!json) {
                    out.printf(Locale.ROOT, "Steal storm on %d simulated nodes, %d host threads: %,d events in "
                                    + "%.3f s = %,.0f events per second (%,d windows, %,d messages)%n",
                            r.processors(), r.hostThreads(), r.events(), r.hostSeconds(), r.eventsPerSecond(),
                            r.windows(), r.messages());
                }
                return r;
            }
            case "memory" -> {
                int p = processors == null ? 16384 : processors;
                MemoryExperiment.Result r = MemoryExperiment.run(config, p);
                if (!json) {
                    out.printf(Locale.ROOT, "%d idle nodes: heap used %.1f MB of %.1f MB max (%.0f bytes per node), "
                                    + "%.2f s host time%n", r.processors(), r.heapUsedBytes() / 1e6,
                            r.heapMaxBytes() / 1e6, r.bytesPerNode(), r.hostSeconds());
                }
                return r;
            }
            default -> throw new IllegalArgumentException("unknown experiment '" + experiment
                    + "'; expected one of " + new ArrayList<>(List.of("barrier", "capacity", "cyclic-shift",
                    "swamp", "throughput", "memory")));
        }
    }
}

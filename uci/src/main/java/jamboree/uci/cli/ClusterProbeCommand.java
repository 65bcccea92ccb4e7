package jamboree.uci.cli;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.cluster.ClusterException;
import jamboree.machine.cluster.nodes.ClusterMachine;
import jamboree.machine.cluster.nodes.RemoteProgramFactory;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.remote.ProbeProgram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree cluster-probe}: the figures of the cluster machine's messages between this member and another
 * (a {@code jamboree worker}): the round trip of a steal request and how many messages per second one member takes
 * from another, with StarTech's own records on the path a search's messages take.
 */
@Command(name = "cluster-probe",
        mixinStandardHelpOptions = true,
        description = {"Measures the cluster machine between this JVM and one worker: round trip of a steal request"
                + " (median, 99th percentile) and messages per second one way.",
                "Start it with --cluster HOST:PORT, then 'jamboree worker --join HOST:PORT' (or --join a cluster).",
                "Host-time figures: quote them with the host's cores and load, which this command prints."})
public final class ClusterProbeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ClusterSearchOptions cluster;

    @Option(names = "--pings", paramLabel = "N", defaultValue = "3000",
            description = "Steal requests, one at a time (default ${DEFAULT-VALUE}); the first tenth warms up.")
    int pings;

    @Option(names = "--messages", paramLabel = "N", defaultValue = "50000",
            description = "Table updates sent one way for the throughput (default ${DEFAULT-VALUE}).")
    int messages;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        MachineConfig config;
        try {
            if (pings < 10 || messages < 1) {
                throw new IllegalArgumentException("--pings must be at least 10 and --messages at least 1");
            }
            config = cluster.applyTo(MachineConfig.load(), 2);
        } catch (IllegalArgumentException e) {
            err.println("jamboree cluster-probe: " + e.getMessage());
            return 2;
        }
        err.println("jamboree cluster-probe: waiting for a worker (jamboree worker --join HOST:PORT of this member)");
        err.flush();
        try (ClusterMachine machine = new ClusterMachine(config)) {
            if (machine.members() < 2) {
                err.println("jamboree cluster-probe: no other member hosts nodes; nothing to measure");
                return 3;
            }
            ProbeProgram.Spec probe = new ProbeProgram.Spec(pings, messages);
            MachineReport report = machine.run(2, RemoteProgramFactory.of(probe, (id, size) -> new ProbeProgram(probe)),
                    Long.MAX_VALUE);
            print(out, machine, report.result(0, ProbeProgram.Figures.class));
            return 0;
        } catch (ClusterException e) {
            err.println("jamboree cluster-probe: " + e.getMessage());
            return 3;
        }
    }

    private void print(PrintWriter out, ClusterMachine machine, ProbeProgram.Figures f) {
        long[] measured = Arrays.copyOfRange(f.roundTripNanos(), f.roundTripNanos().length / 10,
                f.roundTripNanos().length);
        Arrays.sort(measured);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "cluster probe: member %s and one worker; host: %d cores, load average %.2f%n",
                machine.member().hostPort(), Runtime.getRuntime().availableProcessors(), load);
        out.printf(Locale.ROOT, "steal request round trip (%d measured after %d warm-up): median %.1f us, "
                        + "99th percentile %.1f us%n", measured.length, f.roundTripNanos().length - measured.length,
                percentile(measured, 0.5) / 1e3, percentile(measured, 0.99) / 1e3);
        out.printf(Locale.ROOT, "messages one way: %d table updates in %.1f ms, %.0f per second%n", f.burst(),
                f.burstNanos() / 1e6, f.burst() * 1e9 / Math.max(1, f.burstNanos()));
        out.flush();
    }

    /** The value at fraction {@code q} of sorted {@code values} (nearest rank). */
    static double percentile(long[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank))];
    }
}

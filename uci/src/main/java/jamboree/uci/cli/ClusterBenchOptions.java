package jamboree.uci.cli;

import jamboree.bench.cluster.ClusterBench;
import jamboree.bench.cluster.ClusterReportAppendix;
import jamboree.bench.cluster.ClusterRunReport;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.TrialStore;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;

/**
 * {@code jamboree bench --cluster HOST:PORT}: the bench's searches shared by a cluster. The bench listens at
 * HOST:PORT (it is the seed the workers join), waits for {@code --cluster-members} members (itself included, at most
 * {@code --cluster-wait} seconds), then hands the searches out; workers that join later get work too.
 */
final class ClusterBenchOptions {

    @Option(names = "--cluster", paramLabel = "HOST:PORT",
            description = "Share the searches with a cluster: listen at HOST:PORT for 'jamboree worker --join"
                    + " HOST:PORT'. The result is the same as without.")
    String cluster;

    @Option(names = "--cluster-members", paramLabel = "N",
            description = "With --cluster: members (this one included) to wait for before starting (default"
                    + " ${DEFAULT-VALUE}).")
    int members = 1;

    @Option(names = "--cluster-wait", paramLabel = "SECONDS",
            description = "With --cluster: how long to wait for them (default ${DEFAULT-VALUE}).")
    int waitSeconds = 60;

    private ClusterSettings settings;
    private ClusterRunReport report;

    boolean enabled() {
        return cluster != null;
    }

    /** Checks the options; an {@link IllegalArgumentException} says what is wrong. */
    void check() {
        if (cluster == null) {
            if (members != 1) {
                throw new IllegalArgumentException("--cluster-members needs --cluster");
            }
            return;
        }
        if (members < 1) {
            throw new IllegalArgumentException("--cluster-members must be at least 1, got " + members);
        }
        if (waitSeconds < 1) {
            throw new IllegalArgumentException("--cluster-wait must be at least 1 second, got " + waitSeconds);
        }
        ClusterSettings defaults = ClusterSettings.load();
        var address = ClusterSettings.seedAddress(defaults.systemName(), cluster);
        settings = defaults.withHost(address.getHost().get()).withPort(address.getPort().get());
    }

    /**
     * Runs {@code plan} on the cluster, telling {@code err} who joined and what was lost; the searches {@code store}
     * holds are not handed out.
     */
    BenchResult run(BenchPlan plan, MachineConfig machine, SchedulerConfig scheduler, int localSlots,
                    BenchListener progress, PrintStream err, TrialStore store) {
        try (ClusterBench bench = ClusterBench.start(settings, machine, scheduler, localSlots, err::println)) {
            err.println("jamboree bench: cluster member at " + bench.hostPort() + "; waiting for " + members
                    + " members (start workers with: jamboree worker --join " + bench.hostPort() + ")");
            int joined = bench.awaitMembers(members, Duration.ofSeconds(waitSeconds));
            err.println("jamboree bench: " + joined + " members; starting");
            BenchResult result = bench.run(plan, machine, progress, store);
            report = bench.report();
            err.println("jamboree bench: cluster: " + report.summary());
            return result;
        }
    }

    /** Adds what the cluster did to the written report (nothing without --cluster). */
    void appendTo(Path directory) throws IOException {
        if (report != null) {
            ClusterReportAppendix.append(directory, report);
        }
    }
}

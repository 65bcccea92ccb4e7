package jamboree.uci.cli;

import jamboree.bench.cluster.LeaveWithSeed;
import jamboree.bench.cluster.SearchRunner;
import jamboree.machine.cluster.ClusterException;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.nodes.NodeHost;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.remote.StarTechNodes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code jamboree worker}: a JVM that joins a cluster and runs the bench searches it is given (see docs/cluster.md).
 * It runs until interrupted, or until the member it joined (the bench) leaves or dies.
 */
@Command(name = "worker",
        mixinStandardHelpOptions = true,
        description = {"Joins the cluster of a 'jamboree bench --cluster HOST:PORT' and runs the searches it hands"
                + " out, until interrupted (Ctrl-C leaves the cluster gracefully) or until that bench leaves.",
                "Defaults come from jamboree.cluster in HOCON (-Djamboree.cluster.x=y); progress goes to stderr.",
                "Exit codes: 0 the cluster ended or the worker was stopped, 2 bad input, 3 could not join."})
public final class WorkerCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--join", required = true, paramLabel = "HOST:PORT",
            description = "The bench (or any member) to join, exactly as it listens (its --cluster address).")
    String join;

    @Option(names = "--host", paramLabel = "H",
            description = "The address the other members reach this one at (default jamboree.cluster.host,"
                    + " 127.0.0.1).")
    String host;

    @Option(names = "--port", paramLabel = "P", description = "The port to listen on (default: a free one).")
    Integer port;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Searches run at the same time (default: one per host core).")
    Integer jobs;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ClusterSettings settings;
        int slots = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        try {
            if (slots < 1) {
                throw new IllegalArgumentException("--jobs must be at least 1, got " + slots);
            }
            settings = ClusterSettings.load().withSeedNodes(List.of(join));
            settings = host != null ? settings.withHost(host) : settings;
            settings = port != null ? settings.withPort(port) : settings;
        } catch (IllegalArgumentException e) {
            err.println("jamboree worker: " + e.getMessage());
            return 2;
        }
        ClusterMember member;
        try {
            member = ClusterMember.start(settings, List.of(
                    SearchRunner.service(slots, label -> {
                        err.println("jamboree worker: running " + label);
                        err.flush();
                    }),
                    LeaveWithSeed.service(settings.seedAddresses().get(0)),
                    NodeHost.service(new StarTechNodes(), MachineConfig.load())));
        } catch (ClusterException e) {
            err.println("jamboree worker: " + e.getMessage());
            return 3;
        }
        err.println("jamboree worker: member " + member.hostPort() + " joined the cluster at " + join + "; up to "
                + slots + (slots == 1 ? " search" : " searches") + " at a time");
        err.flush();
        member.system().getWhenTerminated().toCompletableFuture().join();
        err.println("jamboree worker: left the cluster");
        err.flush();
        return 0;
    }
}

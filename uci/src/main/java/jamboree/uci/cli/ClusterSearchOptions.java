package jamboree.uci.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.nodes.ClusterNodeSettings;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.Address;
import picocli.CommandLine.Option;

import java.util.List;

/**
 * The options of {@code jamboree search --machine cluster}: where this JVM's member listens or whom it joins, and how
 * many members to wait for. Without them the member follows {@code jamboree.cluster} in HOCON (by default a cluster of
 * its own on a free port, which nobody can join: then every node runs here).
 */
final class ClusterSearchOptions {

    @Option(names = "--cluster", paramLabel = "HOST:PORT",
            description = "With --machine cluster: listen at HOST:PORT as the cluster's first member; start workers"
                    + " with 'jamboree worker --join HOST:PORT' to host nodes.")
    String listen;

    @Option(names = "--join", paramLabel = "HOST:PORT",
            description = "With --machine cluster: join the cluster of the member at HOST:PORT instead.")
    String join;

    @Option(names = "--cluster-members", paramLabel = "N",
            description = "With --machine cluster: members (this one included) to wait for before searching"
                    + " (default 1).")
    Integer members;

    @Option(names = "--cluster-wait", paramLabel = "SECONDS",
            description = "With --machine cluster: how long to wait for them (default 60); the search then runs on"
                    + " the members it has.")
    Integer waitSeconds;

    boolean given() {
        return listen != null || join != null || members != null || waitSeconds != null;
    }

    /** {@code config} with this member's address, seeds and wait; an {@link IllegalArgumentException} says why not. */
    MachineConfig applyTo(MachineConfig config) {
        return applyTo(config, 1);
    }

    /** As {@link #applyTo(MachineConfig)}, waiting for {@code defaultMembers} when --cluster-members is not given. */
    MachineConfig applyTo(MachineConfig config, int defaultMembers) {
        if (listen != null && join != null) {
            throw new IllegalArgumentException("--cluster starts a cluster and --join joins one: give one of them");
        }
        if (members != null && members < 1) {
            throw new IllegalArgumentException("--cluster-members must be at least 1, got " + members);
        }
        if (waitSeconds != null && waitSeconds < 1) {
            throw new IllegalArgumentException("--cluster-wait must be at least 1 second, got " + waitSeconds);
        }
        String system = ClusterSettings.from(config.raw()).systemName();
        Config overrides = ConfigFactory.empty();
        if (listen != null) {
            Address at = ClusterSettings.seedAddress(system, listen);
            overrides = overrides.withValue(ClusterSettings.ROOT + ".host", ConfigValueFactory.fromAnyRef(
                            at.getHost().get()))
                    .withValue(ClusterSettings.ROOT + ".port", ConfigValueFactory.fromAnyRef(at.getPort().get()))
                    .withValue(ClusterSettings.ROOT + ".seed-nodes", ConfigValueFactory.fromIterable(List.of()));
        }
        if (join != null) {
            ClusterSettings.seedAddress(system, join);
            overrides = overrides.withValue(ClusterSettings.ROOT + ".seed-nodes",
                    ConfigValueFactory.fromIterable(List.of(join)));
        }
        if (members != null || defaultMembers != 1) {
            overrides = overrides.withValue(ClusterNodeSettings.ROOT + ".await-members",
                    ConfigValueFactory.fromAnyRef(members != null ? members : defaultMembers));
        }
        overrides = overrides.withValue(ClusterNodeSettings.ROOT + ".await-timeout",
                ConfigValueFactory.fromAnyRef((waitSeconds == null ? 60 : waitSeconds) + "s"));
        return MachineConfig.from(overrides.withFallback(config.raw()));
    }
}

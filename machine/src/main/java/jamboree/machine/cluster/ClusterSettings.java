package jamboree.machine.cluster;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import org.apache.pekko.actor.Address;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a member listens and whom it joins, read from {@code jamboree.cluster} in HOCON (defaults in the machine's
 * {@code reference.conf}). The {@code with...} methods derive variants for the command line.
 *
 * @param systemName   the actor system's name; every member of one cluster must use the same
 * @param host         the address other members reach this one at (127.0.0.1 unless told otherwise)
 * @param bindHost     the local interface to listen on; empty: {@code host} itself
 * @param port         the TCP port; 0 picks a free one
 * @param seedNodes    members to join, as {@code HOST:PORT}; empty: this member starts a new cluster
 * @param roles        the member's roles
 * @param joinTimeout  how long {@link ClusterMember#start} waits to be Up
 * @param leaveTimeout how long {@link ClusterMember#close} waits for a graceful leave
 * @param config       the whole configuration the settings were read from; Pekko's settings come from its
 *                     {@code jamboree.cluster.pekko} section, then from the rest
 */
public record ClusterSettings(String systemName, String host, String bindHost, int port, List<String> seedNodes,
                              List<String> roles, Duration joinTimeout, Duration leaveTimeout, Config config) {

    public static final String ROOT = "jamboree.cluster";

    public ClusterSettings {
        seedNodes = List.copyOf(seedNodes);
        roles = List.copyOf(roles);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(ROOT + ".port must be between 0 and 65535, got " + port);
        }
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException(ROOT + ".host must name an address, got '" + host + "'");
        }
        for (String seed : seedNodes) {
            seedAddress(systemName, seed);
        }
    }

    /** The defaults of {@code reference.conf} (plus any application.conf and system properties). */
    public static ClusterSettings load() {
        return from(ConfigFactory.load());
    }

    /** Reads the {@code jamboree.cluster} section of {@code config}. */
    public static ClusterSettings from(Config config) {
        Config root = config.withFallback(ConfigFactory.defaultReference()).resolve();
        try {
            Config c = root.getConfig(ROOT);
            return new ClusterSettings(c.getString("system-name"), c.getString("host"), c.getString("bind-host"),
                    c.getInt("port"), c.getStringList("seed-nodes"), c.getStringList("roles"),
                    c.getDuration("join-timeout"), c.getDuration("leave-timeout"), root);
        } catch (ConfigException e) {
            throw new IllegalArgumentException("bad cluster configuration: " + e.getMessage(), e);
        }
    }

    public ClusterSettings withHost(String newHost) {
        return new ClusterSettings(systemName, newHost, bindHost, port, seedNodes, roles, joinTimeout, leaveTimeout,
                config);
    }

    public ClusterSettings withPort(int newPort) {
        return new ClusterSettings(systemName, host, bindHost, newPort, seedNodes, roles, joinTimeout, leaveTimeout,
                config);
    }

    /** These settings joining {@code seeds} ({@code HOST:PORT} each). */
    public ClusterSettings withSeedNodes(List<String> seeds) {
        return new ClusterSettings(systemName, host, bindHost, port, seeds, roles, joinTimeout, leaveTimeout, config);
    }

    public ClusterSettings withRoles(List<String> newRoles) {
        return new ClusterSettings(systemName, host, bindHost, port, seedNodes, newRoles, joinTimeout, leaveTimeout,
                config);
    }

    public ClusterSettings withJoinTimeout(Duration timeout) {
        return new ClusterSettings(systemName, host, bindHost, port, seedNodes, roles, timeout, leaveTimeout, config);
    }

    /** These settings with {@code overrides} (Pekko or Jamboree paths) taking precedence over the configuration. */
    public ClusterSettings withConfig(Config overrides) {
        return new ClusterSettings(systemName, host, bindHost, port, seedNodes, roles, joinTimeout, leaveTimeout,
                overrides.withFallback(config).resolve());
    }

    /** The seeds as Pekko addresses. */
    public List<Address> seedAddresses() {
        List<Address> addresses = new ArrayList<>();
        for (String seed : seedNodes) {
            addresses.add(seedAddress(systemName, seed));
        }
        return addresses;
    }

    /**
     * The address of a member at {@code hostPort}: {@code HOST:PORT}, {@code [IPv6]:PORT}, or a full
     * {@code pekko://system@host:port} of the same system.
     */
    public static Address seedAddress(String systemName, String hostPort) {
        String text = hostPort == null ? "" : hostPort.trim();
        String prefix = "pekko://" + systemName + "@";
        if (text.startsWith("pekko://")) {
            if (!text.startsWith(prefix)) {
                throw new IllegalArgumentException("seed node '" + hostPort + "' is not of actor system '"
                        + systemName + "'");
            }
            text = text.substring(prefix.length());
        }
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("a seed node is HOST:PORT, got '" + hostPort + "'");
        }
        String h = text.substring(0, colon);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        int p;
        try {
            p = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a seed node's port is a number, got '" + hostPort + "'");
        }
        if (p < 1 || p > 65535) {
            throw new IllegalArgumentException("a seed node's port is between 1 and 65535, got '" + hostPort + "'");
        }
        return new Address("pekko", systemName, h, p);
    }

    /**
     * The actor-system configuration of a member: this member's address, bind address and roles over
     * {@code jamboree.cluster.pekko} (cluster provider, Artery TCP, downing), over the machine's quiet logging, over
     * everything else.
     */
    public Config pekkoConfig() {
        Config own = ConfigFactory.empty()
                .withValue("pekko.remote.artery.canonical.hostname", ConfigValueFactory.fromAnyRef(host))
                .withValue("pekko.remote.artery.canonical.port", ConfigValueFactory.fromAnyRef(port))
                .withValue("pekko.remote.artery.bind.hostname",
                        ConfigValueFactory.fromAnyRef(bindHost.isBlank() ? host : bindHost))
                .withValue("pekko.cluster.roles", ConfigValueFactory.fromIterable(roles));
        Config cluster = config.getConfig(ROOT + ".pekko").atPath("pekko");
        Config quiet = config.hasPath("jamboree.machine.pekko")
                ? config.getConfig("jamboree.machine.pekko").atPath("pekko") : ConfigFactory.empty();
        return own.withFallback(cluster).withFallback(quiet).withFallback(config).resolve();
    }
}

package jamboree.machine.cluster.nodes;

import com.typesafe.config.Config;

import java.time.Duration;

/**
 * The cluster machine's own settings, under {@code jamboree.cluster.nodes} (each optional; the defaults suit one host).
 *
 * @param awaitMembers  members (this one included) to wait for before the first run
 * @param awaitTimeout  how long to wait for them; the machine then runs on the members it has
 * @param readyTimeout  how long a run waits for the members to build its nodes before it counts a member lost
 */
public record ClusterNodeSettings(int awaitMembers, Duration awaitTimeout, Duration readyTimeout) {

    public static final String ROOT = "jamboree.cluster.nodes";

    public ClusterNodeSettings {
        if (awaitMembers < 1) {
            throw new IllegalArgumentException(ROOT + ".await-members must be at least 1, got " + awaitMembers);
        }
    }

    public static ClusterNodeSettings from(Config config) {
        Config c = config.hasPath(ROOT) ? config.getConfig(ROOT) : com.typesafe.config.ConfigFactory.empty();
        return new ClusterNodeSettings(
                c.hasPath("await-members") ? c.getInt("await-members") : 1,
                c.hasPath("await-timeout") ? c.getDuration("await-timeout") : Duration.ofSeconds(30),
                c.hasPath("ready-timeout") ? c.getDuration("ready-timeout") : Duration.ofSeconds(10));
    }
}

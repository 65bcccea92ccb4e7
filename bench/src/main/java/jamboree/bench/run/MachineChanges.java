package jamboree.bench.run;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValue;
import jamboree.machine.config.MachineConfig;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The parameters of the simulated machine that a run changed from the machine's {@code reference.conf}, with the
 * bench's {@code --set} or as JVM properties. They decide a run's figures as the scheduler's settings do, so the report
 * records them beside those and each search's command carries them. The keys each search sets for itself (its size
 * and seed) are not among them, nor the host's: how many host threads run the nodes, which never changes a result,
 * and the actor systems' logging.
 */
public final class MachineChanges {

    private static final Set<String> HOST_ONLY = Set.of("simulation.threads", "native.threads");
    private static final String LOGGING = "pekko.";
    private static final Set<String> PER_SEARCH = Set.of("processors", "seed");

    private MachineChanges() {
    }

    /**
     * Whether {@code key} (under {@code jamboree.machine}) is the host's rather than the machine's: the threads that
     * run the nodes and the actor systems' logging.
     */
    public static boolean hostOnly(String key) {
        return HOST_ONLY.contains(key) || key.startsWith(LOGGING);
    }

    /**
     * The keys of {@code machine} whose values differ from the reference's, key to value as it was set, in key order.
     * A key the reference does not have is no parameter of the machine, which reads none but its own, and is left out.
     */
    public static Map<String, String> of(MachineConfig machine) {
        Config reference = MachineConfig.from(ConfigFactory.empty()).raw().getConfig(MachineConfig.ROOT);
        Config run = machine.raw().getConfig(MachineConfig.ROOT);
        Map<String, String> changed = new TreeMap<>();
        for (Map.Entry<String, ConfigValue> e : run.entrySet()) {
            String key = e.getKey();
            if (!hostOnly(key) && !PER_SEARCH.contains(key) && reference.hasPath(key)
                    && !sameValue(run, reference, key)) {
                changed.put(key, String.valueOf(e.getValue().unwrapped()));
            }
        }
        return changed;
    }

    /**
     * Whether the key means the same in both, as the machine reads it: a value set by -D arrives as text ("40", "true")
     * and one from a file as a number or "on", and "5000ns" is "5us".
     */
    private static boolean sameValue(Config a, Config b, String key) {
        try {
            return a.getDouble(key) == b.getDouble(key);
        } catch (ConfigException notNumbers) {
            // Read as the next kind of value.
        }
        try {
            return a.getBoolean(key) == b.getBoolean(key);
        } catch (ConfigException notSwitches) {
            // Read as the next kind of value.
        }
        try {
            return a.getDuration(key).equals(b.getDuration(key));
        } catch (ConfigException notDurations) {
            return String.valueOf(a.getValue(key).unwrapped()).equals(String.valueOf(b.getValue(key).unwrapped()));
        }
    }
}

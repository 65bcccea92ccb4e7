package jamboree.bench.run;

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

    /** The keys of {@code machine} whose values differ from the reference's, key to value, in key order. */
    public static Map<String, String> of(MachineConfig machine) {
        Map<String, String> reference = values(MachineConfig.from(ConfigFactory.empty()));
        Map<String, String> changed = new TreeMap<>();
        values(machine).forEach((key, value) -> {
            if (!value.equals(reference.get(key))) {
                changed.put(key, value);
            }
        });
        return changed;
    }

    private static Map<String, String> values(MachineConfig machine) {
        Map<String, String> values = new TreeMap<>();
        for (Map.Entry<String, ConfigValue> e : machine.raw().getConfig(MachineConfig.ROOT).entrySet()) {
            String key = e.getKey();
            if (!hostOnly(key) && !PER_SEARCH.contains(key)) {
                // A value set by -D arrives as text ("40"), the same value from a file as a number: alike as text.
                values.put(key, String.valueOf(e.getValue().unwrapped()));
            }
        }
        return values;
    }
}

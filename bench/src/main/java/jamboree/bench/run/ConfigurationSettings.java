package jamboree.bench.run;

import com.typesafe.config.ConfigValue;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The scheduler settings one configuration of a run searched with, under the keys a reader re-running it sets
 * ({@code -Djamboree.scheduler.KEY=VALUE}): every {@link Switch}, read from the enum so that a new switch is recorded
 * without another edit, then every other key of the scheduler's configuration, the cycle costs apart. The settings are
 * the same on every machine size but the global table's entries per node, which share out
 * {@code table-entries-total} when one is set (as {@code --scale thesis} does), so {@link #values} are the largest
 * machine's and {@link #tableEntriesPerNode} lists every machine size's.
 *
 * @param name                the configuration's name ({@link Settings#name()}: "defaults", "thesis")
 * @param label               its switches as the tables label them ({@link Settings#label()})
 * @param profile             the tree searched, in lower case
 * @param largestMachine      the machine size whose {@link #values} these are
 * @param values              key to value in canonical form (a Boolean, a whole number or a lower-case String): the
 *                            switches in {@link Switch} order, then the other keys in alphabetical order
 * @param costs               the cycles charged per operation, under their full keys ({@code cost.make-unmake}), in
 *                            alphabetical order
 * @param tableEntriesPerNode the global table's entries on each node, by machine size, ascending
 */
public record ConfigurationSettings(String name, String label, String profile, int largestMachine,
                                    Map<String, Object> values, Map<String, Object> costs,
                                    Map<Integer, Integer> tableEntriesPerNode) {

    /** The section of the scheduler's configuration that holds the costs. */
    public static final String COST_PREFIX = "cost.";

    public ConfigurationSettings {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        costs = Collections.unmodifiableMap(new LinkedHashMap<>(costs));
        tableEntriesPerNode = Collections.unmodifiableMap(new TreeMap<>(tableEntriesPerNode));
        if (!tableEntriesPerNode.containsKey(largestMachine)) {
            throw new IllegalArgumentException("no table size for the largest machine, " + largestMachine + " nodes");
        }
    }

    /** What {@code settings} searched with on each of the machine sizes {@code processors}, starting from {@code base}. */
    public static ConfigurationSettings of(Settings settings, SchedulerConfig base, List<Integer> processors) {
        if (processors.isEmpty()) {
            throw new IllegalArgumentException("no machine size");
        }
        int largest = Collections.max(processors);
        SchedulerConfig onLargest = settings.configOn(base, largest);
        Map<String, Object> values = new LinkedHashMap<>();
        for (Switch s : Switch.values()) {
            values.put(s.key(), onLargest.get(s));
        }
        Map<String, Object> others = new TreeMap<>();
        Map<String, Object> costs = new TreeMap<>();
        for (Map.Entry<String, ConfigValue> e : onLargest.raw().getConfig(SchedulerConfig.ROOT).entrySet()) {
            String key = e.getKey();
            if (key.startsWith(COST_PREFIX)) {
                costs.put(key, e.getValue().unwrapped());
            } else if (!values.containsKey(key)) {
                others.put(key, e.getValue().unwrapped());
            }
        }
        values.putAll(others);
        Map<Integer, Integer> perNode = new TreeMap<>();
        for (int p : processors) {
            perNode.put(p, settings.configOn(base, p).tableEntriesPerNode());
        }
        return new ConfigurationSettings(settings.name(), settings.label(),
                settings.profile().name().toLowerCase(Locale.ROOT), largest, values, costs, perNode);
    }

    /** The global table's entries in all on {@code processors} nodes (one of the machine sizes). */
    public long tableEntriesInAll(int processors) {
        Integer perNode = tableEntriesPerNode.get(processors);
        if (perNode == null) {
            throw new IllegalArgumentException("no machine of " + processors + " nodes in " + tableEntriesPerNode
                    .keySet());
        }
        return (long) perNode * processors;
    }

    /** The serial depth the configuration's nodes searched with. */
    public int serialDepth() {
        return intSetting(Switch.SERIAL_DEPTH);
    }

    /** The value of a whole-number switch (a depth, a number of children), as configured. */
    public int intSetting(Switch s) {
        if (!(values.get(s.key()) instanceof Integer value)) {
            throw new IllegalArgumentException(s.key() + " is not a count: " + values.get(s.key()));
        }
        return value;
    }

    /** The settings as {@code key=value} words (the costs left out), as a shell or a config file takes them. */
    public String words() {
        StringBuilder text = new StringBuilder("profile=").append(profile);
        values.forEach((key, value) -> text.append(' ').append(key).append('=').append(value));
        return text.toString();
    }
}

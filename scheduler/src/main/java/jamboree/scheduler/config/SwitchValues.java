package jamboree.scheduler.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Values for some or all of the {@link Switch}es, each checked and in canonical form: what a GUI or a bench trial
 * asks of the scheduler on top of its configuration. Equal values are equal whatever order they were set in.
 *
 * @param values the switches set, in the order they were first set
 */
public record SwitchValues(Map<Switch, Object> values) {

    /** No switch set: the configuration as it is. */
    public static final SwitchValues NONE = new SwitchValues(Map.of());

    public SwitchValues {
        Map<Switch, Object> checked = new LinkedHashMap<>();
        values.forEach((s, v) -> checked.put(s, s.check(v)));
        values = Collections.unmodifiableMap(checked);
    }

    /** Every switch as {@code config} sets it, in {@link Switch} order. */
    public static SwitchValues of(SchedulerConfig config) {
        Map<Switch, Object> values = new LinkedHashMap<>();
        for (Switch s : Switch.values()) {
            values.put(s, config.get(s));
        }
        return new SwitchValues(values);
    }

    /** The value set for {@code s}, or null when it is not set. */
    public Object get(Switch s) {
        return values.get(s);
    }

    /** These values with {@code value} for {@code s}; a value the switch does not allow is refused, naming it. */
    public SwitchValues with(Switch s, Object value) {
        Map<Switch, Object> changed = new LinkedHashMap<>(values);
        changed.put(s, value);
        return new SwitchValues(changed);
    }

    /** {@code base} with these values. */
    public SchedulerConfig applyTo(SchedulerConfig base) {
        SchedulerConfig config = base;
        for (Map.Entry<Switch, Object> e : values.entrySet()) {
            config = config.with(e.getKey(), e.getValue());
        }
        return config;
    }

    /** The switches whose values differ from {@code other}'s, in {@link Switch} order. */
    public List<Switch> differencesFrom(SwitchValues other) {
        List<Switch> changed = new ArrayList<>();
        for (Switch s : Switch.values()) {
            if (!Objects.equals(get(s), other.get(s))) {
                changed.add(s);
            }
        }
        return changed;
    }
}

package jamboree.uci.engine;

import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The scheduler switches a GUI may flip (thesis chapters 5 and 6): a value for every {@link Switch}, which selects
 * among StarTech's heuristics. Everything else of the scheduler (costs, table sizes) keeps its configured value.
 *
 * @param values every switch's value, in canonical form
 */
public record SchedulerSwitches(Map<Switch, Object> values) {

    public SchedulerSwitches {
        EnumMap<Switch, Object> checked = new EnumMap<>(Switch.class);
        values.forEach((s, v) -> checked.put(s, s.check(v)));
        if (checked.size() != Switch.values().length) {
            throw new IllegalArgumentException("a value for every switch is needed, got " + checked.keySet());
        }
        values = Collections.unmodifiableMap(checked);
    }

    /** The switches as {@code config} sets them. */
    public static SchedulerSwitches of(SchedulerConfig config) {
        EnumMap<Switch, Object> values = new EnumMap<>(Switch.class);
        for (Switch s : Switch.values()) {
            values.put(s, config.get(s));
        }
        return new SchedulerSwitches(values);
    }

    public Object get(Switch s) {
        return values.get(s);
    }

    /** These switches with {@code value} for {@code s}; a value the switch does not allow is refused. */
    public SchedulerSwitches with(Switch s, Object value) {
        EnumMap<Switch, Object> changed = new EnumMap<>(values);
        changed.put(s, value);
        return new SchedulerSwitches(changed);
    }

    /** {@code base} with these switches. */
    public SchedulerConfig applyTo(SchedulerConfig base) {
        return base.with(values);
    }

    /** The switches whose values differ from {@code other}'s, in {@link Switch} order. */
    public List<Switch> differencesFrom(SchedulerSwitches other) {
        List<Switch> changed = new ArrayList<>();
        for (Switch s : Switch.values()) {
            if (!get(s).equals(other.get(s))) {
                changed.add(s);
            }
        }
        return changed;
    }
}

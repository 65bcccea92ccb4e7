package jamboree.bench.trial;

import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchType;
import jamboree.scheduler.config.SwitchValues;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * What a trial varies: the scheduler switches it sets (thesis 6.4, 6.5, 4.7), the switches it does not name keeping
 * the scheduler's configured values, and the tree it searches. Any {@link Switch} may be set, so an ablation of a new
 * switch needs no code here; the tree is StarTech's unless a what-if asks for another (the serial reference of the
 * trial then searches that tree too).
 *
 * @param switches the switches set, in the order they were first set (the label's)
 * @param profile  the tree searched
 */
public record Settings(SwitchValues switches, Profile profile) {

    /** The switches on StarTech's tree. */
    public Settings(SwitchValues switches) {
        this(switches, Profile.STARTECH);
    }

    public Settings {
        Objects.requireNonNull(switches, "switches");
        Objects.requireNonNull(profile, "profile");
    }

    /**
     * The benchmark's baseline, the scheduler's defaults: deferred reads, the global throttle and the serialization
     * heuristic on, recursive iterative deepening off. (Figure 6-9's run also had RID on.) It names these four so
     * that an ablation's columns say what they vary even if a configuration changes a default.
     */
    public static final Settings BASELINE = new Settings(SwitchValues.NONE.with(Switch.RECURSIVE_DEEPENING, false)
            .with(Switch.DEFERRED_READS, true).with(Switch.THROTTLE, "startech").with(Switch.SERIALIZATION, true));

    /**
     * StarTech as the thesis published it, on top of the baseline: the serialization heuristic of 6.5 searches one
     * extra child, a principal-variation position tests every child after the first in parallel as Jamboree of Figure
     * 4-5 does (so do the defaults on the simulated CM-5; real threads take three of each), serial leaf searches do
     * not read or publish their root in the global table, and stolen work does not carry the victim's move ordering.
     */
    public static final Settings THESIS = BASELINE.with(Switch.SERIALIZATION_CHILDREN, 1)
            .with(Switch.PV_SERIAL_CHILDREN, 0).with(Switch.LEAF_TABLE_READS, false)
            .with(Switch.ORDERING_WITH_WORK, false);

    /**
     * StarTech as published, searched as the run of the thesis's Figure 6-9 was (as its text describes that run:
     * deferred reads and recursive iterative deepening, but not the serialization heuristic of 6.5): the split of
     * cycles the thesis gives for a typical problem on 512 nodes comes from these switches, not from
     * {@link #THESIS}'s.
     */
    public static final Settings FIGURE_6_9 = THESIS.with(Switch.RECURSIVE_DEEPENING, true)
            .with(Switch.SERIALIZATION, false);

    /** Short names of the switches the standard ablations vary, for table headers; the rest go by their keys. */
    private static final Map<Switch, String> SHORT = Map.of(Switch.RECURSIVE_DEEPENING, "rid",
            Switch.DEFERRED_READS, "dr", Switch.SERIALIZATION, "ser");

    /** These settings with {@code value} for {@code s}; a value the switch does not allow is refused. */
    public Settings with(Switch s, Object value) {
        return new Settings(switches.with(s, value), profile);
    }

    /**
     * The scheduler configuration these settings search with on {@code processors} nodes: {@code base} with their
     * switches, and each node's share of the global table's total entries when {@code base} sets a total and these
     * settings do not name the entries per node themselves (the table-size experiment does). One place, so that the
     * searches and the report's account of them cannot disagree.
     */
    public SchedulerConfig configOn(SchedulerConfig base, int processors) {
        SchedulerConfig c = switches.applyTo(base);
        if (c.tableEntriesTotal() > 0 && switches.get(Switch.TABLE_ENTRIES_PER_NODE) == null) {
            c = c.with(Switch.TABLE_ENTRIES_PER_NODE, c.tableEntriesPerNodeOn(processors));
        }
        return c;
    }

    /** These settings on another tree. */
    public Settings withProfile(Profile tree) {
        return new Settings(switches, tree);
    }

    /**
     * "defaults" for the baseline, "thesis" for {@link #THESIS}, "figure-6-9" for {@link #FIGURE_6_9}, else the
     * {@link #label()}.
     */
    public String name() {
        return equals(BASELINE) ? "defaults" : equals(THESIS) ? "thesis" : equals(FIGURE_6_9) ? "figure-6-9" : label();
    }

    /**
     * A short label for tables and CSV, in the order the switches were first set: {@code rid+ dr+ startech ser-},
     * followed by the tree when it is not StarTech's ({@code ... profile=full}).
     */
    public String label() {
        StringBuilder label = new StringBuilder();
        for (Map.Entry<Switch, Object> e : switches.values().entrySet()) {
            Switch s = e.getKey();
            String name = SHORT.getOrDefault(s, s.key());
            String part;
            if (s.type() instanceof SwitchType.OnOff) {
                part = name + ((Boolean) e.getValue() ? "+" : "-");
            } else if (s.type() instanceof SwitchType.Choice) {
                part = (String) e.getValue();
            } else {
                part = name + "=" + e.getValue();
            }
            label.append(label.isEmpty() ? "" : " ").append(part);
        }
        if (profile != Profile.STARTECH) {
            label.append(label.isEmpty() ? "" : " ").append("profile=").append(profile.name().toLowerCase(Locale.ROOT));
        }
        return label.toString();
    }
}

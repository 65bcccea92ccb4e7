package jamboree.scheduler.config;

import com.typesafe.config.Config;

/**
 * The scheduler switches: the settings that select among the thesis's variants of the program. Each is defined
 * here once, with the names it goes by everywhere: its key under {@code jamboree.scheduler} (whose value in
 * {@code reference.conf} is its one default), its UCI option and its flag of {@code jamboree search --machine}.
 * The UCI options, the command-line flags and the bench's trial settings are all made from this list, so a new
 * switch is a constant here, its default in {@code reference.conf} and the accessor its user reads in
 * {@link SchedulerConfig}.
 */
public enum Switch {
    THROTTLE("throttle", "Throttle", "--throttle", SwitchType.Choice.of(ThrottleKind.class),
            "How idle nodes pace their steal requests (4.7, 5.7); startech is StarTech's global throttle."),
    RECURSIVE_DEEPENING("recursive-deepening", "Recursive Deepening", "--rid", new SwitchType.OnOff(),
            "Recursive iterative deepening at the parallel frames (6.4)."),
    DEFERRED_READS("deferred-reads", "Deferred Reads", "--deferred-reads", new SwitchType.OnOff(),
            "A table read waits for a search of the same position already under way (6.4)."),
    GLOBAL_TABLE("global-table", "Global Table", "--global-table", new SwitchType.OnOff(),
            "The global distributed transposition table (6.3); off: each node's own table."),
    SERIALIZATION("serialization", "Serialization", "--serialization", new SwitchType.OnOff(),
            "The serialization heuristic at Type-2 positions (6.5)."),
    HELPFUL_MASTER("helpful-master", "Helpful Master", "--helpful-master", new SwitchType.OnOff(),
            "A node waiting for a stolen child may itself steal (5.8)."),
    LEAF_TABLE_READS("leaf-table-reads", "Leaf Table Reads", "--leaf-table-reads", new SwitchType.OnOff(),
            "Serial leaf searches read and publish their root position in the global table."),
    ORDERING_WITH_WORK("ordering-with-work", "Ordering With Work", "--ordering-with-work", new SwitchType.OnOff(),
            "Stolen work carries the victim's history scores and killers."),
    NATIVE_SHARED_TABLE("native-shared-table", "Native Shared Table", "--native-shared-table",
            new SwitchType.OnOff(),
            "Native nodes reach the global table's slices directly instead of by messages."),
    LEAF_HELP("leaf-help", "Leaf Help", "--leaf-help", new SwitchType.OnOff(),
            "Native threads waiting on a thread's deep leaf search help it (FULL profile)."),
    ROOT_ASPIRATION("root-aspiration", "Root Aspiration", "--root-aspiration", new SwitchType.OnOff(),
            "The native machine's root searches in aspiration windows (FULL profile)."),
    SERIAL_DEPTH("serial-depth", "Serial Depth", "--serial-depth", new SwitchType.Count(0, 100),
            "Remaining depths searched serially in one step."),
    FULL_SPLIT_DEPTH("full-split-depth", "Full Split Depth", "--full-split-depth", new SwitchType.Count(0, 100),
            "Remaining depths searched serially in one step with the FULL profile (0: chosen per machine)."),
    SERIALIZATION_CHILDREN("serialization-children", "Serialization Children", "--serialization-children",
            new SwitchType.Count(SerialChildren.PER_MACHINE, Integer.MAX_VALUE),
            "Children the 6.5 heuristic searches serially (-1: chosen per machine)."),
    PV_SERIAL_CHILDREN("pv-serial-children", "PV Serial Children", "--pv-serial-children",
            new SwitchType.Count(SerialChildren.PER_MACHINE, Integer.MAX_VALUE),
            "Children after the first that a principal-variation position tests in order before any may be stolen"
                    + " (-1: chosen per machine)."),
    TABLE_ENTRIES_PER_NODE("table-entries-per-node", "Table Entries Per Node", "--table-entries-per-node",
            // At most 2^29: a slice keeps each entry's two words in one Java array (TableSlice).
            new SwitchType.Count(1, 1 << 29, true), "Entries of the global table each node holds (a power of two; 6.2).");

    private final String key;
    private final String uciName;
    private final String flag;
    private final SwitchType type;
    private final String description;

    Switch(String key, String uciName, String flag, SwitchType type, String description) {
        this.key = key;
        this.uciName = uciName;
        this.flag = flag;
        this.type = type;
        this.description = description;
    }

    /** The key under {@code jamboree.scheduler}, e.g. {@code global-table}. */
    public String key() {
        return key;
    }

    /** The UCI option's name, e.g. {@code Global Table}. */
    public String uciName() {
        return uciName;
    }

    /** The command-line flag, e.g. {@code --global-table} (a switch that is on or off also has its --no- form). */
    public String flag() {
        return flag;
    }

    public SwitchType type() {
        return type;
    }

    /** One line for help texts. */
    public String description() {
        return description;
    }

    /** {@code value} in canonical form; an {@link IllegalArgumentException} names the key and what it allows. */
    public Object check(Object value) {
        return type.check(key, value);
    }

    /** The text a user typed for this switch; {@code name} is how the error message calls the setting. */
    public Object parse(String name, String text) {
        return type.parse(name, text);
    }

    /** The value in a {@code jamboree.scheduler} section. */
    Object read(Config section) {
        return type.read(section, key, SchedulerConfig.ROOT + "." + key);
    }
}

package jamboree.scheduler.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The scheduler's switches and costs, read from the {@code jamboree.scheduler} section of a HOCON config
 * ({@code reference.conf} of this module holds the defaults and explains each value).
 */
public final class SchedulerConfig {

    public static final String ROOT = "jamboree.scheduler";

    private final Config config;
    private final CostModel cost;
    private final int serialDepth;
    private final int fullSplitDepth;
    private final long pollQuantum;
    private final int minStealDepth;
    private final ThrottleKind throttle;
    private final long throttleWork;
    private final long backoff;
    private final boolean helpfulMaster;
    private final boolean globalTable;
    private final boolean deferredReads;
    private final boolean recursiveDeepening;
    private final boolean serialization;
    private final boolean leafTableReads;
    private final boolean orderingWithWork;
    private final boolean nativeSharedTable;
    private final boolean leafHelp;
    private final boolean rootAspiration;
    private final int serializationChildren;
    private final int pvSerialChildren;
    private final int tableEntriesPerNode;
    private final int tableEntriesTotal;
    private final int leafTableMegabytes;
    private final int serialTableMegabytes;
    private final int profileBins;

    private SchedulerConfig(Config root) {
        this.config = root;
        Config c = root.getConfig(ROOT);
        this.cost = CostModel.from(c.getConfig("cost"));
        this.serialDepth = count(c, Switch.SERIAL_DEPTH);
        this.fullSplitDepth = count(c, Switch.FULL_SPLIT_DEPTH);
        this.minStealDepth = atLeast(c, "min-steal-depth", 0);
        this.pollQuantum = atLeast(c, "poll-quantum", 1);
        this.throttle = ThrottleKind.valueOf(((String) Switch.THROTTLE.read(c)).toUpperCase(Locale.ROOT));
        this.throttleWork = atLeast(c, "throttle-work", 0);
        this.backoff = atLeast(c, "backoff", 1);
        this.helpfulMaster = on(c, Switch.HELPFUL_MASTER);
        this.globalTable = on(c, Switch.GLOBAL_TABLE);
        this.leafTableReads = on(c, Switch.LEAF_TABLE_READS);
        this.orderingWithWork = on(c, Switch.ORDERING_WITH_WORK);
        this.nativeSharedTable = on(c, Switch.NATIVE_SHARED_TABLE);
        this.leafHelp = on(c, Switch.LEAF_HELP);
        this.rootAspiration = on(c, Switch.ROOT_ASPIRATION);
        this.serializationChildren = count(c, Switch.SERIALIZATION_CHILDREN);
        this.pvSerialChildren = count(c, Switch.PV_SERIAL_CHILDREN);
        this.deferredReads = on(c, Switch.DEFERRED_READS);
        this.recursiveDeepening = on(c, Switch.RECURSIVE_DEEPENING);
        this.serialization = on(c, Switch.SERIALIZATION);
        this.tableEntriesPerNode = count(c, Switch.TABLE_ENTRIES_PER_NODE);
        this.tableEntriesTotal = atLeast(c, "table-entries-total", 0);
        if (tableEntriesTotal != 0 && Integer.bitCount(tableEntriesTotal) != 1) {
            throw new IllegalArgumentException(ROOT + ".table-entries-total must be 0 or a power of two, got "
                    + tableEntriesTotal);
        }
        this.leafTableMegabytes = atLeast(c, "leaf-table-megabytes", 0);
        this.serialTableMegabytes = atLeast(c, "serial-table-megabytes", 0);
        this.profileBins = atLeast(c, "profile-bins", 0);
    }

    /** The defaults (plus any application.conf and system properties). */
    public static SchedulerConfig load() {
        return from(ConfigFactory.load());
    }

    /**
     * The switches the user's own configuration sets, whatever their values: the layers {@link #load()} puts over
     * {@code reference.conf}, system properties ({@code -Djamboree.scheduler.serial-depth=2}) and
     * {@code application.conf} (or the file {@code -Dconfig.file} names). A caller with defaults of its own keeps
     * these, since a user who names a value chose it even where it equals {@code reference.conf}'s.
     */
    public static Set<Switch> chosenByUser() {
        return chosenIn(ConfigFactory.defaultOverrides().withFallback(ConfigFactory.defaultApplication()));
    }

    /** The switches {@code user} sets under {@code jamboree.scheduler}. */
    public static Set<Switch> chosenIn(Config user) {
        Set<Switch> chosen = EnumSet.noneOf(Switch.class);
        for (Switch s : Switch.values()) {
            String path = ROOT + "." + s.key();
            try {
                if (user.hasPathOrNull(path)) {
                    chosen.add(s);
                }
            } catch (ConfigException.NotResolved e) {
                // A substitution still to be resolved against reference.conf is a value the user wrote all the same.
                chosen.add(s);
            }
        }
        return Collections.unmodifiableSet(chosen);
    }

    public static SchedulerConfig from(Config config) {
        try {
            return new SchedulerConfig(config.withFallback(ConfigFactory.defaultReference()).resolve());
        } catch (ConfigException e) {
            throw new IllegalArgumentException("bad scheduler configuration: " + e.getMessage(), e);
        }
    }

    /** A copy with one value under {@code jamboree.scheduler} replaced, for example {@code "throttle"}. */
    public SchedulerConfig with(String path, Object value) {
        return new SchedulerConfig(config.withValue(ROOT + "." + path, ConfigValueFactory.fromAnyRef(value)));
    }

    /** A copy with {@code value} for the switch; a value it does not allow is refused, naming the switch. */
    public SchedulerConfig with(Switch s, Object value) {
        return with(s.key(), s.check(value));
    }

    /** The switch's value in canonical form ({@code Boolean}, {@code Integer} or a lower-case {@code String}). */
    public Object get(Switch s) {
        return s.read(config.getConfig(ROOT));
    }

    private static boolean on(Config c, Switch s) {
        return (Boolean) s.read(c);
    }

    private static int count(Config c, Switch s) {
        return (Integer) s.read(c);
    }

    private static int atLeast(Config c, String path, int min) {
        long v = c.getLong(path);
        if (v < min || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(ROOT + "." + path + " must be at least " + min + ", got " + v);
        }
        return (int) v;
    }

    public CostModel cost() {
        return cost;
    }

    public int serialDepth() {
        return serialDepth;
    }

    /**
     * The serial depth of the FULL profile: its frames prune as the serial search does, and a subtree is handed to
     * the serial searcher whole at a larger remaining depth, where a frame's bookkeeping would cost more than the
     * parallelism it offers.
     */
    public int fullSplitDepth() {
        return fullSplitDepth;
    }

    public long pollQuantum() {
        return pollQuantum;
    }

    public int minStealDepth() {
        return minStealDepth;
    }

    public ThrottleKind throttle() {
        return throttle;
    }

    public long throttleWork() {
        return throttleWork;
    }

    public long backoff() {
        return backoff;
    }

    public boolean helpfulMaster() {
        return helpfulMaster;
    }

    public boolean globalTable() {
        return globalTable;
    }

    public boolean deferredReads() {
        return deferredReads;
    }

    public boolean recursiveDeepening() {
        return recursiveDeepening;
    }

    /** As configured: {@link SerialChildren#PER_MACHINE}, or a count every machine keeps. */
    public int serializationChildren() {
        return serializationChildren;
    }

    /** As configured: {@link SerialChildren#PER_MACHINE}, or a count every machine keeps. */
    public int pvSerialChildren() {
        return pvSerialChildren;
    }

    public boolean nativeSharedTable() {
        return nativeSharedTable;
    }

    public boolean leafHelp() {
        return leafHelp;
    }

    public boolean rootAspiration() {
        return rootAspiration;
    }

    public boolean orderingWithWork() {
        return orderingWithWork;
    }

    public boolean leafTableReads() {
        return leafTableReads;
    }

    public boolean serialization() {
        return serialization;
    }

    public int tableEntriesPerNode() {
        return tableEntriesPerNode;
    }

    /** The global table's entries in all for the bench's machines, 0 for {@link #tableEntriesPerNode()} on each. */
    public int tableEntriesTotal() {
        return tableEntriesTotal;
    }

    /**
     * Entries per node that spread {@link #tableEntriesTotal()} over {@code processors} nodes: the total divided by
     * the nodes, rounded down to a power of two, at least 1; {@link #tableEntriesPerNode()} when no total is set.
     */
    public int tableEntriesPerNodeOn(int processors) {
        if (processors < 1) {
            throw new IllegalArgumentException("a machine has at least 1 node, got " + processors);
        }
        if (tableEntriesTotal == 0) {
            return tableEntriesPerNode;
        }
        return Math.max(1, Integer.highestOneBit(tableEntriesTotal / processors));
    }

    /** The configuration as HOCON, {@code jamboree.scheduler} and all (for a cluster member to search alike). */
    public Config raw() {
        return config;
    }

    public int leafTableMegabytes() {
        return leafTableMegabytes;
    }

    /** Megabytes of the table of the serial machine model (the W that speedups and work efficiency divide). */
    public int serialTableMegabytes() {
        return serialTableMegabytes;
    }

    /** Bins of the ideal-parallelism profile; 0 when the search records none. */
    public int profileBins() {
        return profileBins;
    }

    /** The switches, {@code key=value} in {@link Switch} order. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Switch s : Switch.values()) {
            text.append(text.isEmpty() ? "" : " ").append(s.key()).append('=').append(s.type().format(get(s)));
        }
        return text.toString();
    }
}

package jamboree.scheduler.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;

import java.util.Locale;

/**
 * The scheduler's switches and costs, read from the {@code jamboree.scheduler} section of a HOCON config
 * ({@code reference.conf} of this module holds the defaults and explains each value).
 */
public final class SchedulerConfig {

    public static final String ROOT = "jamboree.scheduler";

    private final Config config;
    private final CostModel cost;
    private final int serialDepth;
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
    private final int serializationChildren;
    private final int pvSerialChildren;
    private final int tableEntriesPerNode;
    private final int leafTableMegabytes;
    private final int profileBins;

    private SchedulerConfig(Config root) {
        this.config = root;
        Config c = root.getConfig(ROOT);
        this.cost = CostModel.from(c.getConfig("cost"));
        this.serialDepth = atLeast(c, "serial-depth", 0);
        this.minStealDepth = atLeast(c, "min-steal-depth", 0);
        this.pollQuantum = atLeast(c, "poll-quantum", 1);
        String t = c.getString("throttle").toUpperCase(Locale.ROOT);
        try {
            this.throttle = ThrottleKind.valueOf(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(ROOT + ".throttle must be startech, naive or backoff, got "
                    + c.getString("throttle"));
        }
        this.throttleWork = atLeast(c, "throttle-work", 0);
        this.backoff = atLeast(c, "backoff", 1);
        this.helpfulMaster = c.getBoolean("helpful-master");
        this.globalTable = c.getBoolean("global-table");
        this.leafTableReads = c.getBoolean("leaf-table-reads");
        this.orderingWithWork = c.getBoolean("ordering-with-work");
        this.nativeSharedTable = c.getBoolean("native-shared-table");
        this.serializationChildren = atLeast(c, "serialization-children", 1);
        this.pvSerialChildren = atLeast(c, "pv-serial-children", 0);
        this.deferredReads = c.getBoolean("deferred-reads");
        this.recursiveDeepening = c.getBoolean("recursive-deepening");
        this.serialization = c.getBoolean("serialization");
        this.tableEntriesPerNode = atLeast(c, "table-entries-per-node", 1);
        if (Integer.bitCount(tableEntriesPerNode) != 1) {
            throw new IllegalArgumentException(ROOT + ".table-entries-per-node must be a power of two, got "
                    + tableEntriesPerNode);
        }
        this.leafTableMegabytes = atLeast(c, "leaf-table-megabytes", 0);
        this.profileBins = atLeast(c, "profile-bins", 1);
    }

    /** The defaults (plus any application.conf and system properties). */
    public static SchedulerConfig load() {
        return from(ConfigFactory.load());
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

    public int serializationChildren() {
        return serializationChildren;
    }

    public int pvSerialChildren() {
        return pvSerialChildren;
    }

    public boolean nativeSharedTable() {
        return nativeSharedTable;
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

    public int leafTableMegabytes() {
        return leafTableMegabytes;
    }

    public int profileBins() {
        return profileBins;
    }

    @Override
    public String toString() {
        return "serial-depth=" + serialDepth + " throttle=" + throttle.name().toLowerCase(Locale.ROOT)
                + " helpful-master=" + helpfulMaster + " global-table=" + globalTable
                + " leaf-table-reads=" + leafTableReads + " ordering-with-work=" + orderingWithWork
                + " native-shared-table=" + nativeSharedTable
                + " deferred-reads="
                + deferredReads + " recursive-deepening=" + recursiveDeepening + " serialization=" + serialization
                + " serialization-children=" + serializationChildren + " pv-serial-children=" + pvSerialChildren;
    }
}

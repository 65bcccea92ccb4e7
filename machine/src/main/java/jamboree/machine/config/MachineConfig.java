package jamboree.machine.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import jamboree.machine.accounting.NodeAccount;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The parameters of one machine, in cycles. Built from the {@code jamboree.machine} section of a HOCON config;
 * {@link #withProcessors}, {@link #withSeed} and {@link #with} derive variants without touching files.
 */
public final class MachineConfig {

    public static final String ROOT = "jamboree.machine";

    private final Config config;
    private final long clockHz;
    private final int processors;
    private final long seed;
    private final NetworkParameters network;
    private final ControlParameters control;
    private final long timelineBucketCycles;
    private final int simulationThreads;
    private final int simulationThroughput;
    private final boolean topologyLookahead;
    private final int nativeThreads;

    private MachineConfig(Config root) {
        this.config = root;
        Config c = root.getConfig(ROOT);
        this.clockHz = positive(c, "clock-hz");
        this.processors = (int) positive(c, "processors");
        if (processors > 1 << 20) {
            throw new IllegalArgumentException(ROOT + ".processors must be at most 1048576, got " + processors);
        }
        this.seed = c.getLong("seed");
        this.network = NetworkParameters.from(c.getConfig("network"), clockHz);
        this.control = ControlParameters.from(c.getConfig("control"), clockHz);
        long bucket = positive(c, "accounting.timeline-bucket-cycles");
        this.timelineBucketCycles = c.getBoolean("accounting.timeline") ? bucket : NodeAccount.NO_TIMELINE;
        this.simulationThreads = threads(c, "simulation.threads");
        this.simulationThroughput = (int) positive(c, "simulation.throughput");
        this.topologyLookahead = c.getBoolean("simulation.topology-lookahead");
        this.nativeThreads = threads(c, "native.threads");
        if (control.minimumLatency() < network.minimumLatency()) {
            // Control results must not land inside the window in which their inputs were produced.
            throw new IllegalArgumentException("control-network latencies must be at least the minimum "
                    + "data-network latency (" + network.minimumLatency() + " cycles)");
        }
    }

    /** The defaults of {@code reference.conf} (plus any application.conf and system properties). */
    public static MachineConfig load() {
        return from(ConfigFactory.load());
    }

    /** Reads the {@code jamboree.machine} section of {@code config}. */
    public static MachineConfig from(Config config) {
        return build(config.withFallback(ConfigFactory.defaultReference()).resolve());
    }

    private static MachineConfig build(Config root) {
        try {
            return new MachineConfig(root);
        } catch (ConfigException e) {
            throw new IllegalArgumentException("bad machine configuration: " + e.getMessage(), e);
        }
    }

    /** A copy with one value under {@code jamboree.machine} replaced, for example {@code "network.send-cycles"}. */
    public MachineConfig with(String path, Object value) {
        Config changed;
        try {
            if (!config.hasPath(ROOT + "." + path)) {
                // Every parameter has a default, so an unknown name is a typo that would otherwise change nothing.
                throw new IllegalArgumentException("unknown machine parameter '" + path + "' (under " + ROOT + ")");
            }
            changed = config.withValue(ROOT + "." + path, ConfigValueFactory.fromAnyRef(value));
        } catch (ConfigException e) {
            // A malformed path (from a command line's --set, say) is bad input like a bad value.
            throw new IllegalArgumentException("bad machine parameter '" + path + "': " + e.getMessage(), e);
        }
        return build(changed);
    }

    /** This configuration with each of {@code overrides} (path under the root, value), as {@link #with} takes one. */
    public MachineConfig with(Map<String, ?> overrides) {
        MachineConfig changed = this;
        for (Map.Entry<String, ?> e : overrides.entrySet()) {
            changed = changed.with(e.getKey(), e.getValue());
        }
        return changed;
    }

    public MachineConfig withProcessors(int p) {
        return with("processors", p);
    }

    public MachineConfig withSeed(long s) {
        return with("seed", s);
    }

    public MachineConfig withSimulationThreads(int threads) {
        return with("simulation.threads", threads);
    }

    /** The whole configuration, to build actor systems from. */
    public Config raw() {
        return config;
    }

    public long clockHz() {
        return clockHz;
    }

    public int processors() {
        return processors;
    }

    public long seed() {
        return seed;
    }

    public NetworkParameters network() {
        return network;
    }

    public ControlParameters control() {
        return control;
    }

    /** Width of a bar of the nodes' utilization timeline, or {@link NodeAccount#NO_TIMELINE} if they keep none. */
    public long timelineBucketCycles() {
        return timelineBucketCycles;
    }

    /** This configuration with the utilization timeline kept or not ({@code accounting.timeline}). */
    public MachineConfig withTimeline(boolean keep) {
        return with("accounting.timeline", keep);
    }

    /** Host threads for one simulated run (1 by default; the host's cores when configured as 0). */
    public int simulationThreads() {
        return simulationThreads > 0 ? simulationThreads : Runtime.getRuntime().availableProcessors();
    }

    public int simulationThroughput() {
        return simulationThroughput;
    }

    /** Whether each node gets its own window from the fat tree's latencies, rather than one global window. */
    public boolean topologyLookahead() {
        return topologyLookahead;
    }

    /** Host threads for the native machine's actors (the host's cores when configured as 0). */
    public int nativeThreads() {
        return nativeThreads > 0 ? nativeThreads : Runtime.getRuntime().availableProcessors();
    }

    /** Cycles in a duration given in microseconds. */
    public long cyclesOfMicros(double micros) {
        return Math.round(micros * clockHz / 1e6);
    }

    /** Seconds of machine time in a number of cycles. */
    public double secondsOf(long cycles) {
        return cycles / (double) clockHz;
    }

    /** A thread count: 0 for the host's cores, otherwise that many (a negative count is a mistake, not 0). */
    private static int threads(Config c, String path) {
        int v = c.getInt(path);
        if (v < 0) {
            throw new IllegalArgumentException(ROOT + "." + path + " must be 0 (one per core) or more, got " + v);
        }
        return v;
    }

    static long positive(Config c, String path) {
        return positive(c, "", path);
    }

    /** Reads a positive integer at {@code path} of a sub-section whose name (with a dot) is {@code section}. */
    static long positive(Config c, String section, String path) {
        long v = c.getLong(path);
        if (v <= 0) {
            throw new IllegalArgumentException(ROOT + "." + section + path + " must be positive, got " + v);
        }
        return v;
    }

    static long cycles(Config c, String section, String path, long clockHz) {
        long nanos = c.getDuration(path, TimeUnit.NANOSECONDS);
        if (nanos <= 0) {
            throw new IllegalArgumentException(ROOT + "." + section + path + " must be a positive duration");
        }
        return Math.max(1, Math.round(nanos * (double) clockHz / 1e9));
    }
}

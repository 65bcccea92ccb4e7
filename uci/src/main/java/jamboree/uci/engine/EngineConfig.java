package jamboree.uci.engine;

import jamboree.engine.search.Profile;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.SwitchValues;

/**
 * What it takes to build a search engine. Changing it rebuilds the engine (and so empties its tables);
 * settings that an engine can change in place (hash size, MultiPV) are not part of it.
 *
 * @param profile       which tree the search explores
 * @param machine       SERIAL for the engine's own search, NATIVE or CM5 for StarTech's parallel search
 * @param threads       host threads: of the native machine, or (above 1) of parallel play on the SERIAL machine
 * @param cm5Processors nodes of the simulated CM-5
 * @param switches      the scheduler switches of the parallel search
 * @param algorithm     what more than one thread runs on the SERIAL machine
 */
public record EngineConfig(Profile profile, MachineKind machine, int threads, int cm5Processors,
                           SwitchValues switches, ParallelAlgorithm algorithm) {
    /**
     * One, as GUIs expect of a Threads option; also the default of {@code jamboree search --machine native}, so that
     * both front ends start from the same machine.
     */
    public static final int DEFAULT_THREADS = 1;
    public static final int MAX_THREADS = 512;
    /**
     * Enough nodes for a parallelism worth watching, few enough for a few host seconds per move at depth 6; the
     * UCI option's and {@code jamboree search --machine cm5}'s default.
     */
    public static final int DEFAULT_CM5_PROCESSORS = 64;
    public static final int MAX_CM5_PROCESSORS = 16384;

    public static final ParallelAlgorithm DEFAULT_ALGORITHM = ParallelAlgorithm.LAZY_SMP;

    public EngineConfig {
        java.util.Objects.requireNonNull(algorithm, "algorithm");
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS + ", got " + threads);
        }
        if (cm5Processors < 1 || cm5Processors > MAX_CM5_PROCESSORS) {
            throw new IllegalArgumentException("CM-5 processors must be 1.." + MAX_CM5_PROCESSORS + ", got "
                    + cm5Processors);
        }
    }

    /** The serial search with {@code profile}, and the configured scheduler switches for when the machine changes. */
    public EngineConfig(Profile profile) {
        this(profile, MachineKind.SERIAL, DEFAULT_THREADS, DEFAULT_CM5_PROCESSORS, DefaultSwitches.VALUE,
                DEFAULT_ALGORITHM);
    }

    public EngineConfig withProfile(Profile p) {
        return new EngineConfig(p, machine, threads, cm5Processors, switches, algorithm);
    }

    public EngineConfig withMachine(MachineKind m) {
        return new EngineConfig(profile, m, threads, cm5Processors, switches, algorithm);
    }

    public EngineConfig withThreads(int t) {
        return new EngineConfig(profile, machine, t, cm5Processors, switches, algorithm);
    }

    public EngineConfig withCm5Processors(int p) {
        return new EngineConfig(profile, machine, threads, p, switches, algorithm);
    }

    public EngineConfig withSwitches(SwitchValues s) {
        return new EngineConfig(profile, machine, threads, cm5Processors, s, algorithm);
    }

    public EngineConfig withAlgorithm(ParallelAlgorithm a) {
        return new EngineConfig(profile, machine, threads, cm5Processors, switches, a);
    }

    /**
     * The machine the search really runs on: the configured one, except that Jamboree on more than one thread of the
     * SERIAL machine runs on the native machine.
     */
    public MachineKind runsOn() {
        boolean jamboree = machine == MachineKind.SERIAL && threads > 1 && algorithm == ParallelAlgorithm.JAMBOREE;
        return jamboree ? MachineKind.NATIVE : machine;
    }

    /**
     * Threads of the search on the SERIAL machine: 1 for the serial search, more for Lazy SMP; 0 when the search runs
     * on another machine.
     */
    public int serialThreads() {
        return runsOn() == MachineKind.SERIAL ? threads : 0;
    }

    /**
     * Nodes of the machine the search runs on ({@link #runsOn()}): the threads of the native machine, the CM-5's
     * processors, 1 for the serial search (whatever its Lazy SMP threads).
     */
    public int nodes() {
        return switch (runsOn()) {
            case SERIAL -> 1;
            case NATIVE, CLUSTER -> threads;
            case CM5 -> cm5Processors;
        };
    }

    /**
     * Whether an engine built from {@code other} is the same as one built from this: the settings a machine does
     * not use (the thread count of the simulated machine, say) must not rebuild it and so throw its tables away.
     */
    public boolean buildsSameEngineAs(EngineConfig other) {
        if (other == null || runsOn() != other.runsOn() || profile != other.profile) {
            return false;
        }
        if (runsOn() == MachineKind.SERIAL) {
            return serialThreads() == other.serialThreads();
        }
        return nodes() == other.nodes() && switches.equals(other.switches);
    }

    /** The configured switches, read once: every config built without explicit switches shares them. */
    private static final class DefaultSwitches {
        static final SwitchValues VALUE = SwitchValues.of(SchedulerConfig.load());
    }
}

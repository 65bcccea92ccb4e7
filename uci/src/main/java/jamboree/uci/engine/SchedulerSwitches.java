package jamboree.uci.engine;

import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.ThrottleKind;

import java.util.Locale;

/**
 * The scheduler switches a GUI may flip (thesis chapters 5 and 6): which of StarTech's heuristics the parallel
 * search uses. Everything else of the scheduler (costs, depths, table sizes) keeps its configured value.
 *
 * @param recursiveDeepening recursive iterative deepening at the parallel frames (6.4)
 * @param deferredReads      a table read waits for a search of the same position already under way (6.4)
 * @param globalTable        the global distributed transposition table (6.3); off: each node's own table
 * @param serialization      the serialization heuristic at Type-2 positions (6.5)
 * @param helpfulMaster      a node waiting for a stolen child may itself steal (5.8)
 * @param throttle           how idle nodes pace their steal requests
 */
public record SchedulerSwitches(boolean recursiveDeepening, boolean deferredReads, boolean globalTable,
                                boolean serialization, boolean helpfulMaster, ThrottleKind throttle) {

    /** The switches as {@code config} sets them. */
    public static SchedulerSwitches of(SchedulerConfig config) {
        return new SchedulerSwitches(config.recursiveDeepening(), config.deferredReads(), config.globalTable(),
                config.serialization(), config.helpfulMaster(), config.throttle());
    }

    /** {@code base} with these switches. */
    public SchedulerConfig applyTo(SchedulerConfig base) {
        return base.with("recursive-deepening", recursiveDeepening)
                .with("deferred-reads", deferredReads)
                .with("global-table", globalTable)
                .with("serialization", serialization)
                .with("helpful-master", helpfulMaster)
                .with("throttle", throttle.name().toLowerCase(Locale.ROOT));
    }

    public SchedulerSwitches withRecursiveDeepening(boolean on) {
        return new SchedulerSwitches(on, deferredReads, globalTable, serialization, helpfulMaster, throttle);
    }

    public SchedulerSwitches withDeferredReads(boolean on) {
        return new SchedulerSwitches(recursiveDeepening, on, globalTable, serialization, helpfulMaster, throttle);
    }

    public SchedulerSwitches withGlobalTable(boolean on) {
        return new SchedulerSwitches(recursiveDeepening, deferredReads, on, serialization, helpfulMaster, throttle);
    }

    public SchedulerSwitches withSerialization(boolean on) {
        return new SchedulerSwitches(recursiveDeepening, deferredReads, globalTable, on, helpfulMaster, throttle);
    }

    public SchedulerSwitches withHelpfulMaster(boolean on) {
        return new SchedulerSwitches(recursiveDeepening, deferredReads, globalTable, serialization, on, throttle);
    }

    public SchedulerSwitches withThrottle(ThrottleKind kind) {
        return new SchedulerSwitches(recursiveDeepening, deferredReads, globalTable, serialization, helpfulMaster,
                kind);
    }
}

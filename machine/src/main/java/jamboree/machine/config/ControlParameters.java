package jamboree.machine.config;

import com.typesafe.config.Config;

/**
 * The control network's latencies in cycles, given for a machine of {@code referenceLevels} levels; a machine
 * with more or fewer levels adds or subtracts {@code perLevel} for each.
 */
public record ControlParameters(int referenceLevels, long barrier, long reduction, long scan, long broadcast,
                                long routerDone, long perLevel, long receiveCycles) {

    static ControlParameters from(Config c, long clockHz) {
        return new ControlParameters((int) MachineConfig.positive(c, "reference-levels"),
                MachineConfig.cycles(c, "barrier", clockHz), MachineConfig.cycles(c, "reduction", clockHz),
                MachineConfig.cycles(c, "scan", clockHz), MachineConfig.cycles(c, "broadcast", clockHz),
                MachineConfig.cycles(c, "router-done", clockHz), MachineConfig.cycles(c, "per-level", clockHz),
                MachineConfig.positive(c, "receive-cycles"));
    }

    /** A latency measured at the reference size, scaled to a tree of {@code levels} levels. */
    public long scaled(long referenceLatency, int levels) {
        return referenceLatency + (long) (levels - referenceLevels) * perLevel;
    }

    /** The smallest latency any operation can have (on a one-node machine). */
    public long minimumLatency() {
        long min = Math.min(Math.min(barrier, reduction), Math.min(Math.min(scan, broadcast), routerDone));
        return min - (long) referenceLevels * perLevel;
    }
}

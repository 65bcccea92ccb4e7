package jamboree.machine.config;

import com.typesafe.config.Config;

/**
 * The control network's latencies in cycles, given for a machine of {@code referenceLevels} levels; a machine
 * with more or fewer levels adds or subtracts {@code perLevel} for each.
 */
public record ControlParameters(int referenceLevels, long barrier, long reduction, long scan, long broadcast,
                                long routerDone, long perLevel, long receiveCycles) {

    static ControlParameters from(Config c, long clockHz) {
        String section = "control.";
        return new ControlParameters((int) MachineConfig.positive(c, section, "reference-levels"),
                MachineConfig.cycles(c, section, "barrier", clockHz),
                MachineConfig.cycles(c, section, "reduction", clockHz),
                MachineConfig.cycles(c, section, "scan", clockHz),
                MachineConfig.cycles(c, section, "broadcast", clockHz),
                MachineConfig.cycles(c, section, "router-done", clockHz),
                MachineConfig.cycles(c, section, "per-level", clockHz),
                MachineConfig.positive(c, section, "receive-cycles"));
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

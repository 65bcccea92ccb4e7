package jamboree.machine.config;

import com.typesafe.config.Config;

/**
 * The data network's numbers, converted to cycles.
 *
 * @param packetBytes bytes of one packet on the wire
 * @param payloadBytes payload bytes carried by one packet
 * @param arity children per router in the fat tree
 * @param neighbourLatency cycles from send to arrival for nodes under the same first-level router
 * @param latencyPerLevel cycles added by every further level a message climbs
 * @param latencyJitter largest extra latency of one message (routing variation), in cycles
 * @param wireCycles cycles one packet occupies a link
 * @param sendCycles processor cycles to inject one packet
 * @param receiveCycles processor cycles to remove one packet and dispatch it
 * @param emptyPollCycles processor cycles of a poll that finds nothing
 * @param failedSendCycles processor cycles of an injection the network refuses
 * @param capacityBase packets the network holds towards a destination, constant part
 * @param capacityPerLevel packets the network holds towards a destination, per level crossed
 */
public record NetworkParameters(int packetBytes, int payloadBytes, int arity, long neighbourLatency,
                                double latencyPerLevel, long latencyJitter, long wireCycles, long sendCycles,
                                long receiveCycles, long emptyPollCycles, long failedSendCycles,
                                double capacityBase, double capacityPerLevel) {

    static NetworkParameters from(Config c, long clockHz) {
        long neighbour = MachineConfig.cycles(c, "network.", "neighbour-latency", clockHz);
        long full = MachineConfig.cycles(c, "network.", "full-machine-latency", clockHz);
        int fullLevels = (int) MachineConfig.positive(c, "network.", "full-machine-levels");
        double perLevel = fullLevels > 1 ? (full - neighbour) / (double) (fullLevels - 1) : 0.0;
        int packetBytes = (int) MachineConfig.positive(c, "network.", "packet-bytes");
        long linkBytesPerSecond = MachineConfig.positive(c, "network.", "link-bytes-per-second");
        long wire = Math.max(1, Math.round(packetBytes * (double) clockHz / linkBytesPerSecond));
        int arity = (int) MachineConfig.positive(c, "network.", "arity");
        if (arity < 2) {
            throw new IllegalArgumentException("network.arity must be at least 2");
        }
        return new NetworkParameters(packetBytes, (int) MachineConfig.positive(c, "network.", "payload-bytes"), arity,
                neighbour, Math.max(0.0, perLevel), jitter(c), wire,
                MachineConfig.positive(c, "network.", "send-cycles"),
                MachineConfig.positive(c, "network.", "receive-cycles"),
                MachineConfig.positive(c, "network.", "empty-poll-cycles"),
                MachineConfig.positive(c, "network.", "failed-send-cycles"),
                c.getDouble("capacity-base-packets"), c.getDouble("capacity-per-level-packets"));
    }

    private static long jitter(Config c) {
        long j = c.getLong("latency-jitter-cycles");
        if (j < 0) {
            throw new IllegalArgumentException(MachineConfig.ROOT + ".network.latency-jitter-cycles must not be "
                    + "negative, got " + j);
        }
        return j;
    }

    /** The smallest latency of any message: the simulator's lookahead. */
    public long minimumLatency() {
        return neighbourLatency;
    }

    /** Packets needed for a payload (at least one: even an empty active message is a packet). */
    public int packetsFor(int payload) {
        if (payload < 0) {
            throw new IllegalArgumentException("negative payload size " + payload);
        }
        return Math.max(1, (payload + payloadBytes - 1) / payloadBytes);
    }
}

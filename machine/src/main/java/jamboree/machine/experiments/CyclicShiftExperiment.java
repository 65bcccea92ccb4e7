package jamboree.machine.experiments;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.sim.SimulatedMachine;

import java.util.ArrayList;
import java.util.List;

/**
 * The cyclic-shift pattern of thesis 3.4 (Figure 3-3): every node sends blocks of B bytes to node p+1, then p+2,
 * and so on around the machine, until it has sent its total, with or without a barrier between blocks. Senders
 * poll until the network is empty after every packet, as CMMD and Strata do. The figure is the payload bandwidth
 * per node in MB/s.
 */
public final class CyclicShiftExperiment {

    /** One block size, with and without barriers. */
    public record Row(int blockBytes, double withBarriersMBps, double withoutBarriersMBps, double ratio,
                      long withBarriersCycles, long withoutBarriersCycles) {
    }

    private CyclicShiftExperiment() {
    }

    public static List<Integer> defaultBlockSizes() {
        return List.of(64, 256, 1024, 4096, 16384);
    }

    public static List<Row> run(MachineConfig config, int processors, long totalBytesPerNode,
                                List<Integer> blockSizes) {
        if (processors < 2) {
            throw new IllegalArgumentException("a cyclic shift needs at least 2 nodes, got " + processors);
        }
        int payload = config.network().payloadBytes();
        List<Row> rows = new ArrayList<>();
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            for (int block : blockSizes) {
                if (block < payload || block % payload != 0) {
                    throw new IllegalArgumentException("block size " + block + " is not a multiple of the "
                            + payload + "-byte packet payload");
                }
                long with = time(machine, processors, totalBytesPerNode / payload, block / payload, true);
                long without = time(machine, processors, totalBytesPerNode / payload, block / payload, false);
                double mbWith = totalBytesPerNode / config.secondsOf(with) / 1e6;
                double mbWithout = totalBytesPerNode / config.secondsOf(without) / 1e6;
                rows.add(new Row(block, mbWith, mbWithout, mbWith / mbWithout, with, without));
            }
        }
        return rows;
    }

    private static long time(SimulatedMachine machine, int processors, long packets, int blockPackets,
                             boolean barriers) {
        MachineReport r = machine.run(processors, (id, p) -> new Shift(packets, blockPackets, barriers),
                Long.MAX_VALUE);
        return r.endTime();
    }

    /** Sends its blocks one packet per step; the machine's poll after each step drains the arrivals. */
    private static final class Shift implements NodeProgram {
        private final long packets;
        private final int blockPackets;
        private final boolean barriers;
        private long sent;
        private int inBlock;
        private int shift = 1;
        private boolean waiting;

        Shift(long packets, int blockPackets, boolean barriers) {
            this.packets = packets;
            this.blockPackets = blockPackets;
            this.barriers = barriers;
        }

        @Override
        public boolean step(Node node) {
            if (sent >= packets || waiting) {
                return false;
            }
            int target = (node.id() + shift) % node.size();
            if (!node.trySend(target, Side.REQUEST, new CapacityExperiment.Filler(sent))) {
                return true;
            }
            sent++;
            if (++inBlock == blockPackets) {
                inBlock = 0;
                shift = shift % (node.size() - 1) + 1;
                if (barriers && sent < packets) {
                    waiting = true;
                    node.enterBarrier();
                    return false;
                }
            }
            return sent < packets;
        }

        @Override
        public void control(Node node, ControlResult result) {
            if (result instanceof ControlResult.BarrierCompleted) {
                waiting = false;
            }
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    }
}

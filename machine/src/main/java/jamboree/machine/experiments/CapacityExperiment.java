package jamboree.machine.experiments;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.sim.SimulatedMachine;

import java.util.ArrayList;
import java.util.List;

/**
 * The network's capacity (thesis 3.2): every node injects packets towards the node half the machine away, without
 * receiving any, until the network refuses; the figure is how many packets it took.
 */
public final class CapacityExperiment {

    /** One machine size, beside the thesis's measurement where there is one. */
    public record Row(int processors, long totalPackets, double packetsPerNode, Double thesisPacketsPerNode) {
    }

    private static final int[] THESIS_SIZES = {8, 16, 32, 64, 128};
    private static final double[] THESIS_PER_NODE = {9.88, 9.89, 10.7, 10.8, 11.3};

    private CapacityExperiment() {
    }

    public static List<Integer> defaultSizes() {
        List<Integer> sizes = new ArrayList<>();
        for (int p : THESIS_SIZES) {
            sizes.add(p);
        }
        return sizes;
    }

    public static List<Row> run(MachineConfig config, List<Integer> sizes) {
        List<Row> rows = new ArrayList<>();
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            for (int p : sizes) {
                if (p < 2) {
                    throw new IllegalArgumentException("the capacity experiment needs at least 2 nodes, got " + p);
                }
                long[] injected = new long[p];
                machine.run(p, (id, size) -> new Flood(injected), Long.MAX_VALUE);
                long total = 0;
                for (long n : injected) {
                    total += n;
                }
                rows.add(new Row(p, total, total / (double) p, thesis(p)));
            }
        }
        return rows;
    }

    private static Double thesis(int p) {
        for (int i = 0; i < THESIS_SIZES.length; i++) {
            if (THESIS_SIZES[i] == p) {
                return THESIS_PER_NODE[i];
            }
        }
        return null;
    }

    /** One packet of payload. */
    record Filler(long value) implements Message {
        @Override
        public int payloadBytes() {
            return 16;
        }
    }

    /** Injects until refused, all inside one step so that nothing is received meanwhile. */
    private static final class Flood implements NodeProgram {
        private final long[] injected;
        private boolean done;

        Flood(long[] injected) {
            this.injected = injected;
        }

        @Override
        public boolean step(Node node) {
            if (done) {
                return false;
            }
            done = true;
            int target = (node.id() + node.size() / 2) % node.size();
            long count = 0;
            while (node.trySend(target, Side.REQUEST, new Filler(count))) {
                count++;
            }
            injected[node.id()] = count;
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    }
}

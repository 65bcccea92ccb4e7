package jamboree.machine.experiments;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.network.FatTree;
import jamboree.machine.sim.SimulatedMachine;

import java.util.ArrayList;
import java.util.List;

/**
 * Barrier latency against machine size: every node enters a barrier as soon as the previous one completes, for
 * a number of rounds; the figure is the average time from entering to seeing the completion, measured at node 0
 * (the control network's latency plus reading the result).
 */
public final class BarrierExperiment {

    /** One machine size. */
    public record Row(int processors, int levels, int rounds, double cycles, double microseconds) {
    }

    private BarrierExperiment() {
    }

    /** Powers of two from 1 to 16384. */
    public static List<Integer> defaultSizes() {
        List<Integer> sizes = new ArrayList<>();
        for (int p = 1; p <= 16384; p *= 2) {
            sizes.add(p);
        }
        return sizes;
    }

    public static List<Row> run(MachineConfig config, List<Integer> sizes, int rounds) {
        List<Row> rows = new ArrayList<>();
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            for (int p : sizes) {
                long[] total = new long[1];
                MachineReport r = machine.run(p, (id, size) -> new Rounds(rounds, id == 0 ? total : null),
                        Long.MAX_VALUE);
                if (r.processors() != p) {
                    throw new IllegalStateException("ran on " + r.processors() + " nodes, not " + p);
                }
                double cycles = total[0] / (double) rounds;
                rows.add(new Row(p, FatTree.levelsFor(p, config.network().arity()), rounds, cycles,
                        cycles * 1e6 / config.clockHz()));
            }
        }
        return rows;
    }

    /** Enters barriers back to back; node 0 adds up the waiting time. */
    private static final class Rounds implements NodeProgram {
        private final int rounds;
        private final long[] total;
        private int completed;
        private boolean waiting;
        private long enteredAt;

        Rounds(int rounds, long[] total) {
            this.rounds = rounds;
            this.total = total;
        }

        @Override
        public boolean step(Node node) {
            if (!waiting && completed < rounds) {
                waiting = true;
                enteredAt = node.now();
                node.enterBarrier();
            }
            return false;
        }

        @Override
        public void control(Node node, ControlResult result) {
            if (result instanceof ControlResult.BarrierCompleted) {
                completed++;
                waiting = false;
                if (total != null) {
                    total[0] += node.now() - enteredAt;
                }
            }
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    }
}

package jamboree.machine.experiments;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.sim.SimulatedMachine;

import java.lang.management.ManagementFactory;

/**
 * How much host memory a large machine needs: P nodes whose programs do nothing but take part in a few
 * barriers; while every node is alive, node 0 measures the heap after a full garbage collection.
 */
public final class MemoryExperiment {

    public record Result(int processors, long heapUsedBytes, long heapMaxBytes, double bytesPerNode,
                         double hostSeconds, long events) {
    }

    private MemoryExperiment() {
    }

    public static Result run(MachineConfig config, int processors) {
        long[] measured = new long[1];
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            MachineReport r = machine.run(processors, (id, p) -> new Idle(id == 0 ? measured : null),
                    Long.MAX_VALUE);
            long max = Runtime.getRuntime().maxMemory();
            return new Result(processors, measured[0], max, measured[0] / (double) processors, r.hostNanos() / 1e9,
                    r.events());
        }
    }

    /** Three barriers, then nothing; node 0 measures the heap between the second and third. */
    private static final class Idle implements NodeProgram {
        private final long[] measured;
        private int barriers;
        private boolean waiting;

        Idle(long[] measured) {
            this.measured = measured;
        }

        @Override
        public boolean step(Node node) {
            if (!waiting && node.barrierCompleted() && barriers < 3) {
                if (barriers == 2 && measured != null) {
                    System.gc();
                    measured[0] = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
                }
                barriers++;
                waiting = true;
                node.enterBarrier();
            }
            return false;
        }

        @Override
        public void control(Node node, jamboree.machine.api.ControlResult result) {
            waiting = false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    }
}

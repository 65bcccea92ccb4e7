package jamboree.machine.accounting;

import jamboree.machine.api.Activity;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a finished run leaves behind: when it ended, where every node's cycles went, and, for simulated runs, how
 * many events the simulator processed and a hash of their full sequence (equal hashes mean identical runs).
 *
 * @param processors the machine size
 * @param endTime the time the run ended, in cycles (a halt, quiescence or the time limit)
 * @param clockHz cycles per second, to convert to seconds
 * @param nodes the per-node ledgers, indexed by node number
 * @param results what each node's program left behind ({@link jamboree.machine.api.NodeProgram#result()}), indexed
 *        by node number; an element is null where the program left nothing
 * @param events simulation events processed (deliveries, steps, polls, sends, control results)
 * @param windows synchronisation windows the simulator granted (0 on the native machine)
 * @param nodeWindows windows granted to single nodes, summed over the synchronisation windows: what the simulator's
 *        host time follows (0 on the native machine)
 * @param traceHash hash of every node's event sequence, combined in node order (0 on the native machine)
 * @param simulation the events and node windows by kind, summed over the nodes ({@link SimulationCounts#NONE} on the
 *        native machine)
 * @param hostNanos host wall time the run took
 * @param halted whether a node ended the run by calling halt
 */
public record MachineReport(int processors, long endTime, long clockHz, List<NodeAccount> nodes,
                            List<Object> results, long events, long windows, long nodeWindows, long traceHash,
                            SimulationCounts simulation, long hostNanos, boolean halted) {

    public MachineReport {
        nodes = List.copyOf(nodes);
        // A program may leave nothing, so the copy keeps nulls (List.copyOf would not).
        results = Collections.unmodifiableList(new ArrayList<>(results));
        if (results.size() != nodes.size()) {
            throw new IllegalArgumentException(results.size() + " results for " + nodes.size() + " nodes");
        }
    }

    /**
     * What node {@code node}'s program left behind, as a {@code type}; null if it left nothing.
     *
     * @throws ClassCastException if the program left something else
     */
    public <T> T result(int node, Class<T> type) {
        return type.cast(results.get(node));
    }

    /** The same report with the host time the whole run took, as its caller measured it. */
    public MachineReport withHostNanos(long nanos) {
        return new MachineReport(processors, endTime, clockHz, nodes, results, events, windows, nodeWindows,
                traceHash, simulation, nanos, halted);
    }

    /** Cycles of one activity over all nodes. */
    public long total(Activity activity) {
        long sum = 0;
        for (NodeAccount n : nodes) {
            sum += n.cycles(activity);
        }
        return sum;
    }

    /**
     * Cycles by activity over all nodes, for every activity some node was charged for, in the order node 0 first
     * charged them, then the ones only later nodes saw.
     */
    public Map<Activity, Long> totals() {
        Map<Activity, Long> map = new LinkedHashMap<>();
        for (NodeAccount n : nodes) {
            for (Activity a : n.activities()) {
                map.merge(a, n.cycles(a), Long::sum);
            }
        }
        return map;
    }

    public long messagesSent() {
        long sum = 0;
        for (NodeAccount n : nodes) {
            sum += n.messagesSent();
        }
        return sum;
    }

    public long messagesReceived() {
        long sum = 0;
        for (NodeAccount n : nodes) {
            sum += n.messagesReceived();
        }
        return sum;
    }

    /** The run's length in seconds of machine time. */
    public double seconds() {
        return endTime / (double) clockHz;
    }

    /** Simulation events per second of host time. */
    public double eventsPerHostSecond() {
        return hostNanos == 0 ? 0.0 : events * 1e9 / hostNanos;
    }

    /**
     * The utilization timeline summed over all nodes, up to the last bucket in which one was busy;
     * {@link UtilizationTimeline#NONE} if the nodes kept none.
     */
    public UtilizationTimeline timeline() {
        if (nodes.isEmpty() || nodes.get(0).bucketCycles() == NodeAccount.NO_TIMELINE) {
            return UtilizationTimeline.NONE;
        }
        return UtilizationTimeline.sum(nodes, nodes.get(0).bucketCycles());
    }
}

package jamboree.machine.experiments;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.network.FatTree;
import jamboree.machine.sim.SimulatedMachine;

import java.util.ArrayList;
import java.util.List;

/**
 * SWAMP (thesis 5.7): how long the only busy node takes to finish w seconds of work while P-1 thieves pester
 * it, beside the closed-Jackson-network prediction t_w = w / p(0,*). The thieves' turnaround t_s cannot be
 * shorter than the network allows (two latencies, a receive and a send); where the requested t_s is shorter,
 * the achieved one is used for the prediction and reported.
 */
public final class SwampExperiment {

    /**
     * One (P, t_b) point. Times in seconds; {@code measured} is null when the run hit the time limit.
     */
    public record Row(int processors, double busyServiceMicros, double idleServiceMicros, double turnaroundMicros,
                      double leverage, double progressProbability, double predictedSeconds, Double measuredSeconds,
                      double timeLimitSeconds, long requestsAnswered) {
    }

    /** The experiment's parameters (seconds and microseconds as in the thesis). */
    public record Parameters(double workSeconds, double idleServiceMicros, double turnaroundMicros,
                             List<Double> busyServiceMicros, List<Integer> processors, double quantumMicros,
                             double timeLimitSeconds) {
    }

    private SwampExperiment() {
    }

    public static Parameters defaults() {
        return new Parameters(0.01, 5, 10, List.of(5.0, 10.0, 20.0, 40.0, 80.0), List.of(2, 4, 8, 16, 32, 64), 10,
                0.2);
    }

    public static List<Row> run(MachineConfig config, Parameters parameters) {
        List<Row> rows = new ArrayList<>();
        long work = config.cyclesOfMicros(parameters.workSeconds() * 1e6);
        long quantum = Math.max(1, config.cyclesOfMicros(parameters.quantumMicros()));
        long idle = config.cyclesOfMicros(parameters.idleServiceMicros());
        long limit = config.cyclesOfMicros(parameters.timeLimitSeconds() * 1e6);
        long receive = config.network().receiveCycles();
        long send = config.network().sendCycles();
        try (SimulatedMachine machine = new SimulatedMachine(config)) {
            for (int p : parameters.processors()) {
                if (p < 2) {
                    throw new IllegalArgumentException("SWAMP needs at least 2 nodes, got " + p);
                }
                FatTree tree = new FatTree(config.network(), p);
                double meanLatency = meanLatency(tree) + config.network().latencyJitter() / 2.0;
                // Denial travels back, is received, the next request is sent and travels out.
                double natural = 2 * meanLatency + receive + send;
                long requested = config.cyclesOfMicros(parameters.turnaroundMicros());
                long delay = Math.max(0, Math.round(requested - natural));
                double turnaround = Math.max(requested, natural);
                for (double tbMicros : parameters.busyServiceMicros()) {
                    long busy = config.cyclesOfMicros(tbMicros);
                    MachineReport r = machine.run(p, (id, size) -> new SwampProgram(work, quantum, busy, idle, delay,
                            true, receive, send), limit);
                    double z = SwampModel.leverage(busy, turnaround, idle);
                    double prob = SwampModel.progressProbability(p, z);
                    Double measured = r.halted() ? r.seconds() : null;
                    rows.add(new Row(p, tbMicros, parameters.idleServiceMicros(),
                            turnaround * 1e6 / config.clockHz(), z, prob,
                            parameters.workSeconds() / prob, measured, parameters.timeLimitSeconds(),
                            r.nodes().get(0).messagesReceived()));
                }
            }
        }
        return rows;
    }

    private static double meanLatency(FatTree tree) {
        int p = tree.processors();
        double sum = 0;
        for (int j = 1; j < p; j++) {
            sum += tree.latency(0, j);
        }
        return sum / (p - 1);
    }
}

package jamboree.scheduler;

import jamboree.machine.accounting.SimulationCounts;

/**
 * One iteration of iterative deepening on the machine: its score and move, and T (machine cycles from the root's
 * start to its value), W (chess-work cycles on all nodes) and C (critical path by time stamps, Figure 5-8); with what
 * it cost the host: its time, and on the simulated machine its events and node windows (the unit the simulator's host
 * time follows; both 0 elsewhere), also by kind.
 */
public record IterationFigures(int depth, int score, int bestMove, long timeCycles, long work, long criticalPath,
                               long positions, long hostNanos, long simulatedEvents, long nodeWindows,
                               SimulationCounts simulation) {

    /** Average available parallelism W/C. */
    public double parallelism() {
        return criticalPath == 0 ? 0.0 : work / (double) criticalPath;
    }
}

package jamboree.scheduler;

/**
 * One iteration of iterative deepening on the machine: its score and move, and T (machine cycles from the root's
 * start to its value), W (chess-work cycles on all nodes) and C (critical path by time stamps, Figure 5-8).
 */
public record IterationFigures(int depth, int score, int bestMove, long timeCycles, long work, long criticalPath,
                               long positions, long hostNanos) {

    /** Average available parallelism W/C. */
    public double parallelism() {
        return criticalPath == 0 ? 0.0 : work / (double) criticalPath;
    }
}

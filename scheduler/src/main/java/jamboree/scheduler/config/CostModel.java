package jamboree.scheduler.config;

import com.typesafe.config.Config;

/**
 * Cycles charged for each chess operation a node really performs (thesis Figure 6-10, at 33 MHz). Different trees
 * therefore cost different amounts, and the charge never depends on the host's speed.
 */
public record CostModel(long jamboreeControl, long serialControl, long makeUnmake, long evaluation,
                        long moveGeneration, long sort, long repetitionCheck, long illegalMoveCheck,
                        long stealService, long tableService, long replayPerMove) {

    static CostModel from(Config c) {
        return new CostModel(nonNegative(c, "jamboree-control"), nonNegative(c, "serial-control"),
                nonNegative(c, "make-unmake"), nonNegative(c, "evaluation"), nonNegative(c, "move-generation"),
                nonNegative(c, "sort"), nonNegative(c, "repetition-check"), nonNegative(c, "illegal-move-check"),
                nonNegative(c, "steal-service"), nonNegative(c, "table-service"), nonNegative(c, "replay-per-move"));
    }

    private static long nonNegative(Config c, String path) {
        long v = c.getLong(path);
        if (v < 0) {
            throw new IllegalArgumentException(SchedulerConfig.ROOT + ".cost." + path + " must be >= 0, got " + v);
        }
        return v;
    }

    /**
     * Cycles of a serial search from its operation counts: positions, make/unmake pairs, evaluations, generator
     * calls, moves generated, ordering steps and repetition checks.
     */
    public long serialCycles(long nodes, long makes, long evaluations, long generations, long generated,
                             long sortSteps, long repetitionChecks) {
        return nodes * serialControl + makes * makeUnmake + evaluations * evaluation + generations * moveGeneration
                + generated * illegalMoveCheck + sortSteps * sort + repetitionChecks * repetitionCheck;
    }
}

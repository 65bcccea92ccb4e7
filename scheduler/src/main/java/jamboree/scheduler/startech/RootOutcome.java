package jamboree.scheduler.startech;

/**
 * The root frame's result on node 0.
 *
 * @param done whether the root returned a value during the run
 * @param time machine cycles from the start of the run to the root's value (T)
 * @param stamp the critical-path stamp of the root's value (C)
 * @param work chess work of the whole tree as the frames accounted it
 */
public record RootOutcome(boolean done, int value, int move, long time, long stamp, long work, long failedWork,
                          long cutoffWork) {

    /** No value yet (and on every node but 0, never). */
    public static final RootOutcome NONE = new RootOutcome(false, 0, jamboree.engine.board.Move.NONE, -1, 0, 0, 0, 0);
}

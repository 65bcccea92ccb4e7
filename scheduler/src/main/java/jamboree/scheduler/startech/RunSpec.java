package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every node of one run knows from the start, as if broadcast before the machine starts: the root position
 * (with its game history), the depth of the iteration, the profile, the switches, and the previous iteration's best
 * move (searched first at the root). Read-only during the run, except the stop flag set from outside.
 */
public record RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                      AtomicBoolean stop) {

    public RunSpec {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
    }

    public static RunSpec of(Position root, int depth, Profile profile, SchedulerConfig config) {
        return new RunSpec(root, depth, profile, config, Move.NONE, new AtomicBoolean());
    }

    int rootHistoryLength() {
        return root.historyLength();
    }
}

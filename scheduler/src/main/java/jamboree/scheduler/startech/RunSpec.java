package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.table.TableSlice;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every node of one run knows from the start, as if broadcast before the machine starts: the root position
 * (with its game history), the depth of the iteration, the profile, the switches, and the previous iteration's best
 * move (searched first at the root), and on a machine whose nodes share memory the slices of the global table
 * ({@code sharedSlices}, otherwise null). Read-only during the run, except the stop flag set from outside.
 */
public record RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                      AtomicBoolean stop, TableSlice[] sharedSlices) {

    public RunSpec {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
    }

    public static RunSpec of(Position root, int depth, Profile profile, SchedulerConfig config) {
        return new RunSpec(root, depth, profile, config, Move.NONE, new AtomicBoolean(), null);
    }

    /**
     * The slices of the global table of {@code memories}, for a machine whose nodes share the host's memory (the
     * native machine): each node then reads and updates the owner's slice directly, under the slice's lock.
     */
    public static TableSlice[] sharedSlices(NodeMemory[] memories) {
        TableSlice[] slices = new TableSlice[memories.length];
        for (int i = 0; i < memories.length; i++) {
            slices[i] = memories[i].slice;
        }
        return slices;
    }

    int rootHistoryLength() {
        return root.historyLength();
    }
}

package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every node of one run knows from the start, as if broadcast before the machine starts: the root position
 * (with its game history), the depth of the iteration, the profile, the switches, the previous iteration's best
 * move (searched first at the root) and the root moves the run may search. Read-only during the run, except the stop
 * flag set from outside.
 *
 * @param rootMoves the only moves the root searches ({@code go searchmoves}, or a MultiPV line that excludes the
 *                  lines found before it); empty: every legal move
 */
public record RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                      AtomicBoolean stop, int[] rootMoves) {

    private static final int[] ALL_MOVES = new int[0];

    public RunSpec {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        rootMoves = rootMoves == null ? ALL_MOVES : rootMoves.clone();
    }

    /** A run whose root searches every legal move. */
    public RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                   AtomicBoolean stop) {
        this(root, depth, profile, config, rootHint, stop, ALL_MOVES);
    }

    public static RunSpec of(Position root, int depth, Profile profile, SchedulerConfig config) {
        return new RunSpec(root, depth, profile, config, Move.NONE, new AtomicBoolean());
    }

    @Override
    public int[] rootMoves() {
        return rootMoves.clone();
    }

    /** Whether the root may search {@code move} in this run. */
    public boolean searchesAtRoot(int move) {
        if (rootMoves.length == 0) {
            return true;
        }
        for (int m : rootMoves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /** Whether the root searches only some of its moves (its value is then not the position's). */
    public boolean rootRestricted() {
        return rootMoves.length > 0;
    }

    int rootHistoryLength() {
        return root.historyLength();
    }
}

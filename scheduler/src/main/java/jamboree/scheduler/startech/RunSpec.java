package jamboree.scheduler.startech;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every node of one run knows from the start, as if broadcast before the machine starts: the root position
 * (with its game history), the depth of the iteration, the profile, the switches, the previous iteration's best
 * move (searched first at the root), the root moves the run may search and the root's window. Read-only during the
 * run, except the stop flag set from outside.
 *
 * @param rootMoves the only moves the root searches ({@code go searchmoves}, or a MultiPV line that excludes the
 *                  lines found before it); empty: every legal move
 * @param rootAlpha the root's window (an aspiration window); the full width unless given
 */
public record RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                      AtomicBoolean stop, int[] rootMoves, int rootAlpha, int rootBeta) {

    private static final int[] ALL_MOVES = new int[0];

    public RunSpec {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        if (rootAlpha >= rootBeta || rootAlpha < -Score.INFINITE || rootBeta > Score.INFINITE) {
            throw new IllegalArgumentException("root window (" + rootAlpha + ", " + rootBeta + ")");
        }
        rootMoves = rootMoves == null ? ALL_MOVES : rootMoves.clone();
    }

    /** A run whose root searches the full window. */
    public RunSpec(Position root, int depth, Profile profile, SchedulerConfig config, int rootHint,
                   AtomicBoolean stop, int[] rootMoves) {
        this(root, depth, profile, config, rootHint, stop, rootMoves, -Score.INFINITE, Score.INFINITE);
    }

    /** A run whose root searches every legal move with the full window. */
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

    /** The same run with the root window (alpha, beta). */
    public RunSpec withRootWindow(int alpha, int beta) {
        return new RunSpec(root, depth, profile, config, rootHint, stop, rootMoves, alpha, beta);
    }

    /** Whether the root searches only some of its moves (its value is then not the position's). */
    public boolean rootRestricted() {
        return rootMoves.length > 0;
    }

    int rootHistoryLength() {
        return root.historyLength();
    }
}

package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The root moves of a machine search's lines: the moves {@code go searchmoves} allows (all legal moves when it names
 * none, or none of those it names is legal, as the one-ply fallback has it), and for MultiPV line k of an iteration
 * those moves less the best moves of lines 1..k-1 of the same iteration, the way the serial search finds its lines.
 * A machine run searches a root one line at a time, so line k's run is told the moves it may search.
 */
final class RootLines {
    private final int[] candidates;
    private final boolean restricted;
    private final int lines;
    /** This iteration's best move of each line found so far, and the previous iteration's of the others. */
    private final int[] lineMoves;

    RootLines(Position root, int[] searchMoves, int multiPv) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(root, legal);
        legal = Arrays.copyOf(legal, n);
        int[] allowed = searchMoves == null ? new int[0]
                : Arrays.stream(legal).filter(m -> contains(searchMoves, m)).toArray();
        this.restricted = allowed.length > 0;
        this.candidates = restricted ? allowed : legal;
        this.lines = Math.max(1, Math.min(multiPv, candidates.length));
        this.lineMoves = new int[lines];
        Arrays.fill(lineMoves, Move.NONE);
    }

    /** Lines each iteration searches: MultiPV, at most the moves there are (one for a root without moves). */
    int lines() {
        return lines;
    }

    /**
     * The moves line {@code line} (0-based) may search: empty (every move) for the first line of an unrestricted
     * root, else the candidates less the moves the earlier lines of this iteration found.
     */
    int[] rootMoves(int line) {
        if (line == 0 && !restricted) {
            return new int[0];
        }
        int[] earlier = Arrays.copyOf(lineMoves, line);
        return Arrays.stream(candidates).filter(m -> !contains(earlier, m)).toArray();
    }

    /**
     * The move line {@code line} searches first: the previous iteration's best move of the line (the root skips it
     * when this line may not search it).
     */
    int hint(int line, int bestMove) {
        return line == 0 ? bestMove : lineMoves[line];
    }

    /** Line {@code line} of this iteration found {@code move}. */
    void found(int line, int move) {
        lineMoves[line] = move;
    }

    /**
     * This iteration's lines, best score first (the order they were found among equal scores); the next iteration
     * searches each line's move first in that order. A later line can score above an earlier one where pruning saw
     * its move differently in the earlier line's search: the serial search's lines are ranked the same way.
     */
    List<Line> rank(List<Line> found) {
        List<Line> ranked = new ArrayList<>(found);
        ranked.sort(Comparator.comparingInt(Line::score).reversed());
        for (int i = 0; i < ranked.size(); i++) {
            lineMoves[i] = ranked.get(i).move();
        }
        return ranked;
    }

    /** One line of an iteration: its best move, its value, its principal variation. */
    record Line(int move, int score, int[] pv) {
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }
}

package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.rules.DrawRules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The arbiter of one game between two engines: it keeps the board and both clocks, takes each move as the engine
 * wrote it, and ends the game by the rules (checkmate, stalemate, threefold repetition, the fifty-move rule, dead
 * material, a flag fall, an illegal move) or by adjudication after a fixed number of plies. It trusts nothing an
 * engine says: the move must parse and be legal on the referee's own board.
 */
public final class Referee {

    /** How a game ended. */
    public enum Reason {
        CHECKMATE, STALEMATE, REPETITION, FIFTY_MOVES, DEAD_POSITION, TIME, ILLEGAL_MOVE, NO_ANSWER, ADJUDICATED
    }

    /** The result: 1 white won, -1 black won, 0 a draw. */
    public record Outcome(int result, Reason reason, int plies) {
        public String score() {
            return result > 0 ? "1-0" : result < 0 ? "0-1" : "1/2-1/2";
        }
    }

    private final Position board;
    private final long incrementMs;
    private final int maxPlies;
    private final long[] clockMs;
    private final List<String> moves = new ArrayList<>();
    private final Map<Long, Integer> seen = new HashMap<>();
    private final String start;
    private long lowestClockMs = Long.MAX_VALUE;
    private Outcome outcome;

    /**
     * @param start    the starting position as a {@code position} command's argument ({@code startpos} or
     *                 {@code fen ...}), with {@code board} that position
     * @param maxPlies plies after which a game still going is adjudicated a draw
     */
    public Referee(String start, Position board, long baseMs, long incrementMs, int maxPlies) {
        this.start = start;
        this.board = board.copy();
        this.incrementMs = incrementMs;
        this.maxPlies = maxPlies;
        this.clockMs = new long[] {baseMs, baseMs};
        seen.merge(this.board.key(), 1, Integer::sum);
        judgePosition();
    }

    /** The {@code position} command that sets up the game so far. */
    public String positionCommand() {
        return "position " + start + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
    }

    /** The {@code go} command with both clocks. */
    public String goCommand() {
        return "go wtime " + clockMs[0] + " btime " + clockMs[1] + " winc " + incrementMs + " binc " + incrementMs;
    }

    /** 0 when white is to move, 1 for black. */
    public int sideToMove() {
        return board.sideToMove() == 0 ? 0 : 1;
    }

    public long clockMs(int side) {
        return clockMs[side];
    }

    /** The lowest clock a side had left right after one of its moves. */
    public long lowestClockMs() {
        return lowestClockMs;
    }

    public int plies() {
        return moves.size();
    }

    /** The outcome, or null while the game goes on. */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * The side to move answered {@code bestmove} with {@code token} after {@code usedMs} on its clock. Returns the
     * outcome if this ended the game, else null.
     */
    public Outcome move(String token, long usedMs) {
        if (outcome != null) {
            throw new IllegalStateException("the game is over: " + outcome);
        }
        int side = sideToMove();
        int loser = side == 0 ? -1 : 1;
        clockMs[side] -= usedMs;
        if (clockMs[side] <= 0) {
            return end(loser, Reason.TIME);
        }
        lowestClockMs = Math.min(lowestClockMs, clockMs[side]);
        int move;
        try {
            move = UciMoves.parse(board, token);
        } catch (RuntimeException e) {
            return end(loser, Reason.ILLEGAL_MOVE);
        }
        if (!board.isLegal(move)) {
            return end(loser, Reason.ILLEGAL_MOVE);
        }
        clockMs[side] += incrementMs;
        board.makeMove(move);
        moves.add(UciMoves.format(move));
        seen.merge(board.key(), 1, Integer::sum);
        return judgePosition();
    }

    /** The side to move gave no answer at all (a crash or a hang): it loses. */
    public Outcome noAnswer() {
        return end(sideToMove() == 0 ? -1 : 1, Reason.NO_ANSWER);
    }

    private Outcome judgePosition() {
        if (!MoveGenerator.hasLegalMove(board)) {
            return board.inCheck() ? end(sideToMove() == 0 ? -1 : 1, Reason.CHECKMATE) : end(0, Reason.STALEMATE);
        }
        if (seen.get(board.key()) >= 3) {
            return end(0, Reason.REPETITION);
        }
        if (DrawRules.isFiftyMoveDraw(board)) {
            return end(0, Reason.FIFTY_MOVES);
        }
        if (DrawRules.isInsufficientMaterial(board)) {
            return end(0, Reason.DEAD_POSITION);
        }
        if (moves.size() >= maxPlies) {
            return end(0, Reason.ADJUDICATED);
        }
        return null;
    }

    private Outcome end(int result, Reason reason) {
        outcome = new Outcome(result, reason, moves.size());
        return outcome;
    }
}

package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.rules.DrawRules;
import jamboree.uci.selfplay.Adjudicator;
import jamboree.uci.selfplay.GameRecord;
import jamboree.uci.selfplay.GameResult;
import jamboree.uci.selfplay.Player;
import jamboree.uci.selfplay.ReportedScore;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The arbiter of one game between two engines: it keeps the board and both clocks, takes each move as the engine
 * wrote it, and ends the game by the rules (checkmate, stalemate, threefold repetition, the fifty-move rule, dead
 * material, a flag fall, an illegal move), by adjudication after a fixed number of plies, or, when given rules for
 * it, by adjudication on the scores both engines report ({@link Adjudicator}). It trusts nothing else an engine
 * says: the move must parse and be legal on the referee's own board.
 */
public final class Referee {

    /** How a game ended. */
    public enum Reason {
        CHECKMATE, STALEMATE, REPETITION, FIFTY_MOVES, DEAD_POSITION, TIME, ILLEGAL_MOVE, NO_ANSWER, ADJUDICATED,
        /** Both engines' scores agreed that one side was winning. */
        RESIGN_ADJUDICATION,
        /** Both engines' scores stayed level. */
        DRAW_ADJUDICATION
    }

    /** The result: 1 white won, -1 black won, 0 a draw. */
    public record Outcome(int result, Reason reason, int plies) {
        public String score() {
            return result > 0 ? "1-0" : result < 0 ? "0-1" : "1/2-1/2";
        }
    }

    private final Position initial;
    private final Position board;
    private final Adjudicator adjudicator;
    private final List<Player.Choice> played = new ArrayList<>();
    private String termination;
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
        this(start, board, baseMs, incrementMs, maxPlies, Adjudicator.Rules.NONE);
    }

    /** As the constructor above, and adjudicating on the engines' reported scores by {@code rules}. */
    public Referee(String start, Position board, long baseMs, long incrementMs, int maxPlies,
                   Adjudicator.Rules rules) {
        this.start = start;
        this.initial = board.copy();
        this.board = board.copy();
        this.adjudicator = new Adjudicator(rules);
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

    /** Why the game ended, as a PGN {@code Termination} tag says it; null while the game goes on. */
    public String termination() {
        return termination;
    }

    /** The game so far: its start, the moves with each mover's reported centipawns, and its end once it has one. */
    public GameRecord record() {
        GameResult result = outcome == null || outcome.result() == 0 ? GameResult.DRAW
                : outcome.result() > 0 ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
        return new GameRecord(initial, played, result, termination == null ? "unterminated" : termination);
    }

    /** {@link #move(String, long, ReportedScore)} with no reported score. */
    public Outcome move(String token, long usedMs) {
        return move(token, usedMs, null);
    }

    /**
     * The side to move answered {@code bestmove} with {@code token} after {@code usedMs} on its clock, and its last
     * {@code info} before that reported {@code score} (or null). Returns the outcome if this ended the game, else null.
     */
    public Outcome move(String token, long usedMs, ReportedScore score) {
        if (outcome != null) {
            throw new IllegalStateException("the game is over: " + outcome);
        }
        int side = sideToMove();
        int loser = side == 0 ? -1 : 1;
        String color = side == 0 ? "white" : "black";
        String forfeit = "time forfeit: " + color + "'s move took " + usedMs + " ms with " + clockMs[side]
                + " ms on the clock";
        clockMs[side] -= usedMs;
        if (clockMs[side] <= 0) {
            return end(loser, Reason.TIME, forfeit);
        }
        lowestClockMs = Math.min(lowestClockMs, clockMs[side]);
        int move;
        String illegal = "rules infraction: " + color + " played the illegal move '" + token + "'";
        try {
            move = UciMoves.parse(board, token);
        } catch (RuntimeException e) {
            return end(loser, Reason.ILLEGAL_MOVE, illegal);
        }
        if (!board.isLegal(move)) {
            return end(loser, Reason.ILLEGAL_MOVE, illegal);
        }
        clockMs[side] += incrementMs;
        int fullmove = board.fullmoveNumber();
        board.makeMove(move);
        moves.add(UciMoves.format(move));
        played.add(new Player.Choice(move, score == null ? Player.NO_SCORE : score.centipawns()));
        seen.merge(board.key(), 1, Integer::sum);
        Outcome byRule = judgePosition();
        if (byRule != null) {
            return byRule;
        }
        Adjudicator.Verdict verdict = adjudicator.afterMove(side, fullmove, score);
        if (verdict == null) {
            return null;
        }
        return end(verdict.result(), verdict.result() == 0 ? Reason.DRAW_ADJUDICATION : Reason.RESIGN_ADJUDICATION,
                verdict.termination());
    }

    /** The side to move gave no answer at all (a crash or a hang): it loses. */
    public Outcome noAnswer() {
        return end(sideToMove() == 0 ? -1 : 1, Reason.NO_ANSWER, "abandoned: " + (sideToMove() == 0 ? "white"
                : "black") + " did not answer");
    }

    private Outcome judgePosition() {
        if (!MoveGenerator.hasLegalMove(board)) {
            return board.inCheck() ? end(sideToMove() == 0 ? -1 : 1, Reason.CHECKMATE, "normal: checkmate")
                    : end(0, Reason.STALEMATE, "normal: stalemate");
        }
        if (seen.get(board.key()) >= 3) {
            return end(0, Reason.REPETITION, "normal: threefold repetition");
        }
        if (DrawRules.isFiftyMoveDraw(board)) {
            return end(0, Reason.FIFTY_MOVES, "normal: fifty-move rule");
        }
        if (DrawRules.isInsufficientMaterial(board)) {
            return end(0, Reason.DEAD_POSITION, "normal: insufficient material");
        }
        if (moves.size() >= maxPlies) {
            return end(0, Reason.ADJUDICATED, "adjudication: a draw after " + maxPlies + " plies");
        }
        return null;
    }

    private Outcome end(int result, Reason reason, String why) {
        outcome = new Outcome(result, reason, moves.size());
        termination = why;
        return outcome;
    }
}

package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code position startpos|fen <fen> [moves <m1> ... <mn>]}. A malformed FEN keeps the previous position; an
 * illegal or malformed move keeps the position reached just before it, so the engine can still play on.
 */
final class PositionCommand {

    /** The new position and what to report about the command (empty when it was all good). */
    record Outcome(Position position, List<String> report) {
    }

    private PositionCommand() {
    }

    /** Applies the tokens after {@code position}; {@code current} is returned (untouched) when nothing can be used. */
    static Outcome apply(List<String> tokens, Position current) {
        List<String> report = new ArrayList<>();
        if (tokens.isEmpty()) {
            report.add("position needs 'startpos' or 'fen'; position unchanged");
            return new Outcome(current, report);
        }
        Position position;
        int next;
        String kind = tokens.get(0);
        if (kind.equals("startpos")) {
            position = Position.startPosition();
            next = 1;
        } else if (kind.equals("fen")) {
            next = 1;
            while (next < tokens.size() && !tokens.get(next).equals("moves")) {
                next++;
            }
            String fen = String.join(" ", tokens.subList(1, next));
            if (fen.isEmpty()) {
                report.add("position fen without a FEN; position unchanged");
                return new Outcome(current, report);
            }
            try {
                position = Fen.parse(fen);
            } catch (RuntimeException e) {
                report.add("invalid FEN '" + Abbreviation.of(fen) + "': " + e.getMessage() + "; position unchanged");
                return new Outcome(current, report);
            }
        } else {
            report.add("position needs 'startpos' or 'fen', got '" + Abbreviation.of(kind) + "'; position unchanged");
            return new Outcome(current, report);
        }
        if (next == tokens.size()) {
            return new Outcome(position, report);
        }
        if (!tokens.get(next).equals("moves")) {
            report.add("unexpected '" + Abbreviation.of(tokens.get(next)) + "' in position command; moves ignored");
            return new Outcome(position, report);
        }
        int played = 0;
        for (int i = next + 1; i < tokens.size(); i++) {
            String token = tokens.get(i);
            try {
                int move = UciMoves.parse(position, token);
                position.makeMove(move);
                played++;
            } catch (RuntimeException e) {
                report.add("illegal move '" + Abbreviation.of(token) + "' (move " + (played + 1) + " of the list): "
                        + e.getMessage() + "; position kept after " + played + " moves");
                break;
            }
        }
        return new Outcome(position, report);
    }
}

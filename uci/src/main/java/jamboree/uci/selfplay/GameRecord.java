package jamboree.uci.selfplay;

import jamboree.engine.board.Position;

import java.util.List;

/**
 * One finished game: where it started, its moves with the mover's score for each ({@link Player#NO_SCORE} for
 * opening moves chosen without a search), how it ended and why.
 */
public record GameRecord(Position start, List<Player.Choice> moves, GameResult result, String termination) {
    public GameRecord {
        start = start.copy();
        moves = List.copyOf(moves);
    }

    /** The position before move {@code ply} (0-based), replayed from the start. */
    public Position positionBefore(int ply) {
        Position board = start.copy();
        for (int i = 0; i < ply; i++) {
            board.makeMove(moves.get(i).move());
        }
        return board;
    }
}

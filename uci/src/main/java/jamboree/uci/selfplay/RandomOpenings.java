package jamboree.uci.selfplay;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Varied starts for games between deterministic players: a few uniformly random legal plies from a position.
 * Without them, two searches with fixed node counts would play the same game over and over.
 */
public final class RandomOpenings {
    private final RandomGenerator random;
    private final int plies;

    public RandomOpenings(RandomGenerator random, int plies) {
        this.random = random;
        this.plies = plies;
    }

    /** The opening moves from {@code start} (fewer when a position on the way has no legal move). */
    public List<Player.Choice> next(Position start) {
        Position board = start.copy();
        List<Player.Choice> moves = new ArrayList<>();
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0; i < plies; i++) {
            int count = MoveGenerator.legalMoves(board, legal);
            if (count == 0) {
                break;
            }
            int move = legal[random.nextInt(count)];
            moves.add(new Player.Choice(move, Player.NO_SCORE));
            board.makeMove(move);
        }
        return moves;
    }
}

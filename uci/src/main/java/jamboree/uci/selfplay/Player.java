package jamboree.uci.selfplay;

import jamboree.engine.board.Position;

/** One side of a game: given the game so far (the position with its history), the move it plays. */
public interface Player {

    /** A move and the player's score for it in centipawns from the mover's side, or {@link #NO_SCORE}. */
    record Choice(int move, int score) {
    }

    int NO_SCORE = Integer.MIN_VALUE;

    /** The move to play in {@code game}, which must not be changed visibly; {@code game} has a legal move. */
    Choice play(Position game);

    /** A new game begins: forget what belongs to the last one. */
    default void newGame() {
    }
}

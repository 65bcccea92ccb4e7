package jamboree.uci.wdl;

import jamboree.engine.board.Position;
import jamboree.engine.search.Score;
import jamboree.uci.selfplay.GameRecord;
import jamboree.uci.selfplay.Player;

import java.util.ArrayList;
import java.util.List;

/**
 * One searched position of a finished game: the mover's score, the material and what the mover then scored in the
 * game (1 win, 0.5 draw, 0 loss).
 */
public record WdlSample(int score, int material, double points) {

    /** Scores beyond this say nothing a model of close games needs, and a few of them would pull the fit. */
    static final int MAX_SCORE = 2000;

    /** The samples of a game: every searched move with a score that is not a mate and within {@link #MAX_SCORE}. */
    public static List<WdlSample> of(GameRecord game) {
        List<WdlSample> samples = new ArrayList<>();
        Position board = game.start().copy();
        for (Player.Choice move : game.moves()) {
            int score = move.score();
            if (score != Player.NO_SCORE && !Score.isMate(score) && Math.abs(score) <= MAX_SCORE) {
                samples.add(new WdlSample(score, Material.of(board), game.result().pointsFor(board.sideToMove())));
            }
            board.makeMove(move.move());
        }
        return samples;
    }
}

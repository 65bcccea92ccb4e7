package jamboree.uci.selfplay;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.rules.DrawRules;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game to its end by the rules: mate, stalemate, threefold repetition, the fifty-move rule or
 * insufficient material; a game still going after {@code maxPlies} is adjudicated a draw (said in its termination).
 */
public final class GamePlayer {
    private final int maxPlies;

    public GamePlayer(int maxPlies) {
        this.maxPlies = maxPlies;
    }

    /** Plays {@code white} against {@code black} from {@code start}, after the {@code opening} moves already made. */
    public GameRecord play(Position start, List<Player.Choice> opening, Player white, Player black) {
        Position game = start.copy();
        List<Player.Choice> moves = new ArrayList<>(opening);
        for (Player.Choice move : opening) {
            game.makeMove(move.move());
        }
        white.newGame();
        black.newGame();
        while (true) {
            if (!MoveGenerator.hasLegalMove(game)) {
                return game.inCheck()
                        ? new GameRecord(start, moves, GameResult.winFor(1 - game.sideToMove()), "checkmate")
                        : new GameRecord(start, moves, GameResult.DRAW, "stalemate");
            }
            // The game's own history before this position: two earlier occurrences make a threefold repetition.
            if (DrawRules.isDraw(game, game.historyLength())) {
                return new GameRecord(start, moves, GameResult.DRAW, "draw by rule");
            }
            if (moves.size() >= maxPlies) {
                return new GameRecord(start, moves, GameResult.DRAW, "adjudicated a draw after " + maxPlies
                        + " plies");
            }
            Player mover = game.sideToMove() == Piece.WHITE ? white : black;
            Player.Choice choice = mover.play(game.copy());
            if (!game.isLegal(choice.move())) {
                throw new IllegalStateException("player chose an illegal move " + UciMoves.format(choice.move()));
            }
            game.makeMove(choice.move());
            moves.add(choice);
        }
    }
}

package jamboree.engine.board;

import jamboree.engine.notation.Fen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/** Seeded random games: a cheap source of odd positions (promotions, en passant, underpromotion, checks). */
public final class RandomGames {
    private RandomGames() {
    }

    /**
     * Plays {@code games} games of at most {@code maxPlies} uniformly random legal moves from the start position,
     * calling {@code afterEachMove} on the live position after every move. Games stop at mate, stalemate or
     * when only kings are left.
     */
    public static void play(long seed, int games, int maxPlies, Consumer<Position> afterEachMove) {
        Random random = new Random(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < maxPlies; ply++) {
                int n = MoveGenerator.legalMoves(position, moves);
                if (n == 0 || Long.bitCount(position.occupied()) == 2) {
                    break;
                }
                position.makeMove(moves[random.nextInt(n)]);
                afterEachMove.accept(position);
            }
        }
    }

    /** FENs of every position of some random games, start position excluded. */
    public static List<String> fens(long seed, int games, int maxPlies) {
        List<String> fens = new ArrayList<>();
        play(seed, games, maxPlies, p -> fens.add(Fen.format(p)));
        return fens;
    }
}

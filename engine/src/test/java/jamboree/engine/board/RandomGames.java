package jamboree.engine.board;

import jamboree.engine.notation.Fen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;

/** Seeded random games: a cheap source of odd positions (promotions, en passant, underpromotion, checks). */
public final class RandomGames {
    private RandomGames() {
    }

    /** Picks the move to play among the {@code n} legal {@code moves} of {@code position}. */
    private interface Chooser {
        int choose(Position position, int[] moves, int n, Random random);
    }

    /**
     * Plays {@code games} games of at most {@code maxPlies} uniformly random legal moves from the start position,
     * calling {@code afterEachMove} on the live position after every move. Games stop at mate, stalemate or
     * when only kings are left.
     */
    public static void play(long seed, int games, int maxPlies, Consumer<Position> afterEachMove) {
        play(seed, games, maxPlies, random -> Position.startPosition(),
                (position, moves, n, random) -> moves[random.nextInt(n)], afterEachMove);
    }

    /**
     * The same from Chess960 starting positions, each game's number drawn from the seeded generator: castling
     * with the king and rook anywhere. Every other move develops a minor piece or the queen off the back rank if
     * one can, so that castling soon becomes possible while the rights still stand.
     */
    public static void playChess960(long seed, int games, int maxPlies, Consumer<Position> afterEachMove) {
        int[] developing = new int[MoveGenerator.MAX_MOVES];
        play(seed, games, maxPlies, random -> Chess960.startPosition(random.nextInt(Chess960.POSITIONS)),
                (position, moves, n, random) -> {
                    int d = 0;
                    int backRank = position.sideToMove() == Piece.WHITE ? 0 : 7;
                    for (int i = 0; i < n; i++) {
                        int from = Move.from(moves[i]);
                        int type = Piece.type(position.pieceAt(from));
                        if (Square.rank(from) == backRank && type != Piece.KING && type != Piece.ROOK) {
                            developing[d++] = moves[i];
                        }
                    }
                    return d > 0 && random.nextBoolean() ? developing[random.nextInt(d)] : moves[random.nextInt(n)];
                }, afterEachMove);
    }

    /** FENs of every position of some random games, start position excluded. */
    public static List<String> fens(long seed, int games, int maxPlies) {
        List<String> fens = new ArrayList<>();
        play(seed, games, maxPlies, p -> fens.add(Fen.format(p)));
        return fens;
    }

    /** FENs (X-FEN castling) of every position of some random Chess960 games, start positions excluded. */
    public static List<String> chess960Fens(long seed, int games, int maxPlies) {
        List<String> fens = new ArrayList<>();
        playChess960(seed, games, maxPlies, p -> fens.add(Fen.format(p)));
        return fens;
    }

    private static void play(long seed, int games, int maxPlies, Function<Random, Position> start, Chooser chooser,
                             Consumer<Position> afterEachMove) {
        Random random = new Random(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position position = start.apply(random);
            for (int ply = 0; ply < maxPlies; ply++) {
                int n = MoveGenerator.legalMoves(position, moves);
                if (n == 0 || Long.bitCount(position.occupied()) == 2) {
                    break;
                }
                position.makeMove(chooser.choose(position, moves, n, random));
                afterEachMove.accept(position);
            }
        }
    }
}

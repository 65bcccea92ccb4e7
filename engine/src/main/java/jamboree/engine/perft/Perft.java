package jamboree.engine.perft;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;

/**
 * Counts the leaf nodes of the legal move tree to a fixed depth, the standard check of a move generator.
 *
 * <p>The last ply is bulk-counted: at depth 1 the legal moves are counted with population counts and never
 * made. One move buffer per ply is allocated up front, so the count itself allocates nothing.
 */
public final class Perft {
    private final Position position;
    private final int[][] buffers;

    /** Counts on this position, which is left as it was after each count. */
    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.buffers = new int[Math.max(1, maxDepth)][MoveGenerator.MAX_MOVES];
    }

    /** Leaf nodes at {@code depth} plies (1 at depth 0). */
    public static long count(Position position, int depth) {
        return new Perft(position, depth).count(depth);
    }

    public long count(int depth) {
        if (depth > buffers.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds the " + buffers.length + " prepared");
        }
        return search(depth);
    }

    /** The count below each legal root move (what {@code go perft} prints as "divide"). */
    public Divide divide(int depth) {
        if (depth < 1 || depth > buffers.length) {
            throw new IllegalArgumentException("divide needs 1 <= depth <= " + buffers.length + ", got " + depth);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        long[] nodes = new long[n];
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            nodes[i] = search(depth - 1);
            position.unmakeMove();
        }
        int[] rootMoves = new int[n];
        System.arraycopy(moves, 0, rootMoves, 0, n);
        return new Divide(rootMoves, nodes);
    }

    private long search(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return MoveGenerator.countLegalMoves(position);
        }
        int[] moves = buffers[depth - 1];
        int n = MoveGenerator.legalMoves(position, moves);
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            total += search(depth - 1);
            position.unmakeMove();
        }
        return total;
    }

    /** Per-root-move counts of a {@link #divide} call; {@code moves[i]} has {@code nodes[i]} leaves below it. */
    public record Divide(int[] moves, long[] nodes) {
        public long total() {
            long sum = 0;
            for (long v : nodes) {
                sum += v;
            }
            return sum;
        }
    }
}

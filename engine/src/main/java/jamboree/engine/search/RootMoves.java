package jamboree.engine.search;

/**
 * The moves of the search root in their current order, with the score each got in the running iteration. Each
 * iteration (and each MultiPV line) brings its best move to the front, so the next iteration searches it first.
 */
public final class RootMoves {
    final int[] moves;
    final int[] scores;
    final int count;

    public RootMoves(int[] moves, int count) {
        this.moves = java.util.Arrays.copyOf(moves, count);
        this.scores = new int[count];
        this.count = count;
    }

    public int count() {
        return count;
    }

    public int move(int index) {
        return moves[index];
    }

    /** Moves the entry at {@code from} to {@code to} (&lt;= from), shifting the ones between down by one. */
    void promote(int from, int to) {
        int move = moves[from];
        int score = scores[from];
        System.arraycopy(moves, to, moves, to + 1, from - to);
        System.arraycopy(scores, to, scores, to + 1, from - to);
        moves[to] = move;
        scores[to] = score;
    }
}

package jamboree.engine.search;

/**
 * The outcome of a search.
 *
 * @param bestMove   the move to play, or {@code Move.NONE} when the root has no legal move
 * @param ponderMove the expected reply, or {@code Move.NONE} when unknown
 * @param score      score of the best move from the side to move
 * @param depth      deepest completed iteration
 * @param nodes      positions searched
 * @param pv         principal variation
 */
public record SearchResult(int bestMove, int ponderMove, int score, int depth, long nodes, int[] pv) {
}

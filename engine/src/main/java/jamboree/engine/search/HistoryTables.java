package jamboree.engine.search;

import jamboree.engine.board.Move;

/**
 * Quiet-move ordering knowledge a search gathers as it goes: two killer moves per ply (quiet moves that caused a
 * cutoff at that ply elsewhere in the tree) and a history score per piece and destination square.
 */
public final class HistoryTables {
    private static final int LIMIT = 1 << 20;

    private final int[] killers = new int[2 * (Searcher.MAX_PLY + 2)];
    private final int[] history = new int[16 * 64];

    public int killer1(int ply) {
        return killers[2 * ply];
    }

    public int killer2(int ply) {
        return killers[2 * ply + 1];
    }

    public int history(int piece, int to) {
        return history[(piece << 6) | to];
    }

    /** A quiet move caused a cutoff at {@code ply} after the quiet moves {@code tried[0..triedCount)} failed. */
    public void recordCutoff(int ply, int depth, int piece, int move, int[] triedPieces, int[] tried, int triedCount) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int bonus = Math.min(depth * depth, 400);
        add((piece << 6) | Move.to(move), bonus);
        for (int i = 0; i < triedCount; i++) {
            add((triedPieces[i] << 6) | Move.to(tried[i]), -bonus);
        }
    }

    private void add(int index, int delta) {
        int value = history[index] + delta;
        history[index] = value;
        if (value > LIMIT || value < -LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
    }

    /** Killers belong to one search; history is kept but damped between searches. */
    public void newSearch() {
        java.util.Arrays.fill(killers, Move.NONE);
        for (int i = 0; i < history.length; i++) {
            history[i] /= 8;
        }
    }

    public void clear() {
        java.util.Arrays.fill(killers, Move.NONE);
        java.util.Arrays.fill(history, 0);
    }
}

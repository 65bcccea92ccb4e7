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

    /** A copy of the history scores, to hand to another searcher (a parallel search's stolen work carries it). */
    public int[] historySnapshot() {
        return history.clone();
    }

    /** The killers of {@code plies} plies from {@code ply} on, two per ply. */
    public int[] killersFrom(int ply, int plies) {
        int from = Math.min(2 * ply, killers.length);
        int to = Math.min(from + 2 * plies, killers.length);
        return java.util.Arrays.copyOfRange(killers, from, to);
    }

    /**
     * Takes over another searcher's knowledge (made by {@link #historySnapshot} and {@link #killersFrom}): its history
     * scores replace these, and its killers those of the plies from {@code ply} on.
     */
    public void adopt(int[] historyScores, int ply, int[] killersFromPly) {
        System.arraycopy(historyScores, 0, history, 0, history.length);
        int from = Math.min(2 * ply, killers.length);
        System.arraycopy(killersFromPly, 0, killers, from, Math.min(killersFromPly.length, killers.length - from));
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

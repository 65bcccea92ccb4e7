package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Score;
import jamboree.scheduler.IterationFigures;
import jamboree.uci.wdl.WdlModel;

import java.util.Locale;

/** Formats search reports as UCI {@code info} lines, in the field order Stockfish uses. */
final class InfoFormatter {

    private InfoFormatter() {
    }

    /**
     * @param chess960 castling written as king takes rook ({@code UCI_Chess960})
     * @param wdl      the {@code wdl} field to follow the score ({@link #wdl}), or empty
     */
    static String iteration(IterationInfo info, Position root, boolean chess960, String wdl) {
        StringBuilder line = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(Math.max(info.depth(), info.selDepth()))
                .append(" multipv ").append(Math.max(1, info.multiPv()))
                .append(' ').append(score(info.score(), info.bound())).append(wdl)
                .append(" nodes ").append(info.nodes())
                .append(" nps ").append(nps(info.nodes(), info.timeMs()))
                .append(" hashfull ").append(Math.max(0, Math.min(1000, info.hashFull())))
                .append(" time ").append(Math.max(0, info.timeMs()));
        appendPv(line, info.pv(), root, chess960);
        return line.toString();
    }

    static String iteration(IterationInfo info, Position root, boolean chess960) {
        return iteration(info, root, chess960, "");
    }

    /** {@code " wdl W D L"} in per mille for the side to move ({@code UCI_ShowWDL}), placed after the score. */
    static String wdl(WdlModel model, int score, int material) {
        int[] chances = model.perMille(score, material);
        return " wdl " + chances[0] + " " + chances[1] + " " + chances[2];
    }

    /** {@code score cp N} or {@code score mate N}, with {@code lowerbound}/{@code upperbound} when not exact. */
    static String score(int score, Bound bound) {
        String value = "score " + Score.uci(score);
        if (bound == Bound.LOWER) {
            return value + " lowerbound";
        }
        if (bound == Bound.UPPER) {
            return value + " upperbound";
        }
        return value;
    }

    /**
     * One iteration on a simulated machine: its simulated time T (the root's cycles, in seconds at the machine's
     * clock), the work W and critical path C in cycles, the average parallelism W/C, and the running totals of the
     * search in simulated and host seconds (what the simulation costs).
     */
    static String machineIteration(String machine, long clockHz, IterationFigures f, long totalCycles,
                                   long totalHostNanos) {
        return String.format(Locale.ROOT, "%s depth %d simulated %.6f s (T %d cycles at %s MHz) W %d C %d"
                        + " W/C %.2f; search so far %.6f s simulated, %.3f s host", machine, f.depth(),
                totalSeconds(f.timeCycles(), clockHz), f.timeCycles(), megahertz(clockHz), f.work(),
                f.criticalPath(), f.parallelism(), totalSeconds(totalCycles, clockHz), totalHostNanos / 1e9);
    }

    private static double totalSeconds(long cycles, long clockHz) {
        return cycles / (double) clockHz;
    }

    private static String megahertz(long clockHz) {
        return clockHz % 1_000_000 == 0 ? Long.toString(clockHz / 1_000_000)
                : String.format(Locale.ROOT, "%.3f", clockHz / 1e6);
    }

    static String currentMove(int depth, int move, int moveNumber, boolean chess960) {
        return "info depth " + depth + " currmove " + UciMoves.format(move, chess960) + " currmovenumber "
                + moveNumber;
    }

    static long nps(long nodes, long timeMs) {
        return nodes * 1000 / Math.max(1, timeMs);
    }

    /**
     * Appends {@code pv m1 m2 ...}, cut at the first move that is not legal in the line: a GUI that replays a PV
     * must never meet an illegal move (a hash collision can put one into a PV read from the table).
     */
    static void appendPv(StringBuilder line, int[] pv, Position root, boolean chess960) {
        if (pv == null || pv.length == 0) {
            return;
        }
        Position board = root.copy();
        int legal = 0;
        StringBuilder moves = new StringBuilder();
        for (int move : pv) {
            if (!board.isLegal(move)) {
                break;
            }
            moves.append(' ').append(UciMoves.format(move, chess960));
            board.makeMove(move);
            legal++;
        }
        if (legal > 0) {
            line.append(" pv").append(moves);
        }
    }
}

package jamboree.bench.tables;

import jamboree.bench.trial.ChessOperations;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Figure 6-10: how the chess work of a set of runs divides among the operations the cost model charges, beside the
 * thesis's split on 512 nodes. The thesis counts all search control flow as one line (its leaves were Jamboree
 * frames too); here frames and serial leaf searches are charged differently, so both are shown, and their sum beside
 * the thesis's line.
 */
public final class ChessWorkTable {

    /** The thesis's chess work, in percent of all cycles (Figure 6-9). */
    public static final double THESIS_CHESS_WORK = 68.8;
    public static final String CONTROL_FLOW = "control flow, frames and leaves";
    public static final String TOTAL = "chess work";

    /** Figure 6-10, in percent of all cycles. */
    public static final Map<String, Double> THESIS = Map.of(CONTROL_FLOW, 37.7, ChessOperations.MAKE_UNMAKE, 15.8,
            ChessOperations.EVALUATION, 8.3, ChessOperations.MOVE_GENERATION, 3.3, ChessOperations.SORT, 2.0,
            ChessOperations.REPETITION_CHECK, 1.6, ChessOperations.ILLEGAL_MOVE_CHECK, 0.2, TOTAL,
            THESIS_CHESS_WORK);

    private ChessWorkTable() {
    }

    /** One line per operation, then the control flow together and the total; empty if no trial split its work. */
    public static List<ChessWorkRow> of(List<Trial> trials) {
        Map<String, Long> sums = new LinkedHashMap<>();
        ChessOperations.ALL.forEach(name -> sums.put(name, 0L));
        long all = 0;
        long work = 0;
        boolean split = false;
        for (Trial t : trials) {
            if (t.chessWork().isEmpty()) {
                continue;
            }
            split = true;
            t.chessWork().forEach((name, cycles) -> sums.merge(name, cycles, Long::sum));
            all += t.totalCycles();
            work += t.work();
        }
        if (!split) {
            return List.of();
        }
        List<ChessWorkRow> rows = new ArrayList<>();
        for (Map.Entry<String, Long> e : sums.entrySet()) {
            rows.add(row(e.getKey(), e.getValue(), work, all));
        }
        long control = sums.get(ChessOperations.JAMBOREE_CONTROL) + sums.get(ChessOperations.SERIAL_CONTROL);
        rows.add(row(CONTROL_FLOW, control, work, all));
        rows.add(row(TOTAL, sums.values().stream().mapToLong(Long::longValue).sum(), work, all));
        return rows;
    }

    private static ChessWorkRow row(String name, long cycles, long work, long all) {
        return new ChessWorkRow(name, cycles, work == 0 ? 0 : 100.0 * cycles / work,
                all == 0 ? 0 : 100.0 * cycles / all, THESIS.getOrDefault(name, Double.NaN));
    }
}

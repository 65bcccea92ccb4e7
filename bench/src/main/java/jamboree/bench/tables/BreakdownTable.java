package jamboree.bench.tables;

import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Figure 6-9: how the processor cycles of a set of runs are spent, beside the thesis's split for a typical
 * Kaufman problem on 512 processors. The simulated machine also accounts network send and receive overheads,
 * empty polls and idling without a waiting reason separately; the thesis folds those into its eight categories.
 */
public final class BreakdownTable {

    /** The thesis's Figure 6-9, in percent. */
    public static final Map<String, Double> THESIS;

    static {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(Activities.CHESS_WORK, 68.8);
        m.put(Activities.WAITING_FOR_TT_READ, 14.4);
        m.put(Activities.WAITING_ON_THROTTLE, 6.6);
        m.put(Activities.LOOKING_FOR_WORK, 3.6);
        m.put(Activities.WAITING_FOR_CHILD, 3.2);
        m.put(Activities.SERVICING_TT_LOOKUP, 2.2);
        m.put(Activities.ANSWERING_STEAL_REQUEST, 0.6);
        m.put(Activities.WAITING_FOR_ABORT, 0.5);
        THESIS = java.util.Collections.unmodifiableMap(m);
    }

    private BreakdownTable() {
    }

    /** One row per activity, over the given trials (for instance every trial at the largest P). */
    public static List<BreakdownRow> of(List<Trial> trials) {
        Map<String, Long> sums = new LinkedHashMap<>();
        for (String a : Activities.ALL) {
            sums.put(a, 0L);
        }
        long total = 0;
        for (Trial t : trials) {
            for (Map.Entry<String, Long> e : t.breakdown().entrySet()) {
                sums.merge(e.getKey(), e.getValue(), Long::sum);
                total += e.getValue();
            }
        }
        List<BreakdownRow> rows = new ArrayList<>();
        for (Map.Entry<String, Long> e : sums.entrySet()) {
            long cycles = e.getValue();
            double percent = total == 0 ? 0.0 : 100.0 * cycles / total;
            rows.add(new BreakdownRow(e.getKey(), cycles, percent, THESIS.getOrDefault(e.getKey(), Double.NaN)));
        }
        return rows;
    }
}

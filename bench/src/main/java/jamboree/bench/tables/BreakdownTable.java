package jamboree.bench.tables;

import jamboree.bench.trial.Trial;
import jamboree.machine.api.Activity;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Figure 6-9: how the processor cycles of a set of runs are spent, beside the thesis's split for a typical
 * Kaufman problem on 512 processors. The simulated machine also accounts network send and receive overheads,
 * empty polls and idling separately; the thesis folds those into its eight categories.
 */
public final class BreakdownTable {

    /** The thesis's Figure 6-9, in percent. */
    public static final Map<Activity, Double> THESIS;

    static {
        Map<Activity, Double> m = new EnumMap<>(Activity.class);
        m.put(Activity.CHESS_WORK, 68.8);
        m.put(Activity.WAITING_FOR_TT_READ, 14.4);
        m.put(Activity.WAITING_ON_THROTTLE, 6.6);
        m.put(Activity.LOOKING_FOR_WORK, 3.6);
        m.put(Activity.WAITING_FOR_CHILD, 3.2);
        m.put(Activity.SERVICING_TT_LOOKUP, 2.2);
        m.put(Activity.ANSWERING_STEAL_REQUEST, 0.6);
        m.put(Activity.WAITING_FOR_ABORT, 0.5);
        THESIS = java.util.Collections.unmodifiableMap(m);
    }

    private BreakdownTable() {
    }

    /** One row per activity, over the given trials (for instance every trial at the largest P). */
    public static List<BreakdownRow> of(List<Trial> trials) {
        Map<Activity, Long> sums = new EnumMap<>(Activity.class);
        long total = 0;
        for (Trial t : trials) {
            for (Map.Entry<Activity, Long> e : t.breakdown().entrySet()) {
                sums.merge(e.getKey(), e.getValue(), Long::sum);
                total += e.getValue();
            }
        }
        List<BreakdownRow> rows = new ArrayList<>();
        for (Activity a : Activity.values()) {
            long cycles = sums.getOrDefault(a, 0L);
            double percent = total == 0 ? 0.0 : 100.0 * cycles / total;
            rows.add(new BreakdownRow(a.label(), cycles, percent, THESIS.getOrDefault(a, Double.NaN)));
        }
        return rows;
    }
}

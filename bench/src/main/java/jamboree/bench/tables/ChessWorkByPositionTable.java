package jamboree.bench.tables;

import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Figure 6-9's chess work position by position. Over all cycles the share is a mean weighted by each search's
 * length, and on a large machine the longest searches are often the ones with the least parallelism (deep, narrow
 * endings), so the one figure hides what it follows: a search keeps its nodes in chess work about as far as its
 * parallelism W/C exceeds the machine. The rows put each position's share beside its W/C and its weight.
 */
public final class ChessWorkByPositionTable {

    private ChessWorkByPositionTable() {
    }

    /** The rows of {@code trials} (one configuration on one machine size), in ascending order of W/C. */
    public static List<ChessWorkByPositionRow> of(String configuration, List<Trial> trials) {
        long all = trials.stream().mapToLong(Trial::totalCycles).sum();
        List<ChessWorkByPositionRow> rows = new ArrayList<>();
        for (Trial t : trials) {
            long cycles = t.totalCycles();
            rows.add(new ChessWorkByPositionRow(configuration, t.position(), t.seconds(), t.parallelism(),
                    percent(t.breakdown().getOrDefault(Activities.CHESS_WORK, 0L), cycles),
                    percent(t.serialWork(), cycles), percent(cycles, all)));
        }
        rows.sort(Comparator.comparingDouble(ChessWorkByPositionRow::parallelism)
                .thenComparing(ChessWorkByPositionRow::position));
        return rows;
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}

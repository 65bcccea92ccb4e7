package jamboree.bench.tables;

import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Trial;

import java.util.List;

/**
 * Figure 6-9's first line in full: "68.8% of the cycles is chess work; of those cycles, 21.4% can be accounted for by
 * the time that our best serial implementation consumes". The chess-work share alone rewards a machine for searching
 * more than the serial program would: a configuration that does twice the work keeps its nodes busier. The serial
 * search's share of all cycles does not, so it stands beside the chess work for each configuration.
 */
public final class UsefulWorkTable {

    /** The thesis's chess work, in percent of all cycles. */
    public static final double THESIS_CHESS_WORK = ChessWorkTable.THESIS_CHESS_WORK;
    /** The thesis's serial implementation's share of that chess work, in percent. */
    public static final double THESIS_SERIAL_OF_CHESS = 21.4;

    private UsefulWorkTable() {
    }

    /** The thesis's serial share of all cycles, 14.7%. */
    public static double thesisSerialOfAll() {
        return THESIS_CHESS_WORK * THESIS_SERIAL_OF_CHESS / 100;
    }

    /** The line of {@code trials} (one configuration on one machine size), summed over their positions. */
    public static UsefulWorkRow of(String configuration, int processors, List<Trial> trials) {
        long all = 0;
        long chess = 0;
        long work = 0;
        long serial = 0;
        for (Trial t : trials) {
            all += t.totalCycles();
            chess += t.breakdown().getOrDefault(Activities.CHESS_WORK, 0L);
            work += t.work();
            serial += t.serialWork();
        }
        return new UsefulWorkRow(configuration, processors, percent(chess, all), percent(serial, work),
                percent(serial, all));
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}

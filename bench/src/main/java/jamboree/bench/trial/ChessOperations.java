package jamboree.bench.trial;

import jamboree.scheduler.startech.Counter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The operations a trial's chess work is split into (thesis Figure 6-10), by the names the report uses, each with
 * the scheduler's counter that tallies its cycles.
 */
public final class ChessOperations {

    public static final String JAMBOREE_CONTROL = "Jamboree control flow (frames)";
    public static final String SERIAL_CONTROL = "serial search control flow (leaves)";
    public static final String MAKE_UNMAKE = "moving the pieces";
    public static final String EVALUATION = "static evaluation";
    public static final String MOVE_GENERATION = "move generation";
    public static final String SORT = "sorting the moves";
    public static final String REPETITION_CHECK = "checking for repeated positions";
    public static final String ILLEGAL_MOVE_CHECK = "checking for illegal moves";
    public static final String OTHER = "one-cycle steps";

    /** Each operation's counter, in Figure 6-10's order. */
    public static final Map<String, Counter> COUNTERS;

    static {
        Map<String, Counter> m = new LinkedHashMap<>();
        m.put(JAMBOREE_CONTROL, Counter.CHESS_JAMBOREE_CONTROL);
        m.put(SERIAL_CONTROL, Counter.CHESS_SERIAL_CONTROL);
        m.put(MAKE_UNMAKE, Counter.CHESS_MAKE_UNMAKE);
        m.put(EVALUATION, Counter.CHESS_EVALUATION);
        m.put(MOVE_GENERATION, Counter.CHESS_MOVE_GENERATION);
        m.put(SORT, Counter.CHESS_SORT);
        m.put(REPETITION_CHECK, Counter.CHESS_REPETITION_CHECK);
        m.put(ILLEGAL_MOVE_CHECK, Counter.CHESS_ILLEGAL_MOVE_CHECK);
        m.put(OTHER, Counter.CHESS_OTHER);
        COUNTERS = java.util.Collections.unmodifiableMap(m);
    }

    /** The names, in order. */
    public static final List<String> ALL = List.copyOf(COUNTERS.keySet());

    private ChessOperations() {
    }
}

package jamboree.scheduler.startech;

import java.util.Locale;

/**
 * What the node program counts. A new counter is one constant here and one {@link Tally#add} where it happens: it
 * then flows through {@link Counters} to every search result, its JSON ({@link #key()}) and its metrics
 * ({@link #metricName()}).
 */
public enum Counter {
    /** Positions searched, by frames and by serial leaf searches. */
    POSITIONS,
    /** Serial searches of whole subtrees below the serial depth. */
    LEAF_SEARCHES,
    STEAL_REQUESTS,
    STEALS_GRANTED,
    STEALS_DENIED,
    /** Steal requests this node answered with work (the victim's side of {@link #STEALS_GRANTED}). */
    STEALS_SERVED,
    TABLE_READS,
    TABLE_HITS,
    /** Table reads that waited for an announced search of the same position (6.4). */
    DEFERRED_READS,
    TABLE_UPDATES,
    /** Messages that reached a freed frame (zero unless the abort protocol is broken). */
    STRAY_MESSAGES,
    /** Completion counts that did not match (zero unless the protocol is broken). */
    PROTOCOL_ERRORS,
    /** Work of children that finished after their parent had cut them off (added to the cutoff work, 6.5). */
    LATE_CUTOFF_WORK,
    /** Frames still allocated when the machine stopped (zero). */
    LIVE_FRAMES_AT_END,
    /** Searches announced to the global table that never ended (zero). */
    OPEN_ANNOUNCEMENTS_AT_END,
    /** Positions searched by idle threads helping another thread's leaf search (native machine, within POSITIONS). */
    HELPED_POSITIONS,
    /** Leaf searches whose value a helping thread found first. */
    LEAVES_FINISHED_BY_HELPERS,
    /** The most frames one node held at once: combined by maximum, not by sum. */
    PEAK_FRAMES_PER_NODE(true),
    // Cycles of chess work by the operation they were charged for (Figure 6-10); together exactly the chess work W.
    CHESS_JAMBOREE_CONTROL,
    CHESS_SERIAL_CONTROL,
    CHESS_MAKE_UNMAKE,
    CHESS_EVALUATION,
    CHESS_MOVE_GENERATION,
    CHESS_SORT,
    CHESS_REPETITION_CHECK,
    CHESS_ILLEGAL_MOVE_CHECK,
    /** The one-cycle charges of steps that perform no costed operation (a table cutoff, starting a self-search). */
    CHESS_OTHER;

    private final boolean maximum;
    private final String key;
    private final String metricName;

    Counter() {
        this(false);
    }

    Counter(boolean maximum) {
        this.maximum = maximum;
        String[] words = name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder camel = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            camel.append(Character.toUpperCase(words[i].charAt(0))).append(words[i], 1, words[i].length());
        }
        this.key = camel.toString();
        this.metricName = String.join(".", words);
    }

    /** Whether two tallies combine by maximum rather than by sum. */
    boolean combinesByMaximum() {
        return maximum;
    }

    /** The field name in JSON results, e.g. {@code stealRequests}. */
    public String key() {
        return key;
    }

    /** The metric name under {@code jamboree.scheduler}, e.g. {@code steal.requests}. */
    public String metricName() {
        return metricName;
    }
}

package jamboree.engine.search;

import java.util.List;

/**
 * The one validation of the limits a user or a GUI gives a search (the UCI {@code go} command and the command line):
 * every value that is out of range is named in a note and dropped or clamped, and a search that would otherwise
 * never end by itself is bounded to one ply. Notes name the limits as {@code go} does ({@code depth 0}); the
 * caller decides how to show them.
 */
public final class LimitValidation {
    /** The longest time any limit may name: a year, far beyond any game and far below an overflow in the budgets. */
    public static final long MAX_TIME_MS = 365L * 24 * 60 * 60 * 1000;

    private LimitValidation() {
    }

    /** A depth: 0 (not given) when not positive, at most {@link SearchLimits#MAX_DEPTH}. */
    public static int depth(long value, List<String> notes) {
        if (value > SearchLimits.MAX_DEPTH) {
            notes.add("'depth " + value + "' is beyond the deepest iteration; searching to depth "
                    + SearchLimits.MAX_DEPTH);
            return SearchLimits.MAX_DEPTH;
        }
        return (int) positive("depth", value, notes);
    }

    /** A node budget: 0 (not given) when not positive. */
    public static long nodes(long value, List<String> notes) {
        return positive("nodes", value, notes);
    }

    /**
     * A mate distance in moves: 0 (not given) when not positive; a longer mate than the deepest iteration can find
     * asks for nothing more than that iteration.
     */
    public static int mate(long value, List<String> notes) {
        long longest = SearchLimits.MAX_DEPTH / 2;
        if (value > longest) {
            notes.add("'mate " + value + "' is beyond the deepest iteration; looking for a mate in " + longest);
            return (int) longest;
        }
        return (int) positive("mate", value, notes);
    }

    /** A time in milliseconds ({@code name} as in {@code go}), at most {@link #MAX_TIME_MS}. */
    public static long time(String name, long value, List<String> notes) {
        if (value > MAX_TIME_MS) {
            notes.add("'" + name + " " + value + "' is more than a year; using " + MAX_TIME_MS);
            return MAX_TIME_MS;
        }
        return value;
    }

    /**
     * The limits themselves when something ends the search (a depth, nodes, mate, a move time or a clock) or it
     * runs until stopped (infinite); otherwise one ply, said in a note. Pondering without a limit ends one ply after
     * the ponder hit too, rather than never.
     */
    public static SearchLimits bounded(SearchLimits limits, List<String> notes) {
        if (limits.infinite() || endsByItself(limits)) {
            return limits;
        }
        notes.add("no limit given; searching one ply ('go infinite' searches until 'stop')");
        return new SearchLimits(1, 0, 0, 0, 0, 0, limits.whiteIncrementMs(), limits.blackIncrementMs(),
                limits.movesToGo(), false, limits.ponder(), limits.searchMoves());
    }

    /** Does a limit end a search with these limits without a stop? */
    public static boolean endsByItself(SearchLimits limits) {
        return limits.depth() > 0 || limits.nodes() > 0 || limits.mate() > 0 || limits.moveTimeMs() > 0
                || limits.hasClock();
    }

    private static long positive(String name, long value, List<String> notes) {
        if (value <= 0) {
            notes.add("'" + name + " " + value + "' is not positive; ignored");
            return 0;
        }
        return value;
    }
}

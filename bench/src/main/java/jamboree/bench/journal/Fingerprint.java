package jamboree.bench.journal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Everything besides a request that decides what a run's searches measure, and what the run was asked to do, as
 * named values: a journal is resumed only by a run with the same fingerprint. Names are grouped by a prefix
 * ({@code code}, {@code scheduler.}, {@code machine.}, {@code plan.}; see {@link RunFingerprint}), so that a
 * difference can be told by name.
 *
 * @param fields name to value, in name order
 */
public record Fingerprint(SortedMap<String, String> fields) {

    /** The prefix of the names that say what a run was asked to do rather than what its searches measure. */
    public static final String PLAN_PREFIX = "plan.";
    /** Longest value a difference quotes in full; a longer one is cut, its end marked. */
    private static final int QUOTED = 100;

    public Fingerprint {
        fields = Collections.unmodifiableSortedMap(new TreeMap<>(fields));
    }

    public static Fingerprint of(Map<String, String> fields) {
        return new Fingerprint(new TreeMap<>(fields));
    }

    /**
     * What differs between {@code journal}'s fingerprint and this one, a line per name in name order, {@code
     * name: the journal's X, this run's Y} (a value a side does not have is "none"); empty when they are the same.
     */
    public List<String> differencesFrom(Fingerprint journal) {
        return differencesFrom(journal, name -> true);
    }

    /**
     * {@link #differencesFrom(Fingerprint)}, ignoring the plan's names ({@code plan.}): what would make a journaled
     * search measure something else. A search's result depends on the code, the configuration and its request alone,
     * so a run of another plan may take the searches it shares with the journal's.
     */
    public List<String> searchDifferencesFrom(Fingerprint journal) {
        return differencesFrom(journal, name -> !name.startsWith(PLAN_PREFIX));
    }

    /** Whether {@code journal}'s fingerprint has another value for {@code name} than this one (or only one has it). */
    public boolean differsIn(Fingerprint journal, String name) {
        return !Objects.equals(fields.get(name), journal.fields.get(name));
    }

    /**
     * This fingerprint with {@code name} set to {@code value}: compared with a journal's, it asks whether the two
     * differ in anything else (a run that takes a journal of other code sets the journal's code in its own).
     */
    public Fingerprint with(String name, String value) {
        TreeMap<String, String> changed = new TreeMap<>(fields);
        changed.put(name, value);
        return new Fingerprint(changed);
    }

    /** {@link #differencesFrom(Fingerprint)} over the names {@code compared} accepts. */
    List<String> differencesFrom(Fingerprint journal, Predicate<String> compared) {
        TreeSet<String> names = new TreeSet<>(fields.keySet());
        names.addAll(journal.fields.keySet());
        names.removeIf(compared.negate());
        List<String> lines = new ArrayList<>();
        for (String name : names) {
            String then = journal.fields.get(name);
            String now = fields.get(name);
            if (!Objects.equals(then, now)) {
                int from = then == null || now == null ? 0 : firstDifference(then, now);
                lines.add(name + ": the journal's " + excerpt(then, from) + ", this run's " + excerpt(now, from));
            }
        }
        return lines;
    }

    private static int firstDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    /** {@code value}, or where it is long a part of it that shows {@code from}, the first character that differs. */
    private static String excerpt(String value, int from) {
        if (value == null) {
            return "none";
        }
        if (value.length() <= QUOTED) {
            return value;
        }
        int start = Math.max(0, Math.min(from - QUOTED / 3, value.length() - QUOTED));
        int end = Math.min(value.length(), start + QUOTED);
        return (start > 0 ? "..." : "") + value.substring(start, end) + (end < value.length() ? "..." : "");
    }
}

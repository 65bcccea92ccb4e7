package jamboree.bench.trial;

/**
 * The scheduler switches an ablation varies (thesis 6.4, 6.5, 4.7).
 *
 * @param recursiveIterativeDeepening search each child to depth d - 2 before depth d - 1 (6.4)
 * @param deferredReads              a lookup of a position being searched waits for that search's result (6.4)
 * @param throttle                   how idle nodes are throttled
 * @param serialization              search a few more children serially at Type-2 nodes whose first child dropped below
 *                                   alpha (6.5; how many is the scheduler's serialization-children)
 */
public record Settings(boolean recursiveIterativeDeepening, boolean deferredReads, Throttle throttle,
                       boolean serialization) {

    /**
     * The benchmark's baseline, the scheduler's defaults: deferred reads, the global throttle and the serialization
     * heuristic on, recursive iterative deepening off. (Figure 6-9's run also had RID on.)
     */
    public static final Settings BASELINE = new Settings(false, true, Throttle.GLOBAL, true);

    public Settings withRid(boolean on) {
        return new Settings(on, deferredReads, throttle, serialization);
    }

    public Settings withDeferredReads(boolean on) {
        return new Settings(recursiveIterativeDeepening, on, throttle, serialization);
    }

    public Settings withThrottle(Throttle kind) {
        return new Settings(recursiveIterativeDeepening, deferredReads, kind, serialization);
    }

    public Settings withSerialization(boolean on) {
        return new Settings(recursiveIterativeDeepening, deferredReads, throttle, on);
    }

    /** A short label for tables and CSV: e.g. {@code rid+ dr+ global ser-}. */
    public String label() {
        return "rid" + sign(recursiveIterativeDeepening) + " dr" + sign(deferredReads) + " "
                + throttle.name().toLowerCase(java.util.Locale.ROOT) + " ser" + sign(serialization);
    }

    private static String sign(boolean on) {
        return on ? "+" : "-";
    }
}

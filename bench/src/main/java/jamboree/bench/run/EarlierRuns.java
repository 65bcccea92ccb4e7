package jamboree.bench.run;

/**
 * The earlier runs of a plan whose journaled searches a resumed run recalled: how many there were, and the host time
 * each took up to its last journaled search, summed. A run stopped part way also spent time on the searches under way
 * when it stopped, which its journal does not hold, a run that journaled nothing leaves no trace, and a run's time
 * counts from its first search (the sizing of {@code --scale thesis} before it is not in it), so the sum is a lower
 * bound of what the earlier runs cost.
 *
 * @param runs      how many earlier runs wrote the searches recalled (0: nothing recalled; the lines of a journal
 *                  of older code, which do not say which run wrote them, count as one)
 * @param hostNanos their host time up to their last journaled searches, or {@link #UNKNOWN} when some were written
 *                  by a version of the bench that did not stamp its journal's lines with the time
 * @param searchCode the digest of the code that made the searches recalled, where that was not this run's code (a
 *                   report written from a journal of other code, {@code --from-other-code}); null where it was
 * @param thisCode   this run's code's digest where {@code searchCode} is given (the digest of the same packages, those
 *                   that compute a search: not the report writer's); else null
 */
public record EarlierRuns(int runs, long hostNanos, String searchCode, String thisCode) {
    public static final long UNKNOWN = -1;
    /** A run that recalled nothing. */
    public static final EarlierRuns NONE = new EarlierRuns(0, 0);

    public EarlierRuns {
        if (runs < 0) {
            throw new IllegalArgumentException("runs must be >= 0, got " + runs);
        }
        if (hostNanos < 0 && hostNanos != UNKNOWN) {
            throw new IllegalArgumentException("host time must be >= 0 or UNKNOWN, got " + hostNanos);
        }
        if ((searchCode == null) != (thisCode == null)) {
            throw new IllegalArgumentException("the code of the searches and this code are named together");
        }
    }

    /** Earlier runs of this run's code. */
    public EarlierRuns(int runs, long hostNanos) {
        this(runs, hostNanos, null, null);
    }

    /** These runs, whose searches were made by the code whose digest is {@code searchCode}, not {@code thisCode}. */
    public EarlierRuns madeBy(String searchCode, String thisCode) {
        return new EarlierRuns(runs, hostNanos, searchCode, thisCode);
    }

    /** "other code (...)", naming both codes' digests, for the places that say whose searches these are. */
    public String otherCodePhrase() {
        return "other code (the journal's code fingerprint " + searchCode + "; this code's " + thisCode + ")";
    }

    /**
     * What a report written from the searches of other code says of them, a sentence; empty where they are this
     * run's code's.
     *
     * @param swamp whether the run made SWAMP, which no journal keeps, so that this code made it
     */
    public String otherCodeText(boolean swamp) {
        if (searchCode == null) {
            return "";
        }
        return "The searches were made by " + otherCodePhrase() + ": every figure of a search is that code's"
                + (swamp ? " (SWAMP, which no journal keeps, is this code's)" : "") + ", and a command of"
                + " searches.txt, made with this code, repeats its search only where this code searches as that did.";
    }

    public boolean known() {
        return hostNanos != UNKNOWN;
    }

    /**
     * What follows a resumed run's own host time in its report and on stdout: the whole plan's, or why it is not
     * known; empty for a run that resumed nothing.
     */
    public String resumedText(long thisRunNanos) {
        if (runs == 0) {
            return "";
        }
        boolean one = runs == 1;
        String earlierRuns = one ? "the earlier run" : "the " + runs + " earlier runs";
        return known()
                ? String.format(java.util.Locale.ROOT, " in this run; %.1f s with %s it resumed, up to %s last"
                        + " journaled search%s", inAll(thisRunNanos) / 1e9, earlierRuns, one ? "its" : "their",
                        one ? "" : "es")
                : " in this run, which resumed a journal that does not say how long the runs before it took";
    }

    /** This run's {@code hostNanos} with the earlier runs', when they are known. */
    public long inAll(long thisRun) {
        if (!known()) {
            throw new IllegalStateException("the earlier runs' host time is unknown");
        }
        return thisRun + hostNanos;
    }
}

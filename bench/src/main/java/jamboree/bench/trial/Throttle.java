package jamboree.bench.trial;

/** How idle nodes are kept from swamping busy ones (thesis 4.7, 5.7). */
public enum Throttle {
    /** StarTech's global throttle: a split-phase barrier between steal attempts. */
    GLOBAL,
    /** No throttle: an idle node steals again as soon as it is denied. */
    NAIVE,
    /** A fixed wait after every denial. */
    BACKOFF
}

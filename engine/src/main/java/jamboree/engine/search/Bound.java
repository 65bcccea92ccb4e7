package jamboree.engine.search;

/** How a score relates to the true value: exact, a lower bound (fail high) or an upper bound (fail low). */
public enum Bound {
    EXACT, LOWER, UPPER
}

package jamboree.scheduler.startech;

/** Where a {@link Frame} stands in the Jamboree search of its position (thesis Figure 4-5). */
enum Phase {
    /** Allocated; the position has not been looked at yet. */
    NEW,
    /** Waiting for the global table's reply to its read. */
    TABLE_WAIT,
    /** Waiting for the recursive-iterative-deepening search of its own position (thesis 6.4). */
    SELF,
    /** Searching its first child for a value. */
    FIRST,
    /** Testing the remaining children, in parallel where the rules allow. */
    LOOP,
    /** Has its value (or was aborted); kept only until every message to it is accounted for. */
    DONE,
    /** The table has answered: next, a cutoff, a shallower search, or the children. */
    EXPAND,
    /** One serial leaf search whose cycles are being charged. */
    LEAF
}

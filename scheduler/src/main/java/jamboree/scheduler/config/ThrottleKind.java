package jamboree.scheduler.config;

/** How an idle node paces its steal requests (thesis 4.7 and 5.7). */
public enum ThrottleKind {
    /** StarTech's global throttle: one request per phase of a split-phase barrier. */
    STARTECH,
    /** No throttle: a denied thief asks the next random node at once. */
    NAIVE,
    /** A denied thief waits a fixed number of cycles before asking again. */
    BACKOFF
}

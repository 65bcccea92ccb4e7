package jamboree.scheduler.startech;

/** How a child of a frame is searched (thesis Figure 4-5). */
enum ChildSearch {
    /** For its value, with the frame's full window: the first child, or a test that failed. */
    VALUE,
    /** An empty-window test against the frame's alpha. */
    TEST,
    /** A failed test tested again at the alpha the frame has risen to since (cheaper than a search for value). */
    RETEST
}

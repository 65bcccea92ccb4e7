package jamboree.scheduler.startech;

/** What became of one child of a {@link Frame}. */
enum ChildState {
    /** Neither searched nor given away. */
    UNSTARTED,
    /** Being searched on this node (a frame above on the stack, or a leaf search being charged). */
    LOCAL,
    /** Given to a thief; its result or acknowledgement is awaited. */
    STOLEN,
    /** Its empty-window test failed high: it must be searched again for its value (6.5). */
    FAILED_TEST,
    /** Has its value. */
    DONE,
    /** An abort has been sent to its thief; its acknowledgement is awaited (4.6). */
    ABORTING
}

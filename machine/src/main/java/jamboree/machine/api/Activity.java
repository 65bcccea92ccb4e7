package jamboree.machine.api;

/**
 * What a node's cycles were spent on. Every cycle of every node belongs to exactly one activity: the categories of
 * the thesis's Figure 6-9, the data-network overheads, and idling.
 */
public enum Activity {
    /** Searching chess positions (the work W). */
    CHESS_WORK("chess work", true),
    /** Waiting for the reply to a global transposition-table read. */
    WAITING_FOR_TT_READ("waiting for TT reads", false),
    /** Waiting for the global throttle (a split-phase barrier) to complete before stealing again. */
    WAITING_ON_THROTTLE("waiting on the throttle", false),
    /** Sending steal requests and waiting for their answers. */
    LOOKING_FOR_WORK("looking for work", false),
    /** Waiting for a stolen child to report its result. */
    WAITING_FOR_CHILD("waiting for a child", false),
    /** Answering transposition-table lookups and updates for other nodes. */
    SERVICING_TT_LOOKUP("servicing TT lookups", false),
    /** Answering steal requests (granting or denying work). */
    ANSWERING_STEAL_REQUEST("answering steal requests", false),
    /** Waiting for aborted children to acknowledge. */
    WAITING_FOR_ABORT("waiting for an abort", false),
    /** Injecting packets into the data network. */
    SEND("network send", false),
    /** Removing packets from the data network and dispatching their handlers. */
    RECEIVE("network receive", false),
    /** Polls that found nothing. */
    POLL("empty polls", false),
    /** Nothing to do: waiting for a message. */
    IDLE("idle", false);

    private final String label;
    private final boolean work;

    Activity(String label, boolean work) {
        this.label = label;
        this.work = work;
    }

    /** The name used in reports. */
    public String label() {
        return label;
    }

    /** Whether these cycles count as useful work in the utilization timeline. */
    public boolean isWork() {
        return work;
    }

    /** Whether the node was doing anything at all (everything but {@link #IDLE}). */
    public boolean isBusy() {
        return this != IDLE;
    }
}

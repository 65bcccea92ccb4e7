package jamboree.scheduler.measure;

import jamboree.machine.api.Activity;

/**
 * What StarTech's nodes spend their cycles on: the categories of the thesis's Figure 6-9, declared in that figure's
 * order (which is the order of {@link jamboree.scheduler.Breakdown} and of every report). The machine adds its own
 * overheads and idling ({@link jamboree.machine.api.MachineActivity}).
 */
public enum SearchActivity implements Activity {
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
    WAITING_FOR_ABORT("waiting for an abort", false);

    private final String label;
    private final boolean work;

    SearchActivity(String label, boolean work) {
        this.label = label;
        this.work = work;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public boolean isWork() {
        return work;
    }
}

package jamboree.scheduler.measure;

import jamboree.machine.api.Activity;

/**
 * What StarTech's nodes spend their cycles on: the categories of the thesis's Figure 6-9, declared in that figure's
 * order (which is the order of {@link jamboree.scheduler.Breakdown} and of every report). The machine adds its own
 * overheads and idling ({@link jamboree.machine.api.MachineActivity}).
 */
public enum SearchActivity implements Activity {
    /** Searching chess positions (the work W). */
    CHESS_WORK("chess work"),
    /** Waiting for the reply to a global transposition-table read. */
    WAITING_FOR_TT_READ("waiting for TT reads"),
    /** Waiting for the global throttle (a split-phase barrier) to complete before stealing again. */
    WAITING_ON_THROTTLE("waiting on the throttle"),
    /** Sending steal requests and waiting for their answers. */
    LOOKING_FOR_WORK("looking for work"),
    /** Waiting for a stolen child to report its result. */
    WAITING_FOR_CHILD("waiting for a child"),
    /** Answering transposition-table lookups and updates for other nodes. */
    SERVICING_TT_LOOKUP("servicing TT lookups"),
    /** Answering steal requests (granting or denying work). */
    ANSWERING_STEAL_REQUEST("answering steal requests"),
    /** Waiting for aborted children to acknowledge. */
    WAITING_FOR_ABORT("waiting for an abort");

    private final String label;

    SearchActivity(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    /** Only searching positions is work: every other category is overhead of the parallel search. */
    @Override
    public boolean isWork() {
        return this == CHESS_WORK;
    }
}

package jamboree.scheduler;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Activity;

/**
 * Where the machine's cycles went, summed over all nodes, in the categories of the thesis's Figure 6-9. The program
 * tells the machine what each wait is for ({@link jamboree.machine.api.Node#idleAs}), so waiting for a table read, on
 * the throttle, for work, for a child or for an abort is booked where it belongs.
 *
 * @param network cycles of sending, receiving and empty polls (part of every category on the CM-5; kept apart)
 * @param idle idle cycles with no waiting reason (for example after the root had its value)
 */
public record Breakdown(long chessWork, long waitingForTtRead, long waitingOnThrottle, long lookingForWork,
                        long waitingForChild, long servicingTtLookup, long answeringStealRequest,
                        long waitingForAbort, long network, long idle) {

    public long total() {
        return chessWork + waitingForTtRead + waitingOnThrottle + lookingForWork + waitingForChild
                + servicingTtLookup + answeringStealRequest + waitingForAbort + network + idle;
    }

    public Breakdown plus(Breakdown o) {
        return new Breakdown(chessWork + o.chessWork, waitingForTtRead + o.waitingForTtRead,
                waitingOnThrottle + o.waitingOnThrottle, lookingForWork + o.lookingForWork,
                waitingForChild + o.waitingForChild, servicingTtLookup + o.servicingTtLookup,
                answeringStealRequest + o.answeringStealRequest, waitingForAbort + o.waitingForAbort,
                network + o.network, idle + o.idle);
    }

    /** Where the cycles of one run went, from the machine's report. */
    public static Breakdown of(MachineReport report) {
        return new Breakdown(report.total(Activity.CHESS_WORK),
                report.total(Activity.WAITING_FOR_TT_READ),
                report.total(Activity.WAITING_ON_THROTTLE),
                report.total(Activity.LOOKING_FOR_WORK),
                report.total(Activity.WAITING_FOR_CHILD),
                report.total(Activity.SERVICING_TT_LOOKUP),
                report.total(Activity.ANSWERING_STEAL_REQUEST),
                report.total(Activity.WAITING_FOR_ABORT),
                report.total(Activity.SEND) + report.total(Activity.RECEIVE) + report.total(Activity.POLL),
                report.total(Activity.IDLE));
    }

    static final Breakdown ZERO = new Breakdown(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** Labels and values in Figure 6-9's order, for printing. */
    public String[] labels() {
        return new String[] {"chess work", "waiting for TT reads", "waiting on the throttle", "looking for work",
                "waiting for a child", "servicing TT lookups", "answering steal requests", "waiting for an abort",
                "network send/receive/poll", "idle"};
    }

    public long[] values() {
        return new long[] {chessWork, waitingForTtRead, waitingOnThrottle, lookingForWork, waitingForChild,
                servicingTtLookup, answeringStealRequest, waitingForAbort, network, idle};
    }
}

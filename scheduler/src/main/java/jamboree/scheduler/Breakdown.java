package jamboree.scheduler;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.MachineActivity;
import jamboree.scheduler.measure.SearchActivity;

import java.util.ArrayList;
import java.util.List;

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

    /** The name of the machine's network overheads reported as one category. */
    public static final String NETWORK_LABEL = "network send/receive/poll";

    /**
     * The categories' names in Figure 6-9's order, the order of {@link #values()}: the search's activities, then the
     * network overheads, then idling.
     */
    public static final List<String> LABELS = labelsInOrder();

    static final Breakdown ZERO = new Breakdown(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    private static List<String> labelsInOrder() {
        List<String> labels = new ArrayList<>();
        for (SearchActivity a : SearchActivity.values()) {
            labels.add(a.label());
        }
        labels.add(NETWORK_LABEL);
        labels.add(MachineActivity.IDLE.label());
        return List.copyOf(labels);
    }

    /** The categories of one run, from the machine's report. */
    public static Breakdown of(MachineReport report) {
        return new Breakdown(report.total(SearchActivity.CHESS_WORK),
                report.total(SearchActivity.WAITING_FOR_TT_READ),
                report.total(SearchActivity.WAITING_ON_THROTTLE),
                report.total(SearchActivity.LOOKING_FOR_WORK),
                report.total(SearchActivity.WAITING_FOR_CHILD),
                report.total(SearchActivity.SERVICING_TT_LOOKUP),
                report.total(SearchActivity.ANSWERING_STEAL_REQUEST),
                report.total(SearchActivity.WAITING_FOR_ABORT),
                report.total(MachineActivity.SEND) + report.total(MachineActivity.RECEIVE)
                        + report.total(MachineActivity.POLL),
                report.total(MachineActivity.IDLE));
    }

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

    /** Labels in Figure 6-9's order, for printing beside {@link #values()}. */
    public String[] labels() {
        return LABELS.toArray(new String[0]);
    }

    public long[] values() {
        return new long[] {chessWork, waitingForTtRead, waitingOnThrottle, lookingForWork, waitingForChild,
                servicingTtLookup, answeringStealRequest, waitingForAbort, network, idle};
    }
}

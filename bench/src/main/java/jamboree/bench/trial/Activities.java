package jamboree.bench.trial;

import jamboree.machine.api.MachineActivity;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.measure.SearchActivity;

import java.util.List;

/**
 * The names of the activities a trial's cycles are split into: the eight of the thesis's Figure 6-9, then the
 * network overheads (send, receive, empty polls) that the thesis folds into the others, then idling. The names are
 * the scheduler's own labels, so that a trial's keys and the scheduler's reports cannot drift apart.
 */
public final class Activities {

    public static final String CHESS_WORK = SearchActivity.CHESS_WORK.label();
    public static final String WAITING_FOR_TT_READ = SearchActivity.WAITING_FOR_TT_READ.label();
    public static final String WAITING_ON_THROTTLE = SearchActivity.WAITING_ON_THROTTLE.label();
    public static final String LOOKING_FOR_WORK = SearchActivity.LOOKING_FOR_WORK.label();
    public static final String WAITING_FOR_CHILD = SearchActivity.WAITING_FOR_CHILD.label();
    public static final String SERVICING_TT_LOOKUP = SearchActivity.SERVICING_TT_LOOKUP.label();
    public static final String ANSWERING_STEAL_REQUEST = SearchActivity.ANSWERING_STEAL_REQUEST.label();
    public static final String WAITING_FOR_ABORT = SearchActivity.WAITING_FOR_ABORT.label();
    public static final String NETWORK = Breakdown.NETWORK_LABEL;
    public static final String IDLE = MachineActivity.IDLE.label();

    /** Every activity, in report order (the order of {@link Breakdown#values()}). */
    public static final List<String> ALL = Breakdown.LABELS;

    private Activities() {
    }
}

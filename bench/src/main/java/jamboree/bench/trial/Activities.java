package jamboree.bench.trial;

import java.util.List;

/**
 * The names of the activities a trial's cycles are split into: the eight of the thesis's Figure 6-9, then the
 * network overheads (send, receive, empty polls) that the thesis folds into the others, then idling.
 */
public final class Activities {

    public static final String CHESS_WORK = "chess work";
    public static final String WAITING_FOR_TT_READ = "waiting for TT reads";
    public static final String WAITING_ON_THROTTLE = "waiting on the throttle";
    public static final String LOOKING_FOR_WORK = "looking for work";
    public static final String WAITING_FOR_CHILD = "waiting for a child";
    public static final String SERVICING_TT_LOOKUP = "servicing TT lookups";
    public static final String ANSWERING_STEAL_REQUEST = "answering steal requests";
    public static final String WAITING_FOR_ABORT = "waiting for an abort";
    public static final String NETWORK = "network send/receive/poll";
    public static final String IDLE = "idle";

    /** Every activity, in report order. */
    public static final List<String> ALL = List.of(CHESS_WORK, WAITING_FOR_TT_READ, WAITING_ON_THROTTLE,
            LOOKING_FOR_WORK, WAITING_FOR_CHILD, SERVICING_TT_LOOKUP, ANSWERING_STEAL_REQUEST, WAITING_FOR_ABORT,
            NETWORK, IDLE);

    private Activities() {
    }
}

package jamboree.machine.accounting;

import java.util.Arrays;
import java.util.Objects;

/**
 * What a simulated run cost the simulator, by kind: its events, and its node windows by the first event each
 * processed, with the windows that processed none (a window that ends before its node's clock can bring only that; the
 * conductor grants none, and this count is how one would notice if it did). The host time of a run follows the node
 * windows, so the windows granted to nodes that were waiting (for a message, a control-network result or a timer) are
 * the host's price for the machine's idle nodes; the others carried a node's own steps and polls on. Zero on the
 * machines that simulate nothing.
 *
 * @param events         events by {@link SimEvent} ordinal
 * @param windowsOpened  node windows by the {@link SimEvent} ordinal of their first event
 * @param emptyWindows   node windows that processed no event
 * @param waitingWindows node windows granted to a node that was waiting when the window began, whether or not
 *                       anything reached it in the window
 */
public record SimulationCounts(long[] events, long[] windowsOpened, long emptyWindows, long waitingWindows) {

    private static final int KINDS = SimEvent.values().length;

    /** The counts of a run that simulated nothing. */
    public static final SimulationCounts NONE = new SimulationCounts(new long[KINDS], new long[KINDS], 0, 0);

    public SimulationCounts {
        if (events.length != KINDS || windowsOpened.length != KINDS) {
            throw new IllegalArgumentException("counts for " + events.length + " and " + windowsOpened.length
                    + " kinds of event, not " + KINDS);
        }
        events = events.clone();
        windowsOpened = windowsOpened.clone();
    }

    @Override
    public long[] events() {
        return events.clone();
    }

    @Override
    public long[] windowsOpened() {
        return windowsOpened.clone();
    }

    public long events(SimEvent kind) {
        return events[kind.ordinal()];
    }

    public long windowsOpenedBy(SimEvent kind) {
        return windowsOpened[kind.ordinal()];
    }

    /** Events of every kind. */
    public long totalEvents() {
        return Arrays.stream(events).sum();
    }

    /** Node windows, the empty ones included. */
    public long nodeWindows() {
        return Arrays.stream(windowsOpened).sum() + emptyWindows;
    }

    /** These counts and {@code other}'s, kind by kind. */
    public SimulationCounts plus(SimulationCounts other) {
        long[] e = events.clone();
        long[] w = windowsOpened.clone();
        for (int i = 0; i < KINDS; i++) {
            e[i] += other.events[i];
            w[i] += other.windowsOpened[i];
        }
        return new SimulationCounts(e, w, emptyWindows + other.emptyWindows, waitingWindows + other.waitingWindows);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SimulationCounts c && Arrays.equals(events, c.events)
                && Arrays.equals(windowsOpened, c.windowsOpened) && emptyWindows == c.emptyWindows
                && waitingWindows == c.waitingWindows;
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(events), Arrays.hashCode(windowsOpened), emptyWindows, waitingWindows);
    }

    @Override
    public String toString() {
        return "SimulationCounts[events=" + Arrays.toString(events) + ", windowsOpened="
                + Arrays.toString(windowsOpened) + ", emptyWindows=" + emptyWindows + ", waitingWindows="
                + waitingWindows + "]";
    }
}

package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.scheduler.measure.SearchActivity;

import java.util.Arrays;

/**
 * Charges a node's chess work. Every piece of work is an interval of the ideal schedule: it could start at its
 * critical-path stamp (Figure 5-8) and takes its cycles; the intervals make the ideal-parallelism profile (Figures
 * 5-13, 5-14). Each charge also counts towards the throttle's "did some work" (4.7).
 */
final class WorkLedger {
    /** Enough for the profile's resolution; beyond it the profile is made from the first intervals only. */
    private static final int MAX_INTERVALS = 1 << 18;

    private final Throttle throttle;
    private final Tally tally;
    private final int maxIntervals;
    private long[] intervalStart = new long[16];
    private long[] intervalLength = new long[16];
    private int intervals;

    /** @param recordsIntervals whether to keep the intervals (for a search that returns the ideal profile) */
    WorkLedger(Throttle throttle, Tally tally, boolean recordsIntervals) {
        this.throttle = throttle;
        this.tally = tally;
        this.maxIntervals = recordsIntervals ? MAX_INTERVALS : 0;
    }

    /**
     * Charges work to {@code f} as an interval of its critical path starting at {@code start} (at least a cycle),
     * counting its cycles by operation.
     */
    void work(Node node, Frame f, long start, ChessCycles parts) {
        parts.countInto(tally);
        work(node, f, start, parts.total());
    }

    /** As {@link #work(Node, Frame, long, ChessCycles)}, for a charge added up in place. */
    void work(Node node, Frame f, long start, ChessCycles.Sum parts) {
        parts.countInto(tally);
        work(node, f, start, parts.total());
    }

    /** Charges {@code counted} cycles already counted by operation; a charge of nothing is a one-cycle step. */
    private void work(Node node, Frame f, long start, long counted) {
        long cycles = counted;
        if (cycles < 1) {
            tally.add(Counter.CHESS_OTHER, 1 - cycles);
            cycles = 1;
        }
        f.work += cycles;
        f.stamp = Math.max(f.stamp, start + cycles);
        record(start, cycles);
        charge(node, cycles);
    }

    /** Adds an interval of the ideal schedule without charging it (a leaf search is charged piece by piece). */
    void record(long start, long cycles) {
        if (intervals < maxIntervals) {
            if (intervals == intervalStart.length) {
                intervalStart = Arrays.copyOf(intervalStart, intervals * 2);
                intervalLength = Arrays.copyOf(intervalLength, intervals * 2);
            }
            intervalStart[intervals] = start;
            intervalLength[intervals] = cycles;
            intervals++;
        }
    }

    /** Spends {@code cycles} of chess work on the node. */
    void charge(Node node, long cycles) {
        node.charge(cycles, SearchActivity.CHESS_WORK);
        throttle.afterWork(node, cycles);
    }

    long[] intervalStarts() {
        return Arrays.copyOf(intervalStart, intervals);
    }

    long[] intervalLengths() {
        return Arrays.copyOf(intervalLength, intervals);
    }
}

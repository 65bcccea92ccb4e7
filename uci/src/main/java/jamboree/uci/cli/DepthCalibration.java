package jamboree.uci.cli;

import jamboree.engine.board.Position;
import jamboree.engine.search.Bound;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SerialSearch;

import java.util.List;

/**
 * Picks the depth at which the serial search takes a few seconds per position on this host, so that a time-to-depth
 * comparison measures searches long enough to be more than noise yet short enough to run a suite: each sample is
 * searched once, with a time cap, and the depth is the deepest whose mean completion time is within the target.
 */
final class DepthCalibration {
    /** What a search to the chosen depth should take, on average over the samples. */
    static final long TARGET_MS = 3_500;
    /** A sample's search stops here: deeper iterations than this show cannot be chosen anyway. */
    private static final long CAP_MS = 2 * TARGET_MS;
    private static final int DEEPEST = 40;

    private DepthCalibration() {
    }

    /** The depth whose mean time over {@code samples} is the largest within {@link #TARGET_MS} (at least 1). */
    static int depth(SerialSearch serial, List<Position> samples) {
        long[] totalMs = new long[DEEPEST + 1];
        int[] reached = new int[DEEPEST + 1];
        for (Position sample : samples) {
            serial.clear();
            serial.search(sample, SearchLimits.ofMoveTime(CAP_MS), new SearchListener() {
                @Override
                public void onIteration(IterationInfo info) {
                    // One completed iteration per depth; aspiration failures along the way are not completions.
                    if (info.bound() == Bound.EXACT && info.multiPv() == 1 && info.depth() <= DEEPEST) {
                        totalMs[info.depth()] += info.timeMs();
                        reached[info.depth()]++;
                    }
                }
            });
        }
        int chosen = 1;
        for (int depth = 1; depth <= DEEPEST; depth++) {
            // A depth some sample did not complete within the cap takes longer than the target on average.
            if (reached[depth] < samples.size() || totalMs[depth] / samples.size() > TARGET_MS) {
                break;
            }
            chosen = depth;
        }
        return chosen;
    }
}

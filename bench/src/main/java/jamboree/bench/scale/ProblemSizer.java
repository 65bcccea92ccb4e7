package jamboree.bench.scale;

import jamboree.bench.run.ProblemSizes;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds each position's depth: the first at which its serial search visits at least the threshold, deepening one
 * ply at a time. A deeper serial search costs several times the one before it, so the search for a depth costs
 * about as much as the serial search at that depth, once per position.
 */
public final class ProblemSizer {

    /**
     * Deepest depth tried: a position whose tree stays small (a forced mate, say) gets this depth and is marked as
     * not reaching the threshold, rather than being deepened for ever.
     */
    public static final int MAX_DEPTH = 40;

    private ProblemSizer() {
    }

    /**
     * @param suites    the suites whose positions are sized
     * @param threshold the serial positions a problem must reach
     * @param size      the serial search's count
     * @param found     told of each position's depth as soon as it is known (for progress)
     */
    public static ProblemSizes size(List<Suite> suites, long threshold, SerialSize size,
                                    Consumer<ProblemSizes.Problem> found) {
        if (threshold < 1) {
            throw new IllegalArgumentException("the problem size threshold must be at least 1 position, got "
                    + threshold);
        }
        List<ProblemSizes.Problem> problems = new ArrayList<>();
        for (Suite suite : suites) {
            for (SuitePosition position : suite.positions()) {
                ProblemSizes.Problem p = size(suite.name(), position, threshold, size);
                problems.add(p);
                found.accept(p);
            }
        }
        return new ProblemSizes(threshold, problems);
    }

    private static ProblemSizes.Problem size(String suite, SuitePosition position, long threshold, SerialSize size) {
        long shallower = 0;
        for (int depth = 1; ; depth++) {
            long nodes = size.nodes(position, depth);
            if (nodes >= threshold || depth == MAX_DEPTH) {
                return new ProblemSizes.Problem(suite, position.id(), depth, nodes, shallower, nodes >= threshold);
            }
            shallower = nodes;
        }
    }
}

package jamboree.bench.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Problems of varying size, as the thesis's were (5.4): each position searched to the depth at which its serial
 * search first visits at least {@code threshold} positions, rather than every position to one depth.
 *
 * @param threshold the serial positions a problem must reach
 * @param problems  the depth chosen for each position, with the serial counts that chose it
 */
public record ProblemSizes(long threshold, List<Problem> problems) {

    /**
     * One position's depth.
     *
     * @param suite           the suite's name
     * @param position        the position's id
     * @param depth           the first depth whose serial search visits at least the threshold (or the depth limit)
     * @param serialNodes     positions the serial search visits at {@code depth}
     * @param shallowerNodes  positions it visits one ply shallower (0 at depth 1)
     * @param reached         whether {@code serialNodes} reaches the threshold (false: the depth limit stopped it)
     */
    public record Problem(String suite, String position, int depth, long serialNodes, long shallowerNodes,
                          boolean reached) {
    }

    public ProblemSizes {
        if (threshold < 1) {
            throw new IllegalArgumentException("the problem size threshold must be at least 1 position, got "
                    + threshold);
        }
        problems = List.copyOf(problems);
    }

    /** The depth chosen for {@code position} of {@code suite}, or null if it has none. */
    public Integer depthOf(String suite, String position) {
        Problem p = byKey().get(suite + "/" + position);
        return p == null ? null : p.depth();
    }

    /** Positions the serial search visits at the chosen depth, or 0 if the position has none. */
    public long serialNodesOf(String suite, String position) {
        Problem p = byKey().get(suite + "/" + position);
        return p == null ? 0 : p.serialNodes();
    }

    private Map<String, Problem> byKey() {
        Map<String, Problem> map = new LinkedHashMap<>();
        for (Problem p : problems) {
            map.put(p.suite() + "/" + p.position(), p);
        }
        return map;
    }
}

package jamboree.bench.run;

import jamboree.bench.suite.Suite;

import java.util.ArrayList;
import java.util.List;

/**
 * The benchmark's knobs as the command line gives them, turned into a {@link BenchPlan}.
 *
 * @param suite              the main suite
 * @param validation         the validation suite, or null for none
 * @param depth              search depth in plies
 * @param maxProcessors      the largest machine; the sweep is 1, 2, 4, ... up to it
 * @param seed               the machine seed
 * @param ablations          whether to run the ablations: the standard ones on {@code ablationProcessors} nodes
 *                           and the full profile's what-if on the largest machine
 * @param ablationProcessors machine size of the ablations (0: 16, or the largest machine if smaller)
 * @param swamp              whether to run SWAMP
 * @param profilePosition    id of the position whose profiles are drawn (null: the suite's first)
 */
public record BenchOptions(Suite suite, Suite validation, int depth, int maxProcessors, long seed, boolean ablations,
                           int ablationProcessors, boolean swamp,
                           String profilePosition) {

    /** Depth of the default run: Kaufman's 25 positions on 1..512 nodes in a few minutes on two cores. */
    public static final int DEFAULT_DEPTH = 6;
    /** Machine size of the ablations unless told otherwise (the thesis's Figure 6-8 ran on 32). */
    public static final int DEFAULT_ABLATION_PROCESSORS = 16;
    /** The default sweep's largest machine: the thesis's 512 nodes. */
    public static final int DEFAULT_MAX_PROCESSORS = 512;

    public BenchPlan plan() {
        List<Integer> sizes = BenchPlan.powersOfTwo(maxProcessors);
        int ablationP = ablationProcessors > 0 ? ablationProcessors
                : Math.min(DEFAULT_ABLATION_PROCESSORS, maxProcessors);
        int profile = 0;
        if (profilePosition != null) {
            profile = -1;
            for (int i = 0; i < suite.size(); i++) {
                if (suite.positions().get(i).id().equals(profilePosition)) {
                    profile = i;
                }
            }
            if (profile < 0) {
                throw new IllegalArgumentException("no position '" + profilePosition + "' in suite " + suite.name());
            }
        }
        List<AblationSpec> ablationList = new ArrayList<>();
        if (ablations) {
            ablationList.addAll(BenchPlan.standardAblations(ablationP));
            ablationList.add(BenchPlan.prunedTreeWhatIf(maxProcessors));
        }
        return new BenchPlan(suite, depth, sizes, seed, ablationList, validation,
                sizes, profile, maxProcessors, swamp);
    }
}

package jamboree.bench.trial;

import jamboree.bench.suite.SuitePosition;

/**
 * What to run: one position of a suite, to a depth, on P nodes, with these switches and this seed.
 *
 * @param suite          the suite's name
 * @param position       the position
 * @param depth          the nominal depth in plies
 * @param processors     P
 * @param settings       the scheduler switches
 * @param seed           the machine seed
 * @param recordProfiles whether to record the ideal-parallelism and utilization profiles (costs memory)
 */
public record TrialRequest(String suite, SuitePosition position, int depth, int processors, Settings settings,
                           long seed, boolean recordProfiles) {
}

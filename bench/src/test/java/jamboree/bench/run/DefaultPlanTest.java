package jamboree.bench.run;

import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.search.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default {@code jamboree bench} plan, checked without running it: its 665 searches are the count in the
 * recorded signature ({@code signature: nodes 222432992 cycles 353810681572 trials 665}), so a change that adds a
 * search to the default run shows up here in a second rather than after a bench of several minutes.
 */
class DefaultPlanTest {

    private static BenchPlan defaultPlan() {
        return new BenchOptions(SuiteLoader.shipped(SuiteLoader.KAUFMAN), SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC),
                BenchOptions.DEFAULT_DEPTH, BenchOptions.DEFAULT_MAX_PROCESSORS, 1, true, 0, true, null).plan();
    }

    @Test
    void theValidationMayBeSearchedOnSomeOfTheSweepsSizesInTheSweepsOrder() {
        BenchPlan plan = defaultPlan();
        assertEquals("", plan.validationSizesText(), "every size: nothing to add");
        BenchPlan thin = plan.withValidationProcessors(List.of(512, 1, 64, 8, 64));
        assertEquals(List.of(1, 8, 64, 512), thin.validationProcessors());
        assertEquals(" (on 1, 8, 64, 512 nodes)", thin.validationSizesText());
        // 24 Bratko-Kopec positions on 4 sizes instead of 10.
        assertEquals(665 - 24 * 6, BenchRunner.requests(thin).size());
        assertEquals(plan.withValidationProcessors(plan.processors()), plan, "all of them is the default plan");
        IllegalArgumentException notSwept = assertThrows(
                IllegalArgumentException.class, () -> plan.withValidationProcessors(List.of(3)));
        assertEquals("validation machine size 3 is not one of the sweep's [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]",
                notSwept.getMessage());
    }

    @Test
    void theDefaultPlanHas665SearchesAllAtDepthSixUpTo512Nodes() {
        BenchPlan plan = defaultPlan();
        List<TrialRequest> searches = List.copyOf(BenchRunner.requests(plan).values());
        // 25 x 10 sizes, 3 + 2 + 1 more ablation columns x 25 on 16 nodes, the full profile's column x 25 on 512
        // nodes, 24 Bratko-Kopec x 10 sizes.
        assertEquals(250 + 150 + 25 + 240, searches.size());
        assertEquals(665, searches.size());
        assertTrue(searches.stream().allMatch(r -> r.depth() == 6 && r.seed() == 1 && !r.recordProfiles()));
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 128, 256, 512), plan.processors());
        assertEquals(512, plan.profileProcessors(), "the profiled run on the thesis's machine");
        assertNull(plan.sizes(), "one depth for every position");
        assertEquals(List.of(), plan.configurations(), "no configuration beside the defaults");
        assertEquals(List.of("rid-deferred-p16", "throttle-p16", "serialization-p16", "full-profile-p512"),
                plan.ablations().stream().map(AblationSpec::name).toList());
        assertEquals(25, searches.stream().filter(r -> r.settings().profile() == Profile.FULL).count(),
                "only the what-if searches the full profile's tree");
        assertTrue(searches.stream().noneMatch(r -> r.settings().equals(Settings.THESIS)));
    }

    @Test
    void theThesisConfigurationAddsOneSweepOfTheMainSuite() {
        BenchPlan plan = defaultPlan().withConfiguration(Settings.THESIS);
        assertEquals(665 + 250, BenchRunner.requests(plan).size());
        assertEquals(List.of(Settings.THESIS), plan.withConfiguration(Settings.THESIS).configurations(), "added once");
        assertEquals(List.of(), defaultPlan().withConfiguration(Settings.BASELINE).configurations(),
                "the defaults are swept already");
    }
}

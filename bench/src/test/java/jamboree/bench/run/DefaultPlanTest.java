package jamboree.bench.run;

import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.search.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default {@code jamboree bench} plan, checked without running it: its 518 searches are the count in the
 * recorded signature ({@code signature: nodes 136746428 cycles 338225723995 trials 518}), so a change that adds a
 * search to the default run shows up here in a second rather than after a ten-minute bench.
 */
class DefaultPlanTest {

    private static BenchPlan defaultPlan() {
        return new BenchOptions(SuiteLoader.shipped(SuiteLoader.KAUFMAN), SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC),
                BenchOptions.DEFAULT_DEPTH, BenchOptions.DEFAULT_MAX_PROCESSORS, 1, true, 0, true, null).plan();
    }

    @Test
    void theDefaultPlanHas518SearchesAllAtDepthSix() {
        BenchPlan plan = defaultPlan();
        List<TrialRequest> searches = List.copyOf(BenchRunner.requests(plan).values());
        // 25 x 7 sizes, 3 + 2 + 1 more ablation columns x 25 on 16 nodes, the full profile's column x 25 on 64
        // nodes, 24 Bratko-Kopec x 7 sizes.
        assertEquals(175 + 150 + 25 + 168, searches.size());
        assertEquals(518, searches.size());
        assertTrue(searches.stream().allMatch(r -> r.depth() == 6 && r.seed() == 1 && !r.recordProfiles()));
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64), plan.processors());
        assertNull(plan.sizes(), "one depth for every position");
        assertEquals(List.of(), plan.configurations(), "no configuration beside the defaults");
        assertEquals(List.of("rid-deferred-p16", "throttle-p16", "serialization-p16", "full-profile-p64"),
                plan.ablations().stream().map(AblationSpec::name).toList());
        assertEquals(25, searches.stream().filter(r -> r.settings().profile() == Profile.FULL).count(),
                "only the what-if searches the full profile's tree");
        assertTrue(searches.stream().noneMatch(r -> r.settings().equals(Settings.THESIS)));
    }

    @Test
    void theThesisConfigurationAddsOneSweepOfTheMainSuite() {
        BenchPlan plan = defaultPlan().withConfiguration(Settings.THESIS);
        assertEquals(518 + 175, BenchRunner.requests(plan).size());
        assertEquals(List.of(Settings.THESIS), plan.withConfiguration(Settings.THESIS).configurations(), "added once");
        assertEquals(List.of(), defaultPlan().withConfiguration(Settings.BASELINE).configurations(),
                "the defaults are swept already");
    }
}

package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A run's host costs: its timed searches summed by suite, configuration and machine size, in the plan's order. */
class HostCostsTest {

    private static final Suite TWO = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    private static TrialRequest request(int position, int p, Settings settings) {
        return new TrialRequest("kaufman", TWO.positions().get(position), 3, p, settings, 1, false);
    }

    /** A search of {@code r} that visited {@code positions} positions, made on {@code host}. */
    private static KeptSearch kept(TrialRequest r, long positions, long nanos, double otherCores, String host) {
        return new KeptSearch(new Trial(r.suite(), r.position().id(), r.position().index(), r.depth(), r.processors(),
                r.settings(), r.seed(), 1, 1, 1, 1, positions, 1, "-", 0, Map.of(), IdealProfile.NONE,
                Utilization.NONE), nanos, otherCores, host);
    }

    @Test
    void timedSearchesAreSummedByConfigurationAndMachineSizeAndTheOthersLeftOut() {
        List<TrialRequest> plan = List.of(request(0, 4, Settings.BASELINE), request(1, 4, Settings.BASELINE),
                request(0, 1, Settings.BASELINE), request(1, 1, Settings.BASELINE), request(0, 4, Settings.THESIS),
                request(1, 4, Settings.THESIS));
        Map<TrialRequest, KeptSearch> made = new HashMap<>();
        made.put(plan.get(0), kept(plan.get(0), 300, 3_000, 0.5, "host b"));
        made.put(plan.get(1), kept(plan.get(1), 100, 1_000, Double.NaN, "host a"));
        made.put(plan.get(2), kept(plan.get(2), 200, 500, 0.0, "host b"));
        // Not made (a report from a journal that lacks it), and recalled from a journal that did not time it nor name
        // its host.
        made.put(plan.get(5), new KeptSearch(kept(plan.get(5), 50, 1, 0.0, "").trial(), KeptSearch.UNKNOWN,
                Double.NaN, ""));

        HostCosts costs = HostCosts.of(plan, made);

        HostCosts.Row four = new HostCosts.Row("kaufman", "defaults", 4,
                new HostTime(2, 4_000, 400, new OtherLoad(4_000, 3_000, 1_500.0)));
        HostCosts.Row one = new HostCosts.Row("kaufman", "defaults", 1,
                new HostTime(1, 500, 200, new OtherLoad(500, 500, 0.0)));
        assertEquals(List.of(four, one), costs.rows(), "the plan's order; the thesis's group has no timed search");
        assertEquals(Optional.of(one), costs.oneNode(four));
        assertEquals(Optional.of(one), costs.oneNode(one));
        assertEquals(400 / 4e-6, four.host().positionsPerSecond(), 1e-3);
        assertEquals(Double.NaN, four.host().other().cores(), "a quarter of its time does not say");
        assertEquals(Optional.empty(), new HostCosts(List.of(four), List.of()).oneNode(four));
        assertEquals(List.of(), HostCosts.of(plan, Map.of()).rows());
        // Every search kept, timed or not, counts for its host, in the order of the hosts' first searches.
        assertEquals(List.of(new SearchHost("host b", 2), new SearchHost("host a", 1), new SearchHost("", 1)),
                costs.hosts());
        assertEquals(List.of("2 searches on host b", "1 search on host a", "1 search whose journal line does not name"
                + " its host (journaled by older code)"), costs.hosts().stream().map(h -> h.count() + " "
                + h.where()).toList());
        assertEquals("1,058 searches whose journal lines do not name their host (journaled by older code)",
                new SearchHost("", 1058).count() + " " + new SearchHost("", 1058).where());
        assertEquals(List.of(), HostCosts.of(plan, Map.of()).hosts());
    }
}

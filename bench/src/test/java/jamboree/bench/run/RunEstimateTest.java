package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.Utilization;
import jamboree.scheduler.measure.IdealProfile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunEstimateTest {

    private static final Suite SUITE = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    private static TrialRequest request(int position, int p) {
        return new TrialRequest("kaufman", SUITE.positions().get(position), 6, p, Settings.BASELINE, 1, false);
    }

    private static Trial trial(TrialRequest r) {
        return new Trial(r.suite(), r.position().id(), r.position().index(), r.depth(), r.processors(),
                r.settings(), r.seed(), 1, 1, 1, 1, 1, 1, "-", 0, Map.of(), IdealProfile.NONE, Utilization.NONE);
    }

    @Test
    void theEstimateScalesTheRatesLearnedPerMachineSizeByEachProblemsWeight() {
        // Position 0 weighs 1, position 1 weighs 3; four searches, one job.
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 8), request(1, 8));
        RunEstimate e = new RunEstimate(all, r -> r.position().index() == 0 ? 1 : 3, 1, 0);
        assertTrue(e.remainingNanos(0).isEmpty(), "nothing finished: no estimate");
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), 100);
        // P = 1 costs 100 per unit; P = 8 is unknown, so its nearest size's rate stands in: 3*100 + 1*100 + 3*100.
        assertEquals(700, e.remainingNanos(100).getAsLong());
        e.started(all.get(2), 100);
        e.finished(trial(all.get(2)), 1100);
        // Now P = 8 costs 1000 per unit: 300 for position 1 at P = 1, 3000 at P = 8.
        assertEquals(3300, e.remainingNanos(1100).getAsLong());
        e.started(all.get(1), 1100);
        // 200 into a search expected to take 300: 100 left of it, and 3000 of the last.
        assertEquals(3100, e.remainingNanos(1300).getAsLong());
    }

    @Test
    void aSizeWithNothingFinishedFollowsAPowerLawThroughTheKnownSizesNearestIt() {
        // One search of weight 1 on each of 1, 4, 16, 64, 256 and 512 nodes.
        List<TrialRequest> all = List.of(request(0, 512), request(0, 256), request(0, 64), request(0, 16),
                request(0, 4), request(0, 1));
        RunEstimate e = new RunEstimate(all, r -> 1, 1, 0);
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), 1600);
        // One size known: every other size takes its rate, 5 x 1600.
        assertEquals(8000, e.remainingNanos(1600).getAsLong());
        e.started(all.get(1), 1600);
        e.finished(trial(all.get(1)), 2800);
        // 1200 on 256 nodes, 1600 on 512: the exponent is lg(4/3) = 0.415, so 64 nodes (two halvings below 256)
        // cost 1200 x 4^-0.415 = 675, 16 nodes 380, 4 nodes 214 and one node 120.
        double exponent = Math.log(1600.0 / 1200) / Math.log(2);
        double expected = 0;
        for (int p : List.of(64, 16, 4, 1)) {
            expected += 1200 * Math.pow(p / 256.0, exponent);
        }
        assertEquals((long) expected, e.remainingNanos(2800).getAsLong());
        e.started(all.get(5), 2800);
        e.finished(trial(all.get(5)), 2900);
        // Between one node (100) and 256 (1200): 64, 16 and 4 nodes on the power law through those two.
        double between = Math.log(1200.0 / 100) / Math.log(256);
        expected = 0;
        for (int p : List.of(64, 16, 4)) {
            expected += 100 * Math.pow(p, between);
        }
        assertEquals((long) expected, e.remainingNanos(2900).getAsLong());
    }

    @Test
    void theExponentStaysBetweenNoGrowthAndGrowthInProportionToTheNodes() {
        List<TrialRequest> all = List.of(request(0, 512), request(0, 256), request(0, 64), request(1, 64));
        RunEstimate steep = new RunEstimate(all, r -> 1, 1, 0);
        steep.started(all.get(0), 0);
        steep.finished(trial(all.get(0)), 1000);
        steep.started(all.get(1), 1000);
        steep.finished(trial(all.get(1)), 1100);
        // 100 on 256 nodes and 1000 on 512 is an exponent of 3.3: taken as 1, 64 nodes cost 25 each.
        assertEquals(50, steep.remainingNanos(1100).getAsLong());
        RunEstimate falling = new RunEstimate(all, r -> 1, 1, 0);
        falling.started(all.get(0), 0);
        falling.finished(trial(all.get(0)), 100);
        falling.started(all.get(1), 100);
        falling.finished(trial(all.get(1)), 300);
        // 200 on 256 nodes and 100 on 512 (noise): taken as flat, 64 nodes cost 200 each.
        assertEquals(400, falling.remainingNanos(300).getAsLong());
    }

    @Test
    void recalledSearchesAreDoneButTeachNoRate() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 8), request(1, 8));
        RunEstimate e = new RunEstimate(all, r -> r.position().index() == 0 ? 1 : 3, 1, 0);
        e.recalled(trial(all.get(0)));
        e.recalled(trial(all.get(2)));
        assertTrue(e.remainingNanos(0).isEmpty(), "recalled in no time: still nothing to learn a rate from");
        e.started(all.get(1), 0);
        e.finished(trial(all.get(1)), 300);
        // 100 per unit at P = 1, learned from the one search made; only position 1 at P = 8 is left: 3 * 100. Left
        // pending, the recalled searches would add 200; taken as searches made in no time, P = 8's rate would be 0.
        assertEquals(300, e.remainingNanos(300).getAsLong());
    }

    @Test
    void searchesRunningSideBySideShortenTheWallTimeLeftUpToTheJobs() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 2), request(1, 2));
        RunEstimate e = new RunEstimate(all, r -> 1, 2, 0);
        e.started(all.get(0), 0);
        e.started(all.get(1), 0);
        e.finished(trial(all.get(0)), 100);
        e.finished(trial(all.get(1)), 100);
        // 200 ns of searches in 100 ns of wall time: two at a time; two searches of 100 left take 100 more.
        assertEquals(100, e.remainingNanos(100).getAsLong());
    }
}

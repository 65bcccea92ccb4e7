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
        RunEstimate e = new RunEstimate(all, r -> r.position().index() == 0 ? 1 : 3, 1);
        assertTrue(e.remainingNanos(0).isEmpty(), "nothing finished: no estimate");
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), 100);
        // P = 1 costs 100 per unit; P = 8 is unknown, so it grows from the nearest size's rate as P^0.4:
        // 3*100 + (1 + 3) * 100 * 8^0.4.
        assertEquals((long) (300 + 4 * 100 * Math.pow(8, RunEstimate.EXPONENT)), e.remainingNanos(100).getAsLong());
        e.started(all.get(2), 100);
        e.finished(trial(all.get(2)), 1100);
        // Now P = 8 costs 1000 per unit: 300 for position 1 at P = 1, 3000 at P = 8.
        assertEquals(3300, e.remainingNanos(1100).getAsLong());
        e.started(all.get(1), 1100);
        // 200 into a search expected to take 300: 100 left of it, and 3000 of the last.
        assertEquals(3100, e.remainingNanos(1300).getAsLong());
    }

    @Test
    void aSizeWithNothingFinishedIsEstimatedFromTheKnownSizesAroundIt() {
        // One search of weight 1 on each of 1, 4, 16, 64, 256 and 512 nodes.
        List<TrialRequest> all = List.of(request(0, 512), request(0, 256), request(0, 64), request(0, 16),
                request(0, 4), request(0, 1));
        RunEstimate e = new RunEstimate(all, r -> 1, 1);
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), 1600);
        // Below the one size known, host time falls as P^0.4: 1600 x (p / 512)^0.4 for each other size.
        assertEquals((long) below(1600, 512, List.of(256, 64, 16, 4, 1)), e.remainingNanos(1600).getAsLong());
        e.started(all.get(1), 1600);
        e.finished(trial(all.get(1)), 2400);
        // 800 on 256 nodes and 1600 on 512 (an exponent of 1) says nothing of the sizes below 256: they still fall
        // as P^0.4 from the nearest, 256.
        assertEquals((long) below(800, 256, List.of(64, 16, 4, 1)), e.remainingNanos(2400).getAsLong());
        e.started(all.get(5), 2400);
        e.finished(trial(all.get(5)), 2500);
        // Between one node (100) and 256 (800), on the power law through those two: exponent lg 8 / lg 256 = 3/8.
        double expected = 0;
        for (int p : List.of(64, 16, 4)) {
            expected += 100 * Math.pow(p, 3.0 / 8);
        }
        assertEquals((long) expected, e.remainingNanos(2500).getAsLong());
    }

    private static double below(double rate, int known, List<Integer> sizes) {
        double sum = 0;
        for (int p : sizes) {
            sum += rate * Math.pow((double) p / known, RunEstimate.EXPONENT);
        }
        return sum;
    }

    @Test
    void betweenKnownSizesTheExponentStaysBetweenNoGrowthAndGrowthInProportionToTheNodes() {
        // 10 on 64 nodes and 1000 on 512 is an exponent of 2.2: taken as 1, 256 nodes cost 40 each.
        assertEquals(80, twoOf256After(1000, 10));
        // 200 on 64 nodes and 100 on 512 (noise): taken as flat, 256 nodes cost 200 each.
        assertEquals(400, twoOf256After(100, 200));
    }

    /** The time left for two searches on 256 nodes once one on 512 took {@code at512} and one on 64 {@code at64}. */
    private static long twoOf256After(long at512, long at64) {
        List<TrialRequest> all = List.of(request(0, 512), request(0, 64), request(0, 256), request(1, 256));
        RunEstimate e = new RunEstimate(all, r -> 1, 1);
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), at512);
        e.started(all.get(1), at512);
        e.finished(trial(all.get(1)), at512 + at64);
        return e.remainingNanos(at512 + at64).getAsLong();
    }

    @Test
    void searchesOfNoMeasurableTimeSpoilNoEstimate() {
        List<TrialRequest> all = List.of(request(0, 1), request(0, 16), request(0, 64), request(0, 4),
                request(0, 128));
        RunEstimate e = new RunEstimate(all, r -> 1, 1);
        for (int i = 0; i < 3; i++) {
            e.started(all.get(i), 0);
            e.finished(trial(all.get(i)), i == 2 ? 1000 : 0);
        }
        // 4 nodes lie between two sizes of no time (0 / 0): no growth, 0; 128 nodes grow from 64's 1000 as P^0.4.
        assertEquals((long) (1000 * Math.pow(2, RunEstimate.EXPONENT)), e.remainingNanos(1000).getAsLong());
    }

    @Test
    void recalledSearchesOfUnknownTimeAreDoneButTeachNoRate() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 8), request(1, 8));
        RunEstimate e = new RunEstimate(all, r -> r.position().index() == 0 ? 1 : 3, 1);
        e.recalled(new KeptSearch(trial(all.get(0)), KeptSearch.UNKNOWN, Double.NaN, ""));
        e.recalled(new KeptSearch(trial(all.get(2)), KeptSearch.UNKNOWN, Double.NaN, ""));
        assertTrue(e.remainingNanos(0).isEmpty(), "no time known: still nothing to learn a rate from");
        e.started(all.get(1), 0);
        e.finished(trial(all.get(1)), 300);
        // 100 per unit at P = 1, learned from the one search made; only position 1 at P = 8 is left: 3 * 100 * 8^0.4.
        // Left pending, the recalled searches would add to it; taken as searches made in no time, P = 8's rate would
        // be 0.
        assertEquals((long) (3 * 100 * Math.pow(8, RunEstimate.EXPONENT)), e.remainingNanos(300).getAsLong());
    }

    @Test
    void aRecalledSearchWhoseTimeIsKnownTeachesItsRateAndTheRunIsTakenToKeepItsJobsBusy() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 8), request(1, 8));
        RunEstimate e = new RunEstimate(all, r -> r.position().index() == 0 ? 1 : 3, 2);
        e.recalled(new KeptSearch(trial(all.get(2)), 1000, Double.NaN, ""));
        // P = 8 costs 1000 per unit, learned from the earlier run; P = 1 grows down from it as P^0.4. Nothing of
        // this run has started yet: three searches left, two at a time.
        double left = 3 * 1000 + (1 + 3) * 1000 * Math.pow(1.0 / 8, RunEstimate.EXPONENT);
        assertEquals((long) left, e.searchNanosLeft(0).getAsLong());
        assertEquals((long) (left / 2), e.remainingNanos(0).getAsLong());
        // The recall took a while: the wall time of this run's searches counts from the first of them.
        e.started(all.get(0), 5000);
        e.started(all.get(1), 5000);
        e.finished(trial(all.get(0)), 5100);
        // Two searches side by side since they started: the 3000 of position 1 on 8 nodes and the rest of position 1
        // on one node (100 per unit now, 300 expected, 100 spent) take half their time.
        assertEquals(3000 + 200, e.searchNanosLeft(5100).getAsLong());
        assertEquals((3000 + 200) / 2, e.remainingNanos(5100).getAsLong());
    }

    @Test
    void theHostClockMayReadBelowZero() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 2));
        RunEstimate e = new RunEstimate(all, r -> 1, 2);
        e.started(all.get(0), -1000);
        e.finished(trial(all.get(0)), -900);
        e.started(all.get(1), -900);
        // One search at a time since the first started, 200 ns ago (counted from the second's start, it would be two).
        // Position 1 on one node, expected to take 100, has run 100: half as long again as it has run, 50; and
        // 100 * 2^0.4 for the last search, on two nodes.
        assertEquals((long) (50 + 100 * Math.pow(2, RunEstimate.EXPONENT)), e.remainingNanos(-800).getAsLong());
    }

    @Test
    void fewerSearchesLeftThanJobsRunNoMoreAtATimeThanThereAre() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 8));
        RunEstimate e = new RunEstimate(all, r -> 1, 4);
        e.recalled(new KeptSearch(trial(all.get(0)), 100, Double.NaN, ""));
        e.recalled(new KeptSearch(trial(all.get(1)), 100, Double.NaN, ""));
        // One search left, of 100 * 8^0.4: the run's four jobs do not make it shorter.
        assertEquals((long) (100 * Math.pow(8, RunEstimate.EXPONENT)), e.remainingNanos(0).getAsLong());
    }

    @Test
    void aSearchPastItsExpectationIsTakenToNeedHalfAsLongAgainAsItHasRun() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1));
        RunEstimate e = new RunEstimate(all, r -> 1, 1);
        e.started(all.get(0), 0);
        e.finished(trial(all.get(0)), 300);
        e.started(all.get(1), 300);
        // Expected to take 300: the rest of it while that is more than half the time run, ...
        assertEquals(300, e.remainingNanos(300).getAsLong());
        assertEquals(150, e.remainingNanos(450).getAsLong());
        assertEquals(100, e.remainingNanos(500).getAsLong(), "two thirds in, both rules agree");
        // ... then half as long again as it has run: 600 into it, 300 more; an hour into it, half an hour more.
        assertEquals(300, e.remainingNanos(900).getAsLong());
        long hour = 3_600_000_000_000L;
        assertEquals(hour / 2, e.remainingNanos(300 + hour).getAsLong());
    }

    @Test
    void searchesRunningSideBySideShortenTheWallTimeLeftUpToTheJobs() {
        List<TrialRequest> all = List.of(request(0, 1), request(1, 1), request(0, 2), request(1, 2));
        RunEstimate e = new RunEstimate(all, r -> 1, 2);
        e.started(all.get(0), 0);
        e.started(all.get(1), 0);
        e.finished(trial(all.get(0)), 100);
        e.finished(trial(all.get(1)), 100);
        // 200 ns of searches in 100 ns of wall time: two at a time; two searches left, of 100 * 2^0.4 each on two
        // nodes, take one of them more.
        assertEquals((long) (2 * 100 * Math.pow(2, RunEstimate.EXPONENT) / 2), e.remainingNanos(100).getAsLong());
    }
}

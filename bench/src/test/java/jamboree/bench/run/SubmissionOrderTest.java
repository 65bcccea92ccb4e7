package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SubmissionOrderTest {

    private static final Suite KAUFMAN = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);

    private static TrialRequest request(int position, int processors) {
        return new TrialRequest(KAUFMAN.name(), KAUFMAN.positions().get(position), 3, processors, Settings.BASELINE,
                1, false);
    }

    private final List<TrialRequest> searches = List.of(request(0, 1), request(1, 1), request(0, 4), request(1, 4),
            request(0, 2), request(1, 16));

    @Test
    void oneJobKeepsThePlansOrder() {
        assertEquals(List.of(0, 1, 2, 3, 4, 5), BenchRunner.submissionOrder(searches, false));
    }

    @Test
    void severalJobsStartTheLargestMachinesFirstAndKeepThePlansOrderAmongEquals() {
        assertEquals(List.of(5, 2, 3, 4, 0, 1), BenchRunner.submissionOrder(searches, true));
    }
}

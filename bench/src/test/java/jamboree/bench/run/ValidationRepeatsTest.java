package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The validation suite's positions that the main suite holds too are the fit's own searches, not a test of it. */
class ValidationRepeatsTest {

    private static BenchPlan plan(Suite main, Suite validation) {
        return new BenchPlan(main, 3, List.of(1, 2), 1, List.of(), validation, List.of(1, 2), 0, 2, false);
    }

    @Test
    void bratkoKopecsBk22IsKaufmansK07() {
        BenchPlan plan = plan(SuiteLoader.shipped(SuiteLoader.KAUFMAN), SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC));

        assertEquals(Map.of("BK.22", "k07"), plan.validationRepeats());
        assertEquals(" without BK.22, which is kaufman's k07", plan.validationRepeatsText());
    }

    @Test
    void aRepeatIsTheSameBoardSideCastlingAndEnPassantSquare() {
        Suite main = SuiteLoader.parse("main", "test", """
                4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "m1";
                4k3/8/8/8/8/8/8/R3K3 w Q - bm O-O-O; id "m2";
                """);
        Suite validation = SuiteLoader.parse("check", "test", """
                4k3/8/8/8/8/8/8/R3K3 w Q - bm O-O-O; id "v1";
                4k3/8/8/8/8/8/8/4K2R b K - bm Kd7; id "v2";
                4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "v3";
                """);

        BenchPlan plan = plan(main, validation);

        assertEquals(List.of("v1", "v3"), List.copyOf(plan.validationRepeats().keySet()), "v2 has the other side to move");
        assertEquals(List.of("m2", "m1"), List.copyOf(plan.validationRepeats().values()));
        assertEquals(" without v1, v3, which are main's m2, m1", plan.validationRepeatsText());
        assertEquals("", plan(main, null).validationRepeatsText());
    }
}

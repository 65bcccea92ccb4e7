package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The other processes' load over a set of searches: weighted by host time, and given only where enough say it. */
class OtherLoadTest {

    @Test
    void theLoadIsAveragedOverTheHostTimeOfTheSearchesThatSayIt() {
        OtherLoad load = OtherLoad.of(3_000, 0.5).plus(OtherLoad.of(1_000, 1.5));
        assertEquals(new OtherLoad(4_000, 4_000, 3_000.0), load);
        assertEquals(0.75, load.cores(), 1e-12);
    }

    @Test
    void searchesThatDoNotSayCountInTheHostTimeAndLeaveTheAverageToTheOthersWhileTheyAreFewEnough() {
        OtherLoad said = OtherLoad.of(9_000, 0.25);
        assertEquals(new OtherLoad(10_000, 9_000, 2_250.0), said.plus(OtherLoad.of(1_000, Double.NaN)));
        assertEquals(0.25, said.plus(OtherLoad.of(1_000, Double.NaN)).cores(), 1e-12, "nine tenths say it");
        assertTrue(Double.isNaN(said.plus(OtherLoad.of(1_001, Double.NaN)).cores()), "less than nine tenths do");
        assertTrue(Double.isNaN(OtherLoad.of(5, Double.NaN).cores()));
        assertTrue(Double.isNaN(OtherLoad.NONE.cores()));
        assertEquals(0.0, OtherLoad.of(0, 0.0).plus(OtherLoad.of(7, 0.0)).cores(), 0.0, "a quiet host says 0");
    }

    @Test
    void aLoadOfMoreSaidTimeThanTimeOrOfNegativeCoresIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new OtherLoad(10, 11, 0));
        assertThrows(IllegalArgumentException.class, () -> new OtherLoad(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new OtherLoad(10, 10, -0.5));
        assertThrows(IllegalArgumentException.class, () -> new OtherLoad(10, 10, Double.NaN));
    }
}

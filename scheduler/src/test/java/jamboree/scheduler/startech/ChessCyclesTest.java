package jamboree.scheduler.startech;

import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ChessCyclesTest {

    private static Counters tallied(ChessCycles c) {
        Tally t = new Tally();
        c.countInto(t);
        return t.counters();
    }

    @Test
    void aSumCountsEachOperationAsTermByTermAdditionDoes() {
        ChessCycles byPlus = ChessCycles.of(Counter.CHESS_SERIAL_CONTROL, 120)
                .plus(Counter.CHESS_MAKE_UNMAKE, 40)
                .plus(Counter.CHESS_EVALUATION, 300)
                .plus(Counter.CHESS_MAKE_UNMAKE, 7);
        ChessCycles bySum = ChessCycles.sum()
                .add(Counter.CHESS_SERIAL_CONTROL, 120)
                .add(Counter.CHESS_MAKE_UNMAKE, 40)
                .add(Counter.CHESS_EVALUATION, 300)
                .add(Counter.CHESS_MAKE_UNMAKE, 7)
                .cycles();

        assertEquals(467, bySum.total());
        assertEquals(tallied(byPlus), tallied(bySum));
        assertEquals(47, tallied(bySum).get(Counter.CHESS_MAKE_UNMAKE));
    }

    @Test
    void aSumTakenAsAValueTakesNoMoreTerms() {
        ChessCycles.Sum sum = ChessCycles.sum().add(Counter.CHESS_SORT, 5);
        ChessCycles value = sum.cycles();

        assertThrows(IllegalStateException.class, () -> sum.add(Counter.CHESS_SORT, 1));
        assertEquals(5, value.total());
    }

    @Test
    void onlyOperationsOfChessWorkAreTerms() {
        assertThrows(IllegalArgumentException.class, () -> ChessCycles.sum().add(Counter.POSITIONS, 1));
    }

    @Test
    void aFramesUsualChargesAreItsCostModelsOperations() {
        CostModel cost = SchedulerConfig.load().cost();
        FrameCharges charges = new FrameCharges(cost);

        assertEquals(cost.jamboreeControl(), tallied(charges.control).get(Counter.CHESS_JAMBOREE_CONTROL));
        assertEquals(cost.jamboreeControl() + cost.repetitionCheck(), charges.controlAndRepetition.total());
        assertEquals(cost.repetitionCheck(),
                tallied(charges.controlAndRepetition).get(Counter.CHESS_REPETITION_CHECK));
        assertEquals(cost.makeUnmake(), tallied(charges.makeUnmake).get(Counter.CHESS_MAKE_UNMAKE));
        assertEquals(cost.evaluation(), tallied(charges.evaluation).get(Counter.CHESS_EVALUATION));
        assertEquals(1, tallied(FrameCharges.ONE_CYCLE).get(Counter.CHESS_OTHER));
    }
}

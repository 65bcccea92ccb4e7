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

    private static Counters tallied(ChessCycles.Sum c) {
        Tally t = new Tally();
        c.countInto(t);
        return t.counters();
    }

    private static Counters prorated(ChessCycles.Sum c, long charged) {
        Tally t = new Tally();
        c.countProratedInto(charged, t);
        return t.counters();
    }

    @Test
    void aSumCountsEachOperationAsTermByTermAdditionDoes() {
        ChessCycles byPlus = ChessCycles.of(Counter.CHESS_SERIAL_CONTROL, 120)
                .plus(Counter.CHESS_MAKE_UNMAKE, 40)
                .plus(Counter.CHESS_EVALUATION, 300)
                .plus(Counter.CHESS_MAKE_UNMAKE, 7);
        ChessCycles.Sum bySum = ChessCycles.sum()
                .add(Counter.CHESS_SERIAL_CONTROL, 120)
                .add(Counter.CHESS_MAKE_UNMAKE, 40)
                .add(Counter.CHESS_EVALUATION, 300)
                .add(Counter.CHESS_MAKE_UNMAKE, 7);

        assertEquals(467, bySum.total());
        assertEquals(tallied(byPlus), tallied(bySum));
        assertEquals(47, tallied(bySum).get(Counter.CHESS_MAKE_UNMAKE));
    }

    @Test
    void aClearedSumStartsFromNothingAndACopyCountsTheSame() {
        ChessCycles.Sum sum = ChessCycles.sum().add(Counter.CHESS_SORT, 5).add(Counter.CHESS_EVALUATION, 9);
        ChessCycles.Sum copy = ChessCycles.sum().add(Counter.CHESS_OTHER, 1);
        copy.copyFrom(sum);
        sum.clear().add(Counter.CHESS_SORT, 2);

        assertEquals(2, sum.total());
        assertEquals(0, tallied(sum).get(Counter.CHESS_EVALUATION));
        assertEquals(14, copy.total());
        assertEquals(0, tallied(copy).get(Counter.CHESS_OTHER));
        assertEquals(9, tallied(copy).get(Counter.CHESS_EVALUATION));
    }

    @Test
    void aLeafChargedPartWayCountsItsShareOfEachOperationTheRoundingToTheLargest() {
        ChessCycles.Sum leaf = ChessCycles.sum().add(Counter.CHESS_SERIAL_CONTROL, 300)
                .add(Counter.CHESS_MAKE_UNMAKE, 100).add(Counter.CHESS_EVALUATION, 50);

        Counters part = prorated(leaf, 100);
        assertEquals(67, part.get(Counter.CHESS_SERIAL_CONTROL));
        assertEquals(22, part.get(Counter.CHESS_MAKE_UNMAKE));
        assertEquals(11, part.get(Counter.CHESS_EVALUATION));
        assertEquals(tallied(leaf), prorated(leaf, 450));
        assertEquals(tallied(leaf), prorated(leaf, 1000));
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

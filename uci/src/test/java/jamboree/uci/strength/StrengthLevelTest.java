package jamboree.uci.strength;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StrengthLevelTest {

    @Test
    void nodesDoubleEveryStepAndTheTemperatureFallsToZeroAtTheTop() {
        StrengthLevel low = StrengthLevel.of(StrengthLevel.MIN_ELO);
        StrengthLevel step = StrengthLevel.of(StrengthLevel.MIN_ELO + StrengthLevel.ELO_PER_DOUBLING);
        StrengthLevel top = StrengthLevel.of(StrengthLevel.MAX_ELO);
        assertEquals(StrengthLevel.MIN_NODES, low.nodes());
        assertEquals(2 * low.nodes(), step.nodes());
        assertEquals(StrengthLevel.MAX_TEMPERATURE_CP, low.temperatureCp(), 1e-9);
        assertEquals(0, top.temperatureCp(), 1e-9);
        assertTrue(top.nodes() > step.nodes());
    }

    @Test
    void valuesOutsideTheRangeAreClamped() {
        assertEquals(StrengthLevel.of(StrengthLevel.MIN_ELO), StrengthLevel.of(-5));
        assertEquals(StrengthLevel.of(StrengthLevel.MAX_ELO), StrengthLevel.of(Integer.MAX_VALUE));
    }
}

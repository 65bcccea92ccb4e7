package jamboree.uci.strength;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StrengthLevelTest {

    @Test
    void theDialDoublesItsNodesEveryStepAndCoolsToZeroAtTheTop() {
        assertEquals(StrengthLevel.MIN_NODES, StrengthLevel.dialNodes(StrengthLevel.DIAL_MIN));
        assertEquals(2 * StrengthLevel.MIN_NODES,
                StrengthLevel.dialNodes(StrengthLevel.DIAL_MIN + StrengthLevel.DIAL_PER_DOUBLING));
        assertEquals(51_200, StrengthLevel.dialNodes(StrengthLevel.DIAL_MAX));
        assertEquals(StrengthLevel.MAX_TEMPERATURE_CP, StrengthLevel.dialTemperature(StrengthLevel.DIAL_MIN), 1e-9);
        assertEquals(0, StrengthLevel.dialTemperature(StrengthLevel.DIAL_MAX), 1e-9);
    }

    @Test
    void aMeasuredEloGetsTheDialThatMeasuredItAndBetweenPointsTheLineBetweenThem() {
        for (StrengthCalibration.Point p : StrengthCalibration.POINTS) {
            assertEquals(p.dial(), StrengthCalibration.dialFor(p.elo()), 1e-9, p.toString());
        }
        // 1600 lies between (1600 dial, 1302 Elo) and (1800, 1640): 1600 + 200 * 298 / 338.
        assertEquals(1600 + 200 * 298 / 338.0, StrengthLevel.of(1600).dial(), 1e-9);
        assertEquals(StrengthLevel.dialNodes(StrengthLevel.of(1600).dial()), StrengthLevel.of(1600).nodes());
    }

    @Test
    void theCalibrationIncreasesAndTheOfferedRangeIsTheMeasuredOne() {
        List<StrengthCalibration.Point> points = StrengthCalibration.POINTS;
        for (int i = 1; i < points.size(); i++) {
            assertTrue(points.get(i).dial() > points.get(i - 1).dial(), "dial increases at " + points.get(i));
            assertTrue(points.get(i).elo() > points.get(i - 1).elo(), "Elo increases at " + points.get(i));
        }
        assertTrue(Math.abs(StrengthLevel.MIN_ELO - StrengthCalibration.lowestElo()) <= 50);
        assertTrue(StrengthLevel.MIN_ELO >= StrengthCalibration.lowestElo(), "nothing offered below the measured");
        assertTrue(Math.abs(StrengthLevel.MAX_ELO - StrengthCalibration.highestElo()) <= 50);
        assertTrue(StrengthLevel.of(StrengthLevel.MAX_ELO).dial() <= StrengthLevel.DIAL_MAX);
        assertTrue(StrengthLevel.of(StrengthLevel.MIN_ELO).dial() >= StrengthLevel.DIAL_MIN);
        assertTrue(StrengthLevel.of(1500).nodes() < StrengthLevel.of(1800).nodes());
        assertTrue(StrengthLevel.of(1500).temperatureCp() > StrengthLevel.of(1800).temperatureCp());
    }

    @Test
    void valuesOutsideTheRangeAreClamped() {
        assertEquals(StrengthLevel.of(StrengthLevel.MIN_ELO), StrengthLevel.of(-5));
        assertEquals(StrengthLevel.of(StrengthLevel.MAX_ELO), StrengthLevel.of(Integer.MAX_VALUE));
    }
}

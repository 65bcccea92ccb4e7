package jamboree.engine.notation;

import jamboree.engine.perft.PerftSuite;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShippedSuitesTest {

    @Test
    void everyShippedSuiteIsOnTheClasspathWithItsPositions() {
        assertEquals(25, Epd.parseAll(ShippedSuites.text(ShippedSuites.KAUFMAN), ShippedSuites.KAUFMAN).size());
        assertEquals(24, Epd.parseAll(ShippedSuites.text(ShippedSuites.BRATKO_KOPEC), ShippedSuites.BRATKO_KOPEC)
                .size());
        assertEquals(6, PerftSuite.parse(ShippedSuites.text(ShippedSuites.PERFT), ShippedSuites.PERFT).size());
    }

    @Test
    void theResourceNamesTheEngineDirectory() {
        assertEquals("/jamboree/engine/suites/kaufman.epd", ShippedSuites.resource(ShippedSuites.KAUFMAN));
    }

    @Test
    void anUnknownSuiteIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShippedSuites.text("no-such-suite.epd"));
        assertTrue(e.getMessage().contains("'no-such-suite.epd'"), e.getMessage());
        assertTrue(e.getMessage().contains("/jamboree/engine/suites/no-such-suite.epd"), e.getMessage());
    }
}

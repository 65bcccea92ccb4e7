package jamboree.scheduler;

import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.ShippedSuites;

import java.util.List;

/** The Kaufman suite shipped in the engine's jar. */
final class Suites {
    private Suites() {
    }

    static List<EpdRecord> kaufman() {
        return Epd.parseAll(ShippedSuites.text(ShippedSuites.KAUFMAN), ShippedSuites.KAUFMAN);
    }
}

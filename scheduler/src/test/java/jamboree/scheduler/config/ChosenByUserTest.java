package jamboree.scheduler.config;

import com.typesafe.config.ConfigFactory;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ChosenByUserTest {

    @Test
    void aSwitchTheUserNamesIsChosenEvenAtReferenceConfsValue() {
        assertEquals(Set.of(Switch.SERIAL_DEPTH), SchedulerConfig.chosenIn(ConfigFactory.parseString(
                "jamboree.scheduler.serial-depth = 2")), "2 is reference.conf's value, and still a choice");
        assertEquals(Set.of(Switch.SERIAL_DEPTH, Switch.THROTTLE), SchedulerConfig.chosenIn(ConfigFactory.parseString(
                "jamboree.scheduler { throttle = naive, serial-depth = 1 }")));
    }

    @Test
    void otherKeysAndOtherSectionsAreNoSwitchChosen() {
        assertEquals(Set.of(), SchedulerConfig.chosenIn(ConfigFactory.parseString(
                "jamboree.scheduler.cost.sort = 1\njamboree.scheduler.table-entries-total = 1024\n"
                        + "jamboree.machine.serial-depth = 3")));
        assertEquals(Set.of(), SchedulerConfig.chosenIn(ConfigFactory.empty()));
    }

    @Test
    void aSubstitutionLeftForReferenceConfIsAChoiceToo() {
        assertEquals(Set.of(Switch.SERIAL_DEPTH), SchedulerConfig.chosenIn(ConfigFactory.parseString(
                "jamboree.scheduler.serial-depth = ${jamboree.scheduler.full-split-depth}")));
    }

    @Test
    void theRunsOwnLayersHoldNoSwitchUnlessTheyNameOne() {
        // The test JVM sets no jamboree.scheduler property and has no application.conf.
        assertEquals(Set.of(), SchedulerConfig.chosenByUser());
    }
}

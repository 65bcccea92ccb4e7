package jamboree.scheduler.config;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SwitchValuesTest {
    private final SchedulerConfig configured = SchedulerConfig.load();

    @Test
    void ofAConfigHoldsEverySwitchAndAppliesBackToTheSameConfig() {
        SwitchValues all = SwitchValues.of(configured);
        assertEquals(List.of(Switch.values()), List.copyOf(all.values().keySet()));
        SchedulerConfig back = all.applyTo(SchedulerConfig.load().with(Switch.GLOBAL_TABLE, false));
        assertEquals(configured.toString(), back.toString());
        assertEquals(configured.toString(), SwitchValues.NONE.applyTo(configured).toString());
    }

    @Test
    void valuesAreCanonicalAndEqualWhateverTheirOrder() {
        SwitchValues a = SwitchValues.NONE.with(Switch.THROTTLE, "BackOff").with(Switch.SERIAL_DEPTH, 4L);
        SwitchValues b = SwitchValues.NONE.with(Switch.SERIAL_DEPTH, "4").with(Switch.THROTTLE, "backoff");
        assertEquals(a, b);
        assertEquals("backoff", a.get(Switch.THROTTLE));
        assertEquals(4, a.get(Switch.SERIAL_DEPTH));
        assertNull(a.get(Switch.GLOBAL_TABLE));
    }

    @Test
    void differencesAreListedInSwitchOrder() {
        SwitchValues defaults = SwitchValues.of(configured);
        SwitchValues changed = defaults.with(Switch.PV_SERIAL_CHILDREN, configured.pvSerialChildren() + 1)
                .with(Switch.THROTTLE, configured.throttle() == ThrottleKind.NAIVE ? "backoff" : "naive");
        assertEquals(List.of(Switch.THROTTLE, Switch.PV_SERIAL_CHILDREN), changed.differencesFrom(defaults));
        assertEquals(List.of(), defaults.differencesFrom(SwitchValues.of(configured)));
    }

    @Test
    void aValueTheSwitchRefusesIsNamed() {
        assertEquals("leaf-table-reads must be true or false, got 'yes'", assertThrows(IllegalArgumentException.class,
                () -> SwitchValues.NONE.with(Switch.LEAF_TABLE_READS, "yes")).getMessage());
    }
}

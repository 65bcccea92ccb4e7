package jamboree.bench.trial;

import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.ThrottleKind;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SettingsTest {

    @Test
    void theBaselineIsTheSchedulersDefaults() {
        SchedulerConfig defaults = SchedulerConfig.load();
        SchedulerConfig baseline = Settings.BASELINE.switches().applyTo(defaults);
        for (Switch s : Switch.values()) {
            assertEquals(defaults.get(s), baseline.get(s), s.key());
        }
        assertEquals("rid- dr+ startech ser+", Settings.BASELINE.label());
    }

    @Test
    void anySwitchCanBeSetAndReachesTheSchedulerConfig() {
        Settings s = Settings.BASELINE.with(Switch.THROTTLE, "NAIVE").with(Switch.GLOBAL_TABLE, false)
                .with(Switch.PV_SERIAL_CHILDREN, 1).with(Switch.RECURSIVE_DEEPENING, true);
        assertEquals("rid+ dr+ naive ser+ global-table- pv-serial-children=1", s.label());
        SchedulerConfig c = s.switches().applyTo(SchedulerConfig.load());
        assertEquals(ThrottleKind.NAIVE, c.throttle());
        assertEquals(false, c.globalTable());
        assertEquals(1, c.pvSerialChildren());
        assertEquals(true, c.recursiveDeepening());
    }

    @Test
    void equalSettingsAreEqualWhateverTheOrderTheyWereMadeIn() {
        Settings a = Settings.BASELINE.with(Switch.DEFERRED_READS, false).with(Switch.RECURSIVE_DEEPENING, true);
        Settings b = Settings.BASELINE.with(Switch.RECURSIVE_DEEPENING, true).with(Switch.DEFERRED_READS, false);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(Settings.BASELINE, a);
        assertEquals(Settings.BASELINE, Settings.BASELINE.with(Switch.THROTTLE, "startech"));
    }

    @Test
    void theTreeIsStarTechsUnlessAWhatIfNamesAnother() {
        assertEquals(Profile.STARTECH, Settings.BASELINE.profile());
        Settings full = Settings.BASELINE.withProfile(Profile.FULL).with(Switch.FULL_SPLIT_DEPTH, 2);
        assertEquals(Profile.FULL, full.profile(), "setting a switch keeps the tree");
        assertEquals("rid- dr+ startech ser+ full-split-depth=2 profile=full", full.label());
        assertNotEquals(Settings.BASELINE.with(Switch.FULL_SPLIT_DEPTH, 2), full);
        assertEquals(Settings.BASELINE.with(Switch.FULL_SPLIT_DEPTH, 2), full.withProfile(Profile.STARTECH));
    }

    @Test
    void aValueTheSwitchDoesNotAllowIsRefused() {
        assertEquals("throttle must be startech, naive or backoff, got 'fast'", assertThrows(
                IllegalArgumentException.class, () -> Settings.BASELINE.with(Switch.THROTTLE, "fast")).getMessage());
    }
}

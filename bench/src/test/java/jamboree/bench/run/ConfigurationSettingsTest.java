package jamboree.bench.run;

import jamboree.bench.scale.ThesisScale;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigurationSettingsTest {

    private static final List<Integer> SWEEP = BenchPlan.powersOfTwo(512);

    @Test
    void everySwitchIsRecordedInItsEnumsOrderThenTheOtherKeysAndTheCostsApart() {
        ConfigurationSettings c = ConfigurationSettings.of(Settings.BASELINE, SchedulerConfig.load(), SWEEP);
        List<String> keys = new ArrayList<>(c.values().keySet());
        List<String> switches = Arrays.stream(Switch.values()).map(Switch::key).toList();
        assertEquals(switches, keys.subList(0, switches.size()), "read from the enum, so a new switch is recorded");
        assertEquals(List.of("backoff", "leaf-table-megabytes", "min-steal-depth", "poll-quantum", "profile-bins",
                "serial-table-megabytes", "table-entries-total", "throttle-work"),
                keys.subList(switches.size(), keys.size()), "the scheduler's other keys, from its configuration");
        assertTrue(keys.stream().noneMatch(k -> k.startsWith(ConfigurationSettings.COST_PREFIX)), keys.toString());
        assertEquals(11, c.costs().size(), c.costs().toString());
        assertEquals(4350, c.costs().get("cost.make-unmake"));
        assertEquals(10400, c.costs().get("cost.jamboree-control"));
    }

    @Test
    void theDefaultsAreReferenceConfsValuesAndTheTableGrowsWithTheMachine() {
        ConfigurationSettings c = ConfigurationSettings.of(Settings.BASELINE, SchedulerConfig.load(), SWEEP);
        assertEquals("defaults", c.name());
        assertEquals("rid- dr+ startech ser+", c.label());
        assertEquals("startech", c.profile());
        assertEquals(512, c.largestMachine());
        Map<String, Object> v = c.values();
        assertEquals(List.of(2, -1, -1, "startech", true, true, 8192, 0, 1),
                List.of(v.get("serial-depth"), v.get("serialization-children"), v.get("pv-serial-children"),
                        v.get("throttle"), v.get("leaf-table-reads"), v.get("ordering-with-work"),
                        v.get("table-entries-per-node"), v.get("table-entries-total"), v.get("leaf-table-megabytes")));
        assertEquals(2, c.serialDepth());
        assertEquals(8192, c.tableEntriesPerNode().get(1));
        assertEquals(8192, c.tableEntriesPerNode().get(512));
        assertEquals(8192L * 512, c.tableEntriesInAll(512));
        assertEquals(SWEEP, List.copyOf(c.tableEntriesPerNode().keySet()));
    }

    @Test
    void theThesisScaleSharesItsTableOutAndSearchesSeriallyOnlyTheLastPly() {
        SchedulerConfig scale = ThesisScale.DEFAULT.schedulerConfig(SchedulerConfig.load());
        ConfigurationSettings thesis = ConfigurationSettings.of(Settings.THESIS, scale, SWEEP);
        assertEquals("thesis", thesis.name());
        Map<String, Object> v = thesis.values();
        assertEquals(List.of(1, 1, 0, false, false, 1 << 17, 1 << 26),
                List.of(v.get("serial-depth"), v.get("serialization-children"), v.get("pv-serial-children"),
                        v.get("leaf-table-reads"), v.get("ordering-with-work"), v.get("table-entries-per-node"),
                        v.get("table-entries-total")), "2^26 in all, 2^17 on each of 512 nodes");
        assertEquals(1 << 26, thesis.tableEntriesPerNode().get(1));
        assertEquals(1 << 22, thesis.tableEntriesPerNode().get(16));
        for (int p : SWEEP) {
            assertEquals(1L << 26, thesis.tableEntriesInAll(p), p + " nodes");
        }
        assertEquals("profile=startech throttle=startech recursive-deepening=false deferred-reads=true",
                thesis.words().substring(0, thesis.words().indexOf(" global-table")));
        assertTrue(thesis.words().contains(" serial-depth=1 ") && thesis.words().contains(
                " table-entries-per-node=131072 ") && thesis.words().contains(" table-entries-total=67108864 "),
                thesis.words());
        assertFalse(thesis.words().contains("cost."), thesis.words());
    }

    @Test
    void aTrialThatNamesItsEntriesPerNodeKeepsThemOnEveryMachine() {
        SchedulerConfig scale = ThesisScale.DEFAULT.schedulerConfig(SchedulerConfig.load());
        ConfigurationSettings c = ConfigurationSettings.of(Settings.BASELINE.with(Switch.TABLE_ENTRIES_PER_NODE,
                2048), scale, List.of(1, 32));
        assertEquals(2048, c.tableEntriesPerNode().get(1));
        assertEquals(2048, c.tableEntriesPerNode().get(32));
        assertEquals(2048L * 32, c.tableEntriesInAll(32));
        assertThrows(IllegalArgumentException.class, () -> c.tableEntriesInAll(64));
    }
}

package jamboree.scheduler.config;

import com.typesafe.config.ConfigFactory;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SwitchTest {

    @Test
    void everySwitchHasItsDefaultInTheReferenceConfigurationAndUniqueNames() {
        SchedulerConfig config = SchedulerConfig.from(ConfigFactory.empty());
        Set<String> names = new HashSet<>();
        for (Switch s : Switch.values()) {
            assertTrue(ConfigFactory.defaultReference().hasPath(SchedulerConfig.ROOT + "." + s.key()), s.key());
            assertEquals(s.check(config.get(s)), config.get(s), "canonical: " + s);
            assertTrue(names.add(s.key()) & names.add(s.uciName()) & names.add(s.flag()), "unique names: " + s);
            assertTrue(s.flag().startsWith("--"), s.flag());
            assertTrue(!s.description().isBlank() && !s.description().contains("\n"), s.description());
        }
    }

    @Test
    void theTypedAccessorsReadTheSwitches() {
        SchedulerConfig c = SchedulerConfig.load().with(Switch.THROTTLE, "Naive").with(Switch.GLOBAL_TABLE, false)
                .with(Switch.SERIAL_DEPTH, 3L).with(Switch.PV_SERIAL_CHILDREN, "5").with(Switch.HELPFUL_MASTER, "TRUE");
        assertEquals(ThrottleKind.NAIVE, c.throttle());
        assertEquals("naive", c.get(Switch.THROTTLE));
        assertEquals(false, c.globalTable());
        assertEquals(3, c.serialDepth());
        assertEquals(3, c.get(Switch.SERIAL_DEPTH));
        assertEquals(5, c.pvSerialChildren());
        assertEquals(true, c.helpfulMaster());
        Map<Switch, Object> typed = Map.of(Switch.RECURSIVE_DEEPENING, c.recursiveDeepening(),
                Switch.DEFERRED_READS, c.deferredReads(), Switch.SERIALIZATION, c.serialization(),
                Switch.LEAF_TABLE_READS, c.leafTableReads(), Switch.ORDERING_WITH_WORK, c.orderingWithWork(),
                Switch.NATIVE_SHARED_TABLE, c.nativeSharedTable(),
                Switch.SERIALIZATION_CHILDREN, c.serializationChildren());
        typed.forEach((s, v) -> assertEquals(v, c.get(s), s.key()));
    }

    @Test
    void badValuesNameTheSwitchAndWhatItAllows() {
        SchedulerConfig c = SchedulerConfig.load();
        assertEquals("throttle must be startech, naive or backoff, got 'fast'",
                assertThrows(IllegalArgumentException.class, () -> c.with(Switch.THROTTLE, "fast")).getMessage());
        assertEquals("serialization-children must be at least -1, got -2",
                assertThrows(IllegalArgumentException.class, () -> c.with(Switch.SERIALIZATION_CHILDREN, -2))
                        .getMessage());
        assertEquals("serial-depth must be at most 100, got 101",
                assertThrows(IllegalArgumentException.class, () -> c.with(Switch.SERIAL_DEPTH, 101)).getMessage());
        assertEquals(1000, c.with(Switch.PV_SERIAL_CHILDREN, 1000).pvSerialChildren(), "any count: all children");
        assertEquals("--serial-depth must be a whole number from 0 to 100, got 'deep'",
                assertThrows(IllegalArgumentException.class, () -> Switch.SERIAL_DEPTH.parse("--serial-depth",
                        "deep")).getMessage());
        assertEquals("global-table must be true or false, got 'maybe'",
                assertThrows(IllegalArgumentException.class, () -> c.with(Switch.GLOBAL_TABLE, "maybe"))
                        .getMessage());
        IllegalArgumentException fromFile = assertThrows(IllegalArgumentException.class, () -> SchedulerConfig.from(
                ConfigFactory.parseString("jamboree.scheduler.throttle = fast")));
        assertEquals("jamboree.scheduler.throttle must be startech, naive or backoff, got 'fast'",
                fromFile.getMessage());
    }

    @Test
    void toStringListsEverySwitch() {
        String text = SchedulerConfig.load().with(Switch.THROTTLE, "backoff").toString();
        for (Switch s : Switch.values()) {
            assertTrue(text.contains(s.key() + "="), text);
        }
        assertTrue(text.startsWith("throttle=backoff "), text);
    }
}

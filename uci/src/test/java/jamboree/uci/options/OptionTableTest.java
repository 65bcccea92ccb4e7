package jamboree.uci.options;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OptionTableTest {

    private final List<Object> changes = new ArrayList<>();
    private final OptionTable table = new OptionTable();

    OptionTableTest() {
        table.declare(new UciOption.Spin("Hash", 16, 1, 1024), changes::add);
        table.declare(new UciOption.Button("Clear Hash"), v -> changes.add("pressed"));
        table.declare(new UciOption.Check("Ponder", false), changes::add);
        table.declare(new UciOption.Combo("Profile", "full", List.of("full", "startech", "strict")), changes::add);
        table.declare(new UciOption.Text("Log File", ""), changes::add);
    }

    private List<String> set(String name, String value) {
        return table.set(new SetOptionRequest(name, value));
    }

    @Test
    void declarationsFollowTheSpecification() {
        assertEquals(List.of(
                "option name Hash type spin default 16 min 1 max 1024",
                "option name Clear Hash type button",
                "option name Ponder type check default false",
                "option name Profile type combo default full var full var startech var strict",
                "option name Log File type string default <empty>"), table.declarations());
    }

    @Test
    void spinValuesAreTakenAndOutOfRangeValuesClamped() {
        assertEquals(List.of(), set("Hash", "64"));
        assertEquals(64, table.spin("Hash"));
        assertEquals(List.of("Hash value 5000 is outside [1, 1024]; using 1024"), set("Hash", "5000"));
        assertEquals(1024, table.spin("Hash"));
        assertEquals(List.of("Hash value -3 is outside [1, 1024]; using 1"), set("Hash", "-3"));
        assertEquals(1, table.spin("Hash"));
        assertEquals(List.of(64L, 1024L, 1L), changes);
    }

    @Test
    void aSpinThatRefusesOutOfRangeValuesKeepsItsValue() {
        table.declare(new UciOption.Spin("CM5 Processors", 64, 1, 16384, false), changes::add);
        assertEquals("option name CM5 Processors type spin default 64 min 1 max 16384",
                table.declarations().get(table.declarations().size() - 1));
        assertEquals(List.of(), set("cm5 processors", "8"));
        assertEquals(List.of("CM5 Processors value 16385 is outside [1, 16384]; unchanged at 8"),
                set("CM5 Processors", "16385"));
        assertEquals(List.of("CM5 Processors value 0 is outside [1, 16384]; unchanged at 8"),
                set("CM5 Processors", "0"));
        assertEquals(8, table.spin("CM5 Processors"));
        assertEquals(List.of(8L), changes);
    }

    @Test
    void malformedSpinValuesLeaveTheOptionUnchanged() {
        set("Hash", "32");
        assertEquals(List.of("Hash value 'lots' is not an integer; unchanged at 32"), set("Hash", "lots"));
        assertEquals(List.of("Hash value '99999999999999999999' is not an integer; unchanged at 32"),
                set("Hash", "99999999999999999999"));
        assertEquals(1, set("Hash", null).size());
        assertEquals(32, table.spin("Hash"));
        assertEquals(List.of(32L), changes);
    }

    @Test
    void namesMatchWhateverTheCaseAndSpacing() {
        assertEquals(List.of(), set("hash", "8"));
        assertEquals(8, table.spin("HASH"));
        assertEquals(List.of(), set("clear  hash", null));
        assertEquals(List.of(8L, "pressed"), changes);
    }

    @Test
    void unknownNamesAreReported() {
        assertEquals(List.of("unknown option 'Threads'"), set("Threads", "4"));
        assertTrue(changes.isEmpty());
    }

    @Test
    void checkAndComboValues() {
        assertEquals(List.of(), set("Ponder", "TRUE"));
        assertTrue(table.check("Ponder"));
        assertEquals(1, set("Ponder", "yes").size());
        assertTrue(table.check("Ponder"));
        assertEquals(List.of(), set("Profile", "StarTech"));
        assertEquals("startech", table.text("Profile"));
        assertEquals(List.of("Profile value 'fast' is not one of full, startech, strict; unchanged at startech"),
                set("Profile", "fast"));
        assertEquals("startech", table.text("Profile"));
    }

    @Test
    void buttonsIgnoreValuesAndStringsKeepSpaces() {
        assertEquals(List.of("Clear Hash is a button and takes no value; value 'now' ignored"),
                set("Clear Hash", "now"));
        assertEquals(List.of("pressed"), changes);
        assertEquals(List.of(), set("Log File", "my games.log"));
        assertEquals("my games.log", table.text("Log File"));
        set("Log File", "<empty>");
        assertEquals("", table.text("Log File"));
    }

    @Test
    void declaringTwiceOrBadDefaultsIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class,
                () -> table.declare(new UciOption.Check("ponder", true), v -> { }));
        assertThrows(IllegalArgumentException.class, () -> new UciOption.Spin("X", 0, 1, 2));
        assertThrows(IllegalArgumentException.class, () -> new UciOption.Combo("Y", "a", List.of("b")));
        assertFalse(table.declarations().isEmpty());
    }
}

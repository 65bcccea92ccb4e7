package jamboree.uci.cli;

import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchType;
import jamboree.uci.Main;
import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.protocol.UciLoop;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every scheduler switch is a UCI option and a flag of {@code search --machine}, starting at its configured value. */
class EverySwitchEverywhereTest {
    private static final SchedulerConfig CONFIGURED = SchedulerConfig.load();

    /** A value of {@code s} other than the configured one. */
    private static Object another(Switch s) {
        Object now = CONFIGURED.get(s);
        if (s.type() instanceof SwitchType.OnOff) {
            return !(Boolean) now;
        }
        if (s.type() instanceof SwitchType.Choice choice) {
            return choice.values().stream().filter(v -> !v.equals(now)).findFirst().orElseThrow();
        }
        SwitchType.Count count = (SwitchType.Count) s.type();
        if (count.powerOfTwo()) {
            return (Integer) now <= count.max() / 2 ? (Integer) now * 2 : (Integer) now / 2;
        }
        return (Integer) now < count.max() ? (Integer) now + 1 : count.min();
    }

    private static List<String> uci(String commands) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new UciLoop(new BufferedReader(new StringReader(commands + "\nquit\n")), out, new SerialEngineFactory())
                .run();
        return List.of(out.toString(StandardCharsets.UTF_8).split("\\R"));
    }

    private static ParseResult searchParse(List<String> args) {
        ParseResult root = new CommandLine(new Main()).parseArgs(args.toArray(String[]::new));
        return root.subcommand();
    }

    @Test
    void everySwitchIsAUciOptionStartingAtItsConfiguredValue() {
        List<String> lines = uci("uci");
        for (Switch s : Switch.values()) {
            String prefix = "option name " + s.uciName() + " type ";
            List<String> declared = lines.stream().filter(l -> l.startsWith(prefix)).toList();
            assertEquals(1, declared.size(), s + " in " + lines);
            assertTrue(declared.get(0).contains(" default " + CONFIGURED.get(s)), declared.get(0));
            String type = s.type() instanceof SwitchType.OnOff ? "check"
                    : s.type() instanceof SwitchType.Choice ? "combo" : "spin";
            assertTrue(declared.get(0).startsWith(prefix + type + " default "), declared.get(0));
        }
    }

    @Test
    void everyUciSwitchOptionReachesTheEngine() {
        StringBuilder commands = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (Switch s : Switch.values()) {
            commands.append("setoption name ").append(s.uciName()).append(" value ").append(another(s)).append('\n');
            expected.add(s.uciName() + " " + another(s));
        }
        commands.append("position startpos\ngo depth 1\nisready");
        List<String> lines = uci(commands.toString());
        String note = "info string the scheduler options (" + String.join(", ", expected) + ") are not used: they"
                + " act on the Native and CM5 machines, and Machine is Serial";
        assertTrue(lines.contains(note), note + "\n" + lines);
    }

    @Test
    void everySwitchIsAFlagOfSearchMachineAndDefaultsToItsConfiguredValue() {
        CommandRun help = CommandRun.of("search", "--help");
        List<String> base = List.of("search", "--machine", "cm5", "--depth", "1");
        SchedulerConfig untouched = SwitchFlags.applyTo(CONFIGURED, searchParse(base));
        for (Switch s : Switch.values()) {
            boolean onOff = s.type() instanceof SwitchType.OnOff;
            String shown = onOff ? "--[no-]" + s.flag().substring(2) : s.flag();
            assertTrue(help.out().contains(shown), s + " in\n" + help.out());
            if (!s.flag().equals("--rid")) {
                assertTrue(help.out().contains("(default: " + CONFIGURED.get(s) + ")"), s + " in\n" + help.out());
            }
            assertEquals(CONFIGURED.get(s), untouched.get(s), s.key());
            Object other = another(s);
            List<String> args = new ArrayList<>(base);
            if (onOff) {
                args.add((Boolean) other ? s.flag() : "--no-" + s.flag().substring(2));
            } else {
                args.add(s.flag());
                args.add(String.valueOf(other).toUpperCase(java.util.Locale.ROOT));
            }
            SchedulerConfig given = SwitchFlags.applyTo(CONFIGURED, searchParse(args));
            assertEquals(other, given.get(s), String.join(" ", args));
        }
    }

    @Test
    void aBadValueIsOneLineNamingTheFlagAndWhatItAllows() {
        CommandRun run = CommandRun.of("search", "--machine", "cm5", "--depth", "1", "--serial-depth", "deep");
        assertEquals(2, run.code());
        assertEquals("jamboree search: --serial-depth must be a whole number from 0 to 100, got 'deep'"
                + System.lineSeparator(), run.err());
        run = CommandRun.of("search", "--machine", "cm5", "--depth", "1", "--serialization-children", "-2");
        assertEquals(2, run.code());
        assertEquals("jamboree search: --serialization-children must be at least -1, got -2"
                + System.lineSeparator(), run.err());
        run = CommandRun.of("search", "--machine", "cm5", "--depth", "1", "--throttle", "fast");
        assertEquals(2, run.code());
        assertEquals("jamboree search: --throttle must be startech, naive or backoff, got 'fast'"
                + System.lineSeparator(), run.err());
    }

    @Test
    void aSwitchWithoutAMachineIsAnErrorButTheSerialEnginesRidIsNot() {
        CommandRun run = CommandRun.of("search", "--depth", "2", "--no-global-table");
        assertEquals(2, run.code(), run.out());
        assertTrue(run.err().startsWith("jamboree search: ") && run.err().contains("need --machine"), run.err());
        CommandRun rid = CommandRun.of("search", "--depth", "2", "--rid");
        assertEquals(0, rid.code(), rid.err());
        assertFalse(rid.out().contains("machine"), rid.out());
    }

    @Test
    void badUciValuesNameTheOptionAndWhatItAllows() {
        List<String> lines = uci("setoption name Serial Depth value 999\nsetoption name Leaf Table Reads value maybe\n"
                + "setoption name PV Serial Children value few\nsetoption name Throttle value fast");
        assertTrue(lines.contains("info string Serial Depth value 999 is outside [0, 100]; unchanged at "
                + CONFIGURED.serialDepth()), lines.toString());
        assertTrue(lines.contains("info string Leaf Table Reads value 'maybe' is not true or false; unchanged at "
                + CONFIGURED.leafTableReads()), lines.toString());
        assertTrue(lines.contains("info string PV Serial Children value 'few' is not an integer; unchanged at "
                + CONFIGURED.pvSerialChildren()), lines.toString());
        assertTrue(lines.contains("info string Throttle value 'fast' is not one of startech, naive, backoff;"
                + " unchanged at " + CONFIGURED.get(Switch.THROTTLE)), lines.toString());
    }
}

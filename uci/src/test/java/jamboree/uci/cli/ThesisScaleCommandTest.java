package jamboree.uci.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.typesafe.config.ConfigFactory;
import jamboree.machine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jamboree bench --scale thesis} on a tiny problem (problems of 2,000 serial positions, P up to 2). */
class ThesisScaleCommandTest {

    @Test
    void theThesisScaleSizesTheProblemsAndWritesTheNewSections(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        // A small table in all (the thesis's 2^26 entries would be 1 GB on the one-node machine).
        CommandRun run = CommandRun.of("bench", "--scale", "thesis", "--scale-threshold", "2000",
                "--scale-table-entries", "16384", "--max-processors", "2", "--positions", "2", "--validation", "none", "--no-swamp",
                "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("sizing the problems (serial searches to 2000 positions)"), run.err());
        assertTrue(run.err().contains("the global table holds 16384 entries on every machine"), run.err());
        assertTrue(run.err().contains("the nodes search subtrees of remaining depth 1 serially (serial-depth 1, the"
                + " scale's; the defaults have 2, and jamboree.scheduler.serial-depth sets another)"), run.err());
        assertTrue(run.err().lines().anyMatch(l -> l.matches("  kaufman k01: depth \\d+, \\d+ serial positions")),
                run.err());
        assertTrue(run.out().contains("suite kaufman: 2 positions, depths up to "), run.out());
        List<String> settings = run.out().lines().filter(l -> l.startsWith("settings of ")).toList();
        assertEquals(2, settings.size(), run.out());
        assertTrue(settings.get(0).startsWith("settings of defaults on 2 nodes (16384 global table entries in all):"),
                settings.get(0));
        assertTrue(settings.get(1).startsWith("settings of thesis on 2 nodes (16384 global table entries in all):"),
                settings.get(1));
        for (String line : settings) {
            assertTrue(line.contains(" serial-depth=1 ") && line.contains(" table-entries-per-node=8192 ")
                    && line.contains(" table-entries-total=16384 "), line);
        }
        assertTrue(settings.get(1).contains(" serialization-children=1 pv-serial-children=0 "), settings.get(1));
        assertTrue(settings.get(0).endsWith("; chosen by the machine: serialization-children=1 pv-serial-children=0"),
                settings.get(0));
        assertFalse(settings.get(1).contains("chosen by the machine"), "the thesis's configuration sets them");
        // 2 positions x 2 sizes x 2 configurations, 3 more RID x DR columns on 2 nodes and 9 table sizes on 1.
        assertTrue(run.out().strip().lines().reduce((a, b) -> b).orElseThrow()
                .matches("signature: nodes \\d+ cycles \\d+ trials " + (8 + 6 + 18)), run.out());
        List<String> sizes = Files.readAllLines(out.resolve("problem-sizes.csv"));
        assertEquals(3, sizes.size());
        assertTrue(sizes.get(1).startsWith("kaufman,k01,") && sizes.get(1).endsWith(",yes"), sizes.get(1));
        for (String file : List.of("configurations.csv", "figure-6-1-table-size-p1.csv", "figure-5-10.csv",
                "models.csv", "ablation-rid-deferred-p2.csv", "settings.csv")) {
            assertTrue(Files.exists(out.resolve(file)), file);
        }
        JsonNode configurations = Json.parse(Files.readString(out.resolve("report.json"))).path("run")
                .path("configurations");
        assertEquals(2, configurations.size());
        for (JsonNode c : configurations) {
            assertEquals(1, c.path("settings").path("serial-depth").intValue(), c.path("name").asText());
            assertEquals(16384, c.path("settings").path("table-entries-total").intValue());
            assertEquals("[16384,8192]", c.path("tableEntriesPerNode").toString());
        }
        assertEquals("thesis", configurations.get(1).path("name").asText());
        assertEquals(1, configurations.get(1).path("settings").path("serialization-children").intValue());
    }

    /**
     * A resumed run takes the problems' sizes and its serial references from the serial searches the first run kept:
     * it searches nothing serially again (the file is left as it was) and prints what the whole run printed.
     */
    @Test
    void aResumedRunRecallsItsSerialSearchesRatherThanSizingAgain(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        String[] args = sweepOnTwoNodes(out, 2);
        CommandRun whole = CommandRun.of(args);
        assertEquals(0, whole.code(), whole.err());
        Path serial = out.resolve("serial-searches.jsonl");
        byte[] kept = Files.readAllBytes(serial);
        int searches = Files.readAllLines(serial).size() - 1;
        assertTrue(searches >= 4, "each position sized over two depths at least: " + searches);
        Path journal = out.resolve("journal.jsonl");
        Files.write(journal, Files.readAllLines(journal).subList(0, 3));

        String[] resume = java.util.Arrays.copyOf(args, args.length + 1);
        resume[args.length] = "--resume";
        CommandRun resumed = CommandRun.of(resume);
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("jamboree bench: recalling " + searches + " serial searches from " + serial),
                resumed.err());
        assertEquals(new String(kept), Files.readString(serial), "no serial search made again");
        assertEquals(withoutHostTime(whole.out()), withoutHostTime(resumed.out()));
        assertEquals(sizingLines(whole.err()), sizingLines(resumed.err()));
    }

    /**
     * A journal of other code is refused by {@code --resume} before the problems are sized, which at the thesis's
     * scale takes minutes; {@code --journaled-only --from-other-code} writes its report from the serial searches kept
     * beside it, sizing nothing again and leaving both files as they were.
     */
    @Test
    void aJournalOfOtherCodeIsRefusedBeforeSizingAndItsReportWrittenFromItsSerialSearches(@TempDir Path dir)
            throws IOException {
        Path out = dir.resolve("report");
        String[] args = sweepOnTwoNodes(out, 1);
        CommandRun whole = CommandRun.of(args);
        assertEquals(0, whole.code(), whole.err());
        Path journal = out.resolve("journal.jsonl");
        Path serial = out.resolve("serial-searches.jsonl");
        for (Path file : List.of(journal, serial)) {
            List<String> lines = Files.readAllLines(file);
            lines.set(0, lines.get(0).replaceFirst("\"code\":\"[0-9a-f]+\"", "\"code\":\"0ld\""));
            Files.write(file, lines);
        }
        byte[] journalBefore = Files.readAllBytes(journal);
        byte[] serialBefore = Files.readAllBytes(serial);

        CommandRun resumed = CommandRun.of(with(args, "--resume"));
        assertEquals(2, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("jamboree bench: cannot resume from " + journal + ": it was written by a run"
                + " that differs in code: the journal's 0ld, this run's "), resumed.err());
        assertFalse(resumed.err().contains("sizing the problems"), "refused before sizing: " + resumed.err());

        CommandRun written = CommandRun.of(with(args, "--resume", "--journaled-only", "--from-other-code"));
        assertEquals(0, written.code(), written.err());
        assertTrue(written.err().contains("jamboree bench: recalling "), written.err());
        assertEquals(sizingLines(whole.err()), sizingLines(written.err()));
        assertEquals(whole.out().lines().reduce((a, b) -> b), written.out().lines().reduce((a, b) -> b),
                "the same signature");
        assertArrayEquals(journalBefore, Files.readAllBytes(journal));
        assertArrayEquals(serialBefore, Files.readAllBytes(serial));

        CommandRun status = CommandRun.of(with(args, "--status"));
        assertEquals(2, status.code(), status.err());
        assertTrue(status.err().contains("jamboree bench: the journal at " + journal + " was written by a run that"
                + " differs in code: the journal's 0ld, this run's "), status.err());
        assertFalse(status.err().contains("sizing the problems"), status.err());
        CommandRun statusTaken = CommandRun.of(with(args, "--status", "--from-other-code"));
        assertEquals(0, statusTaken.code(), statusTaken.err());
        assertTrue(statusTaken.out().contains(" searches done (100.0%), made by 1 run of other code (the journal's"
                + " code fingerprint 0ld; this code's "), statusTaken.out());

        List<String> serialLines = Files.readAllLines(serial);
        Files.write(serial, serialLines.subList(0, serialLines.size() - 1));
        CommandRun lacking = CommandRun.of(with(args, "--resume", "--journaled-only", "--from-other-code"));
        assertEquals(2, lacking.code(), lacking.err());
        assertTrue(lacking.err().contains("jamboree bench: the serial searches kept in " + serial + " lack "),
                lacking.err());
        assertTrue(lacking.err().contains(", and this code would search it otherwise"), lacking.err());

        Files.write(serial, serialLines.subList(0, 1).stream().map(l -> l.replaceFirst("\"code\":\"0ld\"",
                "\"code\":\"other\"")).toList());
        CommandRun otherSerial = CommandRun.of(with(args, "--resume", "--journaled-only", "--from-other-code"));
        assertEquals(2, otherSerial.code(), otherSerial.err());
        assertTrue(otherSerial.err().contains("the serial searches kept in " + serial + " were made by other code or"
                + " configuration"), otherSerial.err());

        Files.delete(serial);
        CommandRun unsized = CommandRun.of(with(args, "--resume", "--journaled-only", "--from-other-code"));
        assertEquals(2, unsized.code(), unsized.err());
        assertTrue(unsized.err().endsWith("jamboree bench: --from-other-code sizes the problems as the code that wrote"
                + " the journal did, from the serial searches the run kept, and cannot: no serial searches kept at "
                + serial + "\n"), unsized.err());
        assertFalse(unsized.err().contains("sizing the problems"), unsized.err());
        assertArrayEquals(journalBefore, Files.readAllBytes(journal));
    }

    private static String[] with(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    /**
     * The status of a thesis-scale run sizes the problems from the serial searches the run kept, writing nothing and
     * searching nothing; without them it is refused rather than sizing them again.
     */
    @Test
    void theStatusOfAThesisScaleRunSizesFromTheKeptSerialSearchesAndWritesNothing(@TempDir Path dir)
            throws IOException {
        Path out = dir.resolve("report");
        String[] args = sweepOnTwoNodes(out, 1);
        CommandRun whole = CommandRun.of(args);
        assertEquals(0, whole.code(), whole.err());
        Path serial = out.resolve("serial-searches.jsonl");
        byte[] kept = Files.readAllBytes(serial);

        String[] status = java.util.Arrays.copyOf(args, args.length + 1);
        status[args.length] = "--status";
        CommandRun done = CommandRun.of(status);
        assertEquals(0, done.code(), done.err());
        assertTrue(done.out().startsWith(out.resolve("journal.jsonl") + ": 5 of 5 searches done (100.0%)"),
                done.out());
        assertTrue(done.out().lines().anyMatch(l -> l.matches("kaufman  thesis +2 +1 of 1 .*")), done.out());
        assertEquals(sizingLines(whole.err()), sizingLines(done.err()), "the same depths");
        assertArrayEquals(kept, Files.readAllBytes(serial));

        Files.delete(serial);
        CommandRun without = CommandRun.of(status);
        assertEquals(2, without.code(), without.err());
        assertTrue(without.err().endsWith("jamboree bench: --status sizes the problems from the serial searches the"
                + " run kept, and cannot: no serial searches kept at " + serial + "\n"), without.err());
        assertFalse(Files.exists(serial), "nothing written");
        assertEquals("", without.out());
    }

    /** The arguments of a thesis-scale sweep of {@code positions} tiny problems on 1 and 2 nodes, into {@code out}. */
    private static String[] sweepOnTwoNodes(Path out, int positions) {
        return new String[] {"bench", "--scale", "thesis", "--scale-threshold", "2000", "--scale-table-entries",
                "16384", "--max-processors", "2", "--positions", Integer.toString(positions), "--validation", "none",
                "--no-swamp", "--no-ablations", "--out", out.toString()};
    }

    private static List<String> withoutHostTime(String out) {
        return out.lines().filter(l -> !l.startsWith("host time: ") && !l.startsWith("host usage: ")
                && !l.startsWith("host of this JVM: ") && !l.startsWith("report: ")
                && !l.startsWith("each search as a command: ")).toList();
    }

    private static List<String> sizingLines(String err) {
        return err.lines().filter(l -> l.startsWith("  kaufman ")).toList();
    }

    /** The command run with the system property {@code key} set to {@code value} (as -D in the launcher's options). */
    private static CommandRun withProperty(String key, String value, String... args) {
        System.setProperty(key, value);
        ConfigFactory.invalidateCaches();
        try {
            return CommandRun.of(args);
        } finally {
            System.clearProperty(key);
            ConfigFactory.invalidateCaches();
        }
    }

    @Test
    void aSerialDepthTheUserSetIsKeptAndAnnounced(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        // 2 is reference.conf's value too: naming it is still a choice the scale must keep.
        CommandRun run = withProperty("jamboree.scheduler.serial-depth", "2", "bench", "--scale", "thesis",
                "--scale-threshold", "2000", "--scale-table-entries", "16384", "--max-processors", "2", "--positions",
                "1", "--validation", "none", "--no-swamp", "--no-ablations", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("the nodes search subtrees of remaining depth 2 serially (serial-depth 2 as"
                + " jamboree.scheduler.serial-depth sets it; the scale's own is 1)"), run.err());
        JsonNode configurations = Json.parse(Files.readString(out.resolve("report.json"))).path("run")
                .path("configurations");
        assertEquals(2, configurations.size());
        for (JsonNode c : configurations) {
            assertEquals(2, c.path("settings").path("serial-depth").intValue(), c.path("name").asText());
            assertEquals(16384, c.path("settings").path("table-entries-total").intValue(), "the scale's table");
        }
        assertTrue(run.out().lines().filter(l -> l.startsWith("settings of ")).allMatch(l -> l.contains(
                " serial-depth=2 ")), run.out());
    }

    @Test
    void aTableSizeTheUserSetIsKeptAndAnnounced(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        CommandRun run = withProperty("jamboree.scheduler.table-entries-total", "32768", "bench", "--scale",
                "thesis", "--scale-threshold", "2000", "--max-processors", "2", "--positions", "1", "--validation",
                "none", "--no-swamp", "--no-ablations", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("the global table holds 32768 entries on every machine, each node its share (as"
                + " jamboree.scheduler.table-entries-total sets it; the scale's own is 2^26, the thesis's (6.2))"),
                run.err());
        JsonNode configurations = Json.parse(Files.readString(out.resolve("report.json"))).path("run")
                .path("configurations");
        assertEquals(2, configurations.size());
        for (JsonNode c : configurations) {
            assertEquals(32768, c.path("settings").path("table-entries-total").intValue(), c.path("name").asText());
            assertEquals("[32768,16384]", c.path("tableEntriesPerNode").toString());
        }
    }

    @Test
    void theThesisScaleRefusesOptionsItWouldIgnoreAndUnknownScales() {
        CommandRun depth = CommandRun.of("bench", "--scale", "thesis", "--depth", "5", "--positions", "1");
        assertEquals(2, depth.code());
        assertTrue(depth.err().contains("--scale thesis chooses each position's depth and its machine sizes itself;"
                + " it does not take --depth"), depth.err());
        CommandRun scale = CommandRun.of("bench", "--scale", "huge", "--positions", "1");
        assertEquals(2, scale.code());
        assertTrue(scale.err().contains("--scale must be default or thesis, got 'huge'"), scale.err());
        CommandRun threshold = CommandRun.of("bench", "--scale", "thesis", "--scale-threshold", "0", "--positions",
                "1", "--validation", "none");
        assertEquals(2, threshold.code());
        assertTrue(threshold.err().contains("threshold must be at least 1 position, got 0"), threshold.err());
        CommandRun table = CommandRun.of("bench", "--scale", "thesis", "--scale-table-entries", "1000",
                "--positions", "1", "--validation", "none");
        assertEquals(2, table.code());
        assertTrue(table.err().contains("the global table's entries must be a power of two, got 1000"), table.err());
        CommandRun tableAlone = CommandRun.of("bench", "--scale-table-entries", "1024", "--positions", "1");
        assertEquals(2, tableAlone.code());
        assertTrue(tableAlone.err().contains("--scale-threshold and --scale-table-entries need --scale thesis"),
                tableAlone.err());
        assertEquals("", depth.out() + scale.out() + threshold.out() + table.out() + tableAlone.out());
    }
}

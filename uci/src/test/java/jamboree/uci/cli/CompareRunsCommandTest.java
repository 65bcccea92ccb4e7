package jamboree.uci.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.bench.run.HostDescription;
import jamboree.machine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jamboree compare-runs}: two real bench runs' journals, compared search by search. */
class CompareRunsCommandTest {

    /** Two positions on 1 and 2 nodes and the profiled run: 5 searches. */
    private static final String[] TINY = {"bench", "--positions", "2", "--validation", "none", "--depth", "3",
            "--max-processors", "2", "--no-ablations", "--no-swamp"};

    private static Path bench(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(TINY));
        args.addAll(List.of("--out", out.toString()));
        args.addAll(List.of(more));
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertEquals(0, run.code(), run.err());
        return out;
    }

    /**
     * Sets what each search's line says of the other processes' load, which a real run reads from a host whose load
     * no test decides (and a search too short for a tick of the kernel's clock leaves unsaid): null leaves it unsaid.
     */
    private static void sayOtherCores(Path journal, Double cores) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(journal)) {
            ObjectNode node = (ObjectNode) Json.parse(line);
            if (node.has("searchNanos")) {
                node.put("otherCores", cores);
            }
            lines.add(Json.compact(node));
        }
        Files.write(journal, lines);
    }

    @Test
    void runsOfOneJobAndOfTwoReproduceEachOtherAndAChangedFigureIsNamed(@TempDir Path dir) throws IOException {
        Path one = bench(dir.resolve("one"), "--jobs", "1");
        Path two = bench(dir.resolve("two"), "--jobs", "2");
        sayOtherCores(one.resolve("journal.jsonl"), 0.25);
        sayOtherCores(two.resolve("journal.jsonl"), null);

        CommandRun same = CommandRun.of("compare-runs", one.toString(), two.resolve("journal.jsonl").toString());
        assertEquals(0, same.code(), same.err());
        List<String> lines = same.out().lines().toList();
        assertEquals("first:  " + one.resolve("journal.jsonl") + " (5 searches)", lines.get(0));
        assertEquals("second: " + two.resolve("journal.jsonl") + " (5 searches)", lines.get(1));
        assertEquals("fingerprints: the same", lines.get(2), same.out());
        assertEquals("searches in both: 5; the same in every simulated figure: 5; different: 0", lines.get(3));
        assertEquals("only in the first: 0; only in the second: 0", lines.get(4));
        assertTrue(lines.contains("  (other: the host cores other processes kept busy during the searches; -: the"
                + " searches whose lines say it cover less than 90% of the host time)"), same.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches(" +all +5 +[0-9.,]+ +[0-9.,]+ +[0-9.]+ +0\\.25 +-")),
                same.out());
        assertEquals("reproduced: every search both runs made measured the same", lines.get(lines.size() - 1));
        assertFalse(same.out().contains("sitting"), "runs made in one sitting each: " + same.out());
        // Both runs were made by this JVM, and their lines name its host.
        String here = HostDescription.ofThisJvm().text();
        int hosts = lines.indexOf("hosts of the shared searches, as the journals name them:");
        assertTrue(hosts > 0, same.out());
        assertEquals(List.of("  first:  5 searches on " + here, "  second: 5 searches on " + here),
                lines.subList(hosts + 1, hosts + 3));

        // A search whose T moved by one cycle is named with the figure that moved.
        Path journal = two.resolve("journal.jsonl");
        List<String> journaled = new ArrayList<>(Files.readAllLines(journal));
        ObjectNode entry = (ObjectNode) Json.parse(journaled.get(2));
        ObjectNode measurement = (ObjectNode) entry.get("measurement");
        long time = measurement.get("time").asLong();
        measurement.put("time", time + 1);
        journaled.set(2, Json.compact(entry));
        Files.write(journal, journaled);
        String search = "kaufman " + entry.get("request").get("positionId").asText() + " d3 P="
                + entry.get("request").get("processors").asInt();

        CommandRun moved = CommandRun.of("compare-runs", one.toString(), two.toString());
        assertEquals(1, moved.code(), moved.out());
        assertTrue(moved.out().contains("searches in both: 5; the same in every simulated figure: 4; different: 1"),
                moved.out());
        assertTrue(moved.out().lines().anyMatch(l -> l.startsWith("  differs: " + search)
                && l.endsWith(": time: " + time + " / " + (time + 1))), moved.out());
        assertTrue(moved.out().endsWith("not reproduced: 1 of the shared searches measured otherwise under the same"
                + " code and configuration, which is a bug\n"), moved.out());

        CommandRun unnamed = CommandRun.of("compare-runs", "--differences", "0", one.toString(), two.toString());
        assertTrue(unnamed.out().contains("  ... and 1 more\n"), unnamed.out());

        // The second run as if resumed after its first three searches: its host times by sitting too.
        List<String> resumed = new ArrayList<>();
        for (String line : Files.readAllLines(journal)) {
            ObjectNode node = (ObjectNode) Json.parse(line);
            if (node.has("searchNanos") && resumed.size() > 3) {
                node.put("run", 2);
            }
            resumed.add(Json.compact(node));
        }
        Files.write(journal, resumed);
        CommandRun sittings = CommandRun.of("compare-runs", one.toString(), two.toString());
        List<String> sittingLines = sittings.out().lines().toList();
        int table = sittingLines.indexOf("the same by the second run's sitting (a run resumed n times has n + 1):");
        assertTrue(table > 0, sittings.out());
        assertTrue(sittingLines.get(table + 2).matches(" +1 +3 +[0-9.,]+ +[0-9.,]+ +[0-9.]+ +0\\.25 +-"),
                sittings.out());
        assertTrue(sittingLines.get(table + 3).matches(" +2 +2 +[0-9.,]+ +[0-9.,]+ +[0-9.]+ +0\\.25 +-"),
                sittings.out());
        assertTrue(sittingLines.contains("  second: 5 searches in sittings 1, 2 on " + here), sittings.out());

        // A search of the first run made on another host (a cluster's member, or a sitting elsewhere) is named apart.
        Path firstJournal = one.resolve("journal.jsonl");
        List<String> elsewhere = new ArrayList<>(Files.readAllLines(firstJournal));
        ObjectNode otherHost = (ObjectNode) Json.parse(elsewhere.get(1));
        elsewhere.set(1, Json.compact(otherHost.put("host", "another host")));
        Files.write(firstJournal, elsewhere);
        List<String> twoHosts = CommandRun.of("compare-runs", one.toString(), two.toString()).out().lines().toList();
        int named = twoHosts.indexOf("hosts of the shared searches, as the journals name them:");
        assertEquals(List.of("  first:  1 search on another host", "          4 searches on " + here),
                twoHosts.subList(named + 1, named + 3), String.join("\n", twoHosts));

        // Where neither journal says the other processes' load, the columns are left out.
        sayOtherCores(one.resolve("journal.jsonl"), null);
        CommandRun unsaid = CommandRun.of("compare-runs", one.toString(), two.toString());
        assertFalse(unsaid.out().contains("(other:") || unsaid.out().contains("first other"), unsaid.out());
        assertTrue(unsaid.out().lines().anyMatch(l -> l.matches(" +all +5 +[0-9.,]+ +[0-9.,]+ +[0-9.]+")),
                unsaid.out());

        // A run begun by code that did not keep the load and resumed by code that does: its later sitting says it.
        List<String> laterSays = new ArrayList<>();
        for (String line : Files.readAllLines(journal)) {
            ObjectNode node = (ObjectNode) Json.parse(line);
            if (node.has("run") && node.get("run").asInt() == 2) {
                node.put("otherCores", 0.5);
            }
            laterSays.add(Json.compact(node));
        }
        Files.write(journal, laterSays);
        List<String> later = CommandRun.of("compare-runs", one.toString(), two.toString()).out().lines().toList();
        int bySitting = later.indexOf("the same by the second run's sitting (a run resumed n times has n + 1):");
        assertTrue(later.get(bySitting + 1).endsWith("first other second other"), String.join("\n", later));
        assertTrue(later.get(bySitting + 2).matches(" +1 +3 +[0-9.,]+ +[0-9.,]+ +[0-9.]+ +- +-"),
                String.join("\n", later));
        assertTrue(later.get(bySitting + 3).matches(" +2 +2 +[0-9.,]+ +[0-9.,]+ +[0-9.]+ +- +0\\.50"),
                String.join("\n", later));
        assertFalse(sittings.out().contains("the first run's sitting"), sittings.out());

        // Lines of a journal that does not time its searches: compared all the same, and said to be left out.
        List<String> untimed = new ArrayList<>();
        for (String line : Files.readAllLines(journal)) {
            ObjectNode node = (ObjectNode) Json.parse(line);
            if (node.has("searchNanos")) {
                node.put("run", 0).put("runNanos", 0).put("searchNanos", 0);
            }
            untimed.add(Json.compact(node));
        }
        Files.write(journal, untimed);
        CommandRun old = CommandRun.of("compare-runs", one.toString(), two.toString());
        assertEquals(1, old.code(), old.out());
        assertTrue(old.out().contains("5 shared searches are left out of the host times: a journal of older code does"
                + " not give theirs\n"), old.out());
        assertFalse(old.out().contains("host time of the shared searches"), old.out());
    }

    @Test
    void runsOfOtherSeedsShareNoSearchAndReproduceNothing(@TempDir Path dir) {
        Path one = bench(dir.resolve("one"));
        Path other = bench(dir.resolve("other"), "--seed", "2");

        CommandRun run = CommandRun.of("compare-runs", one.toString(), other.toString());
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("fingerprints: differ in plan.seed (the plan only, on which no search's figures"
                + " depend)\n"), run.out());
        assertTrue(run.out().contains("searches in both: 0; the same in every simulated figure: 0; different: 0\n"
                + "only in the first: 5; only in the second: 5\n"
                + "nothing to compare: the runs share no search\n"), run.out());
    }

    @Test
    void whatIsNoJournalIsRefusedWithExitCodeTwo(@TempDir Path dir) {
        CommandRun missing = CommandRun.of("compare-runs", dir.toString(), dir.toString());
        assertEquals(2, missing.code());
        assertEquals("jamboree compare-runs: no journal at " + dir.resolve("journal.jsonl") + "\n", missing.err());
        assertEquals("", missing.out());

        CommandRun negative = CommandRun.of("compare-runs", "--differences", "-1", dir.toString(), dir.toString());
        assertEquals(2, negative.code());
        assertEquals("jamboree compare-runs: --differences must be at least 0, got -1\n", negative.err());
    }
}

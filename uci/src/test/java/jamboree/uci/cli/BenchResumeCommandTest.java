package jamboree.uci.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.typesafe.config.ConfigFactory;
import jamboree.bench.run.HostDescription;
import jamboree.machine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jamboree bench --resume}: a run cut short and resumed is the whole run; another run's journal is refused. */
class BenchResumeCommandTest {

    /** Two positions on 1, 2 and 4 nodes and the profiled run: 7 searches, a journal of 8 lines. */
    private static final String[] TINY = {"bench", "--positions", "2", "--validation", "none", "--depth", "3",
            "--max-processors", "4", "--no-ablations", "--no-swamp"};
    private static final int SEARCHES = 7;
    private static final int KEPT = 3;

    @Test
    void aRunCutShortAndResumedPrintsAndWritesWhatTheWholeRunDoes(@TempDir Path dir) throws IOException {
        Path wholeOut = dir.resolve("whole");
        CommandRun whole = run(wholeOut, "--resume");
        assertEquals(0, whole.code(), whole.err());
        Path wholeJournal = wholeOut.resolve("journal.jsonl");
        assertTrue(whole.err().contains("jamboree bench: no journal at " + wholeJournal
                + " to resume; starting afresh"), whole.err());
        List<String> lines = Files.readAllLines(wholeJournal);
        assertEquals(1 + SEARCHES, lines.size());

        Path cutOut = dir.resolve("cut");
        Files.createDirectories(cutOut);
        Path cutJournal = cutOut.resolve("journal.jsonl");
        String torn = lines.get(KEPT + 1).substring(0, 100);
        Files.writeString(cutJournal, String.join("\n", lines.subList(0, KEPT + 1)) + "\n" + torn);
        CommandRun resumed = run(cutOut, "--resume");
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("jamboree bench: the last line of " + cutJournal + " was cut short when its"
                + " run stopped; left out, its search is made again\njamboree bench: resuming from " + cutJournal
                + ": " + KEPT + " searches done are not made again\n"), resumed.err());

        assertEquals(comparable(whole.out()), comparable(resumed.out()));
        assertTrue(last(resumed.out()).matches("signature: nodes \\d+ cycles \\d+ trials 6"), resumed.out());
        assertTrue(whole.out().lines().anyMatch(l -> l.matches("host time: [0-9.]+ s")), whole.out());
        assertTrue(resumed.out().lines().anyMatch(l -> l.matches("host time: [0-9.]+ s in this run; [0-9.]+ s with"
                + " the earlier run it resumed, up to its last journaled search")), resumed.out());
        // A search made twice would add a line twice: the same lines mean the resumed run made exactly the 4 missing.
        assertEquals(searches(lines), searches(Files.readAllLines(cutJournal)));
        assertSameReport(wholeOut, cutOut);
        assertEquals(1, Json.parse(Files.readString(cutOut.resolve("report.json"))).path("run").path("earlierRuns")
                .asInt());
        assertTrue(Files.readString(cutOut.resolve("index.html")).contains(" s in this run; "), "the page says it");
    }

    @Test
    void aJournalOfOtherArgumentsOrAnotherMachineIsRefusedAndKept(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        assertEquals(0, run(out).code());
        Path journal = out.resolve("journal.jsonl");
        byte[] written = Files.readAllBytes(journal);

        CommandRun seed = run(out, "--resume", "--seed", "2");
        assertEquals(2, seed.code(), seed.err());
        assertEquals("jamboree bench: cannot resume from " + journal + ": it was written by a run that differs in"
                + " plan.seed: the journal's 1, this run's 2. Rerun with the arguments and configuration it was"
                + " written with, or without --resume to start afresh (replacing it); or, as only the plan differs,"
                + " with --new-plan to take the searches the two plans share\n", seed.err());
        assertEquals("", seed.out());

        String key = "jamboree.machine.network.send-cycles";
        System.setProperty(key, "40");
        ConfigFactory.invalidateCaches();
        CommandRun machine;
        CommandRun replaced;
        try {
            machine = run(out, "--resume");
            assertArrayEquals(written, Files.readAllBytes(journal), "a refused journal is left as it was");
            replaced = run(out);
        } finally {
            System.clearProperty(key);
            ConfigFactory.invalidateCaches();
        }
        assertEquals(2, machine.code(), machine.err());
        assertTrue(machine.err().contains(" differs in machine.network.send-cycles: the journal's 37, this run's 40."),
                machine.err());
        assertEquals("", machine.out());
        assertEquals(0, replaced.code(), replaced.err());
        assertTrue(replaced.err().contains("jamboree bench: replacing the journal of an earlier run at " + journal
                + " (--resume would have continued it)"), replaced.err());
        assertTrue(Files.readString(journal).startsWith("{\"journal\":\"jamboree bench journal\",\"format\":1,"));
        assertTrue(Files.readAllLines(journal).get(0).contains("\"machine.network.send-cycles\":\"40\""));
    }

    /** {@code --set} changes the machine of every search, and the journal holds it as it holds a -D setting. */
    @Test
    void aMachineParameterSetOnTheCommandLineIsPartOfTheRun(@TempDir Path dir) throws IOException {
        CommandRun plain = run(dir.resolve("plain"));
        Path out = dir.resolve("set");
        CommandRun set = run(out, "--set", "network.send-cycles=40");
        assertEquals(0, set.code(), set.err());
        assertNotEquals(last(plain.out()), last(set.out()), "the machine changed the figures");
        Path journal = out.resolve("journal.jsonl");
        assertTrue(Files.readAllLines(journal).get(0).contains("\"machine.network.send-cycles\":\"40\""));

        CommandRun again = run(out, "--resume", "--set", "network.send-cycles=40");
        assertEquals(0, again.code(), again.err());
        assertEquals(last(set.out()), last(again.out()));
        CommandRun without = run(out, "--resume");
        assertEquals(2, without.code(), without.err());
        assertTrue(without.err().contains(" differs in machine.network.send-cycles: the journal's 40, this run's 37."),
                without.err());

        CommandRun unknown = run(dir.resolve("unknown"), "--set", "network.no-such-key=1");
        assertEquals(2, unknown.code());
        assertEquals("jamboree bench: unknown machine parameter 'network.no-such-key' (under jamboree.machine)\n",
                unknown.err());
        assertEquals("", unknown.out());
    }

    @Test
    void theStatusOfARunSaysWhatIsDoneAndWhatItMeasuredAndWritesNothing(@TempDir Path dir) throws IOException {
        Path wholeOut = dir.resolve("whole");
        CommandRun whole = run(wholeOut);
        assertEquals(0, whole.code(), whole.err());
        Path cutOut = dir.resolve("cut");
        Files.createDirectories(cutOut);
        Path cutJournal = cutOut.resolve("journal.jsonl");
        // The header and the searches on 4 nodes but the profiled one, whatever order they finished in.
        List<String> whole4 = Files.readAllLines(wholeOut.resolve("journal.jsonl"));
        Files.write(cutJournal, Stream.concat(Stream.of(whole4.get(0)), whole4.stream().skip(1)
                .filter(l -> l.contains("\"processors\":4,") && l.contains("\"recordProfiles\":false"))).toList());
        byte[] written = Files.readAllBytes(cutJournal);

        CommandRun cut = run(cutOut, "--status");
        assertEquals(0, cut.code(), cut.err());
        List<String> lines = cut.out().lines().toList();
        assertTrue(lines.get(0).matches(java.util.regex.Pattern.quote(cutJournal.toString()) + ": 2 of 7 searches"
                + " done \\(28\\.6%\\), made by 1 run in [0-9.]+ s of host time up to its last journaled search"),
                lines.get(0));
        assertEquals(17, lines.size(), cut.out());
        // The 2 searches journaled took the run some time each; the rest is estimated from them.
        assertTrue(lines.get(1).matches("time left: (about [0-9]|less than a minute)[^,]*, at the rates per machine size of the 2 searches done"
                + " that say how long they took"), lines.get(1));
        assertTrue(lines.get(2).startsWith("suite    configuration      P       done"), lines.get(2));
        assertEquals("kaufman  defaults           1     0 of 2", lines.get(3));
        assertEquals("kaufman  defaults           2     0 of 2", lines.get(4));
        // The run printed this machine's chess work and the serial search's share; no speedup without one node.
        String useful = whole.out().lines().filter(l -> l.startsWith("cycles of defaults on 4 nodes: ")).findFirst()
                .orElseThrow();
        String chess = useful.replaceAll(".*chess work ([0-9.]+%).*", "$1");
        String serial = useful.replaceAll(".*, so ([0-9.]+%) of all.*", "$1");
        // Then, the searches being timed, their host time, positions per host second and the other processes' cores
        // (- where a search was too short for the kernel's tick).
        assertTrue(lines.get(5).matches("kaufman  defaults +4 +2 of 2 +[0-9.]+ +[0-9.]+ +" + chess
                + " +[0-9.]+% +" + serial + " +[0-9]+\\.[0-9] +[0-9]+ +([0-9]+\\.[0-9]{2}|-)"), lines.get(5));
        assertEquals("the profiled run: not yet", lines.get(6));
        assertTrue(lines.get(7).matches("host, all groups: [0-9]+\\.[0-9] s over 2 searches, [0-9]+ positions, [0-9]+"
                + " thousand per second(, other processes [0-9]+\\.[0-9]{2} cores)?"), lines.get(7));
        assertEquals(List.of("the searches done, by the host that made them:",
                "  2 searches on " + HostDescription.ofThisJvm().text()), lines.subList(8, 10), "this JVM made both");
        assertArrayEquals(written, Files.readAllBytes(cutJournal), "the journal is only read");
        assertEquals(List.of("journal.jsonl"), names(cutOut), "no report, no other file");

        // Of a whole run: the speedup over one node that the run printed, and every search done.
        CommandRun done = run(wholeOut, "--status");
        assertEquals(0, done.code(), done.err());
        String speedup = whole.out().lines().filter(l -> l.startsWith("speedup on 4 nodes: ")).findFirst()
                .orElseThrow().substring("speedup on 4 nodes: ".length());
        assertTrue(done.out().contains(": 7 of 7 searches done (100.0%)"), done.out());
        assertTrue(done.out().lines().anyMatch(l -> l.matches("kaufman  defaults +4 +2 of 2 .* " + speedup
                        + " +[0-9]+\\.[0-9] +[0-9]+ +([0-9]+\\.[0-9]{2}|-)")),
                done.out());
        assertTrue(done.out().contains("\nthe profiled run: done\n"), done.out());

        CommandRun resume = run(cutOut, "--status", "--resume");
        assertEquals(2, resume.code());
        assertEquals("jamboree bench: --status makes no search; it takes no --resume\n", resume.err());
        CommandRun none = run(dir.resolve("empty"), "--status");
        assertEquals(2, none.code());
        assertEquals("jamboree bench: no journal at " + dir.resolve("empty").resolve("journal.jsonl") + " to give the"
                + " status of (a run writes it as its searches finish)\n", none.err());
        CommandRun seed = run(cutOut, "--status", "--seed", "2");
        assertEquals(2, seed.code());
        assertTrue(seed.err().contains(" was written by a run that differs in plan.seed: the journal's 1, this run's"
                + " 2: give the code, arguments and configuration of that run"), seed.err());
        assertEquals("", seed.out());
    }

    @Test
    void journaledOnlyWritesTheReportOfWhatTheJournalHoldsAndNamesWhatItLacks(@TempDir Path dir) throws IOException {
        Path wholeOut = dir.resolve("whole");
        CommandRun whole = run(wholeOut);
        assertEquals(0, whole.code(), whole.err());
        List<String> lines = Files.readAllLines(wholeOut.resolve("journal.jsonl"));
        Path cutOut = dir.resolve("cut");
        Files.createDirectories(cutOut);
        Path cutJournal = cutOut.resolve("journal.jsonl");
        Files.write(cutJournal, lines.subList(0, KEPT + 1));
        byte[] written = Files.readAllBytes(cutJournal);

        CommandRun partial = run(cutOut, "--resume", "--journaled-only");
        assertEquals(0, partial.code(), partial.err());
        assertArrayEquals(written, Files.readAllBytes(cutJournal), "no search made, none journaled");
        List<String> missing = partial.out().lines().filter(l -> l.startsWith("not made (not in the journal): "))
                .toList();
        assertEquals(SEARCHES - KEPT, missing.size(), partial.out());
        // The profiled run is apart from the trials the signature counts.
        long profiled = lines.subList(1, KEPT + 1).stream().filter(l -> l.contains("\"recordProfiles\":true")).count();
        assertTrue(last(partial.out()).matches("signature: nodes \\d+ cycles \\d+ trials " + (KEPT - profiled)
                + " \\(incomplete: " + (SEARCHES - KEPT) + " searches of the plan not made\\)"), partial.out());
        JsonNode named = Json.parse(Files.readString(cutOut.resolve("report.json"))).path("run")
                .path("missingSearches");
        assertEquals(SEARCHES - KEPT, named.size());
        assertEquals(missing.get(0).substring("not made (not in the journal): ".length()), named.get(0).asText());
        assertTrue(Files.readString(cutOut.resolve("index.html")).contains("<b>Incomplete:</b>"));

        CommandRun all = run(wholeOut, "--resume", "--journaled-only");
        assertEquals(0, all.code(), all.err());
        assertEquals(last(whole.out()), last(all.out()), "a whole journal gives the whole run");
        assertTrue(all.out().lines().noneMatch(l -> l.startsWith("not made")), all.out());

        CommandRun noResume = run(cutOut, "--journaled-only");
        assertEquals(2, noResume.code());
        assertEquals("jamboree bench: --journaled-only writes the report of a journaled run; it needs --resume\n",
                noResume.err());
        CommandRun cluster = run(cutOut, "--resume", "--journaled-only", "--cluster", "127.0.0.1:25520");
        assertEquals(2, cluster.code());
        assertEquals("jamboree bench: --journaled-only makes no search, so it takes no --cluster\n", cluster.err());
        assertArrayEquals(written, Files.readAllBytes(cutJournal), "a refused run leaves the journal as it was");
        CommandRun none = run(dir.resolve("empty"), "--resume", "--journaled-only");
        assertEquals(2, none.code());
        assertEquals("jamboree bench: no journal at " + dir.resolve("empty").resolve("journal.jsonl") + " to write"
                + " the report from (a run writes it as its searches finish)\n", none.err());
    }

    /**
     * A journal that other code wrote (its header's code fingerprint changed here) is refused to {@code --resume}
     * and, with {@code --from-other-code}, written as its report by this code: the same figures and signature, and
     * the page, report.json, searches.txt and stdout say whose searches they are. The option makes no search, so a
     * run that would is refused.
     */
    @Test
    void aJournalOfOtherCodeGivesItsReportWithFromOtherCode(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        CommandRun whole = run(out);
        assertEquals(0, whole.code(), whole.err());
        Path journal = out.resolve("journal.jsonl");
        Path serial = out.resolve("serial-searches.jsonl");
        for (Path file : List.of(journal, serial)) {
            List<String> lines = Files.readAllLines(file);
            String header = lines.get(0).replaceFirst("\"code\":\"[0-9a-f]+\"", "\"code\":\"0ld\"");
            assertNotEquals(lines.get(0), header);
            Files.write(file, Stream.concat(Stream.of(header), lines.stream().skip(1)).toList());
        }
        byte[] written = Files.readAllBytes(journal);
        byte[] serialWritten = Files.readAllBytes(serial);

        CommandRun refused = run(out, "--resume", "--journaled-only");
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains(" differs in code: the journal's 0ld, this run's "), refused.err());
        assertTrue(refused.err().contains("with --from-other-code (for --status or --journaled-only)"), refused.err());
        CommandRun searching = run(out, "--resume", "--from-other-code");
        assertEquals(2, searching.code());
        assertEquals("jamboree bench: --from-other-code takes another code's journal only for --status or --resume"
                + " --journaled-only: a search this code made would join searches that code made\n", searching.err());

        CommandRun taken = run(out, "--resume", "--journaled-only", "--from-other-code");
        assertEquals(0, taken.code(), taken.err());
        assertArrayEquals(written, Files.readAllBytes(journal), "no search made, the header still names that code");
        assertArrayEquals(serialWritten, Files.readAllBytes(serial));
        JsonNode run = Json.parse(Files.readString(out.resolve("report.json"))).path("run");
        assertEquals("0ld", run.path("searchesMadeByOtherCode").asText());
        String thisCode = run.path("searchCodeOfThisRun").asText();
        assertTrue(thisCode.matches("[0-9a-f]{64}"), thisCode);
        String codes = "other code (the journal's code fingerprint 0ld; this code's " + thisCode + ")";
        assertTrue(taken.err().contains("was written by " + codes + ": its searches stand as that code made them"),
                taken.err());
        assertEquals(last(whole.out()), last(taken.out()), "the same searches, the same signature");
        // TINY makes no SWAMP, so the sentence does not name it.
        String said = "The searches were made by " + codes + ": every figure of a search is that code's, and a command"
                + " of searches.txt, made with this code, repeats its search only where this code searches as that"
                + " did.";
        assertTrue(taken.out().lines().anyMatch(said::equals), taken.out());
        assertEquals(comparable(whole.out()), comparable(taken.out()).stream().filter(l -> !l.equals(said)).toList());
        assertTrue(Files.readString(out.resolve("index.html")).contains("<p><b>Other code:</b> " + said + "</p>"));
        assertTrue(Files.readString(out.resolve("searches.txt")).contains("# run measured. The searches were made by"
                + " other code than this code:\n# the journal's code fingerprint 0ld,\n# this code's " + thisCode
                + ";\n# a command, made with this code, prints the same T, W and C only where this code\n"));

        CommandRun status = run(out, "--status", "--from-other-code");
        assertEquals(0, status.code(), status.err());
        assertTrue(status.out().startsWith(journal + ": " + SEARCHES + " of " + SEARCHES + " searches done (100.0%),"
                + " made by 1 run of " + codes + " in "), status.out());

        Files.delete(serial);
        CommandRun withoutSerial = run(out, "--resume", "--journaled-only", "--from-other-code");
        assertEquals(0, withoutSerial.code(), withoutSerial.err());
        assertEquals(last(whole.out()), last(withoutSerial.out()), "the journal's searches carry their references");
        assertTrue(withoutSerial.err().contains("no serial searches kept at " + serial + "; not recalled, and no"
                + " serial search is kept"), withoutSerial.err());
        assertFalse(Files.exists(serial), "nothing of this code's beside that code's journal");
    }

    /**
     * A run of a plan with a third position takes, with {@code --new-plan}, the searches of the two-position run's
     * journal, makes only the other three (the third position on 1, 2 and 4 nodes) and prints what a fresh run of
     * its plan prints; the journal then names the new plan, so that a plain {@code --resume} takes it. Back to the
     * first plan, the run makes no search and prints what the first run printed.
     */
    @Test
    void newPlanTakesTheSearchesAJournalOfAnotherPlanShares(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        CommandRun first = run(out);
        assertEquals(0, first.code(), first.err());
        Path journal = out.resolve("journal.jsonl");
        byte[] written = Files.readAllBytes(journal);

        CommandRun refused = threePositions(out, "--resume");
        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains(" differs in plan.suite: the journal's kaufman, 2 positions, digest "),
                refused.err());
        assertTrue(refused.err().endsWith("; or, as only the plan differs, with --new-plan to take the searches the"
                + " two plans share\n"), refused.err());
        CommandRun status = threePositions(out, "--status", "--new-plan");
        assertEquals(0, status.code(), status.err());
        assertTrue(status.out().startsWith(journal + ": " + SEARCHES + " of 10 searches done (70.0%)"),
                status.out());
        assertArrayEquals(written, Files.readAllBytes(journal), "refused or only read, the journal is as it was");

        CommandRun resumed = threePositions(out, "--resume", "--new-plan");
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("jamboree bench: the journal at " + journal + " was written for another plan"
                + " (plan.suite: the journal's kaufman, 2 positions, digest "), resumed.err());
        assertTrue(resumed.err().contains("): the searches this plan shares with it are recalled, and its header now"
                + " names this plan\njamboree bench: resuming from " + journal + ": of its " + SEARCHES + " searches"
                + " done, those of this plan are not made again\n"), resumed.err());
        List<String> lines = Files.readAllLines(journal);
        assertEquals(1 + SEARCHES + 3, lines.size(), "only the third position's searches were made");
        assertTrue(lines.get(0).contains("kaufman, 3 positions, digest "), lines.get(0));
        CommandRun fresh = threePositions(dir.resolve("fresh"));
        assertEquals(0, fresh.code(), fresh.err());
        assertEquals(comparable(fresh.out()), comparable(resumed.out()));

        CommandRun again = threePositions(out, "--resume");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains(": 10 searches done are not made again"), again.err());
        assertEquals(last(fresh.out()), last(again.out()));

        // Back to the first plan: every search is in the journal, none is made, and the run prints the first's.
        CommandRun back = run(out, "--resume", "--new-plan");
        assertEquals(0, back.code(), back.err());
        assertTrue(back.err().contains(": of its 10 searches done, those of this plan are not made again\n"),
                back.err());
        assertEquals(1 + SEARCHES + 3, Files.readAllLines(journal).size(), "no search made");
        assertEquals(comparable(first.out()), comparable(back.out()));

        CommandRun alone = threePositions(out, "--new-plan");
        assertEquals(2, alone.code());
        assertEquals("jamboree bench: --new-plan takes a journal of another plan; it needs --resume or --status\n",
                alone.err());
        CommandRun machine = threePositions(out, "--resume", "--new-plan", "--set", "network.send-cycles=40");
        assertEquals(2, machine.code(), machine.err());
        assertTrue(machine.err().contains(" differs in machine.network.send-cycles: the journal's 37, this run's 40."),
                machine.err());
        assertFalse(machine.err().contains("--new-plan to take"), "a machine of its own is no other plan");
    }

    /**
     * The validation's machine sizes are part of the plan: a journal of other sizes is refused as another plan, and
     * with {@code --new-plan} the run makes only the validation searches the journal lacks.
     */
    @Test
    void aJournalOfOtherValidationSizesIsAnotherPlan(@TempDir Path dir) throws IOException {
        String[] base = {"bench", "--positions", "2", "--depth", "3", "--max-processors", "4", "--no-ablations",
                "--no-swamp"};
        Path out = dir.resolve("report");
        CommandRun first = run(base, out, "--validation-processors", "1,4");
        assertEquals(0, first.code(), first.err());
        Path journal = out.resolve("journal.jsonl");
        int lines = Files.readAllLines(journal).size();

        CommandRun refused = run(base, out, "--validation-processors", "1,2", "--resume");
        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains(" differs in plan.validation-processors: the journal's [1, 4], this run's"
                + " [1, 2]"), refused.err());
        assertTrue(refused.err().contains("with --new-plan to take the searches the two plans share"), refused.err());
        assertEquals(lines, Files.readAllLines(journal).size(), "refused, the journal is as it was");

        CommandRun resumed = run(base, out, "--validation-processors", "1,2", "--resume", "--new-plan");
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals(lines + 2, Files.readAllLines(journal).size(), "the two validation searches on 2 nodes alone");
        assertTrue(resumed.out().contains("validation on bratko-kopec (on 1, 2 nodes): R = "), resumed.out());
    }

    private static CommandRun threePositions(Path out, String... more) {
        String[] args = TINY.clone();
        args[Arrays.asList(TINY).indexOf("--positions") + 1] = "3";
        return run(args, out, more);
    }

    @Test
    void theHostOverheadMeasurementTakesNoResume() {
        CommandRun overhead = CommandRun.of("bench", "--host-overhead", "--positions", "1", "--resume");
        assertEquals(2, overhead.code());
        assertTrue(overhead.err().contains("--host-overhead takes only --depth, --positions and --set, not "
                + "--resume"),
                overhead.err());
    }

    private static CommandRun run(Path out, String... more) {
        return run(TINY, out, more);
    }

    private static CommandRun run(String[] base, Path out, String... more) {
        String[] args = Arrays.copyOf(base, base.length + 2 + more.length);
        args[base.length] = "--out";
        args[base.length + 1] = out.toString();
        System.arraycopy(more, 0, args, base.length + 2, more.length);
        return CommandRun.of(args);
    }

    private static String last(String out) {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }

    /**
     * The searches of journal lines, without the run, times, host load and host each line is stamped with, in a fixed
     * order.
     */
    private static List<String> searches(List<String> lines) {
        return lines.stream().map(l -> l.replaceAll(
                ",\"run\":\\d+,\"runNanos\":\\d+,\"searchNanos\":\\d+,\"otherCores\":(null|[0-9.]+)"
                        + ",\"host\":(null|\"([^\"\\\\]|\\\\.)*\")}$", "}"))
                .sorted().toList();
    }

    /** Stdout but the lines that differ between any two runs: the host's time and usage and where the report went. */
    private static List<String> comparable(String out) {
        return out.lines().filter(l -> !l.startsWith("host time: ") && !l.startsWith("host usage: ")
                && !l.startsWith("host of this JVM: ") && !l.startsWith("report: ")
                && !l.startsWith("each search as a command: ")).toList();
    }

    /** Every report file the same, but the host time and costs, which differ between any two runs. */
    private static void assertSameReport(Path a, Path b) throws IOException {
        List<String> files = names(a);
        assertEquals(files, names(b));
        assertTrue(files.containsAll(List.of("index.html", "report.json", "trials.csv", "journal.jsonl",
                "serial-searches.jsonl", "host-costs.csv")), files.toString());
        for (String f : files) {
            if (f.equals("host-costs.csv")) {
                // The same groups and searches, recalled ones counted with the time their run took: only the times
                // differ.
                assertEquals(groupsAndSearches(a.resolve(f)), groupsAndSearches(b.resolve(f)));
            } else if (f.equals("report.json")) {
                assertEquals(withoutHostTime(a.resolve(f)), withoutHostTime(b.resolve(f)));
            } else if (f.equals("index.html")) {
                assertEquals(withoutHostTime(Files.readString(a.resolve(f))),
                        withoutHostTime(Files.readString(b.resolve(f))));
            } else if (!f.endsWith(".jsonl")) {
                // The journals are no part of the report: their lines are in the order the searches finished.
                assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
            }
        }
    }

    /** The host costs' suite, configuration, machine size and count of searches, row by row. */
    private static List<String> groupsAndSearches(Path hostCosts) throws IOException {
        return Files.readAllLines(hostCosts).stream().map(l -> String.join(",", List.of(l.split(",")).subList(0, 4)))
                .toList();
    }

    private static JsonNode withoutHostTime(Path reportJson) throws IOException {
        JsonNode report = Json.parse(Files.readString(reportJson));
        ((ObjectNode) report.path("run")).remove(List.of("hostSeconds", "host", "hostCosts", "earlierRuns",
                "hostSecondsWithEarlierRuns"));
        return report;
    }

    /**
     * The page without its host time, usage and costs; of a resumed run it says what the earlier runs took too.
     */
    private static String withoutHostTime(String html) {
        return html.replaceAll("host time [0-9.]+ s( in this run; [0-9.]+ s with the earlier run it resumed, up to its"
                + " last journaled search)?\\. This run: [^<]*\\.</p>", "host time.</p>")
                .replaceAll("(?s)<table id=\"host-costs\\.csv\">.*?</table>", "host costs");
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}

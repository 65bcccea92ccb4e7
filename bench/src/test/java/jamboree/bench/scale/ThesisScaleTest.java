package jamboree.bench.scale;

import com.fasterxml.jackson.databind.JsonNode;
import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.report.ReportWriter;
import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.ProblemSizes;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.json.Json;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --scale thesis} on a tiny problem: 2 positions of at least 3,000 serial positions, P up to 4. */
class ThesisScaleTest {

    private static final long THRESHOLD = 3_000;
    /** A small table in all, so that the test's one-node machine does not allocate the thesis's 1 GB. */
    private static final int TABLE_ENTRIES = 1 << 14;
    private static SimulatedTrialSource source;
    private static BenchPlan plan;
    private static final List<String> found = new ArrayList<>();

    @BeforeAll
    static void plan() {
        ThesisScale scale = new ThesisScale(THRESHOLD, 4, TABLE_ENTRIES);
        source = new SimulatedTrialSource(scale.schedulerConfig(SchedulerConfig.load()), MachineConfig.load());
        Suite kaufman = SuiteLoader.shipped(SuiteLoader.KAUFMAN).first(2);
        plan = scale.plan(kaufman, null, 1, true, false, source::serialNodes,
                p -> found.add(p.position() + "@" + p.depth()));
    }

    @Test
    void eachPositionGetsTheFirstDepthWhoseSerialSearchReachesTheThreshold() {
        assertEquals(2, plan.sizes().problems().size());
        for (SuitePosition position : plan.suite().positions()) {
            int depth = plan.depthOf(plan.suite().name(), position.id());
            long at = source.serialNodes(position, depth);
            long shallower = source.serialNodes(position, depth - 1);
            assertTrue(at >= THRESHOLD && shallower < THRESHOLD, position.id() + " depth " + depth + ": " + shallower
                    + " then " + at);
            ProblemSizes.Problem p = plan.sizes().problems().get(position.index());
            assertEquals(List.of(position.id(), depth, at, shallower, true),
                    List.of(p.position(), p.depth(), p.serialNodes(), p.shallowerNodes(), p.reached()));
            assertTrue(found.contains(position.id() + "@" + depth), "progress told of " + position.id());
        }
        assertEquals(plan.depth(), plan.sizes().problems().stream().mapToInt(ProblemSizes.Problem::depth).max()
                .orElseThrow(), "the nominal depth is the deepest");
    }

    @Test
    void thePlanSweepsEveryMachineSizeWithBothConfigurationsAndTheThesissAblations() {
        assertEquals(List.of(1, 2, 4), plan.processors());
        assertEquals(List.of(Settings.THESIS), plan.configurations());
        // 32 and 512 both fall to the largest machine here, so the RID x DR ablation runs once, on 4 nodes; the
        // table sizes run on one node, as the thesis measured its serial program.
        assertEquals(List.of("rid-deferred-p4", "table-size-p1"), plan.ablations().stream().map(AblationSpec::name)
                .toList());
        AblationSpec tables = plan.ablations().get(1);
        assertEquals(1, tables.processors());
        assertEquals(Set.of(), tables.leftOut(), "the first two positions hold no k22 to leave out");
        // From 1/1024 of the scale's table in all to 1/4 of it.
        assertEquals(List.of(1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12),
                tables.columns().stream().map(s -> (Integer) s.switches().get(Switch.TABLE_ENTRIES_PER_NODE))
                        .toList());
        assertEquals(List.of("rid-deferred-p32", "rid-deferred-p512", "table-size-p1"),
                ThesisScale.DEFAULT.ablations(SuiteLoader.shipped(SuiteLoader.KAUFMAN)).stream()
                        .map(AblationSpec::name).toList());
        assertEquals(4, plan.profileProcessors());
        assertFalse(plan.swamp());
    }

    @Test
    void everyMachineHoldsTheSameTableInAllUnlessATrialNamesItsEntriesPerNode() {
        SuitePosition first = plan.suite().positions().get(0);
        for (int p : List.of(1, 2, 4)) {
            assertEquals(TABLE_ENTRIES / p, source.configFor(Settings.BASELINE, p).tableEntriesPerNode());
            assertEquals(TABLE_ENTRIES / p, source.configFor(Settings.THESIS, p).tableEntriesPerNode());
            assertEquals(TABLE_ENTRIES * 16L, source.tableBytes(new TrialRequest("kaufman", first, 5, p,
                    Settings.BASELINE, 1, false)), "the same table in all, whatever the machine, weighs the same");
        }
        for (Settings column : plan.ablations().get(1).columns()) {
            assertEquals(column.switches().get(Switch.TABLE_ENTRIES_PER_NODE),
                    source.configFor(column, 1).tableEntriesPerNode(), "the table-size experiment sets its own");
        }
        assertEquals(8192, SimulatedTrialSource.defaults().configFor(Settings.BASELINE, 4).tableEntriesPerNode(),
                "without a total, the default entries per node");
        assertEquals(ThesisScale.TABLE_ENTRIES, ThesisScale.DEFAULT.schedulerConfig(SchedulerConfig.load())
                .tableEntriesTotal());
    }

    @Test
    void theScaleSplitsFinerThanTheDefaultsForEveryColumn() {
        assertEquals(2, SchedulerConfig.load().serialDepth(), "the defaults");
        for (Settings column : List.of(Settings.BASELINE, Settings.THESIS)) {
            assertEquals(ThesisScale.SERIAL_DEPTH, source.configFor(column, 4).serialDepth(), column.toString());
        }
    }

    @Test
    void aSerialDepthTheUserChoseWinsOverTheScales() {
        SchedulerConfig user = SchedulerConfig.load().with(Switch.SERIAL_DEPTH, 3);
        ThesisScale scale = new ThesisScale(THRESHOLD, 4, TABLE_ENTRIES);
        assertEquals(3, scale.schedulerConfig(user, Set.of(Switch.SERIAL_DEPTH)).serialDepth());
        assertEquals(2, scale.schedulerConfig(SchedulerConfig.load(), Set.of(Switch.SERIAL_DEPTH)).serialDepth(),
                "the user's 2 is kept though it is the default");
        assertEquals(ThesisScale.SERIAL_DEPTH, scale.schedulerConfig(user, Set.of(Switch.THROTTLE)).serialDepth(),
                "a serial depth nobody chose is the scale's");
        assertEquals(TABLE_ENTRIES, scale.schedulerConfig(user, Set.of(Switch.SERIAL_DEPTH)).tableEntriesTotal());
    }

    @Test
    void aHeapThatCannotHoldTheLargestMachinesTablesIsToldBeforeTheRun() {
        SchedulerConfig config = ThesisScale.DEFAULT.schedulerConfig(SchedulerConfig.load());
        long perNode = 32 * 1024;
        // 512 nodes: 2^17 entries of 16 bytes and a 1 MB leaf table each, about 1.5 GB.
        assertEquals(java.util.Optional.empty(), ThesisScale.DEFAULT.memoryWarning(config, perNode, 3L << 30));
        String note = ThesisScale.DEFAULT.memoryWarning(config, perNode, 1450L << 20).orElseThrow();
        assertTrue(note.contains("does not fit") && note.contains("leaf tables of 0 MB instead of 1"), note);
    }

    @Test
    void theRunSearchesEachPositionAtItsDepthAndTheReportHasTheNewSections() throws IOException {
        BenchResult result = new BenchRunner(source, MachineConfig.load()).run(plan, BenchListener.NONE);
        // 2 positions x 3 sizes x 2 configurations, 3 more RID x DR columns on 4 nodes and 9 table sizes on 1.
        assertEquals(12 + 6 + 18, result.trials().size());
        for (Trial t : result.trials()) {
            assertEquals(plan.depthOf(t.suite(), t.position()), t.depth(), t.toString());
        }
        assertEquals(6, result.sweep(Settings.THESIS).size());
        Path out = Path.of("target", "thesis-scale-test");
        ReportWriter.write(result, out);
        String html = Files.readString(out.resolve("index.html"));
        for (String section : List.of("Problems of varying size", "StarTech as published beside the tuned defaults",
                "Figure 5-12", "Figure 5-17", "Figure 5-18", "equation 5.35", "Transposition-table size (Figure 6-1)",
                "each position to its own depth")) {
            assertTrue(html.contains(section), section);
        }
        assertTrue(Files.exists(out.resolve("problem-sizes.csv")) && Files.exists(out.resolve("configurations.csv")));
        // Figure 6-1: the nine tables on one node, then the sweep's one-node searches with the scale's whole table.
        List<String> figure = Files.readAllLines(out.resolve("figure-6-1-table-size-p1.csv"));
        assertEquals(1 + 9 + 1, figure.size());
        assertTrue(figure.get(9).startsWith("4096,4096,") && figure.get(9).endsWith(",experiment"), figure.get(9));
        long sweepPositions = result.sweep().stream().filter(t -> t.processors() == 1).mapToLong(Trial::nodes).sum();
        assertTrue(figure.get(10).startsWith(TABLE_ENTRIES + "," + TABLE_ENTRIES + "," + sweepPositions + ",")
                && figure.get(10).endsWith(",the sweep's own table"), figure.get(10));
        // The report says what the scale's configurations ran with.
        JsonNode configurations = Json.parse(Files.readString(out.resolve("report.json"))).path("run")
                .path("configurations");
        assertEquals(2, configurations.size());
        assertEquals(List.of("defaults", "thesis"), List.of(configurations.get(0).path("name").asText(),
                configurations.get(1).path("name").asText()));
        for (JsonNode c : configurations) {
            assertEquals(ThesisScale.SERIAL_DEPTH, c.path("settings").path("serial-depth").intValue());
            assertEquals(TABLE_ENTRIES, c.path("settings").path("table-entries-total").intValue());
            assertEquals(TABLE_ENTRIES / 4, c.path("settings").path("table-entries-per-node").intValue());
            assertEquals("[16384,8192,4096]", c.path("tableEntriesPerNode").toString());
        }
        assertEquals(0, configurations.get(1).path("settings").path("pv-serial-children").intValue());
    }
}

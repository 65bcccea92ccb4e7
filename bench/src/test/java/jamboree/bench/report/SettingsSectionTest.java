package jamboree.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import jamboree.bench.run.BenchResult;
import jamboree.bench.scale.ThesisScale;
import jamboree.machine.json.Json;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static jamboree.bench.report.ReportWriterTest.htmlTable;
import static jamboree.bench.report.ReportWriterTest.parseCsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report records the scheduler settings each configuration of the run searched with. */
class SettingsSectionTest {

    private static final Path OUT = Path.of("target", "report-test-settings");

    /** A thesis-scale result on 1 to 16 nodes whose searches started from the scale's configuration. */
    private static BenchResult thesisScale() {
        BenchResult r = SyntheticResults.thesisScale(3, 16, 4);
        return new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(), r.host(), r.earlier(),
                ThesisScale.DEFAULT.schedulerConfig(SchedulerConfig.load()));
    }

    @Test
    void theTableHasEverySwitchForBothConfigurationsAsTheScaleSetThem() throws IOException {
        ReportWriter.Written written = ReportWriter.write(thesisScale(), OUT.resolve("thesis"));
        Path dir = written.directory();
        String html = Files.readString(dir.resolve("index.html"), StandardCharsets.UTF_8);
        for (String file : List.of("settings.csv", "settings-table-entries.csv", "settings-costs.csv")) {
            assertTrue(written.files().contains(dir.resolve(file)), file);
            assertEquals(parseCsv(Files.readString(dir.resolve(file))), htmlTable(html, file), file);
        }
        int settingsAt = html.indexOf(">Scheduler settings</h2>");
        assertTrue(settingsAt >= 0 && settingsAt < html.indexOf(">Problems of varying size</h2>"),
                "with the run's description, at the top");
        List<List<String>> rows = parseCsv(Files.readString(dir.resolve("settings.csv")));
        assertEquals(List.of("setting", "defaults", "thesis"), rows.get(0));
        List<String> names = rows.stream().map(r -> r.get(0)).toList();
        assertTrue(names.containsAll(Arrays.stream(Switch.values()).map(Switch::key).toList()), names.toString());
        assertEquals(List.of("serial-depth", "1", "1"), row(rows, "serial-depth"));
        assertEquals(List.of("serialization-children", "-1", "1"), row(rows, "serialization-children"));
        assertEquals(List.of("pv-serial-children", "-1", "0"), row(rows, "pv-serial-children"));
        assertEquals(List.of("leaf-table-reads", "true", "false"), row(rows, "leaf-table-reads"));
        assertEquals(List.of("throttle", "startech", "startech"), row(rows, "throttle"));
        assertEquals(List.of("table-entries-per-node", "4194304", "4194304"), row(rows, "table-entries-per-node"),
                "2^26 over 16 nodes");
        assertEquals(List.of("global table's entries in all on 16 nodes", "67108864", "67108864"),
                rows.get(names.indexOf("table-entries-per-node") + 1));
        assertEquals(List.of("table-entries-total", "67108864", "67108864"), row(rows, "table-entries-total"));
        assertEquals(List.of("leaf-table-megabytes", "1", "1"), row(rows, "leaf-table-megabytes"));
        assertEquals(List.of("label in the tables", "rid- dr+ startech ser+",
                "rid- dr+ startech ser+ serialization-children=1 pv-serial-children=0 leaf-table-reads-"
                        + " ordering-with-work-"), rows.get(1));
        List<List<String>> tables = parseCsv(Files.readString(dir.resolve("settings-table-entries.csv")));
        assertEquals(List.of("P (nodes)", "defaults: entries per node", "defaults: entries in all",
                "thesis: entries per node", "thesis: entries in all"), tables.get(0));
        assertEquals(List.of("1", "67108864", "67108864", "67108864", "67108864"), tables.get(1));
        assertEquals(List.of("16", "4194304", "67108864", "4194304", "67108864"), tables.get(5));
        assertEquals(List.of("cost.make-unmake", "4350", "4350"),
                row(parseCsv(Files.readString(dir.resolve("settings-costs.csv"))), "cost.make-unmake"));
    }

    @Test
    void theJsonDescribesEachConfigurationInTheRun() throws IOException {
        ReportWriter.write(thesisScale(), OUT.resolve("json"));
        JsonNode configurations = Json.parse(Files.readString(OUT.resolve("json/report.json")))
                .path("run").path("configurations");
        assertEquals(2, configurations.size());
        JsonNode defaults = configurations.get(0);
        JsonNode thesis = configurations.get(1);
        assertEquals("defaults", defaults.path("name").asText());
        assertEquals("thesis", thesis.path("name").asText());
        assertEquals(16, thesis.path("settingsOnProcessors").asInt());
        assertEquals(1, defaults.path("settings").path("serial-depth").intValue());
        assertEquals(1, thesis.path("settings").path("serial-depth").intValue());
        assertEquals(1, thesis.path("settings").path("serialization-children").intValue());
        assertEquals(0, thesis.path("settings").path("pv-serial-children").intValue());
        assertTrue(thesis.path("settings").path("global-table").isBoolean());
        assertEquals("startech", thesis.path("settings").path("throttle").asText());
        assertEquals(1 << 26, thesis.path("settings").path("table-entries-total").intValue());
        assertEquals(List.of(1, 2, 4, 8, 16), ints(thesis.path("processors")));
        assertEquals(List.of(1 << 26, 1 << 25, 1 << 24, 1 << 23, 1 << 22), ints(thesis.path("tableEntriesPerNode")));
        assertEquals(List.of(1 << 26, 1 << 26, 1 << 26, 1 << 26, 1 << 26), ints(thesis.path("tableEntriesInAll")));
        assertEquals(2280, thesis.path("costs").path("cost.evaluation").intValue());
        assertEquals(Switch.values().length + 8, thesis.path("settings").size(), "every switch and the other keys");
    }

    @Test
    void aRunOnTheDefaultsRecordsThemAndOnlyThem() throws IOException {
        ReportWriter.write(SyntheticResults.result(2, 8), OUT.resolve("defaults"));
        List<List<String>> rows = parseCsv(Files.readString(OUT.resolve("defaults/settings.csv")));
        assertEquals(List.of("setting", "defaults"), rows.get(0));
        assertEquals(List.of("serial-depth", "2"), row(rows, "serial-depth"));
        assertEquals(List.of("table-entries-per-node", "8192"), row(rows, "table-entries-per-node"));
        assertEquals(List.of("global table's entries in all on 8 nodes", "65536"),
                row(rows, "global table's entries in all on 8 nodes"));
        assertEquals(List.of("table-entries-total", "0"), row(rows, "table-entries-total"));
        JsonNode configurations = Json.parse(Files.readString(OUT.resolve("defaults/report.json")))
                .path("run").path("configurations");
        assertEquals(1, configurations.size());
        assertEquals(2, configurations.get(0).path("settings").path("serial-depth").intValue());
    }

    private static List<String> row(List<List<String>> rows, String name) {
        return rows.stream().filter(r -> r.get(0).equals(name)).findFirst().orElseThrow(() ->
                new AssertionError("no row " + name));
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.intValue()));
        return out;
    }
}

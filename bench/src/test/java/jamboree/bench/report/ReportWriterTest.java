package jamboree.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import jamboree.bench.model.ModelFit;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.HostCosts;
import jamboree.bench.run.HostDescription;
import jamboree.bench.run.HostTime;
import jamboree.bench.run.HostUsage;
import jamboree.bench.run.OtherLoad;
import jamboree.bench.run.SearchHost;
import jamboree.bench.tables.AblationTable;
import jamboree.machine.json.Json;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportWriterTest {

    /** Kept under target/ so that the page can be opened (and rendered) after the build. */
    private static final Path OUT = Path.of("target", "report-test");

    @Test
    void everyHtmlTableMatchesItsCsvFileCellForCell() throws IOException {
        BenchResult result = SyntheticResults.result(6, 8);
        ReportWriter.Written written = ReportWriter.write(result, OUT);
        String html = Files.readString(OUT.resolve("index.html"), StandardCharsets.UTF_8);
        int tables = 0;
        for (Path file : written.files()) {
            if (!file.toString().endsWith(".csv")) {
                continue;
            }
            List<List<String>> csv = parseCsv(Files.readString(file, StandardCharsets.UTF_8));
            List<List<String>> shown = htmlTable(html, file.getFileName().toString());
            assertEquals(csv, shown, file.getFileName() + ": page and CSV differ");
            tables++;
        }
        // trials, speedup, 6-2, fit, residuals, breakdown, 3 ablations with their sums and breakdowns, 6 work/span
        // and their summary, 3 profiles, swamp; and 5-10, 5-11, 5-12, the models of 5.6 and their coefficients,
        // 6-9's first line in full, chess work against parallelism and by position, 6-10; the settings, the table on
        // every machine size and the costs
        assertEquals(38, tables);
        List<List<String>> trials = parseCsv(Files.readString(OUT.resolve("trials.csv")));
        assertEquals(result.trials().size() + 1, trials.size());
        assertEquals(Long.toString(result.trials().get(0).time()), trials.get(1).get(5));
    }

    @Test
    void theWorkSpanSummaryTakesEachPositionsSmallestAndLargestMachineFromItsOwnTable() throws IOException {
        BenchResult result = SyntheticResults.result(6, 8);
        ReportWriter.write(result, OUT.resolve("work-span"));
        List<List<String>> summary = parseCsv(Files.readString(OUT.resolve("work-span/cilkscale-summary.csv")));
        assertEquals(7, summary.size(), "a header and a line per position");
        for (List<String> line : summary.subList(1, summary.size())) {
            List<List<String>> own = parseCsv(Files.readString(
                    OUT.resolve("work-span/cilkscale-" + ReportTables.fileSafe(line.get(0)) + ".csv")));
            List<String> smallest = own.get(1);
            List<String> largest = own.get(own.size() - 1);
            assertEquals(List.of(smallest.get(1), smallest.get(4), smallest.get(6), largest.get(1), largest.get(4),
                    largest.get(6)), List.of(line.get(1), line.get(2), line.get(3), line.get(4), line.get(5),
                    line.get(6)), line.get(0));
            assertEquals("1", line.get(1));
            assertEquals("8", line.get(4));
            assertEquals(Fmt.sig(Long.parseLong(largest.get(2)) / (double) Long.parseLong(smallest.get(2))),
                    line.get(7), line.get(0) + ": work growth");
            for (List<String> row : own.subList(1, own.size())) {
                assertTrue(row.get(5).matches("\\d+"), "a burdened span in whole cycles: " + row.get(5));
            }
        }
    }

    @Test
    void anAblationsBreakdownGivesEachColumnsSplitOfTheCyclesBesideTheThesiss() throws IOException {
        BenchResult result = SyntheticResults.result(6, 8);
        ReportWriter.write(result, OUT.resolve("ablation-breakdown"));
        AblationTable throttle = result.ablations().stream().filter(a -> a.name().equals("throttle-p8"))
                .findFirst().orElseThrow();
        List<List<String>> split = parseCsv(Files.readString(
                OUT.resolve("ablation-breakdown/ablation-throttle-p8-breakdown.csv")));
        List<String> header = new ArrayList<>(List.of("activity"));
        throttle.sums().forEach(c -> header.add(c.settings().label() + " (%)"));
        header.add("thesis share (%)");
        assertEquals(header, split.get(0));
        List<String> chess = split.stream().filter(row -> row.get(0).equals("chess work")).findFirst().orElseThrow();
        for (int c = 0; c < throttle.sums().size(); c++) {
            assertEquals(Fmt.num(throttle.sums().get(c).chessWorkPercent(), 2), chess.get(c + 1));
        }
        assertEquals("68.8", chess.get(header.size() - 1));
        List<List<String>> sums = parseCsv(Files.readString(
                OUT.resolve("ablation-breakdown/ablation-throttle-p8-sums.csv")));
        assertEquals("chess work (% of cycles)", sums.get(0).get(8));
        assertEquals(chess.get(1), sums.get(1).get(8));
    }

    @Test
    void jsonAndPrometheusCarryTheSameNumbers() throws IOException {
        BenchResult result = SyntheticResults.result(4, 4);
        ReportWriter.write(result, OUT.resolve("small"));
        String json = Files.readString(OUT.resolve("small/report.json"));
        assertTrue(json.contains("\"signature\": \"" + result.signature() + "\""));
        assertTrue(json.contains("\"totalNodes\": " + result.totalNodes()));
        long firstTime = result.trials().get(0).time();
        assertTrue(json.contains("," + firstTime + ","), "the first trial's T appears as a JSON number");
        String prom = Files.readString(OUT.resolve("small/metrics.prom"));
        assertTrue(prom.contains("# TYPE jamboree_bench_trial_time_cycles gauge"), prom.substring(0, 300));
        Matcher m = Pattern.compile("jamboree_bench_total_nodes\\{?[^ ]*\\}? ([0-9.E+]+)").matcher(prom);
        assertTrue(m.find());
        assertEquals((double) result.totalNodes(), Double.parseDouble(m.group(1)));
    }

    @Test
    void theReportSaysWhatTheRunTookOfItsHost() throws IOException {
        ReportWriter.write(SyntheticResults.result(4, 4), OUT.resolve("host"));
        JsonNode host = Json.parse(Files.readString(OUT.resolve("host/report.json"))).path("run").path("host");
        assertEquals(2.5, host.path("cpuSeconds").asDouble(), 1e-12);
        assertEquals(2.5 / 1.234, host.path("coresBusy").asDouble(), 1e-12);
        assertEquals(0.2, host.path("otherCoresBusy").asDouble(), 1e-12);
        assertEquals(3L << 30, host.path("heapPeakBytes").asLong());
        assertEquals(1L << 30, host.path("heapAfterCollectionBytes").asLong());
        assertEquals(6L << 30, host.path("heapMaxBytes").asLong());
        String html = Files.readString(OUT.resolve("host/index.html"));
        int start = html.indexOf("searches; host time");
        assertEquals("searches; host time 1.234 s. This run: 2.03 cores busy (2.5 s of processor time), other"
                + " processes 0.20 cores; heap at most 3.00 GB in use, 1.00 GB after a collection, of 6.00 GB.",
                html.substring(start, html.indexOf("</p>", start)));

        assertTrue(host.path("description").isNull(), "a host not described is null");

        HostDescription described = new HostDescription("Some CPU", 2, 24L << 30, "Linux 6.1 (amd64)", "VM 17",
                List.of("-Xmx6g"), List.of("PS Scavenge", "PS MarkSweep"));
        HostUsage h = SyntheticResults.HOST;
        ReportWriter.write(SyntheticResults.result(4, 4, new HostUsage(h.wallNanos(), h.cpuNanos(), h.hostCpuNanos(),
                h.heapPeakBytes(), h.heapAfterCollectionBytes(), h.heapMaxBytes(), described)),
                OUT.resolve("described"));
        JsonNode json = Json.parse(Files.readString(OUT.resolve("described/report.json"))).path("run")
                .path("host").path("description");
        assertEquals("Some CPU", json.path("cpu").asText());
        assertEquals(2, json.path("cores").asInt());
        assertEquals(24L << 30, json.path("memoryBytes").asLong());
        assertEquals("-Xmx6g", json.path("jvmOptions").path(0).asText());
        assertEquals("PS MarkSweep", json.path("collectors").path(1).asText());
        assertTrue(Files.readString(OUT.resolve("described/index.html")).contains(" of 6.00 GB. This JVM's host: Some"
                + " CPU, 2 cores, 24.00 GB of memory; Linux 6.1 (amd64); VM 17, -Xmx6g, collectors PS Scavenge and PS"
                + " MarkSweep.</p>"), "the page names the host");

        ReportWriter.write(SyntheticResults.result(4, 4, HostUsage.wallOnly(1_000_000_000L)), OUT.resolve("wall"));
        JsonNode unknown = Json.parse(Files.readString(OUT.resolve("wall/report.json"))).path("run").path("host");
        assertTrue(unknown.path("cpuSeconds").isNull() && unknown.path("coresBusy").isNull()
                && unknown.path("otherCoresBusy").isNull()
                && unknown.path("heapPeakBytes").isNull(), unknown.toString());
    }

    @Test
    void theReportSaysWhatEachGroupsSearchesCostTheHostApartFromTheSimulatedTables() throws IOException {
        BenchResult r = SyntheticResults.result(4, 4);
        HostCosts costs = new HostCosts(List.of(
                new HostCosts.Row("kaufman", "defaults", 1, new HostTime(4, 2_000_000_000L, 1_000,
                        new OtherLoad(2_000_000_000L, 2_000_000_000L, 200_000_000.0))),
                new HostCosts.Row("kaufman", "defaults", 4, new HostTime(4, 6_000_000_000L, 1_500,
                        new OtherLoad(6_000_000_000L, 3_000_000_000L, 0.0))),
                new HostCosts.Row("kaufman", "rid- dr+ startech ser+", 4, new HostTime(4, 5_000_000_000L, 1_000,
                        new OtherLoad(5_000_000_000L, 5_000_000_000L, 0.0))),
                new HostCosts.Row("kaufman", "defaults", 2, new HostTime(3, 3_000_000_000L, 900,
                        new OtherLoad(3_000_000_000L, 3_000_000_000L, 300_000_000.0)))),
                List.of(new SearchHost("host <a>, 2 cores", 9), new SearchHost("", 6)));
        BenchResult withCosts = new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(), r.host(), r.earlier(),
                r.scheduler(), r.missing(), costs);
        ReportWriter.write(withCosts, OUT.resolve("costs"));

        List<List<String>> csv = parseCsv(Files.readString(OUT.resolve("costs/host-costs.csv")));
        assertEquals(List.of("suite", "configuration", "P", "searches", "host (s)", "positions",
                "positions per host s", "host over one node's", "host per position over one node's",
                "other processes (cores)"), csv.get(0));
        // On four nodes: 3 times one node's host time for 1.5 times its positions, so 2 times its time per position;
        // half its time says the load, too little. The ablation's column has no one-node row of its own, and two
        // nodes have a search fewer timed than one node (a journal's older line), so no ratio either.
        assertEquals(List.of(List.of("kaufman", "defaults", "1", "4", "2", "1000", "500", "1", "1", "0.10"),
                List.of("kaufman", "defaults", "4", "4", "6", "1500", "250", "3", "2", ""),
                List.of("kaufman", "rid- dr+ startech ser+", "4", "4", "5", "1000", "200", "", "", "0.00"),
                List.of("kaufman", "defaults", "2", "3", "3", "900", "300", "", "", "0.10")),
                csv.subList(1, csv.size()));
        String html = Files.readString(OUT.resolve("costs/index.html"));
        assertEquals(csv, htmlTable(html, "host-costs.csv"));
        assertTrue(html.contains("\">What the simulation cost the host</h2>"));
        JsonNode report = Json.parse(Files.readString(OUT.resolve("costs/report.json")));
        JsonNode rows = report.path("run").path("hostCosts").path("rows");
        assertEquals(4, rows.size(), report.path("run").toString());
        assertEquals(250, rows.path(1).path(6).asLong());
        assertTrue(rows.path(1).path(9).isNull(), "an unknown load is null");
        assertTrue(report.path("tables").has("trials.csv") && !report.path("tables").has("host-costs.csv"),
                "the tables of simulated figures, the same on every host, do not hold it");
        // Which hosts made the searches: named as they describe themselves, and the older lines that do not say.
        assertTrue(html.contains("<p>The run's searches (the profiled run and any untimed ones included) were made on:"
                + "</p>\n<ul>\n<li>host &lt;a&gt;, 2 cores: 9 searches</li>\n<li>6 searches whose journal lines do not"
                + " name their host (journaled by older code)</li>\n</ul>"), html);
        assertEquals("[{\"host\":\"host <a>, 2 cores\",\"searches\":9},{\"host\":null,\"searches\":6}]",
                report.path("run").path("searchHosts").toString());
        // A run whose every search this JVM's host made says so in a sentence.
        HostDescription here = HostDescription.ofThisJvm();
        BenchResult allHere = new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(),
                new HostUsage(1, HostUsage.UNKNOWN, HostUsage.UNKNOWN, HostUsage.UNKNOWN, HostUsage.UNKNOWN,
                        HostUsage.UNKNOWN, here), r.earlier(), r.scheduler(), r.missing(),
                new HostCosts(costs.rows(), List.of(new SearchHost(here.text(), 15))));
        ReportWriter.write(allHere, OUT.resolve("costs-here"));
        String hereHtml = Files.readString(OUT.resolve("costs-here/index.html"));
        assertTrue(hereHtml.contains("<p>Every search of the run was made on this JVM's host.</p>"), hereHtml);
        assertFalse(hereHtml.contains("were made on:"));
        assertTrue(hereHtml.contains("this is what making them cost this one."), hereHtml);
        assertTrue(html.contains("this is what making them cost the hosts that made them (below)."), html);
        // Beside another host, this JVM's is marked as such.
        BenchResult twoHosts = new BenchResult(r.plan(), r.trials(), r.profiled(), r.swamp(), allHere.host(),
                r.earlier(), r.scheduler(), r.missing(), new HostCosts(costs.rows(),
                List.of(new SearchHost("an earlier sitting's host", 1), new SearchHost(here.text(), 14))));
        ReportWriter.write(twoHosts, OUT.resolve("costs-two"));
        assertTrue(Files.readString(OUT.resolve("costs-two/index.html")).contains("<li>an earlier sitting's host: 1"
                + " search</li>\n<li>" + Html.escape(here.text()) + ": 14 searches (this JVM's host)</li>"));

        ReportWriter.write(r, OUT.resolve("no-costs"));
        assertFalse(Files.exists(OUT.resolve("no-costs/host-costs.csv")), "no search timed, no table");
        assertFalse(Files.readString(OUT.resolve("no-costs/index.html")).contains("cost the host"));
        assertTrue(Json.parse(Files.readString(OUT.resolve("no-costs/report.json"))).path("run").path("hostCosts")
                .isMissingNode());
    }

    @Test
    void everyChartHasAxisTitlesAndALegend() throws IOException {
        ReportWriter.write(SyntheticResults.result(5, 8), OUT);
        String html = Files.readString(OUT.resolve("index.html"));
        Matcher svg = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(html);
        int charts = 0;
        while (svg.find()) {
            String chart = svg.group();
            charts++;
            assertTrue(chart.contains(">legend</text>"), "legend missing in " + chart.substring(0, 200));
            assertTrue(chart.contains("<title>"), "title missing");
            assertFalse(chart.contains("NaN"), "NaN drawn in " + chart.substring(0, 200));
        }
        // speedup, times, rating, predicted, 6 residuals, 3 profiles, breakdown, swamp; and 5-10, 5-11 (five
        // positions: one chart each), 5-12, 5-17, 5-18, chess work against parallelism, 6-10
        assertEquals(22, charts);
        assertTrue(html.contains("Burdened span</b> is c2 C + c3"), "the report defines burdened span");
    }

    @Test
    void aValidationPositionTheMainSuiteHoldsTooIsLeftOutAndNamed() throws IOException {
        // 22 positions of each suite: Bratko-Kopec's BK.22 is Kaufman's k07.
        BenchResult result = SyntheticResults.result(22, 2);
        Path out = OUT.resolve("repeats");
        ReportWriter.write(result, out);
        String html = Files.readString(out.resolve("index.html"));

        assertTrue(result.validationSweep().stream().noneMatch(t -> t.position().equals("BK.22")), "BK.22 left out");
        assertEquals(21 * 2, result.validationSweep().size(), "the other 21 on both machine sizes");
        assertEquals(42, result.validationQuality(result.fit()).samples());
        assertTrue(html.contains("; the validation is made without BK.22, which is kaufman's k07, whose searches are the"
                + " fit's."), "the model's section names it");
        assertTrue(html.contains("<li>On bratko-kopec without BK.22, which is kaufman's k07: R = "), "and the summary");
        List<List<String>> fit = parseCsv(Files.readString(out.resolve("fit.csv")));
        assertEquals(List.of("fitted", "bratko-kopec (validation without BK.22, which is kaufman's k07)", "42"),
                fit.get(2).subList(0, 3));
        assertTrue(Files.readString(out.resolve("report.json")).replaceAll("\\s+", "")
                .contains("\"validationLeftOut\":{\"BK.22\":\"k07\"}"), "report.json keeps it");
        List<List<String>> residuals = parseCsv(Files.readString(out.resolve("residuals.csv")));
        assertTrue(residuals.stream().noneMatch(r -> r.get(1).equals("BK.22")), "nor is it among the residuals");
    }

    @Test
    void theSummaryGivesBothSpeedupsAndTheSectionsSayWhatTheirTablesHold() throws IOException {
        BenchResult result = SyntheticResults.result(4, 8);
        ReportWriter.write(result, OUT.resolve("texts"));
        String html = Files.readString(OUT.resolve("texts/index.html"));
        double serial = 0;
        double onEight = 0;
        for (var t : result.sweep()) {
            if (t.processors() == 8) {
                serial += t.serialWork();
                onEight += t.time();
            }
        }
        assertEquals(serial / onEight, result.speedupOverSerial(8), 1e-12);
        assertTrue(html.contains(Fmt.sig(result.meanSpeedupAtLargest(), 4) + " over the same search on one node")
                && html.contains(Fmt.sig(serial / onEight, 4) + " over the serial search"), "both speedups");
        ModelFit fit = result.fit();
        assertTrue(html.contains(": T = " + Fmt.withUncertainty(fit.model().c3(), fit.c3HalfWidth()) + " + ("
                + Fmt.withUncertainty(fit.model().c1(), fit.c1HalfWidth()) + ") W/P + ("), "the fit, rounded");
        assertTrue(Files.readString(OUT.resolve("texts/fit.csv")).contains("," + Fmt.sig(fit.model().c1()) + ","),
                "the fit's file keeps six digits");
        assertTrue(html.contains("<nav><h2>Contents</h2>") && html.contains("<li><a href=\"#ablations\">Ablations</a>")
                && html.contains("<h2 id=\"ablations\">Ablations</h2>"), "the contents link the sections");
        assertTrue(html.contains("The thesis, its 25 problems run to solution: on 32 nodes (Figure 6-8), T = 3943.9 s"
                + " with neither, 2855.0 s with DR, 2682.5 s with RID and 3634.2 s with both: DR alone cut T by 27.6%,"
                + " RID alone cut T by 32.0%, both cut T by 7.9%; on 512 nodes (Figure 6-6), T = 837.6 s with neither,"
                + " 884.6 s with DR, 637.3 s with RID and 610.9 s with both: DR alone lengthened T by 5.6%, RID alone"
                + " cut T by 23.9%, both cut T by 27.1%."), "the RID x DR ablation's context, from the thesis");
        var ridDr = result.ablations().stream().filter(a -> a.name().equals("rid-deferred-p8")).findFirst()
                .orElseThrow().sums();
        // The standard columns: the defaults (DR alone), neither, both, RID alone.
        double neither = ridDr.get(1).seconds();
        assertTrue(html.contains("This run, each problem to its fixed depth: on 8 nodes, T = " + Fmt.num(neither, 1)
                + " s with neither, " + Fmt.num(ridDr.get(0).seconds(), 1) + " s with DR, "
                + Fmt.num(ridDr.get(3).seconds(), 1) + " s with RID and " + Fmt.num(ridDr.get(2).seconds(), 1)
                + " s with both: DR alone " + change(ridDr.get(0).seconds(), neither) + ", RID alone "
                + change(ridDr.get(3).seconds(), neither) + ", both " + change(ridDr.get(2).seconds(), neither) + "."),
                "this run's RID x DR outcome beside the thesis's");
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (var t : result.sweep()) {
            if (t.processors() == 1) {
                var model = result.fit().model();
                double predicted = model.c3() + model.c1() * t.work() / (double) t.clockHz()
                        + model.c2() * t.span() / (double) t.clockHz();
                double r = (t.seconds() - predicted) / t.seconds();
                low = Math.min(low, r);
                high = Math.max(high, r);
            }
        }
        assertTrue(html.contains("near 1 - c1 = " + Fmt.num(1 - result.fit().model().c1(), 3) + " however long the"
                + " search: here from " + Fmt.num(low, 3) + " to " + Fmt.num(high, 3) + "."), "the one-node band");
        // The synthetic SWAMP measures 1.1 times its prediction everywhere.
        assertTrue(html.contains("Measured over predicted time is from 1.10 (P = 2, t_b = 5 us) to 1.10"), html);
        assertTrue(html.contains("in shape but not exactly"), "why the thesis's model misses, in its words");
        List<List<String>> trials = parseCsv(Files.readString(OUT.resolve("texts/trials.csv")));
        assertEquals(List.of("positions", "serial W (cycles)", "best move", "score"), trials.get(0).subList(11, 15));
        assertEquals("cp 13", trials.get(1).get(14), "scores as UCI gives them");
        List<List<String>> swamp = parseCsv(Files.readString(OUT.resolve("texts/swamp.csv")));
        assertEquals("measured / predicted", swamp.get(0).get(8));
        assertEquals("1.1", swamp.get(1).get(8));
    }

    static List<List<String>> htmlTable(String html, String id) {
        int start = html.indexOf("<table id=\"" + id + "\">");
        assertTrue(start >= 0, "no table " + id + " on the page");
        int end = html.indexOf("</table>", start);
        String table = html.substring(start, end);
        List<List<String>> rows = new ArrayList<>();
        Matcher row = Pattern.compile("<tr>(.*?)</tr>", Pattern.DOTALL).matcher(table);
        while (row.find()) {
            List<String> cells = new ArrayList<>();
            Matcher cell = Pattern.compile("<t[hd]>(.*?)</t[hd]>", Pattern.DOTALL).matcher(row.group(1));
            while (cell.find()) {
                cells.add(unescape(cell.group(1)));
            }
            rows.add(cells);
        }
        return rows;
    }

    private static String unescape(String s) {
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
    }

    private static String change(double seconds, double against) {
        double percent = 100 * (seconds / against - 1);
        return (percent < 0 ? "cut T by " + Fmt.num(-percent, 1) : "lengthened T by " + Fmt.num(percent, 1)) + "%";
    }

    static List<List<String>> parseCsv(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                cell.append(c);
            }
        }
        return rows;
    }
}

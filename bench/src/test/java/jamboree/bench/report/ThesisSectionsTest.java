package jamboree.bench.report;

import jamboree.bench.run.BenchResult;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static jamboree.bench.report.ReportWriterTest.htmlTable;
import static jamboree.bench.report.ReportWriterTest.parseCsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThesisSectionsTest {

    private static final Path OUT = Path.of("target", "report-test-thesis");

    @Test
    void theThesisScaleSectionsAreOnThePageAndEqualTheirCsvFiles() throws IOException {
        BenchResult result = SyntheticResults.thesisScale(10, 16, 4);
        ReportWriter.Written written = ReportWriter.write(result, OUT);
        String html = Files.readString(OUT.resolve("index.html"), StandardCharsets.UTF_8);
        for (String file : List.of("problem-sizes.csv", "figure-5-10.csv", "figure-5-11.csv", "figure-5-12.csv",
                "models.csv", "model-terms.csv", "configurations.csv", "figure-6-1-table-size-p4.csv",
                "useful-work.csv", "chess-work-vs-parallelism.csv", "chess-work-by-position.csv")) {
            Path csv = OUT.resolve(file);
            assertTrue(written.files().contains(csv), file + " written");
            assertEquals(parseCsv(Files.readString(csv, StandardCharsets.UTF_8)), htmlTable(html, file), file);
        }
        for (String heading : List.of("Problems of varying size", "StarTech as published beside the tuned defaults",
                "Work and critical path per position (Figures 5-10, 5-11)", "Figure 5-17",
                "Transposition-table size (Figure 6-1)", "Chess work against parallelism")) {
            assertTrue(html.contains(heading), heading);
        }
        assertTrue(html.contains("<p>Left out of every column on 4 nodes, so that the columns search the same"
                + " positions: k02 (whose searches"), "the page names the position the experiment leaves out");
    }

    @Test
    void figures510And511ShareThePositionsEvenlyAmongTheirCharts() {
        BenchResult result = SyntheticResults.result(25, 2);
        List<String> titles = ThesisCharts.work(result).stream()
                .map(svg -> svg.substring(svg.indexOf("<title>") + 7, svg.indexOf("</title>"))).toList();
        assertEquals(List.of("positions 1-6", "positions 7-12", "positions 13-18", "positions 19-25"),
                titles.stream().map(t -> t.replaceAll(".*, (positions [0-9]+-[0-9]+) .*", "$1")).toList());
        assertEquals(1, ThesisCharts.span(SyntheticResults.result(8, 2)).size(), "eight fit one chart");
    }

    @Test
    void figure512DrawsFourMachineSizesSpreadOverTheSweep() {
        assertEquals(List.of(1, 8, 64, 512),
                ThesisCharts.spread(List.of(1, 2, 4, 8, 16, 32, 64, 128, 256, 512), ThesisCharts.EFFICIENCY_SIZES));
        assertEquals(List.of(1, 2, 4), ThesisCharts.spread(List.of(1, 2, 4), ThesisCharts.EFFICIENCY_SIZES));
        String chart = ThesisCharts.efficiency(SyntheticResults.result(3, 32));
        assertTrue(chart.contains("<title>Work efficiency against serial time on 1, 4, 8, 32 nodes (Figure 5-12)"),
                chart.substring(0, 300));
        assertTrue(chart.contains(">P = 4<") && !chart.contains(">P = 2<") && !chart.contains(">P = 16<"),
                "only the chosen sizes' series");
    }

    @Test
    void theTablesHoldTheTrialsNumbers() throws IOException {
        BenchResult result = SyntheticResults.thesisScale(10, 16, 4);
        ReportWriter.write(result, OUT);
        // Figure 5-10: one row per position, by descending serial W; the cell at P = 4 is that trial's W.
        List<List<String>> work = parseCsv(Files.readString(OUT.resolve("figure-5-10.csv")));
        assertEquals(List.of("position", "depth", "serial W (s)", "W (s) P=1", "W (s) P=2", "W (s) P=4",
                "W (s) P=8", "W (s) P=16"), work.get(0));
        assertEquals(11, work.size());
        Trial first = result.sweep().stream().filter(t -> t.processors() == 1)
                .max((a, b) -> Long.compare(a.serialWork(), b.serialWork()))
                .orElseThrow();
        assertEquals(first.position(), work.get(1).get(0));
        Trial atFour = result.sweep().stream().filter(t -> t.position().equals(first.position())
                && t.processors() == 4).findFirst().orElseThrow();
        assertEquals(Fmt.sig(atFour.work() / (double) atFour.clockHz()), work.get(1).get(5));
        assertEquals(Integer.toString(5 + atFour.index() % 3), work.get(1).get(1), "the position's own depth");
        // The configurations: both, on every machine size.
        List<List<String>> configs = parseCsv(Files.readString(OUT.resolve("configurations.csv")));
        assertEquals(1 + 2 * 5, configs.size());
        assertEquals(List.of("defaults", "1"), configs.get(1).subList(0, 2));
        assertEquals(List.of("thesis", "1"), configs.get(2).subList(0, 2));
        assertEquals(Fmt.sig(result.speedup(Settings.THESIS, 16)), configs.get(10).get(6));
        // Figure 6-1: 2^11 entries on 4 nodes is 2^13 in all, which the thesis did not measure; 2^14 it did not either.
        List<List<String>> sizes = parseCsv(Files.readString(OUT.resolve("figure-6-1-table-size-p4.csv")));
        assertEquals(List.of("2048", "8192"), sizes.get(1).subList(0, 2));
        long positions = result.trials().stream().filter(t -> t.processors() == 4 && t.settings().switches()
                .get(jamboree.scheduler.config.Switch.TABLE_ENTRIES_PER_NODE) != null
                && (Integer) t.settings().switches().get(jamboree.scheduler.config.Switch.TABLE_ENTRIES_PER_NODE)
                == 2048).mapToLong(Trial::nodes).sum();
        assertEquals(Long.toString(positions), sizes.get(1).get(2));
        assertEquals("", sizes.get(1).get(6));
        // Figure 6-10 over the sweep on 16 nodes: the synthetic split is 1/2, 1/4, 1/4 of W.
        List<List<String>> chess = parseCsv(Files.readString(OUT.resolve("figure-6-10.csv")));
        assertEquals(List.of("Jamboree control flow (frames)", "50.00"),
                List.of(chess.get(1).get(0), chess.get(1).get(2)));
        assertEquals(List.of("moving the pieces", "25.00", "23.0"), List.of(chess.get(3).get(0), chess.get(3).get(2),
                chess.get(3).get(4)), "the thesis: 15.8% of all cycles is 23.0% of its 68.8% of chess work");
        List<String> total = chess.get(chess.size() - 1);
        long w16 = result.sweep().stream().filter(t -> t.processors() == 16).mapToLong(Trial::work).sum();
        assertEquals(List.of("chess work", Long.toString(w16), "100.00"), total.subList(0, 3));
        List<String> control = chess.get(chess.size() - 2);
        assertEquals(List.of("control flow, frames and leaves", "50.00", "54.8"),
                List.of(control.get(0), control.get(2), control.get(4)));
        // Figure 6-9's first line in full, per configuration on 16 nodes, then the thesis's.
        List<List<String>> useful = parseCsv(Files.readString(OUT.resolve("useful-work.csv")));
        assertEquals(4, useful.size());
        for (int row = 1; row <= 2; row++) {
            Settings settings = row == 1 ? Settings.BASELINE : Settings.THESIS;
            List<Trial> at = result.sweep(settings).stream().filter(t -> t.processors() == 16).toList();
            long all = at.stream().mapToLong(Trial::totalCycles).sum();
            long chessCycles = at.stream().mapToLong(t -> t.breakdown().get("chess work")).sum();
            long w = at.stream().mapToLong(Trial::work).sum();
            long serial = at.stream().mapToLong(Trial::serialWork).sum();
            assertEquals(List.of(settings.name(), "16", Fmt.num(100.0 * chessCycles / all, 2),
                    Fmt.num(100.0 * serial / w, 2), Fmt.num(100.0 * serial / all, 2)), useful.get(row));
        }
        assertEquals(List.of("the thesis (CM-5)", "512", "68.8", "21.4", "14.7"), useful.get(3),
                "the thesis: 21.4% of its 68.8% of chess work is 14.7% of all cycles");
        // Chess work position by position on 16 nodes, by ascending W/C, and what it follows per configuration.
        List<List<String>> byPosition = parseCsv(Files.readString(OUT.resolve("chess-work-by-position.csv")));
        assertEquals(1 + 2 * 10, byPosition.size(), "each configuration's 10 positions");
        for (int row = 1; row <= 2; row++) {
            Settings settings = row == 1 ? Settings.BASELINE : Settings.THESIS;
            List<Trial> at = result.sweep(settings).stream().filter(t -> t.processors() == 16)
                    .sorted(java.util.Comparator.comparingDouble(Trial::parallelism)).toList();
            long all = at.stream().mapToLong(Trial::totalCycles).sum();
            Trial narrowest = at.get(0);
            long cycles = narrowest.totalCycles();
            assertEquals(List.of(settings.name(), narrowest.position(), Fmt.sig(narrowest.seconds()),
                    Fmt.sig(narrowest.parallelism()), Fmt.num(100.0 * narrowest.breakdown().get("chess work") / cycles,
                            2), Fmt.num(100.0 * narrowest.serialWork() / cycles, 2), Fmt.num(100.0 * cycles / all, 2)),
                    byPosition.get(1 + (row - 1) * 10));
        }
        List<List<String>> against = parseCsv(Files.readString(OUT.resolve("chess-work-vs-parallelism.csv")));
        assertEquals(3, against.size());
        List<Trial> defaults = result.sweep(Settings.BASELINE).stream().filter(t -> t.processors() == 16).toList();
        double[] logParallelism = defaults.stream().mapToDouble(t -> Math.log10(t.parallelism())).toArray();
        double[] chessShare = defaults.stream()
                .mapToDouble(t -> 100.0 * t.breakdown().get("chess work") / t.totalCycles()).toArray();
        assertEquals(List.of("defaults", "10",
                        Fmt.sig(new org.apache.commons.math3.stat.correlation.PearsonsCorrelation()
                                .correlation(logParallelism, chessShare)),
                        Fmt.num(java.util.Arrays.stream(chessShare).average().orElseThrow(), 2), useful.get(1).get(2)),
                against.get(1), "the weighted share is Figure 6-9's over all cycles");
        // The models: the thesis's figures beside ours.
        List<List<String>> models = parseCsv(Files.readString(OUT.resolve("models.csv")));
        assertEquals(5, models.size());
        assertEquals("0.960681", models.get(2).get(5), "C alone: the thesis's R");
        assertTrue(models.get(4).get(8).contains("min{C, W/P}"), "5.35: min is aliased");
    }
    @Test
    void thePageSetsThisRunsOwnFiguresBesideTheThesissClaims() throws IOException {
        BenchResult result = SyntheticResults.thesisScale(25, 16, 4);
        ReportWriter.write(result, OUT);
        String html = Files.readString(OUT.resolve("index.html"), StandardCharsets.UTF_8);

        double one = result.sweep().stream().filter(t -> t.processors() == 1).mapToDouble(Trial::seconds).sum();
        assertTrue(html.contains("These are not the thesis's problems, nor of their size: on one node Kaufman's 25 take "
                + Fmt.num(one, 0) + " s of CM-5 time in all, " + Fmt.num(one / 38261.91, 1) + " times the thesis's"
                + " 38262 s on one processor (Figure 6-2)."), "the problems' size beside the thesis's");

        int grew = 0;
        int longer = 0;
        for (Trial a : result.sweep()) {
            if (a.processors() == 1) {
                Trial b = result.sweep().stream().filter(t -> t.processors() == 16 && t.position().equals(a.position()))
                        .findFirst().orElseThrow();
                grew += b.work() > a.work() ? 1 : 0;
                longer += b.span() > a.span() ? 1 : 0;
            }
        }
        assertTrue(html.contains("In this run, from one node to 16 nodes: W grew for " + grew + " of the 25 positions"),
                "W's growth, counted");
        assertTrue(html.contains("and C for " + longer + ", the sum of C"), "C's growth, counted");

        var ratings = result.ratings();
        long gain = Math.round(ratings.get(ratings.size() - 1).rating()) - Math.round(ratings.get(0).rating());
        assertTrue(html.contains("here " + gain + " points from one node to 16 nodes, on the fastest 20 positions, in"
                + " the thesis 172."), "the rating's gain, as the table's ratings give it, beside the thesis's");

        double throttle = result.breakdown().stream()
                .filter(r -> r.activity().equals(jamboree.bench.trial.Activities.WAITING_ON_THROTTLE))
                .findFirst().orElseThrow().percent();
        assertTrue(html.contains("Here it takes " + Fmt.sig(throttle, 3) + "% of the cycles on 16 nodes (the thesis's"
                + " typical problem on 512 nodes: 6.6%)."), "the throttle's share, said");
        assertTrue(!html.contains("about 2,000"), "no W/C the thesis does not give");
        assertTrue(!SyntheticResults.thesisScale(10, 16, 4).plan().suite().positions().isEmpty()
                && !thesisScaleHtml(10).contains("nor of their size"), "ten positions are not the thesis's 25");
    }

    private static String thesisScaleHtml(int positions) throws IOException {
        Path out = OUT.resolve("p" + positions);
        ReportWriter.write(SyntheticResults.thesisScale(positions, 16, 4), out);
        return Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8);
    }
}

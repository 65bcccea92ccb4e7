package jamboree.bench.report;

import jamboree.bench.model.FitQuality;
import jamboree.bench.model.ModelFit;
import jamboree.bench.profile.ParallelismProfiles;
import jamboree.bench.profile.StepCurve;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.EarlierRuns;
import jamboree.bench.run.HostDescription;
import jamboree.bench.run.HostUsage;
import jamboree.bench.run.OtherLoad;
import jamboree.bench.run.SearchHost;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.json.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static jamboree.bench.report.Fmt.num;
import static jamboree.bench.report.Fmt.sig;
import static jamboree.bench.report.Fmt.withUncertainty;

/**
 * Writes a benchmark result as a directory a person opens: {@code index.html}, one CSV per table,
 * {@code report.json} (the run's description, what its searches cost the host, and every table of simulated figures),
 * {@code metrics.prom} and {@code searches.txt} (each search as a command, {@link SearchCommands}).
 */
public final class ReportWriter {

    /** The files written, for the command line to list. */
    public record Written(Path directory, List<Path> files) {
    }

    private ReportWriter() {
    }

    public static Written write(BenchResult result, Path directory) throws IOException {
        Files.createDirectories(directory);
        ModelFit fit = result.fit();
        Sections s = new Sections(result, fit);
        List<Path> files = new ArrayList<>();
        for (Table t : s.files()) {
            t.writeCsv(directory);
            files.add(directory.resolve(t.file()));
        }
        Path html = directory.resolve("index.html");
        Files.writeString(html, s.html(), StandardCharsets.UTF_8);
        files.add(html);
        Path json = directory.resolve("report.json");
        Json.write(json, s.json());
        files.add(json);
        Path prom = directory.resolve("metrics.prom");
        Files.writeString(prom, Metrics.prometheus(result, fit), StandardCharsets.UTF_8);
        files.add(prom);
        Path searches = directory.resolve(SearchCommands.FILE);
        if (s.commands.refusal() == null) {
            Files.writeString(searches, s.commands.text(result.trials(), result.host().heapMaxBytes()),
                    StandardCharsets.UTF_8);
            files.add(searches);
        } else {
            // An earlier run's commands in the same directory would be taken for this one's.
            Files.deleteIfExists(searches);
        }
        return new Written(directory, files);
    }

    /** The report's parts, built once and shared by the HTML page, the CSV files and the JSON. */
    private static final class Sections {
        private final BenchResult result;
        private final ModelFit fit;
        private final Table trials;
        private final Table speedup;
        private final Table ratings;
        private final Table fitTable;
        private final Table residuals;
        private final Table breakdown;
        private final List<Table> ablations;
        private final List<Table> workSpan;
        private final Table workSpanSummary;
        private final List<Table> profiles = new ArrayList<>();
        private final Table swamp;
        /**
         * What the searches cost the host, or null where none was timed: kept apart from the simulated tables, since
         * it differs from run to run (report.json has it as {@code run.hostCosts}).
         */
        private final Table hostCosts;
        private final List<Table> problems = new ArrayList<>();
        private final ThesisSections thesis;
        private final SettingsSection settings;
        private final SearchCommands commands;

        Sections(BenchResult result, ModelFit fit) {
            this.result = result;
            this.fit = fit;
            commands = new SearchCommands(result);
            settings = new SettingsSection(result, commands.refusal());
            thesis = new ThesisSections(result);
            trials = ReportTables.trials(result);
            speedup = ReportTables.speedup(result);
            ratings = ReportTables.ratings(result);
            fitTable = ReportTables.fit(result, fit);
            residuals = ReportTables.residuals(result, fit);
            breakdown = ReportTables.breakdown(result);
            ablations = result.ablations().stream()
                    .flatMap(a -> ReportTables.ablationTables(a).stream()).toList();
            workSpan = ReportTables.workSpan(result, fit);
            workSpanSummary = ReportTables.workSpanSummary(result, fit);
            swamp = ReportTables.swamp(result.swamp());
            hostCosts = ReportTables.hostCosts(result);
            Trial p = result.profiled();
            if (p != null && !p.ideal().isEmpty()) {
                StepCurve ideal = ParallelismProfiles.ideal(p.ideal());
                int stretches = ReportCharts.stretches(ideal);
                profiles.add(ReportTables.curve("profile-ideal.csv", "Ideal-parallelism profile of " + p.position()
                                + ", averaged over " + ReportCharts.stretchesText(stretches),
                        "ideal time (s)", "parallelism", ideal, stretches, p.clockHz()));
                profiles.add(ReportTables.curve("profile-sorted.csv", "Sorted ideal-parallelism profile of "
                                + p.position(), "cumulative time (s)", "parallelism",
                        ParallelismProfiles.sorted(ideal), stretches, p.clockHz()));
            }
            if (p != null && !p.utilization().isEmpty()) {
                StepCurve working = ParallelismProfiles.working(p.utilization());
                int stretches = ReportCharts.stretches(working);
                profiles.add(ReportTables.curve("profile-utilization.csv", "Nodes doing chess work, " + p.position()
                                + " on " + p.processors() + " nodes, up to the last chess work, averaged over "
                                + ReportCharts.stretchesText(stretches), "machine time (s)", "working nodes", working,
                        stretches, p.clockHz()));
            }
            BenchPlan plan = result.plan();
            if (!plan.suite().problems().isEmpty()) {
                problems.add(ReportTables.problems(plan.suite().problems(), plan.suite().name()));
            }
            if (plan.validation() != null && !plan.validation().problems().isEmpty()) {
                problems.add(ReportTables.problems(plan.validation().problems(), plan.validation().name()));
            }
        }

        /** Every table written to a CSV file: the simulated ones, and the host's costs where known. */
        List<Table> files() {
            List<Table> files = new ArrayList<>(all());
            if (hostCosts != null) {
                files.add(hostCosts);
            }
            return files;
        }

        /** The tables of simulated figures, the same on every host and in report.json's {@code tables}. */
        List<Table> all() {
            List<Table> all = new ArrayList<>(settings.tables());
            all.addAll(List.of(trials, speedup, ratings, fitTable, residuals, breakdown));
            all.addAll(ablations);
            all.addAll(thesis.tables());
            all.add(workSpanSummary);
            all.addAll(workSpan);
            all.addAll(profiles);
            if (!result.swamp().isEmpty()) {
                all.add(swamp);
            }
            all.addAll(problems);
            return all;
        }

        Map<String, Object> json() {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("run", run());
            Map<String, Object> tables = new LinkedHashMap<>();
            for (Table t : all()) {
                tables.put(t.file(), tableJson(t));
            }
            root.put("tables", tables);
            return root;
        }

        private static Map<String, Object> tableJson(Table t) {
            Map<String, Object> table = new LinkedHashMap<>();
            table.put("caption", t.caption());
            table.put("header", t.header());
            List<Object> rows = new ArrayList<>();
            for (List<String> row : t.rows()) {
                rows.add(row.stream().map(Sections::jsonCell).toList());
            }
            table.put("rows", rows);
            return table;
        }

        private static Object jsonCell(String cell) {
            if (cell.isEmpty()) {
                return null;
            }
            try {
                return Long.parseLong(cell);
            } catch (NumberFormatException notLong) {
                try {
                    double d = Double.parseDouble(cell);
                    return Double.isFinite(d) ? d : cell;
                } catch (NumberFormatException notNumber) {
                    return cell;
                }
            }
        }

        private Map<String, Object> run() {
            BenchPlan plan = result.plan();
            Map<String, Object> run = new LinkedHashMap<>();
            run.put("suite", plan.suite().name());
            run.put("suiteSource", plan.suite().source());
            run.put("positions", plan.suite().size());
            run.put("depth", plan.depth());
            run.put("processors", plan.processors());
            run.put("seed", plan.seed());
            run.put("validationSuite", plan.validation() == null ? null : plan.validation().name());
            run.put("validationProcessors", plan.validation() == null ? List.of() : plan.validationProcessors());
            run.put("validationLeftOut", plan.validationRepeats());
            run.put("configurations", settings.json());
            run.put("machineChanges", result.machine());
            run.put("trials", result.trials().size());
            run.put("totalNodes", result.totalNodes());
            run.put("totalCycles", result.totalCycles());
            run.put("signature", result.signature());
            run.put("missingSearches", result.missing().stream().map(BenchResult::describe).toList());
            run.put("hostSeconds", result.hostNanos() / 1e9);
            run.put("host", host(result.host()));
            if (hostCosts != null) {
                run.put("hostCosts", tableJson(hostCosts));
            }
            run.put("searchHosts", result.costs().hosts().stream().map(Sections::searchHost).toList());
            EarlierRuns earlier = result.earlier();
            if (earlier.runs() > 0) {
                run.put("earlierRuns", earlier.runs());
                run.put("hostSecondsWithEarlierRuns", earlier.known() ? earlier.inAll(result.hostNanos()) / 1e9 : null);
            }
            if (earlier.searchCode() != null) {
                run.put("searchesMadeByOtherCode", earlier.searchCode());
                run.put("searchCodeOfThisRun", earlier.thisCode());
            }
            run.put("speedupAtLargestMachine", result.meanSpeedupAtLargest());
            return run;
        }

        /** The searches of the plan that the result lacks, named, or nothing for a whole run. */
        private String missingHtml() {
            if (result.complete()) {
                return "";
            }
            StringBuilder h = new StringBuilder("<p><b>Incomplete:</b> this report was written from the searches the"
                    + " run's journal holds, and " + result.missing().size() + " of the plan's searches were not made."
                    + " Every figure is over the searches made; a table, fit or speedup that needs a missing search"
                    + " counts only the others. Missing:</p>\n<ul>\n");
            for (TrialRequest r : result.missing()) {
                h.append("<li><code>").append(Html.escape(BenchResult.describe(r))).append("</code></li>\n");
            }
            return h.append("</ul>\n").toString();
        }

        /** What this run took of its host; null where this JVM could not measure it. */
        private static Map<String, Object> host(HostUsage host) {
            Map<String, Object> h = new LinkedHashMap<>();
            boolean cpu = known(host.cpuNanos());
            h.put("cpuSeconds", cpu ? host.cpuNanos() / 1e9 : null);
            h.put("coresBusy", cpu ? host.coresBusy() : null);
            h.put("otherCoresBusy", Double.isNaN(host.otherCoresBusy()) ? null : host.otherCoresBusy());
            h.put("heapPeakBytes", known(host.heapPeakBytes()) ? host.heapPeakBytes() : null);
            h.put("heapAfterCollectionBytes",
                    known(host.heapAfterCollectionBytes()) ? host.heapAfterCollectionBytes() : null);
            h.put("heapMaxBytes", known(host.heapMaxBytes()) ? host.heapMaxBytes() : null);
            h.put("description", description(host.description()));
            return h;
        }

        private static Map<String, Object> searchHost(SearchHost host) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("host", host.said() ? host.host() : null);
            m.put("searches", host.searches());
            return m;
        }

        /**
         * Which hosts made the run's searches, the profiled run and the untimed ones included: a resumed run recalls
         * its earlier sittings' searches with the times they took there, so the table's times may be of several.
         */
        private String searchHostsHtml() {
            List<SearchHost> hosts = result.costs().hosts();
            HostDescription here = result.host().description();
            if (hosts.isEmpty()) {
                return "";
            }
            if (allOnThisHost()) {
                return "<p>Every search of the run was made on this JVM's host.</p>\n";
            }
            StringBuilder h = new StringBuilder("<p>The run's searches (the profiled run and any untimed ones"
                    + " included) were made on:</p>\n<ul>\n");
            for (SearchHost host : hosts) {
                h.append("<li>").append(!host.said() ? host.count() + " " + host.where()
                        : Html.escape(host.host()) + ": " + host.count()
                        + (here.known() && host.host().equals(here.text()) ? " (this JVM's host)" : ""))
                        .append("</li>\n");
            }
            return h.append("</ul>\n").toString();
        }

        /** Whether every search of the run was made on this JVM's host (as far as the hosts are named). */
        private boolean allOnThisHost() {
            List<SearchHost> hosts = result.costs().hosts();
            HostDescription here = result.host().description();
            return hosts.isEmpty() || hosts.size() == 1 && here.known() && hosts.get(0).host().equals(here.text());
        }

        private static Map<String, Object> description(HostDescription host) {
            if (!host.known()) {
                return null;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("cpu", host.cpu().isEmpty() ? null : host.cpu());
            m.put("cores", host.cores());
            m.put("memoryBytes", known(host.memoryBytes()) ? host.memoryBytes() : null);
            m.put("system", host.system());
            m.put("jvm", host.jvm());
            m.put("jvmOptions", host.jvmOptions());
            m.put("collectors", host.collectors());
            return m;
        }

        private static boolean known(long figure) {
            return figure != HostUsage.UNKNOWN;
        }

        String html() {
            BenchPlan plan = result.plan();
            StringBuilder h = new StringBuilder();
            h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Jamboree benchmark: ")
                    .append(Html.escape(plan.suite().name())).append("</title>\n<style>\n")
                    .append("body{font-family:sans-serif;max-width:1340px;margin:1em auto;padding:0 1em;color:#222}\n")
                    .append("table{border-collapse:collapse;margin:0.5em 0 1.5em;font-size:12px}\n")
                    .append("td,th{border:1px solid #bbb;padding:2px 6px;text-align:right}\n")
                    .append("th{background:#eee}caption{text-align:left;font-weight:bold;padding:4px 0}\n")
                    .append("td:first-child{text-align:left}.charts{display:flex;flex-wrap:wrap;gap:8px}\n")
                    .append(".charts svg{border:1px solid #ddd;background:#fff}\n")
                    .append("code{background:#f4f4f4;padding:1px 3px}\n</style></head><body>\n");
            h.append("<h1>Jamboree benchmark: StarTech's experiments on the simulated CM-5</h1>\n");
            h.append("<p>Suite <b>").append(Html.escape(plan.suite().name())).append("</b> (")
                    .append(plan.suite().size()).append(" positions, from <code>")
                    .append(Html.escape(plan.suite().source())).append("</code>), ")
                    .append(plan.sizes() == null ? "depth " + plan.depth() + " plies"
                            : "each position to its own depth (up to " + plan.depth() + " plies)")
                    .append(", machine sizes ").append(Html.escape(plan.processors().toString()))
                    .append(", seed ").append(plan.seed()).append(". ").append(result.trials().size())
                    .append(" searches; host time ").append(sig(result.hostNanos() / 1e9, 4)).append(" s")
                    .append(Html.escape(result.earlier().resumedText(result.hostNanos()))).append(". This run: ")
                    .append(Html.escape(result.host().text())).append(".");
            if (result.host().description().known()) {
                h.append(" This JVM's host: ").append(Html.escape(result.host().description().text())).append('.');
            }
            h.append("</p>\n");
            h.append("<p><code>").append(Html.escape(result.signature())).append("</code> (identical on every run"
                    + " with the same arguments)</p>\n");
            if (result.earlier().searchCode() != null) {
                String otherCode = result.earlier().otherCodeText(!result.swamp().isEmpty());
                h.append("<p><b>Other code:</b> ").append(Html.escape(otherCode)).append("</p>\n");
            }
            h.append(missingHtml());
            h.append("<p>Times are simulated CM-5 time at 33 MHz: T from the start of the root search to its result,"
                    + " W the cycles of chess work over all nodes, C the critical path of chess work (timestamped as"
                    + " in Figure 5-8). The thesis ran every problem to solution; this benchmark searches every"
                    + " problem to a fixed depth, " + (plan.sizes() == null ? "so its times are far shorter than the"
                    + " thesis's: compare shapes." : "the first at which its serial search visits "
                    + plan.sizes().threshold() + " positions. These are not the thesis's problems"
                    + thesis.sizeAgainstThesis() + ": compare shapes.") + "</p>\n");
            h.append(settings.html());
            for (Table t : problems) {
                h.append(t.html());
            }
            h.append(thesis.problemSizesHtml());
            h.append(summary());

            h.append("<h2>Speedup</h2>\n<div class=\"charts\">").append(ReportCharts.speedup(result))
                    .append(ReportCharts.timesByPosition(result)).append("</div>\n").append(speedup.html());
            h.append(thesis.configurationsHtml());
            h.append(thesis.workAndSpanHtml());
            h.append("<h2>Kaufman's rating by machine size (Figure 6-2)</h2>\n").append(thesis.ratingsHtml())
                    .append("<div class=\"charts\">")
                    .append(ReportCharts.rating(result)).append("</div>\n").append(ratings.html());

            h.append("<h2>The performance model (thesis 5.6)</h2>\n");
            h.append("<p>Weighted least squares with sigma_i = T_i minimises relative errors: T = c3 + c1 W/P + c2 C"
                    + " in seconds, with 95% confidence half-widths (Student's t, covariance scaled by the residual"
                    + " variance). R is the correlation of measured and predicted T, MRE the geometric mean of the"
                    + " relative errors, MAXE the largest. The validation rows apply the fitted coefficients to a"
                    + " suite they were not fitted on" + repeatsLeftOut() + ".</p>\n");
            h.append(fitTable.html());
            h.append("<div class=\"charts\">").append(ReportCharts.predicted(result, fit)).append("</div>\n");
            h.append("<h3>Residuals (Figure 5-16)</h3>\n");
            h.append(ResidualNotes.html(result, fit));
            h.append("<div class=\"charts\">");
            for (String chart : ReportCharts.residuals(result, fit)) {
                h.append(chart);
            }
            h.append("</div>\n<details><summary>residual table</summary>").append(residuals.html())
                    .append("</details>\n");
            h.append(thesis.modelsHtml());

            h.append("<h2>Parallelism profiles (Figures 5-13 to 5-15)</h2>\n");
            Trial p = result.profiled();
            if (p == null) {
                h.append("<p>No profiled run in this plan.</p>\n");
            } else {
                h.append("<p>Position ").append(Html.escape(p.position())).append(" on ").append(p.processors())
                        .append(" nodes: W = ").append(p.work()).append(" cycles, C = ").append(p.span())
                        .append(" cycles, average parallelism W/C = ").append(sig(p.parallelism(), 4)).append(".");
                if (!p.ideal().isEmpty()) {
                    StepCurve ideal = ParallelismProfiles.ideal(p.ideal());
                    h.append(" Parallelism is below 4 for ")
                            .append(sig(ParallelismProfiles.timeBelow(ideal, 4) / (double) p.clockHz(), 3))
                            .append(" s and below 16 for ")
                            .append(sig(ParallelismProfiles.timeBelow(ideal, 16) / (double) p.clockHz(), 3))
                            .append(" s of the ").append(sig(ideal.end() / (double) p.clockHz(), 3))
                            .append(" s ideal run.");
                }
                h.append(" W and C are summed over the iterations of iterative deepening; the profiles show the last"
                        + " iteration (depth ").append(p.depth()).append(")");
                if (!p.ideal().isEmpty()) {
                    StepCurve ideal = ParallelismProfiles.ideal(p.ideal());
                    if (ideal.end() > 0) {
                        h.append(", whose own W/C, the ideal profile's area over its length, is ")
                                .append(sig(ideal.area() / ideal.end(), 4));
                    }
                }
                h.append(".");
                h.append("</p>\n<div class=\"charts\">");
                if (!p.ideal().isEmpty()) {
                    h.append(ReportCharts.idealProfile(p)).append(ReportCharts.sortedProfile(p));
                }
                if (!p.utilization().isEmpty()) {
                    h.append(ReportCharts.utilization(p));
                }
                h.append("</div>\n");
                if (p.ideal().isEmpty() && p.utilization().isEmpty()) {
                    h.append("<p>The trial source recorded no profile for this run.</p>\n");
                }
                h.append("<details><summary>profile tables</summary>");
                for (Table t : profiles) {
                    h.append(t.html());
                }
                h.append("</details>\n");
            }

            h.append("<h2>Where the cycles go (Figure 6-9)</h2>\n<div class=\"charts\">")
                    .append(ReportCharts.breakdown(result)).append("</div>\n").append(breakdown.html());
            h.append(thesis.throttleHtml());
            h.append(thesis.usefulWorkHtml());
            h.append(thesis.chessWorkByPositionHtml());
            h.append(thesis.chessWorkHtml());

            h.append("<h2>Ablations</h2>\n");
            if (!ablations.isEmpty()) {
                h.append(AblationNotes.html(result));
            }
            for (Table t : ablations) {
                h.append(t.html());
            }
            if (ablations.isEmpty()) {
                h.append("<p>No ablation in this plan.</p>\n");
            }
            h.append(thesis.tableSizesHtml());

            h.append(SwampSection.html(result.swamp(), swamp));

            h.append("<h2>Work and span per position (Cilkscale style)</h2>\n");
            h.append("<p>Work is W and span is C, in cycles; parallelism is W/C. <b>Burdened span</b> is c2 C + c3,"
                    + " the run time the fitted model predicts on infinitely many nodes: where Cilkscale adds a fixed"
                    + " cost per spawn on the critical path, this charges the critical path with what the scheduler"
                    + " is measured to cost along it (c2 above 1 is the price of moving work between nodes) plus the"
                    + " fixed start-up cost c3. <b>Burdened parallelism</b> is W over the burdened span: roughly the"
                    + " machine size beyond which more nodes stop paying.</p>\n").append(workSpanSummary.html())
                    .append("<details><summary>")
                    .append(workSpan.size()).append(" tables, one per position</summary>");
            for (Table t : workSpan) {
                h.append(t.html());
            }
            h.append("</details>\n");

            if (hostCosts != null) {
                h.append("<h2>What the simulation cost the host</h2>\n");
                h.append("<p>The simulated figures above are the same on every host; this is what making them cost"
                        + (allOnThisHost() ? " this one" : " the hosts that made them (below)") + ". A search's host"
                        + " time runs from its start to its end on the host that made it (a cluster member times its"
                        + " own), so searches made side by side each count in full, and a search recalled from an"
                        + " earlier sitting's journal counts the time it took then. On one node the host does about"
                        + " what a serial search does; on many, it also plays every node's steals, throttle rounds and"
                        + " messages, so its time per position grows with the machine. Other processes' cores are"
                        + " averaged over the searches that say them, given where those cover "
                        + num(OtherLoad.COVERAGE * 100, 0)
                        + "% of the group's host time.</p>\n")
                        .append(searchHostsHtml()).append(hostCosts.html());
            }
            h.append("<h2>Every search</h2>\n<details><summary>").append(result.trials().size())
                    .append(" searches, one row each</summary>").append(trials.html()).append("</details>\n");
            h.append("<p>Files: ");
            for (Table t : files()) {
                h.append("<a href=\"").append(Html.escape(t.file())).append("\">").append(Html.escape(t.file()))
                        .append("</a> ");
            }
            h.append("<a href=\"report.json\">report.json</a> <a href=\"metrics.prom\">metrics.prom</a>");
            if (commands.refusal() == null) {
                h.append(" <a href=\"").append(SearchCommands.FILE).append("\">").append(SearchCommands.FILE)
                        .append("</a>");
            }
            h.append("</p>\n");
            h.append("</body></html>\n");
            return Contents.addTo(h.toString());
        }

        /**
         * "; the validation is made without BK.22, which is kaufman's k07, whose searches are the fit's", or "" when
         * the suites share no position; when every validation position is the main suite's, that nothing is
         * validated.
         */
        private String repeatsLeftOut() {
            BenchPlan plan = result.plan();
            if (plan.validationRepeats().isEmpty()) {
                return "";
            }
            if (plan.validationRepeats().size() == plan.validation().size()) {
                return "; here every position of " + Html.escape(plan.validation().name()) + " is one of "
                        + Html.escape(plan.suite().name()) + "'s, so nothing is validated";
            }
            return "; the validation is made" + Html.escape(plan.validationRepeatsText()) + ", whose searches are the"
                    + " fit's";
        }

        private String summary() {
            StringBuilder h = new StringBuilder("<h2>Summary</h2>\n<ul>\n");
            if (fit != null) {
                h.append("<li>Fitted model on ").append(Html.escape(result.plan().suite().name())).append(": T = ")
                        .append(withUncertainty(fit.model().c3(), fit.c3HalfWidth()))
                        .append(" + (").append(withUncertainty(fit.model().c1(), fit.c1HalfWidth()))
                        .append(") W/P + (").append(withUncertainty(fit.model().c2(), fit.c2HalfWidth()))
                        .append(") C seconds; R = ").append(sig(fit.quality().r())).append(", MRE = ")
                        .append(sig(fit.quality().mre(), 3)).append(", MAXE = ").append(sig(fit.quality().maxe(), 3))
                        .append(" (every digit in <a href=\"#fit.csv\">fit.csv</a>).</li>\n");
                FitQuality v = result.validationQuality(fit);
                if (v != null) {
                    h.append("<li>On ").append(Html.escape(result.plan().validation().name()))
                            .append(Html.escape(result.plan().validationSizesText()))
                            .append(Html.escape(result.plan().validationRepeatsText())).append(": R = ")
                            .append(sig(v.r())).append(", MRE = ").append(sig(v.mre(), 3)).append(", MAXE = ")
                            .append(sig(v.maxe(), 3)).append(".</li>\n");
                }
            } else {
                h.append("<li>Too few distinct runs to fit the model.</li>\n");
            }
            h.append("<li>Thesis (5.34): T = 4.303 &plusmn; 0.167 + (1.024 &plusmn; 0.019) W/P + (1.521 &plusmn;"
                    + " 0.106) C; R = 0.998717, MRE = 0.03855, MAXE = 0.6880.</li>\n");
            int largest = result.plan().largestMachine();
            double overOne = result.meanSpeedupAtLargest();
            h.append("<li>Speedup on ").append(largest).append(" nodes: ")
                    .append(Double.isNaN(overOne) ? "none measured (no run on one node)" : sig(overOne, 4))
                    .append(" over the same search on one node (thesis at the same size: ")
                    .append(sig(ReportTables.thesisSpeedup(largest), 4)).append("); ")
                    .append(sig(result.speedupOverSerial(largest), 4))
                    .append(" over the serial search, its run time over the machine's.</li>\n");
            h.append("</ul>\n");
            return h.toString();
        }
    }
}

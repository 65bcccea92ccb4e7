package jamboree.bench.report;

import jamboree.bench.model.FitQuality;
import jamboree.bench.model.ModelVariant;
import jamboree.bench.model.TermFit;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.ProblemSizes;
import jamboree.bench.tables.ChessWorkByPositionRow;
import jamboree.bench.tables.ChessWorkRow;
import jamboree.bench.tables.RatingTable;
import jamboree.bench.tables.TableSizeRow;
import jamboree.bench.tables.UsefulWorkRow;
import jamboree.bench.tables.UsefulWorkTable;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import static jamboree.bench.report.Fmt.integer;
import static jamboree.bench.report.Fmt.num;
import static jamboree.bench.report.Fmt.sig;

/** The tables of the thesis's figures that the first report lacked (5-10 to 5-12, 5-17, 5-18, 5.35, 6-1). */
final class ThesisTables {

    private ThesisTables() {
    }

    /** The sweep's trials by position, the positions in descending order of serial time (as the thesis plots them). */
    static Map<String, List<Trial>> bySerialTime(List<Trial> sweep) {
        Map<String, List<Trial>> byPosition = new LinkedHashMap<>();
        for (Trial t : sweep) {
            byPosition.computeIfAbsent(t.position(), k -> new ArrayList<>()).add(t);
        }
        List<Map.Entry<String, List<Trial>>> entries = new ArrayList<>(byPosition.entrySet());
        entries.sort(Comparator.comparingLong((Map.Entry<String, List<Trial>> e) -> e.getValue().get(0).serialWork())
                .reversed());
        Map<String, List<Trial>> sorted = new LinkedHashMap<>();
        entries.forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** Figure 5-10: W of each position on each machine size, beside its serial W. */
    static Table work(BenchResult result) {
        return perPosition(result, "figure-5-10.csv", "Figure 5-10: total work W of each position (seconds of"
                + " processor time) on each machine size, beside the serial search's; positions by descending serial"
                + " time", "W (s)", t -> t.work() / (double) t.clockHz());
    }

    /** Figure 5-11: C of each position on each machine size. */
    static Table span(BenchResult result) {
        return perPosition(result, "figure-5-11.csv", "Figure 5-11: critical path C of each position (seconds) on"
                + " each machine size; positions by descending serial time", "C (s)",
                t -> t.span() / (double) t.clockHz());
    }

    private static Table perPosition(BenchResult result, String file, String caption, String unit,
                                     ToDoubleFunction<Trial> value) {
        List<Integer> sizes = result.plan().processors();
        List<String> header = new ArrayList<>(List.of("position", "depth", "serial W (s)"));
        sizes.forEach(p -> header.add(unit + " P=" + p));
        Table.Builder b = Table.builder(file, caption, header.toArray(String[]::new));
        for (Map.Entry<String, List<Trial>> e : bySerialTime(result.sweep()).entrySet()) {
            Trial any = e.getValue().get(0);
            String[] cells = new String[header.size()];
            cells[0] = e.getKey();
            cells[1] = integer(any.depth());
            cells[2] = sig(any.serialWork() / (double) any.clockHz());
            for (int i = 0; i < sizes.size(); i++) {
                int p = sizes.get(i);
                cells[3 + i] = e.getValue().stream().filter(t -> t.processors() == p).findFirst()
                        .map(t -> sig(value.applyAsDouble(t))).orElse("");
            }
            b.row(cells);
        }
        return b.build();
    }

    /** Figure 5-12: per machine size, how work efficiency goes with the serial run time. */
    static Table efficiency(BenchResult result) {
        Table.Builder b = Table.builder("figure-5-12.csv", "Figure 5-12: work efficiency (serial W over W) against"
                        + " the serial run time, per machine size: the sample correlation r (positive: longer"
                        + " problems are searched more efficiently) and the spread",
                "P", "positions", "r (serial time, efficiency)", "mean efficiency", "min efficiency",
                "max efficiency");
        for (int p : result.plan().processors()) {
            List<Trial> at = result.sweep().stream().filter(t -> t.processors() == p).toList();
            if (at.isEmpty()) {
                continue;
            }
            double[] serial = at.stream().mapToDouble(t -> t.serialWork() / (double) t.clockHz()).toArray();
            double[] efficiency = at.stream().mapToDouble(Trial::workEfficiency).toArray();
            b.row(integer(p), integer(at.size()), sig(correlation(serial, efficiency)),
                    sig(java.util.Arrays.stream(efficiency).average().orElse(Double.NaN)),
                    sig(java.util.Arrays.stream(efficiency).min().orElse(Double.NaN)),
                    sig(java.util.Arrays.stream(efficiency).max().orElse(Double.NaN)));
        }
        return b.build();
    }

    /** The sample correlation r of the positions' chess work with log10 W/C (NaN for fewer than three). */
    static double chessWorkCorrelation(List<ChessWorkByPositionRow> rows) {
        return correlation(rows.stream().mapToDouble(r -> Math.log10(r.parallelism())).toArray(),
                rows.stream().mapToDouble(ChessWorkByPositionRow::chessWork).toArray());
    }

    static double correlation(double[] a, double[] b) {
        if (a.length < 3) {
            return Double.NaN;
        }
        double r = new PearsonsCorrelation().correlation(a, b);
        return Double.isFinite(r) ? r : Double.NaN;
    }

    /** One line per model of 5.6: its quality on the main sweep beside the thesis's. */
    static Table models(Map<ModelVariant, TermFit> fits) {
        Table.Builder b = Table.builder("models.csv", "The thesis's models of 5.6 fitted to the main sweep (weighted"
                        + " least squares, sigma_i = T_i): R, MRE and MAXE beside the thesis's on Kaufman's suite;"
                        + " aliased terms are those the data cannot tell from the ones before them",
                "model", "n", "R", "MRE", "MAXE", "thesis R", "thesis MRE", "thesis MAXE", "aliased terms");
        fits.forEach((m, fit) -> {
            FitQuality t = m.thesisQuality();
            b.row(m.name(), fit == null ? "0" : integer(fit.quality().samples()),
                    fit == null ? "" : sig(fit.quality().r()), fit == null ? "" : sig(fit.quality().mre()),
                    fit == null ? "" : sig(fit.quality().maxe()), sig(t.r()), sig(t.mre()), sig(t.maxe()),
                    fit == null ? "" : String.join("; ", fit.aliased()));
        });
        return b.build();
    }

    /** Every coefficient of every model, with its 95% half-width, beside the thesis's where it published one. */
    static Table modelTerms(Map<ModelVariant, TermFit> fits) {
        Table.Builder b = Table.builder("model-terms.csv", "Coefficients of the models of 5.6 (seconds per unit of"
                        + " the term) with 95% half-widths, beside the thesis's (equation 5.35's were not published;"
                        + " empty: aliased)",
                "model", "term", "coefficient", "+-", "thesis coefficient", "thesis +-");
        fits.forEach((m, fit) -> {
            if (fit == null) {
                return;
            }
            for (String term : fit.terms()) {
                double[] thesis = m.thesisTerms().get(term);
                b.row(m.name(), term, sig(fit.coefficient(term)), sig(fit.halfWidth(term)),
                        thesis == null ? "" : sig(thesis[0]), thesis == null ? "" : sig(thesis[1]));
            }
        });
        return b.build();
    }

    /** The configurations swept beside the defaults (the thesis's own, for one), per machine size. */
    static Table configurations(BenchResult result) {
        Table.Builder b = Table.builder("configurations.csv", "StarTech as published beside the tuned defaults:"
                        + " per machine size the totals of T, W and C over the suite, mean W/C, speedup (each"
                        + " configuration's total T at P = 1 over its total T at P) and mean work efficiency",
                "configuration", "P", "total T (s)", "total W (s)", "total C (s)", "mean W/C", "speedup",
                "mean work efficiency");
        for (int p : result.plan().processors()) {
            for (Settings s : result.plan().sweptSettings()) {
                List<Trial> at = result.sweep(s).stream().filter(t -> t.processors() == p).toList();
                if (at.isEmpty()) {
                    continue;
                }
                b.row(s.name(), integer(p), sig(at.stream().mapToDouble(Trial::seconds).sum()),
                        sig(at.stream().mapToDouble(t -> t.work() / (double) t.clockHz()).sum()),
                        sig(at.stream().mapToDouble(t -> t.span() / (double) t.clockHz()).sum()),
                        sig(at.stream().mapToDouble(Trial::parallelism).average().orElse(Double.NaN)),
                        sig(result.speedup(s, p)),
                        sig(at.stream().mapToDouble(Trial::workEfficiency).average().orElse(Double.NaN)));
            }
        }
        return b.build();
    }

    /** Figure 6-9's first line in full, for each swept configuration, beside the thesis's. */
    static Table usefulWork(List<UsefulWorkRow> rows) {
        Table.Builder b = Table.builder("useful-work.csv", "Figure 6-9's first line in full: chess work in percent"
                        + " of all cycles, the serial search's work of the same positions in percent of that chess"
                        + " work and of all cycles, on the largest machine of the sweep, beside the thesis's (a typical"
                        + " Kaufman problem on 512 nodes)",
                "configuration", "P", "chess work (% of all cycles)", "serial search's work (% of chess work)",
                "serial search's work (% of all cycles)");
        for (UsefulWorkRow r : rows) {
            b.row(r.configuration(), integer(r.processors()), num(r.chessWork(), 2), num(r.serialOfChess(), 2),
                    num(r.serialOfAll(), 2));
        }
        b.row("the thesis (CM-5)", integer(512), num(UsefulWorkTable.THESIS_CHESS_WORK, 1),
                num(UsefulWorkTable.THESIS_SERIAL_OF_CHESS, 1), num(UsefulWorkTable.thesisSerialOfAll(), 1));
        return b.build();
    }

    /** "one node" or "P nodes". */
    static String nodes(int processors) {
        return BenchPlan.nodes(processors);
    }

    /** Figure 6-1 beside the thesis's. */
    static Table tableSizes(String name, int processors, List<TableSizeRow> rows) {
        Table.Builder b = Table.builder("figure-6-1-" + name + ".csv", "Figure 6-1: the suite on "
                        + nodes(processors) + " against the global table's size, beside the thesis's serial program"
                        + " with a table of the same total entries (its problems ran to solution); t20 is the time"
                        + " of the fastest " + RatingTable.FASTEST + " positions a line searched (each line here"
                        + " searched " + searchedText(rows) + "), the thesis's of its 25",
                "entries per node", "total entries", "positions", "t20 (s)", "rating", "all (s)",
                "thesis positions", "thesis t20 (s)", "thesis rating", "line");
        for (TableSizeRow r : rows) {
            TableSizeRow.Thesis t = r.thesis();
            b.row(integer(r.entriesPerNode()), integer(r.totalEntries()), integer(r.positions()),
                    sig(r.fastestSeconds()), num(r.rating(), 0), sig(r.allSeconds()),
                    t == null ? "" : integer(t.positions()), t == null ? "" : num(t.fastestSeconds(), 2),
                    t == null ? "" : integer(t.rating()), r.sweep() ? "the sweep's own table" : "experiment");
        }
        return b.build();
    }

    /** How many positions the lines of Figure 6-1 searched: "24", or "16 to 24" where they differ. */
    private static String searchedText(List<TableSizeRow> rows) {
        int least = rows.stream().mapToInt(TableSizeRow::searches).min().orElse(0);
        int most = rows.stream().mapToInt(TableSizeRow::searches).max().orElse(0);
        return least == most ? Integer.toString(most) : least + " to " + most;
    }

    /** Figure 6-10 beside the thesis's. */
    static Table chessWork(int processors, List<ChessWorkRow> rows) {
        Table.Builder b = Table.builder("figure-6-10.csv", "Figure 6-10: the chess work of the main sweep on "
                        + processors + " nodes by the operation it paid for, in percent of the chess work and of all"
                        + " cycles, beside the thesis's (a typical Kaufman problem on 512 nodes)",
                "operation", "cycles", "share of chess work (%)", "share of all cycles (%)",
                "thesis share of chess work (%)", "thesis share of all cycles (%)");
        for (ChessWorkRow r : rows) {
            b.row(r.operation(), integer(r.cycles()), num(r.ofChessWork(), 2), num(r.ofAll(), 2),
                    num(r.thesisOfChessWork(), 1), num(r.thesisOfAll(), 1));
        }
        return b.build();
    }

    /** Figure 6-9's chess work position by position on the largest machine, for each swept configuration. */
    static Table chessWorkByPosition(int processors, Map<String, List<ChessWorkByPositionRow>> byConfiguration) {
        Table.Builder b = Table.builder("chess-work-by-position.csv", "Chess work position by position on "
                        + processors + " nodes, in ascending order of W/C: each search's share of its own cycles"
                        + " (P times T), the serial search's work of the same position as a share of them, and the"
                        + " search's weight in its configuration's share over all cycles",
                "configuration", "position", "T (s)", "W/C", "chess work (% of its cycles)",
                "serial search's work (% of its cycles)", "its cycles (% of the configuration's)");
        byConfiguration.forEach((name, rows) -> rows.forEach(r -> b.row(name, r.position(), sig(r.seconds()),
                sig(r.parallelism()), num(r.chessWork(), 2), num(r.serialOfAll(), 2), num(r.cycleShare(), 2))));
        return b.build();
    }

    /**
     * What the chess work follows, per configuration on the largest machine: the correlation of each position's
     * share with log10 W/C, the plain mean over positions, and the share over all cycles, which weighs each position
     * by its length.
     */
    static Table chessWorkAgainstParallelism(int processors,
                                             Map<String, List<ChessWorkByPositionRow>> byConfiguration) {
        Table.Builder b = Table.builder("chess-work-vs-parallelism.csv", "Chess work against parallelism on "
                        + processors + " nodes: the sample correlation r of each position's chess work with"
                        + " log10 W/C, the mean of the positions' shares, and the share over all cycles (each"
                        + " position weighed by its cycles)",
                "configuration", "positions", "r (log10 W/C, chess work)", "mean over positions (%)",
                "over all cycles (%)");
        byConfiguration.forEach((name, rows) -> {
            double[] chess = rows.stream().mapToDouble(ChessWorkByPositionRow::chessWork).toArray();
            b.row(name, integer(rows.size()), sig(chessWorkCorrelation(rows)),
                    num(java.util.Arrays.stream(chess).average().orElse(Double.NaN), 2),
                    num(rows.stream().mapToDouble(r -> r.chessWork() * r.cycleShare() / 100).sum(), 2));
        });
        return b.build();
    }

    /** The depth of each position under problems of varying size. */
    static Table problemSizes(ProblemSizes sizes) {
        Table.Builder b = Table.builder("problem-sizes.csv", "Problems of varying size: each position searched to"
                        + " the first depth at which the serial search visits at least " + sizes.threshold()
                        + " positions (found by the serial model search)",
                "suite", "position", "depth", "serial positions", "serial positions one ply shallower",
                "reached the threshold");
        for (ProblemSizes.Problem p : sizes.problems()) {
            b.row(p.suite(), p.position(), integer(p.depth()), integer(p.serialNodes()), integer(p.shallowerNodes()),
                    p.reached() ? "yes" : "no (depth limit)");
        }
        return b.build();
    }
}

package jamboree.bench.report;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchResult;
import jamboree.bench.tables.AblationTable;
import jamboree.bench.tables.BreakdownTable;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Settings;
import jamboree.scheduler.config.Switch;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static jamboree.bench.report.Fmt.num;

/**
 * The paragraph above the ablations' tables: what each ablation is, a key to its columns' labels, and the thesis's
 * figures they compare with beside this run's. The thesis's RID x deferred-reads figures give their totals legibly on
 * 32 and 512 processors (Figures 6-8 and 6-6; its problems ran to solution, so only the changes compare), and Figure
 * 6-9 gives the split of the cycles of one typical problem.
 */
final class AblationNotes {

    /** The thesis's total T in seconds with neither, DR alone, RID alone and both, by machine size. */
    private static final Map<Integer, double[]> THESIS_RID_DR = Map.of(
            32, new double[] {3943.9, 2855.0, 2682.5, 3634.2},
            512, new double[] {837.6, 884.6, 637.3, 610.9});

    private AblationNotes() {
    }

    static String html(BenchResult result) {
        List<AblationSpec> specs = result.plan().ablations();
        StringBuilder h = new StringBuilder("<p>Each ablation searches the suite on one machine size with"
                + " something switched, a column for each setting, and its sums table totals the columns: ");
        h.append(Html.escape(specs.stream().map(AblationSpec::title).collect(Collectors.joining("; "))))
                .append(". A column's label names the switches it sets: rid+ or rid- recursive iterative deepening"
                        + " (RID) on or off, dr deferred reads (DR), ser the serialization heuristic, startech, naive"
                        + " or backoff the throttle, and any other switch by its key; the settings section above gives"
                        + " each configuration in full.");
        if (specs.stream().anyMatch(a -> a.name().startsWith("rid-deferred"))) {
            h.append(" The thesis, its 25 problems run to solution: ").append(THESIS_RID_DR.keySet().stream().sorted()
                    .map(p -> changes(p, "Figure " + (p == 32 ? "6-8" : "6-6"), THESIS_RID_DR.get(p)))
                    .collect(Collectors.joining("; "))).append('.');
            String ours = result.ablations().stream().filter(a -> a.name().startsWith("rid-deferred"))
                    .map(AblationNotes::thisRun).filter(text -> !text.isEmpty()).collect(Collectors.joining("; "));
            if (!ours.isEmpty()) {
                h.append(" This run, each problem to its fixed depth: ").append(ours).append('.');
            }
        }
        if (specs.stream().anyMatch(a -> a.processors() > 1 && a.columns().contains(Settings.FIGURE_6_9))) {
            h.append(" Figure 6-9's run (one typical problem on 512 nodes, with deferred reads and recursive"
                    + " iterative deepening, without the serialization heuristic) spent ")
                    .append(thesisShare(Activities.CHESS_WORK)).append("% of its cycles in chess work, ")
                    .append(thesisShare(Activities.WAITING_FOR_TT_READ)).append("% waiting for table reads and ")
                    .append(thesisShare(Activities.WAITING_ON_THROTTLE)).append("% waiting on the throttle; the"
                            + " breakdown of the ablation with its configuration sets each column's split beside it,"
                            + " over all the positions.");
        }
        return h.append("</p>\n").toString();
    }

    /**
     * This run's totals of one RID and deferred-reads ablation, as the thesis's are given ("on 32 nodes, T = ..."); ""
     * unless its four columns searched the same positions.
     */
    static String thisRun(AblationTable a) {
        Map<String, AblationTable.ColumnSums> columns = new HashMap<>();
        for (AblationTable.ColumnSums c : a.sums()) {
            Object rid = c.settings().switches().get(Switch.RECURSIVE_DEEPENING);
            Object dr = c.settings().switches().get(Switch.DEFERRED_READS);
            if (rid instanceof Boolean r && dr instanceof Boolean d && c.positions() > 0) {
                columns.put((r ? "RID" : "") + (d ? "DR" : ""), c);
            }
        }
        if (columns.size() < 4 || columns.values().stream().mapToInt(AblationTable.ColumnSums::positions).distinct()
                .count() != 1 || !(columns.get("").seconds() > 0)) {
            return "";
        }
        double[] seconds = {columns.get("").seconds(), columns.get("DR").seconds(), columns.get("RID").seconds(),
                columns.get("RIDDR").seconds()};
        return changes(a.processors(), null, seconds);
    }

    /** "on 32 nodes (Figure 6-8), T = a s with neither, ...: DR alone cut T by x%, ..." */
    private static String changes(int processors, String figure, double[] seconds) {
        double neither = seconds[0];
        return "on " + ThesisTables.nodes(processors) + (figure == null ? "" : " (" + figure + ")") + ", T = "
                + num(neither, 1) + " s with neither, " + num(seconds[1], 1) + " s with DR, " + num(seconds[2], 1)
                + " s with RID and " + num(seconds[3], 1) + " s with both: DR alone " + change(seconds[1], neither)
                + ", RID alone " + change(seconds[2], neither) + ", both " + change(seconds[3], neither);
    }

    private static String change(double seconds, double against) {
        double percent = 100 * (seconds / against - 1);
        return (percent < 0 ? "cut T by " + num(-percent, 1) : "lengthened T by " + num(percent, 1)) + "%";
    }

    private static String thesisShare(String activity) {
        return num(BreakdownTable.THESIS.get(activity), 1);
    }
}

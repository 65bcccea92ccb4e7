package jamboree.uci.cli;

import jamboree.bench.journal.JournalComparison;
import jamboree.bench.run.OtherLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code jamboree compare-runs}: whether a bench run reproduced another, read from the two journals alone. The bench's
 * signature checks a whole run; this checks every search two runs share, such as a thesis-scale run on a new host
 * against the run of record, part way through it, and says what each host paid for them.
 */
@Command(name = "compare-runs",
        mixinStandardHelpOptions = true,
        description = {"Compares the searches two bench runs both made, read from their journals: whether each "
                + "measured the same simulated figures in both, and the host time each run took for them.",
                "Each run is a report directory (--out of the bench) or its journal file; either may be part way.",
                "Exit codes: 0 every shared search is the same, 1 one differs or none is shared, 2 bad input."})
public final class CompareRunsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FIRST", description = "The first run: its report directory or journal.")
    Path first;

    @Parameters(index = "1", paramLabel = "SECOND", description = "The second run, the same way.")
    Path second;

    @Option(names = "--differences", paramLabel = "N", defaultValue = "10",
            description = "Name at most N searches that differ (default ${DEFAULT-VALUE}).")
    int shownDifferences;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (shownDifferences < 0) {
            err.println("jamboree compare-runs: --differences must be at least 0, got " + shownDifferences);
            return 2;
        }
        JournalComparison c;
        try {
            c = JournalComparison.read(first, second);
        } catch (IllegalArgumentException e) {
            err.println("jamboree compare-runs: " + e.getMessage());
            return 2;
        } catch (AccessDeniedException e) {
            err.println("jamboree compare-runs: cannot read " + e.getFile() + ": permission denied");
            return 2;
        } catch (IOException e) {
            err.println("jamboree compare-runs: cannot read a journal: " + e);
            return 2;
        }
        print(c, out);
        out.flush();
        return c.reproduced() ? 0 : 1;
    }

    private void print(JournalComparison c, PrintWriter out) {
        out.printf(Locale.ROOT, "first:  %s (%,d searches)%n", c.first(), c.firstSearches());
        out.printf(Locale.ROOT, "second: %s (%,d searches)%n", c.second(), c.secondSearches());
        out.println("fingerprints: " + (c.fingerprintDifferences().isEmpty() ? "the same"
                : "differ in " + String.join(", ", c.fingerprintDifferences())
                + (c.searchesMayDiffer() ? "" : " (the plan only, on which no search's figures depend)")));
        out.printf(Locale.ROOT, "searches in both: %,d; the same in every simulated figure: %,d; different: %,d%n",
                c.shared(), c.same(), c.differences().size());
        out.printf(Locale.ROOT, "only in the first: %,d; only in the second: %,d%n", c.firstSearches() - c.shared(),
                c.secondSearches() - c.shared());
        int shown = 0;
        for (JournalComparison.Difference d : c.differences()) {
            if (shown++ == shownDifferences) {
                out.printf(Locale.ROOT, "  ... and %,d more%n", c.differences().size() - shownDifferences);
                break;
            }
            out.println("  differs: " + d.search() + ": " + String.join("; ", d.fields()));
        }
        printHostTimes(c, out);
        out.println(c.reproduced() ? "reproduced: every search both runs made measured the same"
                : c.shared() == 0 ? "nothing to compare: the runs share no search"
                : "not reproduced: " + c.differences().size() + " of the shared searches measured otherwise"
                + (c.searchesMayDiffer() ? "" : " under the same code and configuration, which is a bug"));
    }

    private static void printHostTimes(JournalComparison c, PrintWriter out) {
        if (c.untimed() > 0) {
            out.printf(Locale.ROOT, "%,d shared searches are left out of the host times: a journal of older code does"
                    + " not give theirs%n", c.untimed());
        }
        if (c.hostTimes().isEmpty()) {
            return;
        }
        List<JournalComparison.HostTimes> bySize = c.hostTimes();
        JournalComparison.HostTimes total = c.totalHostTimes();
        List<JournalComparison.HostTimes> firstSittings = c.hostTimes(JournalComparison.Grouping.FIRST_RUN_SITTING);
        List<JournalComparison.HostTimes> secondSittings = c.hostTimes(JournalComparison.Grouping.SECOND_RUN_SITTING);
        out.println("host time of the shared searches, each search's own (hosts, loads and jobs may differ):");
        if (saysLoad(bySize) || saysLoad(firstSittings) || saysLoad(secondSittings)) {
            out.println(String.format(Locale.ROOT, "  (other: the host cores other processes kept busy during the"
                    + " searches; -: the searches whose lines say it cover less than %.0f%% of the host time)",
                    OtherLoad.COVERAGE * 100));
        }
        // Each table shows the load where any of its rows knows it: a run begun by older code and resumed by newer
        // knows it for its later sittings, and for a machine size only where those hold nine tenths of its time.
        boolean load = saysLoad(bySize);
        printHeader(out, "P", load);
        for (JournalComparison.HostTimes h : bySize) {
            printRow(out, String.valueOf(h.group()), h, load);
        }
        printRow(out, "all", total, load);
        printSittings(out, "first", firstSittings);
        printSittings(out, "second", secondSittings);
        printHosts(out, c);
    }

    /** Which hosts made the shared searches, as each journal's lines name them: host times compare those hosts. */
    private static void printHosts(PrintWriter out, JournalComparison c) {
        out.println("hosts of the shared searches, as the journals name them:");
        printHosts(out, "first: ", c.firstHosts());
        printHosts(out, "second:", c.secondHosts());
    }

    /** A run's hosts, each with the sittings it served where the run's shared searches span more than one. */
    private static void printHosts(PrintWriter out, String run, List<JournalComparison.HostSittings> hosts) {
        boolean bySitting = hosts.stream().flatMap(h -> h.sittings().stream()).filter(s -> s > 0).distinct()
                .count() > 1;
        String lead = "  " + run + " ";
        for (JournalComparison.HostSittings h : hosts) {
            List<Integer> sittings = h.sittings().stream().filter(s -> s > 0).toList();
            out.println(lead + h.host().count()
                    + (!bySitting || sittings.isEmpty() ? "" : (sittings.size() == 1 ? " in sitting " : " in sittings ")
                    + sittings.stream().map(String::valueOf).collect(Collectors.joining(", ")))
                    + " " + h.host().where());
            lead = " ".repeat(lead.length());
        }
    }

    private static boolean saysLoad(List<JournalComparison.HostTimes> rows) {
        return rows.stream().anyMatch(h -> !Double.isNaN(h.firstOtherCores()) || !Double.isNaN(h.secondOtherCores()));
    }

    /** Shown only where the shared searches come from more than one of the run's sittings. */
    private static void printSittings(PrintWriter out, String run, List<JournalComparison.HostTimes> sittings) {
        if (sittings.size() < 2) {
            return;
        }
        boolean load = saysLoad(sittings);
        out.println("the same by the " + run + " run's sitting (a run resumed n times has n + 1):");
        printHeader(out, "sitting", load);
        for (JournalComparison.HostTimes h : sittings) {
            printRow(out, String.valueOf(h.group()), h, load);
        }
    }

    private static void printHeader(PrintWriter out, String group, boolean load) {
        out.printf(Locale.ROOT, "  %7s %9s %12s %12s %8s", group, "searches", "first s", "second s", "ratio");
        out.println(load ? String.format(Locale.ROOT, " %12s %12s", "first other", "second other") : "");
    }

    private static void printRow(PrintWriter out, String group, JournalComparison.HostTimes h, boolean load) {
        out.printf(Locale.ROOT, "  %7s %,9d %,12.1f %,12.1f %8.3f", group, h.searches(), h.firstNanos() / 1e9,
                h.secondNanos() / 1e9, h.ratio());
        out.println(load ? " " + cores(h.firstOtherCores()) + " " + cores(h.secondOtherCores()) : "");
    }

    private static String cores(double cores) {
        return String.format(Locale.ROOT, "%12s", Double.isNaN(cores) ? "-" : String.format(Locale.ROOT, "%.2f",
                cores));
    }
}

package jamboree.bench.run;

import jamboree.bench.tables.UsefulWorkTable;
import jamboree.bench.trial.Activities;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How far a run of a plan has come, read from the searches its journal holds: for each suite, configuration and
 * machine size, how many of its searches are done and the figures over those (a run of hours, such as the thesis
 * scale's, can be looked at between its sittings without a report, which needs every search). The figures of a
 * group not yet complete are over the searches done, and say so by the count beside them. It also says how long the
 * rest would take, at the rates of the searches done.
 *
 * @param searches        the plan's searches, the profiled run included
 * @param done            how many of them the journal holds
 * @param groups          one per suite, configuration and machine size, in the plan's order (the profiled run in none)
 * @param profiled        whether the profiled run is done, or null if the plan has none
 * @param earlier         the runs that made the searches done, and their host time
 * @param timed           how many of the searches done say how long each took (a journal's older lines do not)
 * @param searchNanosLeft host time the searches left would take one after the other, at the rates per machine size
 *                        of the timed ones ({@link RunEstimate}); 0 when all are done, {@link #UNKNOWN} when none is
 *                        timed
 * @param hosts           the hosts that made the searches done, as the journal's lines name them
 *                        ({@link SearchHost#of})
 */
public record PlanStatus(int searches, int done, List<Group> groups, Boolean profiled, EarlierRuns earlier,
                         int timed, long searchNanosLeft, List<SearchHost> hosts) {

    public static final long UNKNOWN = -1;

    /**
     * The searches of one configuration on one machine size, and what those done measured.
     *
     * @param suite         the suite's name
     * @param configuration the settings' name ("defaults", "thesis", or an ablation's label)
     * @param processors    P
     * @param searches      the group's searches in the plan
     * @param trials        the journaled ones, whose figures follow
     * @param host          the host time of those of them that say how long they took
     */
    public record Group(String suite, String configuration, int processors, int searches, List<Trial> trials,
                        HostTime host) {

        public boolean complete() {
            return trials.size() == searches;
        }

        /** T summed over the searches done, in seconds of machine time. */
        public double seconds() {
            return trials.stream().mapToDouble(Trial::seconds).sum();
        }

        /** The mean over the searches done of their average parallelism W/C. */
        public double meanParallelism() {
            return trials.stream().mapToDouble(Trial::parallelism).average().orElse(Double.NaN);
        }

        /** The share of all cycles, in percent, that went to {@code activity} (Figure 6-9's names). */
        public double percentOf(String activity) {
            long all = trials.stream().mapToLong(Trial::totalCycles).sum();
            long part = trials.stream().mapToLong(t -> t.breakdown().getOrDefault(activity, 0L)).sum();
            return all == 0 ? Double.NaN : 100.0 * part / all;
        }

        /** The serial search's work as a share of all cycles, in percent (Figure 6-9's first line). */
        public double serialOfAll() {
            return UsefulWorkTable.of(configuration, processors, trials).serialOfAll();
        }
    }

    private record GroupKey(String suite, String configuration, int processors) {
    }

    /** The status of {@code plan}'s run whose searches {@code store} recalls. */
    public static PlanStatus of(BenchPlan plan, TrialStore store) {
        List<TrialRequest> all = BenchRunner.searches(plan);
        RunEstimate estimate = RunEstimate.of(plan, all, 1);
        Map<GroupKey, List<TrialRequest>> grouped = new LinkedHashMap<>();
        Map<TrialRequest, KeptSearch> trials = new HashMap<>();
        Boolean profiled = null;
        int timed = 0;
        for (TrialRequest r : all) {
            Optional<KeptSearch> kept = store.recall(r);
            kept.ifPresent(k -> {
                trials.put(r, k);
                estimate.recalled(k);
            });
            timed += kept.filter(KeptSearch::timed).isPresent() ? 1 : 0;
            if (r.recordProfiles()) {
                profiled = kept.isPresent();
            } else {
                grouped.computeIfAbsent(new GroupKey(r.suite(), r.settings().name(), r.processors()),
                        k -> new ArrayList<>()).add(r);
            }
        }
        List<Group> groups = new ArrayList<>();
        for (List<TrialRequest> requests : grouped.values()) {
            TrialRequest first = requests.get(0);
            List<KeptSearch> kept = requests.stream().map(trials::get).filter(Objects::nonNull).toList();
            groups.add(new Group(first.suite(), first.settings().name(), first.processors(), requests.size(),
                    kept.stream().map(KeptSearch::trial).toList(), HostTime.of(kept)));
        }
        long left = trials.size() == all.size() ? 0 : estimate.searchNanosLeft(0).orElse(UNKNOWN);
        return new PlanStatus(all.size(), trials.size(), List.copyOf(groups), profiled, store.earlier(), timed,
                left, SearchHost.of(all, trials));
    }

    /**
     * The speedup of {@code g} over the same suite and configuration on one node, total T(1) over total T(P), when
     * both groups are complete; otherwise NaN.
     */
    public double speedupOverOneNode(Group g) {
        for (Group one : groups) {
            if (one.processors() == 1 && one.suite().equals(g.suite())
                    && one.configuration().equals(g.configuration()) && one.complete() && g.complete()) {
                return one.seconds() / g.seconds();
            }
        }
        return Double.NaN;
    }

    /**
     * The status as lines of text: a summary, the time left when some is, then a table of the groups.
     *
     * @param jobs how many searches a run of the rest would make at a time (the wall time left is the host time
     *             left over the jobs: each search's own time was measured beside as many others as ran with it)
     */
    public List<String> lines(String journal, int jobs) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%s: %d of %d searches done (%.1f%%)%s", journal, done, searches,
                100.0 * done / searches, madeBy()));
        if (done < searches) {
            lines.add(timeLeft(jobs));
        }
        int suiteWidth = Math.max(5, groups.stream().mapToInt(g -> g.suite().length()).max().orElse(0));
        int configWidth = Math.max(13, groups.stream().mapToInt(g -> g.configuration().length()).max().orElse(0));
        String format = "%-" + suiteWidth + "s  %-" + configWidth
                + "s  %5s  %9s  %10s  %7s  %10s  %8s  %8s  %7s  %9s  %8s  %5s";
        lines.add(String.format(Locale.ROOT, format, "suite", "configuration", "P", "done", "T (s)", "W/C",
                "chess work", "throttle", "serial", "speedup", "host (s)", "kpos/s", "other"));
        for (Group g : groups) {
            String count = g.trials().size() + " of " + g.searches();
            if (g.trials().isEmpty()) {
                lines.add(String.format(Locale.ROOT, format, g.suite(), g.configuration(), g.processors(), count,
                        "", "", "", "", "", "", "", "", "").stripTrailing());
                continue;
            }
            double speedup = speedupOverOneNode(g);
            lines.add(String.format(Locale.ROOT, format, g.suite(), g.configuration(), g.processors(), count,
                    String.format(Locale.ROOT, "%.1f", g.seconds()),
                    String.format(Locale.ROOT, "%.1f", g.meanParallelism()),
                    percent(g.percentOf(Activities.CHESS_WORK)), percent(g.percentOf(Activities.WAITING_ON_THROTTLE)),
                    percent(g.serialOfAll()),
                    Double.isNaN(speedup) ? "" : String.format(Locale.ROOT, "%.2f", speedup),
                    g.host().searches() == 0 ? "" : String.format(Locale.ROOT, "%.1f", g.host().seconds()),
                    g.host().searches() == 0 ? "" : String.format(Locale.ROOT, "%.0f",
                            g.host().positionsPerSecond() / 1e3),
                    g.host().searches() == 0 ? "" : cores(g.host().other().cores())).stripTrailing());
        }
        if (profiled != null) {
            lines.add("the profiled run: " + (profiled ? "done" : "not yet"));
        }
        HostTime all = groups.stream().map(Group::host).reduce(HostTime.NONE, HostTime::plus);
        if (all.searches() > 0) {
            lines.add(String.format(Locale.ROOT, "host, all groups: %.1f s over %d searches, %d positions, %.0f"
                    + " thousand per second%s", all.seconds(), all.searches(), all.positions(),
                    all.positionsPerSecond() / 1e3, Double.isNaN(all.other().cores()) ? ""
                            : String.format(Locale.ROOT, ", other processes %.2f cores", all.other().cores())));
        }
        if (!hosts.isEmpty()) {
            lines.add("the searches done, by the host that made them:");
            for (SearchHost h : hosts) {
                lines.add("  " + h.count() + " " + h.where());
            }
        }
        lines.add("T is summed and W/C averaged over the searches done; chess work, waiting on the throttle and the");
        lines.add("serial search's work are shares of all their cycles; the speedup is total T(1) over total T(P);");
        lines.add("host is the host time of the searches done that say how long they took, each in full though");
        lines.add("they ran side by side, kpos/s the thousands of positions they visited per second of it, and other");
        lines.add("the host cores other processes kept busy meanwhile, on average over the time of the searches that");
        lines.add(String.format(Locale.ROOT, "say it (- where they cover less than %.0f%% of the host time: a journal's"
                + " older lines do not", OtherLoad.COVERAGE * 100));
        lines.add("say it, nor does a search shorter than the kernel's tick)");
        return lines;
    }

    private String madeBy() {
        if (earlier.runs() == 0) {
            return "";
        }
        String runs = (earlier.runs() == 1 ? "1 run" : earlier.runs() + " runs")
                + (earlier.searchCode() == null ? "" : " of " + earlier.otherCodePhrase());
        return earlier.known()
                ? String.format(Locale.ROOT, ", made by %s in %.1f s of host time up to %s last journaled search%s",
                runs, earlier.hostNanos() / 1e9, earlier.runs() == 1 ? "its" : "their",
                earlier.runs() == 1 ? "" : "es")
                : ", made by " + runs + " (a journal that does not say how long they took)";
    }

    private String timeLeft(int jobs) {
        if (searchNanosLeft == UNKNOWN) {
            return "time left: not known (" + (done == 0 ? "no search is done"
                    : "none of the searches done says how long it took: an older version of the bench wrote them")
                    + ")";
        }
        String rates = timed == 1 ? "the one search done that says how long it took"
                : "the " + timed + " searches done that say how long they took";
        String searchTime = duration(searchNanosLeft);
        return jobs <= 1
                ? "time left: " + about(searchNanosLeft) + ", at the rates per machine size of " + rates
                : "time left: " + about(searchNanosLeft / jobs) + " with " + jobs + " searches at a time ("
                        + searchTime + " of searches), at the rates per machine size of " + rates;
    }

    /** An estimate of {@code nanos}: "about" its {@link #duration}, which below a minute says so itself. */
    private static String about(long nanos) {
        return minutes(nanos) == 0 ? duration(nanos) : "about " + duration(nanos);
    }

    private static long minutes(long nanos) {
        return Math.round(nanos / 60e9);
    }

    /** Hours and minutes, rounded to the minute. */
    static String duration(long nanos) {
        long minutes = minutes(nanos);
        if (minutes < 60) {
            return minutes == 0 ? "less than a minute" : minutes + " min";
        }
        return String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60);
    }

    private static String cores(double c) {
        return Double.isNaN(c) ? "-" : String.format(Locale.ROOT, "%.2f", c);
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "" : String.format(Locale.ROOT, "%.1f%%", p);
    }
}

package jamboree.uci.cli;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.journal.Journal;
import jamboree.bench.model.FitQuality;
import jamboree.bench.overhead.HostOverhead;
import jamboree.bench.model.ModelFit;
import jamboree.bench.report.ReportWriter;
import jamboree.bench.report.SearchCommands;
import jamboree.bench.run.BenchOptions;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.ConfigurationSettings;
import jamboree.bench.run.HostShare;
import jamboree.bench.run.ProgressBarListener;
import jamboree.bench.scale.ThesisScale;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuiteProblem;
import jamboree.bench.tables.UsefulWorkRow;
import jamboree.bench.tables.UsefulWorkTable;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.cluster.ClusterException;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.Switch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code jamboree bench}: StarTech's experiments on the simulated CM-5 (thesis 5.4-5.7, 6.2-6.6). The bench module
 * runs them and writes the report; this class parses the options and prints the summary and the signature.
 */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = {"Runs a suite (Kaufman's by default) on simulated CM-5s of 1, 2, 4, ... nodes, fits"
                + " T = c3 + c1 W/P + c2 C, validates the fit on a second suite, runs the ablations and SWAMP, and"
                + " writes a report (index.html, CSV, JSON, Prometheus text).",
                "The last line is a signature (total nodes and simulated cycles), identical on every run with the"
                        + " same arguments. Progress goes to stderr.",
                "With --host-overhead it only measures the host time of the simulated CM-5 against the serial"
                        + " search, at P = 1 or on the machine sizes it names (--host-overhead=64,512; goals: at most"
                        + " 1.5 times at 1 and 64 nodes, 3 times at 512), and prints a table for each.",
                "Every search finished is journaled in the report directory at once; --resume continues an"
                        + " interrupted run from there, --status says how far it has come, --resume"
                        + " --journaled-only writes the report from what it holds, and --new-plan lets either take"
                        + " a journal of another plan for the searches the two share.",
                "Exit codes: 0 ok, 2 bad input, 3 the run failed."})
public final class BenchCommand implements Callable<Integer> {

    /**
     * Depth of {@code --host-overhead} unless told otherwise: the depth its goal was set at, kept apart from the
     * experiments' default so that changing one does not silently move the other.
     */
    static final int HOST_OVERHEAD_DEFAULT_DEPTH = 6;

    /** The options {@code --host-overhead} reads; any other one would be silently ignored, so it is refused. */
    private static final Set<String> HOST_OVERHEAD_OPTIONS = Set.of("--host-overhead", "--depth", "--positions",
            "--set");

    @Spec
    CommandSpec spec;

    @Option(names = "--suite", paramLabel = "FILE", description = "EPD suite to run (default: Kaufman's 25 positions).")
    Path suiteFile;

    @Option(names = "--validation", paramLabel = "FILE|none",
            description = "EPD suite the fitted model is validated on (default: Bratko-Kopec), or 'none'.")
    String validationFile;

    @Option(names = "--validation-processors", paramLabel = "P", split = ",",
            description = "Machine sizes the validation suite is searched on, each one of the sweep's (default: all of"
                    + " them), e.g. 1,8,64,512: the validation is about a fifth of a --scale thesis run.")
    List<Integer> validationProcessors;

    @Option(names = "--depth", paramLabel = "N", description = "Search depth in plies (default "
            + BenchOptions.DEFAULT_DEPTH + ", with --host-overhead " + HOST_OVERHEAD_DEFAULT_DEPTH + ").")
    Integer depth;

    /** What {@code --full} asked for before the default sweep reached 512 nodes; still accepted, it changes nothing. */
    @Option(names = "--full", description = "Sweep up to 512 nodes, as the thesis did (the default; kept for scripts"
            + " that name it).")
    boolean full;

    @Option(names = "--max-processors", paramLabel = "P",
            description = "Largest machine of the sweep (default "
                    + BenchOptions.DEFAULT_MAX_PROCESSORS + ").")
    Integer maxProcessors;

    @Option(names = "--positions", paramLabel = "N", description = "Run only the first N positions of each suite.")
    Integer positions;

    @Option(names = "--seed", paramLabel = "S", description = "Machine seed (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "Report directory (default ${DEFAULT-VALUE}).")
    Path out = Path.of("report");

    @Option(names = "--no-ablations", description = "Skip the ablations (RID/deferred reads, throttles, serialization).")
    boolean noAblations;

    @Option(names = "--ablation-processors", paramLabel = "P",
            description = "Machine size of the ablations (default 16, or the largest machine if smaller).")
    int ablationProcessors;

    @Option(names = "--no-swamp", description = "Skip the SWAMP experiment.")
    boolean noSwamp;

    @Option(names = "--host-overhead", paramLabel = "P", arity = "0..1", split = ",", fallbackValue = "1",
            description = "Only measure the host time of simulated searches on P nodes (default 1; a list such as"
                    + " 64,512 measures each) against the serial search (takes --depth, --positions of Kaufman's"
                    + " suite and --set; warms the JIT first).")
    List<Integer> hostOverhead;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Searches run at the same time (default: one per host core; 1: one after the other)."
                    + " The results do not depend on it.")
    Integer jobs;

    @Option(names = "--set", paramLabel = "PATH=VALUE",
            description = "Override a machine parameter under jamboree.machine for every search, e.g."
                    + " network.send-cycles=40 (as -Djamboree.machine.PATH=VALUE would; the journal and the report"
                    + " hold it).")
    Map<String, String> machineOverrides = Map.of();

    @Mixin
    ClusterBenchOptions cluster = new ClusterBenchOptions();

    @Option(names = "--profile-position", paramLabel = "ID",
            description = "Position whose parallelism profiles are drawn (default: the suite's first).")
    String profilePosition;

    @Mixin
    BenchScaleOptions scaling;

    @Mixin
    BenchJournalOptions journaling = new BenchJournalOptions();

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (hostOverhead != null) {
            return measureHostOverhead(stdout, err);
        }
        if (jobs != null && jobs < 1) {
            err.println("jamboree bench: --jobs must be at least 1, got " + jobs);
            return 2;
        }
        BenchPlan plan;
        MachineConfig configured;
        try {
            // Every argument is checked before the thesis scale's sizing opens the serial searches kept in --out.
            cluster.check();
            journaling.check(out);
            if (journaling.journaledOnly && cluster.enabled()) {
                throw new IllegalArgumentException("--journaled-only makes no search, so it takes no --cluster");
            }
            configured = machineConfig();
            Suite suite = suiteFile == null ? SuiteLoader.shipped(SuiteLoader.KAUFMAN) : SuiteLoader.read(suiteFile);
            Suite validation = validationFile == null ? SuiteLoader.shipped(SuiteLoader.BRATKO_KOPEC)
                    : validationFile.equalsIgnoreCase("none") ? null : SuiteLoader.read(Path.of(validationFile));
            if (positions != null) {
                if (positions < 1) {
                    throw new IllegalArgumentException("--positions must be at least 1, got " + positions);
                }
                suite = suite.first(positions);
                validation = validation == null ? null : validation.first(positions);
            }
            reportProblems(suite, err);
            if (validation != null) {
                reportProblems(validation, err);
            }
            boolean thesis = scaling.thesis(spec);
            int largest = maxProcessors != null ? maxProcessors
                    : thesis ? ThesisScale.MAX_PROCESSORS : BenchOptions.DEFAULT_MAX_PROCESSORS;
            if (validationProcessors != null) {
                // Before the thesis scale's sizing, which takes minutes: both plans sweep the powers of two.
                BenchPlan.validationSizes(BenchPlan.powersOfTwo(largest), validation, validationProcessors);
            }
            if (thesis) {
                plan = scaling.thesisPlan(spec, suite, validation, largest, seed, !noAblations, !noSwamp, jobs,
                        configured, err, s -> {
                            journaling.checkBeforeSizing(out, s);
                            journaling.keepSerialSearches(out, s, true, err);
                        });
            } else {
                int plies = depth != null ? depth : BenchOptions.DEFAULT_DEPTH;
                plan = new BenchOptions(suite, validation, plies, largest, seed, !noAblations, ablationProcessors,
                        !noSwamp, profilePosition).plan();
            }
            plan = scaling.extend(plan, ablationProcessors);
            if (validationProcessors != null) {
                plan = plan.withValidationProcessors(validationProcessors);
            }
        } catch (NoSuchFileException e) {
            err.println("jamboree bench: no such file: " + e.getFile());
            return 2;
        } catch (IOException e) {
            err.println("jamboree bench: cannot read the suite: " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            scaling.abandon();
            err.println("jamboree bench: " + e.getMessage());
            return 2;
        }
        err.flush();

        HostShare host = HostShare.of(jobs);
        MachineConfig machine = host.machineFor(configured);
        BenchResult result;
        ReportWriter.Written written;
        try (SimulatedTrialSource source = scaling.source(machine)) {
            if (journaling.status) {
                return printStatus(out, source, plan, host.jobs(), stdout, err);
            }
            Journal journal;
            try {
                journal = journaling.start(out, source, plan, err);
            } catch (IllegalArgumentException e) {
                err.println("jamboree bench: " + e.getMessage());
                return 2;
            } catch (IOException e) {
                err.println("jamboree bench: cannot write the journal in " + out + ": " + e);
                return 2;
            }
            // After the journal, which refuses a run of other arguments before this touches what an earlier run kept
            // (under --scale thesis the sizing opened them already, resumed or replaced as the journal will be). The
            // members of a cluster make their own serial searches, so a cluster run keeps only the sizing's.
            if (!cluster.enabled()) {
                journaling.keepSerialSearches(out, source, false, err);
            }
            try (journal;
                 ProgressBarListener progress = new ProgressBarListener(System.err, System::nanoTime, host.jobs())) {
                // A cluster's members share their own cores (HostShare.sharing), so they get the configured machine.
                result = cluster.enabled() ? cluster.run(plan, configured, source.schedulerConfig(), host.jobs(),
                        progress, System.err, journal)
                        : runner(source, machine, host, journal).run(plan, progress);
            }
        } catch (ClusterException e) {
            err.println("jamboree bench: " + e.getMessage());
            return 3;
        } catch (RuntimeException e) {
            err.println("jamboree bench: the run failed: " + e);
            return 3;
        }
        try {
            written = ReportWriter.write(result, out);
            cluster.appendTo(out);
        } catch (IOException e) {
            err.println("jamboree bench: cannot write the report to " + out + ": " + e.getMessage());
            return 2;
        }
        summarize(result, written, stdout);
        for (TrialRequest r : result.missing()) {
            stdout.println("not made (not in the journal): " + BenchResult.describe(r));
        }
        stdout.println(result.signature());
        stdout.flush();
        return 0;
    }

    private BenchRunner runner(SimulatedTrialSource source, MachineConfig machine, HostShare host, Journal journal) {
        BenchRunner runner = new BenchRunner(source, machine, host, journal);
        return journaling.journaledOnly ? runner.journaledOnly() : runner;
    }

    private int printStatus(Path out, SimulatedTrialSource source, BenchPlan plan, int jobs, PrintWriter stdout,
                            PrintWriter err) {
        try {
            journaling.status(out, source, plan, jobs).forEach(stdout::println);
        } catch (IllegalArgumentException e) {
            err.println("jamboree bench: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("jamboree bench: cannot read the journal in " + out + ": " + e.getMessage());
            return 2;
        }
        stdout.flush();
        return 0;
    }

    /** The machine every search runs on: the loaded configuration with {@code --set}'s overrides. */
    private MachineConfig machineConfig() {
        return MachineConfig.load().with(machineOverrides);
    }

    private int measureHostOverhead(PrintWriter stdout, PrintWriter err) {
        List<String> unused = spec.commandLine().getParseResult().matchedOptions().stream()
                .map(OptionSpec::longestName)
                .filter(name -> !HOST_OVERHEAD_OPTIONS.contains(name))
                .distinct()
                .toList();
        if (!unused.isEmpty()) {
            err.println("jamboree bench: --host-overhead takes only --depth, --positions and --set, not "
                    + String.join(", ", unused));
            return 2;
        }
        int plies = depth != null ? depth : HOST_OVERHEAD_DEFAULT_DEPTH;
        // Suite.first keeps the whole suite when asked for more positions than it has.
        int count = positions != null ? positions : Integer.MAX_VALUE;
        try {
            HostOverhead.run(stdout, plies, count, hostOverhead, machineConfig());
        } catch (IllegalArgumentException e) {
            err.println("jamboree bench: " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            err.println("jamboree bench: the run failed: " + e);
            return 3;
        }
        stdout.flush();
        return 0;
    }

    private static void reportProblems(Suite suite, PrintWriter err) {
        for (SuiteProblem p : suite.problems()) {
            err.println("jamboree bench: " + suite.source() + " " + p + " (skipped)");
        }
    }

    /** What the simulated CM-5 chose for the switches {@code c} left to it (every bench search runs on one). */
    private static String machineChoices(ConfigurationSettings c) {
        return MachineChoices.of(MachineKind.CM5, c.largestMachine(),
                Profile.valueOf(c.profile().toUpperCase(Locale.ROOT)), c.intSetting(Switch.SERIALIZATION_CHILDREN),
                c.intSetting(Switch.PV_SERIAL_CHILDREN), c.intSetting(Switch.FULL_SPLIT_DEPTH));
    }

    private static void summarize(BenchResult result, ReportWriter.Written written, PrintWriter out) {
        BenchPlan plan = result.plan();
        out.printf(Locale.ROOT, "suite %s: %d positions, %s, P = %s, seed %d; %d searches%n",
                plan.suite().name(), plan.suite().size(), plan.sizes() == null ? "depth " + plan.depth()
                        : "depths up to " + plan.depth() + " (problems of varying size)", plan.processors(),
                plan.seed(), result.trials().size());
        for (ConfigurationSettings c : result.configurationSettings()) {
            out.printf(Locale.ROOT, "settings of %s on %d nodes (%d global table entries in all): %s%s%n", c.name(),
                    c.largestMachine(), c.tableEntriesInAll(c.largestMachine()), c.words(), machineChoices(c));
        }
        ModelFit fit = result.fit();
        if (fit == null) {
            out.println("model: too few distinct runs to fit");
        } else {
            out.printf(Locale.ROOT, "model: T = %.4g +- %.3g + (%.4g +- %.3g) W/P + (%.4g +- %.3g) C  [seconds]%n",
                    fit.model().c3(), fit.c3HalfWidth(), fit.model().c1(), fit.c1HalfWidth(), fit.model().c2(),
                    fit.c2HalfWidth());
            out.printf(Locale.ROOT, "fit on %s: R = %.6f, MRE = %.5f, MAXE = %.4f (n = %d)%n", plan.suite().name(),
                    fit.quality().r(), fit.quality().mre(), fit.quality().maxe(), fit.quality().samples());
            FitQuality v = result.validationQuality(fit);
            if (v != null) {
                out.printf(Locale.ROOT, "validation on %s%s%s: R = %.6f, MRE = %.5f, MAXE = %.4f (n = %d)%n",
                        plan.validation().name(), plan.validationSizesText(), plan.validationRepeatsText(), v.r(),
                        v.mre(), v.maxe(), v.samples());
            }
        }
        out.printf(Locale.ROOT, "speedup on %d nodes: %.2f%n", plan.largestMachine(), result.meanSpeedupAtLargest());
        for (UsefulWorkRow u : result.usefulWork()) {
            out.printf(Locale.ROOT, "cycles of %s on %d nodes: chess work %.1f%%, of which the serial search's work"
                            + " %.1f%%, so %.1f%% of all (thesis %.1f%%, %.1f%%, %.1f%%)%n", u.configuration(),
                    u.processors(), u.chessWork(), u.serialOfChess(), u.serialOfAll(),
                    UsefulWorkTable.THESIS_CHESS_WORK, UsefulWorkTable.THESIS_SERIAL_OF_CHESS,
                    UsefulWorkTable.thesisSerialOfAll());
        }
        out.printf(Locale.ROOT, "host time: %.1f s%s%n", result.hostNanos() / 1e9,
                result.earlier().resumedText(result.hostNanos()));
        out.println("host usage: " + result.host().text());
        if (result.earlier().searchCode() != null) {
            out.println(result.earlier().otherCodeText(!result.swamp().isEmpty()));
        }
        if (result.host().description().known()) {
            out.println("host of this JVM: " + result.host().description().text());
        }
        if (!result.machine().isEmpty()) {
            out.println("machine parameters changed from the reference: " + result.machine().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" ")));
        }
        out.println("report: " + written.directory().resolve("index.html"));
        Path searches = written.directory().resolve(SearchCommands.FILE);
        if (written.files().contains(searches)) {
            out.println("each search as a command: " + searches);
        }
    }
}

package jamboree.uci.cli;

import com.typesafe.config.ConfigFactory;
import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.HostShare;
import jamboree.bench.scale.TableSizeExperiment;
import jamboree.bench.scale.ThesisScale;
import jamboree.bench.suite.Suite;
import jamboree.bench.trial.Settings;
import jamboree.machine.MachineFootprint;
import jamboree.machine.MachineType;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The options of {@code jamboree bench} beyond the default plan: {@code --scale thesis} (problems of the thesis's
 * size on up to 512 nodes), {@code --thesis-config}, {@code --table-sizes} and {@code --figure-6-9}. A picocli mixin,
 * so that the bench command only asks it for the plan.
 */
final class BenchScaleOptions {

    /** Options the thesis scale decides itself; given with it, they are refused rather than ignored. */
    private static final Set<String> DECIDED_BY_THE_SCALE = Set.of("--depth", "--full", "--ablation-processors",
            "--profile-position");

    @Option(names = "--scale", paramLabel = "default|thesis", description = "thesis: each position to the depth at"
            + " which its serial search first visits 10^7 positions, P up to 512, the RID x deferred-reads ablation"
            + " on 32 and 512 nodes, StarTech as published beside the defaults and the table-size experiment (hours"
            + " of host time; the progress bar estimates how many).")
    String scale = "default";

    @Option(names = "--scale-threshold", paramLabel = "N", hidden = true,
            description = "Serial positions a problem must reach under --scale thesis (default 10^7; for tests).")
    long threshold = ThesisScale.THRESHOLD;

    @Option(names = "--scale-table-entries", paramLabel = "N", hidden = true,
            description = "The global table's entries in all under --scale thesis (default 2^26; for tests).")
    int tableEntries = ThesisScale.TABLE_ENTRIES;

    @Option(names = "--thesis-config", description = "Also sweep StarTech as published (one serialized child, no"
            + " PV-serial children, no leaf table reads, no ordering with stolen work) beside the defaults.")
    boolean thesisConfig;

    @Option(names = "--table-sizes", description = "Also run the table-size experiment (Figure 6-1): tables of"
            + " 2^16 to 2^24 entries in all on one node, as the thesis measured its serial program (on"
            + " --ablation-processors if given).")
    boolean tableSizes;

    @Option(names = "--figure-6-9", description = "Also search every position as the run of Figure 6-9 did"
            + " (StarTech as published with recursive iterative deepening, without the serialization heuristic) on"
            + " the largest machine (or --ablation-processors), beside the defaults and StarTech as published, with"
            + " where each one's cycles went.")
    boolean figure69;

    /** The trial source that sized the problems of {@code --scale thesis}, or null. */
    private SimulatedTrialSource sized;

    /** Whether the thesis's scale was asked for; an unknown scale or a threshold without it is refused. */
    boolean thesis(CommandSpec spec) {
        if (!scale.equals("thesis") && !scale.equals("default")) {
            throw new IllegalArgumentException("--scale must be default or thesis, got '" + scale + "'");
        }
        if (scale.equals("default") && (spec.commandLine().getParseResult().hasMatchedOption("--scale-threshold")
                || spec.commandLine().getParseResult().hasMatchedOption("--scale-table-entries"))) {
            throw new IllegalArgumentException("--scale-threshold and --scale-table-entries need --scale thesis");
        }
        return scale.equals("thesis");
    }

    /**
     * The plan of {@code --scale thesis}: sizes every problem with serial searches first (minutes at the thesis's
     * threshold) on {@code machine}'s configuration, printing each position's depth on {@code err}; the source that
     * sizes is handed to {@code beforeSizing} first (to keep its serial searches).
     */
    BenchPlan thesisPlan(CommandSpec spec, Suite suite, Suite validation, int maxProcessors, long seed,
                         boolean ablations, boolean swamp, Integer jobs, MachineConfig machine, PrintWriter err,
                         Consumer<SimulatedTrialSource> beforeSizing) {
        List<String> refused = spec.commandLine().getParseResult().matchedOptions().stream()
                .map(OptionSpec::longestName).filter(DECIDED_BY_THE_SCALE::contains).distinct().toList();
        if (!refused.isEmpty()) {
            throw new IllegalArgumentException("--scale thesis chooses each position's depth and its machine sizes"
                    + " itself; it does not take " + String.join(", ", refused));
        }
        SchedulerConfig loaded = SchedulerConfig.load();
        // A table size the user's configuration names wins over the scale's, as a serial depth does; the hidden
        // option, for tests, wins over both.
        boolean userTable = loaded.tableEntriesTotal() != 0
                && !spec.commandLine().getParseResult().hasMatchedOption("--scale-table-entries");
        int entries = userTable ? loaded.tableEntriesTotal() : tableEntries;
        ThesisScale thesis = new ThesisScale(threshold, maxProcessors, entries);
        Set<Switch> chosen = SchedulerConfig.chosenByUser();
        SchedulerConfig config = thesis.schedulerConfig(loaded, chosen);
        err.println("jamboree bench: the global table holds " + entries + " entries on every machine, each node its"
                + " share (" + (userTable ? "as " + SchedulerConfig.ROOT + ".table-entries-total sets it; the"
                + " scale's own is 2^26, the thesis's (6.2)" : "the thesis's runs had 2^26, 6.2") + "), and the"
                + " nodes search subtrees of remaining depth " + config.serialDepth() + " serially ("
                + serialDepthSource(config, chosen) + ")");
        // The run's own source, so that its serial references reuse the searches that sized the problems. What keeps
        // them may refuse the run first (a journal of other code), and then nothing is sized.
        sized = new SimulatedTrialSource(config, HostShare.of(jobs).machineFor(machine));
        beforeSizing.accept(sized);
        err.println("jamboree bench: sizing the problems (serial searches to " + threshold + " positions)");
        err.flush();
        thesis.memoryWarning(sized.schedulerConfig(), MachineFootprint.bytesPerNode(MachineType.SIMULATED),
                MachineFootprint.heapBudget()).ifPresent(note -> err.println("jamboree bench: warning: " + note
                + "; the figures then differ from a run with the tables whole (a 6 GB heap holds them:"
                + " JAMBOREE_JAVA_OPTS=\"-Xss64m -Xmx6g -XX:+UseParallelGC\")"));
        return thesis.plan(suite, validation, seed, ablations, swamp, sized::serialNodes, p -> {
            err.printf(Locale.ROOT, "  %s %s: depth %d, %d serial positions%s%n", p.suite(), p.position(),
                    p.depth(), p.serialNodes(), p.reached() ? "" : " (depth limit)");
            err.flush();
        });
    }

    /** Where the thesis scale's serial depth came from, for the line that announces it. */
    private static String serialDepthSource(SchedulerConfig config, Set<Switch> chosen) {
        String key = SchedulerConfig.ROOT + "." + Switch.SERIAL_DEPTH.key();
        return chosen.contains(Switch.SERIAL_DEPTH)
                ? "serial-depth " + config.serialDepth() + " as " + key + " sets it; the scale's own is "
                + ThesisScale.SERIAL_DEPTH
                : "serial-depth " + config.serialDepth() + ", the scale's; the defaults have "
                + SchedulerConfig.from(ConfigFactory.empty()).serialDepth() + ", and " + key
                + " sets another";
    }

    /**
     * {@code plan} with the thesis's configuration, the table-size experiment and Figure 6-9's configuration if they
     * were asked for.
     */
    BenchPlan extend(BenchPlan plan, int ablationProcessors) {
        BenchPlan extended = thesisConfig ? plan.withConfiguration(Settings.THESIS) : plan;
        if (tableSizes) {
            int p = ablationProcessors > 0 ? ablationProcessors : TableSizeExperiment.PROCESSORS;
            extended = extended.withAblations(List.of(TableSizeExperiment.on(p)));
        }
        if (figure69) {
            int p = ablationProcessors > 0 ? ablationProcessors : extended.largestMachine();
            extended = extended.withAblations(List.of(BenchPlan.figure69(p)));
        }
        return extended;
    }

    /** Closes the source that sized the problems (and the serial searches it keeps), if the run stops before it. */
    void abandon() {
        if (sized != null) {
            sized.close();
            sized = null;
        }
    }

    /** The source to run the plan with: the one that sized the problems, or a new one on {@code machine}. */
    SimulatedTrialSource source(MachineConfig machine) {
        return sized != null ? sized : SimulatedTrialSource.defaultsOn(machine);
    }
}

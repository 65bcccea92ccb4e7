package jamboree.bench.run;

import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Everything one benchmark run does.
 *
 * @param suite              the main suite (Kaufman's by default), swept over every P and fitted
 * @param depth              the nominal search depth of every trial
 * @param processors         the machine sizes of the sweep, ascending
 * @param seed               the machine seed of every trial
 * @param ablations          ablations of the main suite
 * @param validation         the suite the fitted model is checked on, or null
 * @param validationProcessors the machine sizes of the validation sweep
 * @param profilePosition    index in the main suite of the position whose profiles are drawn
 * @param profileProcessors  P of the profiled run
 * @param swamp              whether to run the SWAMP experiment
 * @param sizes              each position's own depth (the thesis's problems of varying size), or null: every
 *                           position to {@code depth}
 * @param configurations     other scheduler configurations swept over every machine size of the main suite beside
 *                           the defaults (the thesis's own configuration, for one)
 */
public record BenchPlan(Suite suite, int depth, List<Integer> processors, long seed, List<AblationSpec> ablations,
                        Suite validation, List<Integer> validationProcessors, int profilePosition,
                        int profileProcessors, boolean swamp, ProblemSizes sizes, List<Settings> configurations) {

    /** A plan with every position at {@code depth} and no other configuration swept. */
    public BenchPlan(Suite suite, int depth, List<Integer> processors, long seed, List<AblationSpec> ablations,
                     Suite validation, List<Integer> validationProcessors, int profilePosition,
                     int profileProcessors, boolean swamp) {
        this(suite, depth, processors, seed, ablations, validation, validationProcessors, profilePosition,
                profileProcessors, swamp, null, List.of());
    }

    /** The remaining depth at which the what-if's frames hand a pruned subtree to the serial search. */
    public static final int WHAT_IF_SPLIT_DEPTH = 2;

    public BenchPlan {
        configurations = List.copyOf(configurations);
        processors = List.copyOf(processors);
        ablations = List.copyOf(ablations);
        validationProcessors = List.copyOf(validationProcessors);
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        if (processors.isEmpty()) {
            throw new IllegalArgumentException("no machine sizes to run");
        }
        for (int p : processors) {
            if (p < 1) {
                throw new IllegalArgumentException("machine sizes must be at least 1, got " + p);
            }
        }
        if (suite.size() == 0) {
            throw new IllegalArgumentException("suite " + suite.name() + " has no usable position");
        }
    }

    /** 1, 2, 4, ... up to {@code max} (and {@code max} itself if it is not a power of two). */
    public static List<Integer> powersOfTwo(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("the largest machine must have at least 1 node, got " + max);
        }
        List<Integer> sizes = new ArrayList<>();
        for (int p = 1; p <= max && p > 0; p *= 2) {
            sizes.add(p);
        }
        if (sizes.get(sizes.size() - 1) != max) {
            sizes.add(max);
        }
        return sizes;
    }

    /** A machine size as the bench's titles and pages name it: "one node", "32 nodes". */
    public static String nodes(int p) {
        return p == 1 ? "one node" : p + " nodes";
    }

    /** The thesis's figure of the RID and deferred-reads ablation on {@code p} processors, or the three's shape. */
    static String ridDeferredFigure(int p) {
        return switch (p) {
            case 512 -> "Figure 6-6";
            case 128 -> "Figure 6-7";
            case 32 -> "Figure 6-8";
            default -> "the shape of Figures 6-6 to 6-8, on 512, 128 and 32 processors";
        };
    }

    /**
     * The standard ablations at machine size {@code p}: recursive iterative deepening (RID) and deferred reads (DR)
     * on and off (Figures 6-6 to 6-8), the three throttles, and the serialization heuristic; the baseline first
     * in each.
     */
    public static List<AblationSpec> standardAblations(int p) {
        Settings base = Settings.BASELINE;
        return List.of(
                new AblationSpec("rid-deferred-p" + p, "Recursive iterative deepening (RID) and deferred reads (DR) on "
                        + nodes(p) + " (" + ridDeferredFigure(p) + ")", p,
                        List.of(base, base.with(Switch.DEFERRED_READS, false),
                                base.with(Switch.RECURSIVE_DEEPENING, true),
                                base.with(Switch.RECURSIVE_DEEPENING, true).with(Switch.DEFERRED_READS, false))),
                new AblationSpec("throttle-p" + p, "Global throttle vs naive stealing vs fixed backoff on " + nodes(p)
                        + " (thesis 4.7, 5.7)", p,
                        List.of(base, base.with(Switch.THROTTLE, "naive"), base.with(Switch.THROTTLE, "backoff"))),
                new AblationSpec("serialization-p" + p, "The serialization heuristic of 6.5 on " + nodes(p), p,
                        List.of(base, base.with(Switch.SERIALIZATION, false))));
    }

    /**
     * A what-if of StarTech with modern pruning on {@code p} nodes: the thesis's tree beside the full profile's
     * (table cutoffs, null move, late-move reductions, futility and late-move pruning in the parallel frames), each
     * measured against the serial search of its own tree. The first column is the sweep's own trial at that size.
     * The pruned tree is split where StarTech split its own ({@link #WHAT_IF_SPLIT_DEPTH}), not at the larger depth
     * that suits real threads: on the CM-5 a frame costs its modelled cycles, not a host thread's bookkeeping, and
     * at the bench's depths a split at 6 would leave nothing to run in parallel.
     */
    public static AblationSpec prunedTreeWhatIf(int p) {
        return new AblationSpec("full-profile-p" + p, "StarTech's tree vs the full profile's pruned tree on " + p
                + " nodes (a what-if)", p, List.of(Settings.BASELINE, Settings.BASELINE.withProfile(Profile.FULL)
                .with(Switch.FULL_SPLIT_DEPTH, WHAT_IF_SPLIT_DEPTH)));
    }

    /**
     * The thesis's Figure 6-9 searched under its own configuration on {@code p} nodes: the defaults, StarTech as
     * published, and StarTech as published with the switches of the figure's run ({@link Settings#FIGURE_6_9}). Where
     * the plan sweeps both configurations over a range that holds {@code p}, as the thesis scale does, the first two
     * columns are the sweeps' own searches and the ablation adds one search per position.
     */
    public static AblationSpec figure69(int p) {
        return new AblationSpec("figure-6-9-p" + p, "Figure 6-9's configuration on " + p + " nodes: the defaults,"
                + " StarTech as published, and StarTech as published with recursive iterative deepening and without"
                + " the serialization heuristic, as the figure's run searched", p,
                List.of(Settings.BASELINE, Settings.THESIS, Settings.FIGURE_6_9));
    }

    /** The depth {@code position} of {@code suite} is searched to: its own under {@link #sizes}, else the plan's. */
    public int depthOf(String suiteName, String position) {
        Integer own = sizes == null ? null : sizes.depthOf(suiteName, position);
        return own == null ? depth : own;
    }

    /** This plan with {@code settings} swept beside the defaults too (no change if it already is). */
    public BenchPlan withConfiguration(Settings settings) {
        List<Settings> more = new ArrayList<>(configurations);
        if (!more.contains(settings) && !settings.equals(Settings.BASELINE)) {
            more.add(settings);
        }
        return new BenchPlan(suite, depth, processors, seed, ablations, validation, validationProcessors,
                profilePosition, profileProcessors, swamp, sizes, more);
    }

    /** This plan with {@code more} ablations after its own. */
    public BenchPlan withAblations(List<AblationSpec> more) {
        List<AblationSpec> all = new ArrayList<>(ablations);
        all.addAll(more);
        return new BenchPlan(suite, depth, processors, seed, all, validation, validationProcessors,
                profilePosition, profileProcessors, swamp, sizes, configurations);
    }

    /**
     * This plan with its validation suite searched on {@code machines} only, each one of the sweep's machine sizes:
     * the validation checks the fitted model on problems it was not fitted on, which a few machine sizes across the
     * range do too, at a fraction of the host time (at the thesis's scale the validation is a fifth of the run).
     */
    public BenchPlan withValidationProcessors(List<Integer> machines) {
        return new BenchPlan(suite, depth, processors, seed, ablations, validation,
                validationSizes(processors, validation, machines), profilePosition, profileProcessors, swamp, sizes,
                configurations);
    }

    /**
     * The validation sweep's machine sizes, ascending, for a sweep of {@code sweep} and a request of
     * {@code machines}; refuses sizes the sweep does not have and a request without a validation suite. A caller may
     * check the request before it builds the plan.
     */
    public static List<Integer> validationSizes(List<Integer> sweep, Suite validation, List<Integer> machines) {
        if (validation == null) {
            throw new IllegalArgumentException("validation machine sizes need a validation suite");
        }
        if (machines.isEmpty()) {
            throw new IllegalArgumentException("no validation machine sizes given");
        }
        for (int p : machines) {
            if (!sweep.contains(p)) {
                throw new IllegalArgumentException("validation machine size " + p + " is not one of the sweep's "
                        + sweep);
            }
        }
        return sweep.stream().filter(machines::contains).toList();
    }

    /**
     * " (on 1, 8, 64 nodes)" where the validation was searched on fewer machine sizes than the sweep, else "": what
     * a line that gives the validation's figures adds after the suite's name.
     */
    public String validationSizesText() {
        if (validationProcessors.equals(processors)) {
            return "";
        }
        return " (on " + validationProcessors.stream().map(String::valueOf).collect(Collectors.joining(", "))
                + " nodes)";
    }

    /**
     * The validation suite's positions that the main suite holds too (the same board, side to move, castling rights
     * and en-passant square), each validation id with the main suite's id, in the validation suite's order: the fit
     * has seen their searches, which are the same searches, so the validation leaves them out. Bratko-Kopec's BK.22
     * is Kaufman's k07.
     */
    public Map<String, String> validationRepeats() {
        if (validation == null) {
            return Map.of();
        }
        Map<String, String> mainIds = new HashMap<>();
        for (SuitePosition p : suite.positions()) {
            mainIds.putIfAbsent(placement(p), p.id());
        }
        Map<String, String> repeats = new LinkedHashMap<>();
        for (SuitePosition p : validation.positions()) {
            String main = mainIds.get(placement(p));
            if (main != null) {
                repeats.put(p.id(), main);
            }
        }
        return repeats;
    }

    /**
     * The repeats the validation leaves out, as the page and the bench's line name them (" without BK.22, which is
     * kaufman's k07"); "" when there are none.
     */
    public String validationRepeatsText() {
        Map<String, String> repeats = validationRepeats();
        if (repeats.isEmpty()) {
            return "";
        }
        String which = repeats.size() == 1 ? ", which is " : ", which are ";
        return " without " + String.join(", ", repeats.keySet()) + which + suite.name() + "'s "
                + String.join(", ", repeats.values());
    }

    /** A position's first four FEN fields, which the move counters do not change. */
    private static String placement(SuitePosition p) {
        String[] fields = p.record().fen().trim().split("\\s+");
        return String.join(" ", Arrays.asList(fields).subList(0, Math.min(4, fields.length)));
    }

    /** The largest machine of the sweep. */
    public int largestMachine() {
        return processors.get(processors.size() - 1);
    }

    /** The configurations swept over the main suite's machine sizes: the defaults first, then the others. */
    public List<Settings> sweptSettings() {
        List<Settings> swept = new ArrayList<>(List.of(Settings.BASELINE));
        swept.addAll(configurations);
        return swept;
    }
}

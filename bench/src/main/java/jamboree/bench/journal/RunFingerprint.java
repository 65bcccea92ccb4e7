package jamboree.bench.journal;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigValue;
import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.MachineChanges;
import jamboree.bench.run.ProblemSizes;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.MachineFootprint;
import jamboree.machine.MachineType;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.NodeMemoryBudget;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/**
 * The {@link Fingerprint} of a bench run: the code ({@link CodeFingerprint}), every key of the scheduler's
 * configuration the searches start from (as the report records it, before each request's switches), every key of the
 * machine's but the host's threads, the machines the heap cuts, and the plan: its suites' positions, depths, machine
 * sizes, seed, configurations, ablations, profiled run and SWAMP.
 */
public final class RunFingerprint {

    /** The name of the machines the heap builds smaller than configured (see {@link #of}). */
    public static final String FITTED_TO_HEAP = "machine.fitted-to-heap";
    /** The name of the code's digest ({@link CodeFingerprint}). */
    public static final String CODE = "code";

    private RunFingerprint() {
    }

    /** The fingerprint of a run of {@code plan} in this JVM, whose heap decides which machines fit. */
    public static Fingerprint of(String code, SchedulerConfig scheduler, MachineConfig machine, BenchPlan plan) {
        return of(code, scheduler, machine, MachineFootprint.heapBudget(), plan);
    }

    /**
     * @param code       the code's digest ({@link CodeFingerprint#ofThisCode()})
     * @param scheduler  the configuration every request starts from ({@code TrialSource.schedulerConfig()})
     * @param machine    the machine every request runs on
     * @param heapBudget the bytes of heap a machine and its tables may take ({@link MachineFootprint#heapBudget()})
     * @param plan       what the run does
     */
    public static Fingerprint of(String code, SchedulerConfig scheduler, MachineConfig machine, long heapBudget,
                                 BenchPlan plan) {
        Map<String, String> fields = searchFields(code, scheduler, machine);
        fields.put(FITTED_TO_HEAP, fittedToHeap(scheduler, heapBudget, plan));
        plan(plan, fields);
        return Fingerprint.of(fields);
    }

    /**
     * The fingerprint of a run's serial searches ({@link SerialJournal}): the code and every scheduler and machine
     * key but the host's threads; the plan and the heap change no serial search.
     */
    public static Fingerprint ofSerialSearches(String code, SchedulerConfig scheduler, MachineConfig machine) {
        return Fingerprint.of(searchFields(code, scheduler, machine));
    }

    private static Map<String, String> searchFields(String code, SchedulerConfig scheduler, MachineConfig machine) {
        Map<String, String> fields = new TreeMap<>();
        fields.put(CODE, code);
        section(scheduler.raw(), SchedulerConfig.ROOT, "scheduler.", fields);
        section(machine.raw(), MachineConfig.ROOT, "machine.", fields);
        // The host's keys are left out: how many host threads run a machine's nodes, which the bench sets from its
        // jobs and the host's cores and which never changes a result (the reason a cluster's members may choose their
        // own), and the actor systems' logging.
        fields.keySet().removeIf(k -> k.startsWith("machine.")
                && MachineChanges.hostOnly(k.substring("machine.".length())));
        return fields;
    }

    /**
     * The machines of the plan that the heap builds with smaller tables or fewer nodes than configured
     * ({@link NodeMemoryBudget}), and what they get, or "none". Their figures depend on the heap, so a run with
     * another heap may resume the journal only if it cuts the same machines the same way; the heap's size alone
     * would refuse runs whose machines all fit either way.
     */
    private static String fittedToHeap(SchedulerConfig scheduler, long heapBudget, BenchPlan plan) {
        Set<String> cut = new LinkedHashSet<>();
        long perNode = MachineFootprint.bytesPerNode(MachineType.SIMULATED);
        for (TrialRequest r : BenchRunner.searches(plan)) {
            NodeMemoryBudget.Fit fit = NodeMemoryBudget.fit(r.processors(),
                    r.settings().configOn(scheduler, r.processors()), perNode, heapBudget);
            if (fit.changed()) {
                cut.add(r.processors() + " nodes (" + r.settings().label() + "): " + fit.processors() + " nodes, "
                        + fit.config().tableEntriesPerNode() + " table entries per node, leaf tables of "
                        + fit.config().leafTableMegabytes() + " MB");
            }
        }
        return cut.isEmpty() ? "none" : String.join("; ", cut);
    }

    private static void section(Config root, String path, String prefix, Map<String, String> fields) {
        for (Map.Entry<String, ConfigValue> e : root.getConfig(path).entrySet()) {
            // A value set by -D arrives as text ("40"), the same value from a file as a number: alike once written.
            fields.put(prefix + e.getKey(), String.valueOf(e.getValue().unwrapped()));
        }
    }

    private static void plan(BenchPlan plan, Map<String, String> fields) {
        BiConsumer<String, String> put = (name, value) -> fields.put(Fingerprint.PLAN_PREFIX + name, value);
        put.accept("suite", suite(plan.suite()));
        put.accept("validation", plan.validation() == null ? "none" : suite(plan.validation()));
        put.accept("depth", Integer.toString(plan.depth()));
        put.accept("problem-sizes", sizes(plan.sizes()));
        put.accept("processors", plan.processors().toString());
        put.accept("validation-processors", plan.validationProcessors().toString());
        put.accept("seed", Long.toString(plan.seed()));
        put.accept("configurations", plan.configurations().stream().map(Settings::label)
                .collect(Collectors.joining("; ", "[", "]")));
        put.accept("ablations", plan.ablations().stream().map(RunFingerprint::ablation)
                .collect(Collectors.joining("; ", "[", "]")));
        boolean profiled = plan.profilePosition() >= 0 && plan.profilePosition() < plan.suite().size();
        put.accept("profiled", profiled ? plan.suite().positions().get(plan.profilePosition()).id() + " on "
                + plan.profileProcessors() + " nodes" : "none");
        put.accept("swamp", Boolean.toString(plan.swamp()));
    }

    /** A suite's name, size and a digest of its positions (ids and FENs: what its searches read and are named by). */
    private static String suite(Suite suite) {
        StringBuilder text = new StringBuilder();
        for (SuitePosition p : suite.positions()) {
            text.append(p.index()).append(' ').append(p.id()).append(' ').append(p.record().fen()).append('\n');
        }
        return suite.name() + ", " + suite.size() + " positions, digest " + digest(text.toString());
    }

    private static String sizes(ProblemSizes sizes) {
        if (sizes == null) {
            return "none";
        }
        return "threshold " + sizes.threshold() + ": " + sizes.problems().stream()
                .map(p -> p.suite() + "/" + p.position() + " " + p.depth()).collect(Collectors.joining(", "));
    }

    private static String ablation(AblationSpec a) {
        String columns = a.name() + " on " + a.processors() + " nodes: " + a.columns().stream().map(Settings::label)
                .collect(Collectors.joining(", "));
        return a.leftOut().isEmpty() ? columns : columns + " without " + String.join(", ", a.leftOutSorted());
    }

    /** The first 16 hexadecimal digits of the text's SHA-256: enough to tell two suites apart. */
    private static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}

package jamboree.bench.report;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.EarlierRuns;
import jamboree.bench.suite.Suite;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Trial;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * For each search of a bench run, the {@code jamboree search --machine cm5} command that makes it again alone: the
 * same position, depth, machine size, seed, tree, switches and machine parameters, so the same T, W and C to the
 * cycle. A search looked at on its own prints what the report keeps only in sums: its iterations, and with
 * {@code --json} its profiles and every counter. Built by hand, such a command is easily another search: a
 * thesis-scale search without {@code --serial-depth 1} or its share of the global table searches another tree, and
 * nothing says so.
 *
 * <p>A switch is given where the search's configuration differs from the reference defaults a command starts from
 * ({@link #searchDefaults()}), so the command is as short as the search allows and reads as what the search changed;
 * a {@code search} given {@code -Djamboree.scheduler...} of its own would search something else. A scheduler key that
 * no flag sets (one the bench's JVM was given as {@code -Djamboree.scheduler...}, such as a cost) cannot be carried:
 * there are then no commands, and {@link #refusal()} names the key, rather than commands for other searches.
 */
public final class SearchCommands {

    /** The file of the report directory that holds them. */
    public static final String FILE = "searches.txt";

    /** Keys of a search's configuration that its figures do not depend on, or that a flag sets in another form. */
    private static final List<String> NOT_CARRIED = List.of(
            // Spread over the nodes as table-entries-per-node, which the command gives.
            "table-entries-total",
            // The profiles' resolution: the report records them for one search; the command's --json for any.
            "profile-bins",
            // The serial reference's table: work efficiency and speedup over the serial search, not T, W or C.
            "serial-table-megabytes");

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=,:+@%-]+");

    private final SchedulerConfig run;
    private final SchedulerConfig defaults = searchDefaults();
    private final Map<String, String> machine;
    private final Map<String, Suite> suites = new HashMap<>();
    private final String refusal;
    /** The run's earlier runs, which say whether other code made its searches. */
    private final EarlierRuns earlier;

    /** @param result the run: its plan's suites give the positions, its configurations the switches and the machine */
    public SearchCommands(BenchResult result) {
        this.run = result.scheduler();
        this.machine = result.machine();
        suites.put(result.plan().suite().name(), result.plan().suite());
        if (result.plan().validation() != null) {
            suites.putIfAbsent(result.plan().validation().name(), result.plan().validation());
        }
        this.refusal = uncarried(run, defaults);
        this.earlier = result.earlier();
    }

    /**
     * What {@code jamboree search} starts from in a JVM given no {@code -Djamboree.scheduler...}: the reference
     * defaults. A value the bench's JVM was given so is then a flag of the command (or, for a key no flag sets, a
     * refusal), not a difference the command would silently drop.
     */
    public static SchedulerConfig searchDefaults() {
        return SchedulerConfig.from(ConfigFactory.empty());
    }

    /**
     * The position a trial searched: the one at its place in its suite, which must bear its id (a suite may repeat an
     * id, and two suites may share a name, so neither alone finds it).
     */
    private String fen(Trial trial) {
        Suite suite = suites.get(trial.suite());
        SuitePosition p = suite == null || trial.index() < 0 || trial.index() >= suite.size() ? null
                : suite.positions().get(trial.index());
        if (p == null || !p.id().equals(trial.position())) {
            throw new IllegalArgumentException("position " + trial.position() + " (number " + trial.index()
                    + " of suite " + trial.suite() + ") is not in the run's suites");
        }
        return p.record().fen();
    }

    /**
     * Why the run's searches have no commands (the scheduler key no flag sets, with its value), or null if they have.
     */
    public String refusal() {
        return refusal;
    }

    /**
     * The arguments of {@code jamboree} that make {@code trial} again.
     *
     * @throws IllegalStateException if the run's searches have no commands ({@link #refusal()})
     * @throws IllegalArgumentException if the trial's position is not in the run's suites
     */
    public List<String> arguments(Trial trial) {
        if (refusal != null) {
            throw new IllegalStateException(refusal);
        }
        String fen = fen(trial);
        List<String> args = new ArrayList<>(List.of("search", "--machine", "cm5",
                "--processors", Integer.toString(trial.processors()), "--depth", Integer.toString(trial.depth()),
                "--fen", fen, "--seed", Long.toString(trial.seed())));
        if (trial.settings().profile() != Profile.STARTECH) {
            args.add("--profile");
            args.add(trial.settings().profile().name().toLowerCase(Locale.ROOT));
        }
        machine.forEach((path, value) -> {
            args.add("--set");
            args.add(path + "=" + value);
        });
        SchedulerConfig wanted = trial.settings().configOn(run, trial.processors());
        for (Switch s : Switch.values()) {
            Object value = wanted.get(s);
            if (value.equals(defaults.get(s))) {
                continue;
            }
            if (s.type() instanceof SwitchType.OnOff) {
                args.add((Boolean) value ? s.flag() : "--no-" + s.flag().substring(2));
            } else {
                args.add(s.flag());
                args.add(s.type().format(value));
            }
        }
        return args;
    }

    /**
     * The first key, in order, other than a switch (which a flag sets) or one a search's figures ignore, in which the
     * run's configuration differs from the defaults; null if none.
     */
    private static String uncarried(SchedulerConfig run, SchedulerConfig defaults) {
        Map<String, Object> a = carried(run);
        Map<String, Object> b = carried(defaults);
        TreeMap<String, Object> keys = new TreeMap<>(a);
        b.forEach(keys::putIfAbsent);
        for (String k : keys.keySet()) {
            if (!Objects.equals(a.get(k), b.get(k))) {
                return SchedulerConfig.ROOT + "." + k + " = " + a.get(k) + ", which no flag of jamboree search sets";
            }
        }
        return null;
    }

    private static Map<String, Object> carried(SchedulerConfig c) {
        Config section = c.raw().getConfig(SchedulerConfig.ROOT);
        for (String k : NOT_CARRIED) {
            section = section.withoutPath(k);
        }
        for (Switch s : Switch.values()) {
            section = section.withoutPath(s.key());
        }
        Map<String, Object> flat = new TreeMap<>();
        // A value set by -D arrives as text ("40"), the same value from a file as a number: alike as text.
        section.entrySet().forEach(e -> flat.put(e.getKey(), String.valueOf(e.getValue().unwrapped())));
        return flat;
    }

    /** {@code arguments} as one line a POSIX shell runs from the project's directory. */
    public static String commandLine(List<String> arguments) {
        StringBuilder line = new StringBuilder("./jamboree");
        for (String a : arguments) {
            line.append(' ').append(PLAIN.matcher(a).matches() ? a : "'" + a.replace("'", "'\\''") + "'");
        }
        return line.toString();
    }

    /**
     * The text of {@link #FILE}: for every search of the run, in the order of its trials, a comment that names it
     * with the figures it gave, then its command.
     *
     * @param heapBytes the bench's heap ({@code -Xmx}, 0 or less if not known), which decides whether its largest
     *                  machines were built with smaller tables
     * @throws IllegalStateException if the run's searches have no commands ({@link #refusal()})
     */
    String text(List<Trial> trials, long heapBytes) {
        StringBuilder text = new StringBuilder();
        text.append("# Each search of this run, as 'jamboree search' makes it again alone, with the figures the\n");
        if (earlier.searchCode() == null) {
            text.append("# run measured; the command prints the same T, W and C (--json adds its profiles and\n")
                    .append("# counters). ");
        } else {
            // The digests are long: a line each.
            text.append("# run measured. The searches were made by other code than this code:\n")
                    .append("# the journal's code fingerprint ").append(earlier.searchCode()).append(",\n")
                    .append("# this code's ").append(earlier.thisCode()).append(";\n")
                    .append("# a command, made with this code, prints the same T, W and C only where this code\n")
                    .append("# searches as that did (--json adds its profiles and counters).\n# ");
        }
        text.append(heapBytes > 0 ? String.format(Locale.ROOT, "The run's JVM had a heap of %.2f GB",
                        heapBytes / (double) (1L << 30)) : "It needs the run's heap")
                .append(", which the launcher gives\n# 'search' too; in a smaller one a large machine is built with"
                        + " smaller tables, and says so.\n");
        for (Trial t : trials) {
            text.append(String.format(Locale.ROOT, "\n# %s %s, depth %d, %d node%s, %s: T %d cycles, W %d, C %d\n",
                    t.suite(), t.position(), t.depth(), t.processors(), t.processors() == 1 ? "" : "s",
                    t.settings().name(), t.time(), t.work(), t.span()));
            text.append(commandLine(arguments(t))).append('\n');
        }
        return text.toString();
    }
}

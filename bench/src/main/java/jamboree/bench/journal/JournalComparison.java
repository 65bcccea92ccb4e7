package jamboree.bench.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.OtherLoad;
import jamboree.bench.run.SearchHost;
import jamboree.machine.json.Json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Two runs' journals side by side: which searches both made, whether each of those measured the same simulated
 * figures in both, and what each run's host paid for them. The simulation is deterministic, so a search made twice,
 * on another host, by another number of jobs or by a later commit that changed nothing simulated, measures the same
 * to the last cycle; a difference is a model change or a bug. Host times are only compared, never judged: the hosts
 * and their loads may differ.
 *
 * <p>Searches are matched by their request ({@link RequestKey}: suite, position and its FEN, depth, machine size,
 * switches, tree, seed, profiles), whatever the two journals' fingerprints say: runs of other plans or other
 * configurations share the searches they share. The fingerprints' differences are listed beside, since a search that
 * measures the same under another configuration is news too.
 */
public final class JournalComparison {

    /** The lists of figures whose entries another list names: the cycles by activity, the chess work by operation. */
    private static final Map<String, String> NAMED_BY = Map.of("cycles", "activities", "operationCycles", "operations");
    /**
     * The utilization timelines, compared without their trailing zeros: before {@code 4caed27} a timeline ran on to
     * the length of the nodes' bucket arrays, which grow by doubling, so an older journal's profiled search has the
     * same buckets and then idle ones after the run had ended.
     */
    private static final Set<String> TIMELINES = Set.of("workingNodes", "busyNodes");

    /**
     * A search both journals hold whose figures differ.
     *
     * @param search how the bench names the search
     * @param fields each figure that differs, as {@code name: first / second}: a list by its first entry that differs,
     *               or by its lengths where they differ
     */
    public record Difference(String search, List<String> fields) {
        public Difference {
            fields = List.copyOf(fields);
        }
    }

    /**
     * How the shared searches' host times are grouped. A run that was stopped and resumed was made in sittings, one
     * more for each resumption, and the host's load can differ from one sitting to the next as much as between two
     * hosts: grouped by sitting, the ratios show which sittings ran slower than the rest.
     */
    public enum Grouping {
        /** By machine size P, the largest first. */
        MACHINE_SIZE,
        /** By the sitting in which the first journal's run made each search, the earliest first. */
        FIRST_RUN_SITTING,
        /** By the sitting in which the second journal's run made each search, the earliest first. */
        SECOND_RUN_SITTING
    }

    /**
     * The host time of the searches both journals hold in one group, where both journals say it, and how busy the
     * host's other processes kept it meanwhile, where the searches that say it cover enough of the group
     * ({@link OtherLoad}).
     *
     * @param group            the group's machine size P or sitting (1 for the first), by the {@link Grouping}; 0
     *                         for all
     * @param searches         the searches both hold in the group whose host time both journals give
     * @param firstNanos       their host time in the first journal
     * @param secondNanos      the same in the second
     * @param firstOtherCores  the host cores other processes kept busy during the first run's searches, on average
     *                         over the host time of those that say; NaN where they cover less than
     *                         {@link OtherLoad#COVERAGE} of the group's
     * @param secondOtherCores the same for the second run's
     */
    public record HostTimes(int group, int searches, long firstNanos, long secondNanos, double firstOtherCores,
                            double secondOtherCores) {
        /** The first run's host time over the second's, or NaN where the second's is 0. */
        public double ratio() {
            return secondNanos == 0 ? Double.NaN : (double) firstNanos / secondNanos;
        }
    }

    /**
     * A host that made some of the shared searches in one journal, and in which of that run's sittings.
     *
     * @param host     the host, as the journal's lines name it, with the shared searches it made
     * @param sittings the sittings it made them in, the earliest first (0 for lines that do not say)
     */
    public record HostSittings(SearchHost host, List<Integer> sittings) {
        public HostSittings {
            sittings = List.copyOf(sittings);
        }
    }

    private final Path first;
    private final Path second;
    private final int firstSearches;
    private final int secondSearches;
    private final int shared;
    private final List<Difference> differences;
    private final List<String> fingerprintDifferences;
    private final boolean searchesMayDiffer;
    private final List<Timed> timed;
    private final int untimed;
    private final List<HostSittings> firstHosts;
    private final List<HostSittings> secondHosts;

    /**
     * A shared search whose host time both journals give: its machine size, and each run's sitting, time and other
     * processes' cores (NaN: not said).
     */
    private record Timed(int processors, int firstSitting, int secondSitting, long firstNanos, long secondNanos,
                         double firstOther, double secondOther) {
        int group(Grouping grouping) {
            return switch (grouping) {
                case MACHINE_SIZE -> processors;
                case FIRST_RUN_SITTING -> firstSitting;
                case SECOND_RUN_SITTING -> secondSitting;
            };
        }
    }

    private JournalComparison(Path first, Path second, int firstSearches, int secondSearches, int shared,
                              List<Difference> differences, Fingerprint firstFingerprint,
                              Fingerprint secondFingerprint, List<Timed> timed, int untimed,
                              List<HostSittings> firstHosts, List<HostSittings> secondHosts) {
        this.first = first;
        this.second = second;
        this.firstSearches = firstSearches;
        this.secondSearches = secondSearches;
        this.shared = shared;
        this.differences = List.copyOf(differences);
        TreeSet<String> names = new TreeSet<>(firstFingerprint.fields().keySet());
        names.addAll(secondFingerprint.fields().keySet());
        names.removeIf(name -> !firstFingerprint.differsIn(secondFingerprint, name));
        this.fingerprintDifferences = List.copyOf(names);
        this.searchesMayDiffer = !firstFingerprint.searchDifferencesFrom(secondFingerprint).isEmpty();
        this.timed = List.copyOf(timed);
        this.untimed = untimed;
        this.firstHosts = List.copyOf(firstHosts);
        this.secondHosts = List.copyOf(secondHosts);
    }

    /**
     * Reads the two journals: each a journal file, or a report directory holding {@link Journal#FILE_NAME}.
     *
     * @throws IllegalArgumentException if either is no journal or is damaged, saying which
     */
    public static JournalComparison read(Path first, Path second) throws IOException {
        Path a = journalIn(first);
        Path b = journalIn(second);
        JournalFile one = JournalFile.read(a);
        JournalFile other = JournalFile.read(b);
        if (one.header() == null || other.header() == null) {
            throw new IllegalArgumentException((one.header() == null ? a : b) + " holds no whole first line: the run"
                    + " that made it stopped before it had written one");
        }
        Map<RequestKey, JournalEntry> firstByKey = JournalEntry.byKey(one.entries());
        Map<RequestKey, JournalEntry> secondByKey = JournalEntry.byKey(other.entries());

        int shared = 0;
        List<Difference> differences = new ArrayList<>();
        List<Timed> timed = new ArrayList<>();
        int untimed = 0;
        Map<String, TreeMap<Integer, Integer>> firstHosts = new LinkedHashMap<>();
        Map<String, TreeMap<Integer, Integer>> secondHosts = new LinkedHashMap<>();
        for (Map.Entry<RequestKey, JournalEntry> e : firstByKey.entrySet()) {
            JournalEntry there = secondByKey.get(e.getKey());
            if (there == null) {
                continue;
            }
            shared++;
            JournalEntry here = e.getValue();
            tally(firstHosts, here);
            tally(secondHosts, there);
            List<String> fields = differingFigures(here, there);
            if (!fields.isEmpty()) {
                differences.add(new Difference(BenchResult.describe(here.request().toRequest()), fields));
            }
            if (here.searchNanos() > 0 && there.searchNanos() > 0) {
                timed.add(new Timed(e.getKey().processors(), here.run(), there.run(), here.searchNanos(),
                        there.searchNanos(), here.otherCoresOrNaN(), there.otherCoresOrNaN()));
            } else {
                untimed++;
            }
        }
        return new JournalComparison(a, b, firstByKey.size(), secondByKey.size(), shared, differences,
                Fingerprint.of(one.header().fingerprint()), Fingerprint.of(other.header().fingerprint()), timed,
                untimed, hosts(firstHosts), hosts(secondHosts));
    }

    /** Counts {@code line}'s search for its host, in its sitting. */
    private static void tally(Map<String, TreeMap<Integer, Integer>> hosts, JournalEntry line) {
        hosts.computeIfAbsent(line.hostOrEmpty(), h -> new TreeMap<>()).merge(Math.max(0, line.run()), 1,
                Integer::sum);
    }

    private static List<HostSittings> hosts(Map<String, TreeMap<Integer, Integer>> tallies) {
        List<HostSittings> hosts = new ArrayList<>();
        tallies.forEach((host, bySitting) -> hosts.add(new HostSittings(new SearchHost(host,
                bySitting.values().stream().mapToInt(Integer::intValue).sum()), new ArrayList<>(bySitting.keySet()))));
        return hosts;
    }

    private static Path journalIn(Path given) {
        Path file = Files.isDirectory(given) ? given.resolve(Journal.FILE_NAME) : given;
        if (Files.notExists(file)) {
            throw new IllegalArgumentException("no journal at " + file);
        }
        // A file that may be there but cannot be read says why when it is read.
        return file;
    }

    /**
     * The figures of the two measurements that differ, compared as the journal writes them, field by field, so that a
     * reader learns which figure moved: a scalar with both values; a list of the same length by its first entry that
     * differs (and its name, where another list names them) and how many more do; another list by both lengths.
     */
    private static List<String> differingFigures(JournalEntry here, JournalEntry there) {
        JsonNode a = Json.tree(here.measurement());
        JsonNode b = Json.tree(there.measurement());
        List<String> fields = new ArrayList<>();
        for (Iterator<String> names = a.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            JsonNode x = a.get(name);
            JsonNode y = b.path(name);
            if (TIMELINES.contains(name)) {
                x = withoutTrailingZeros(x);
                y = withoutTrailingZeros(y);
            }
            if (!x.equals(y)) {
                fields.add(difference(name, x, y, a.path(NAMED_BY.getOrDefault(name, ""))));
            }
        }
        return fields;
    }

    private static JsonNode withoutTrailingZeros(JsonNode list) {
        if (!list.isArray()) {
            return list;
        }
        int n = list.size();
        while (n > 0 && list.get(n - 1).asDouble() == 0) {
            n--;
        }
        if (n == list.size()) {
            return list;
        }
        ArrayNode kept = JsonNodeFactory.instance.arrayNode(n);
        for (int i = 0; i < n; i++) {
            kept.add(list.get(i));
        }
        return kept;
    }

    private static String difference(String name, JsonNode x, JsonNode y, JsonNode entryNames) {
        if (!x.isArray() || !y.isArray() || x.size() != y.size()) {
            return name + ": " + shown(x) + " / " + shown(y);
        }
        int first = -1;
        int count = 0;
        for (int i = 0; i < x.size(); i++) {
            if (!x.get(i).equals(y.get(i))) {
                first = first < 0 ? i : first;
                count++;
            }
        }
        String entryName = first < entryNames.size() ? " (" + entryNames.get(first).asText() + ")" : "";
        return name + "[" + first + "]" + entryName + ": " + shown(x.get(first)) + " / " + shown(y.get(first))
                + (count > 1 ? ", and " + (count - 1) + " more of its " + x.size() + " entries" : "");
    }

    private static String shown(JsonNode value) {
        if (value.isMissingNode()) {
            return "(none)";
        }
        return value.isContainerNode() ? "a list of " + value.size() : value.asText();
    }

    /** The first journal's file. */
    public Path first() {
        return first;
    }

    /** The second journal's file. */
    public Path second() {
        return second;
    }

    /** The searches the first journal holds. */
    public int firstSearches() {
        return firstSearches;
    }

    /** The searches the second journal holds. */
    public int secondSearches() {
        return secondSearches;
    }

    /** The searches both journals hold. */
    public int shared() {
        return shared;
    }

    /** The searches both hold that measured the same in both. */
    public int same() {
        return shared - differences.size();
    }

    /** The searches both hold that measured otherwise, by name. */
    public List<Difference> differences() {
        return differences;
    }

    /** The names of the fingerprint's fields the two journals' headers give differently, or only one gives. */
    public List<String> fingerprintDifferences() {
        return fingerprintDifferences;
    }

    /**
     * Whether the fingerprints differ in what decides a search's figures (the code or a configuration key) rather than
     * in the plan alone. If not, a shared search that measured otherwise is a bug in the simulation's determinism.
     */
    public boolean searchesMayDiffer() {
        return searchesMayDiffer;
    }

    /** Host times of the shared searches by machine size, the largest first. */
    public List<HostTimes> hostTimes() {
        return hostTimes(Grouping.MACHINE_SIZE);
    }

    /** Host times of the shared searches by {@code grouping}, in its order. */
    public List<HostTimes> hostTimes(Grouping grouping) {
        Map<Integer, List<Timed>> groups = grouping == Grouping.MACHINE_SIZE
                ? new TreeMap<>((x, y) -> Integer.compare(y, x)) : new TreeMap<>();
        for (Timed t : timed) {
            groups.computeIfAbsent(t.group(grouping), g -> new ArrayList<>()).add(t);
        }
        List<HostTimes> times = new ArrayList<>();
        groups.forEach((g, searches) -> times.add(sum(g, searches)));
        return times;
    }

    /** The host times of all the shared searches together, with group 0. */
    public HostTimes totalHostTimes() {
        return sum(0, timed);
    }

    /**
     * The searches' host times summed, and the other processes' cores averaged over those that say them, weighted by
     * each search's host time ({@link OtherLoad}): the cores they kept busy over the group's time, as if its searches
     * had run one after the other.
     */
    private static HostTimes sum(int group, List<Timed> searches) {
        long firstNanos = 0;
        long secondNanos = 0;
        OtherLoad firstOther = OtherLoad.NONE;
        OtherLoad secondOther = OtherLoad.NONE;
        for (Timed t : searches) {
            firstNanos += t.firstNanos();
            secondNanos += t.secondNanos();
            firstOther = firstOther.plus(OtherLoad.of(t.firstNanos(), t.firstOther()));
            secondOther = secondOther.plus(OtherLoad.of(t.secondNanos(), t.secondOther()));
        }
        return new HostTimes(group, searches.size(), firstNanos, secondNanos, firstOther.cores(), secondOther.cores());
    }

    /** Shared searches left out of the host times, because a journal of older code does not give theirs. */
    public int untimed() {
        return untimed;
    }

    /** The hosts that made the shared searches in the first journal, in the order of their first such search. */
    public List<HostSittings> firstHosts() {
        return firstHosts;
    }

    /** The same for the second journal. */
    public List<HostSittings> secondHosts() {
        return secondHosts;
    }

    /** Whether the runs share at least one search and every one they share measured the same. */
    public boolean reproduced() {
        return shared > 0 && differences.isEmpty();
    }
}

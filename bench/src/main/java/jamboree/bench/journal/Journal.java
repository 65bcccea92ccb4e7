package jamboree.bench.journal;

import jamboree.bench.run.EarlierRuns;
import jamboree.bench.run.KeptSearch;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.run.TrialStore;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.json.Json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * A run's journal as the bench runner sees it: the searches an earlier run of the same fingerprint finished, to be
 * recalled, and the file each search this run finishes is appended to. Written by every run; read only when resuming.
 *
 * <p>Each line is stamped with the run that wrote it (1 for the first, one more for each resumption) and that run's
 * host time so far, so that a run resumed once or many times can say what the whole plan cost: each earlier run up to
 * its last journaled search ({@link EarlierRuns}); and with the host time of its search, so that a resumed run's
 * time estimate starts from the rates the earlier runs measured rather than from nothing.
 */
public final class Journal implements TrialStore, AutoCloseable {

    /** The journal's name in the report's directory. */
    public static final String FILE_NAME = "journal.jsonl";

    private final Path file;
    private final Recalled recalled;
    /** This run's number, stamped on its lines. */
    private final int run;
    private final LongSupplier nanoTime;
    private final long startNanos;
    private final Consumer<String> notes;
    /** Null once a write failed: the run goes on, unjournaled, rather than lose hours of searches to a full disk. */
    private JournalWriter writer;
    /** False for a journal taken from other code ({@link #takeFromOtherCode}), which keeps no search of this code. */
    private final boolean keeps;

    private Journal(Path file, Recalled recalled, JournalWriter writer, LongSupplier nanoTime,
                    Consumer<String> notes, boolean keeps) {
        this.file = file;
        this.recalled = recalled;
        this.run = recalled.nextRun;
        this.writer = writer;
        this.nanoTime = nanoTime;
        this.startNanos = nanoTime.getAsLong();
        this.notes = notes;
        this.keeps = keeps;
    }

    /**
     * What a resumed run takes from the journal: the searches, the runs that made them, and its own number. Also the
     * store of a look at a run so far, which recalls these searches and refuses to keep any; its {@code earlier()}
     * is the store's.
     */
    private record Recalled(Map<RequestKey, JournalEntry> kept, EarlierRuns earlier, int nextRun)
            implements TrialStore {
        static final Recalled NOTHING = new Recalled(Map.of(), EarlierRuns.NONE, 1);

        @Override
        public Optional<KeptSearch> recall(TrialRequest request) {
            JournalEntry e = kept.get(RequestKey.of(request));
            return e == null ? Optional.empty() : Optional.of(e.kept(request));
        }

        @Override
        public void record(TrialRequest request, Trial trial, SearchTiming timing) {
            throw new UnsupportedOperationException("a journal read to see a run so far keeps no search");
        }

        /** These searches, made by the code whose digest is {@code searchCode} rather than {@code thisCode}. */
        Recalled madeBy(String searchCode, String thisCode) {
            return new Recalled(kept, earlier.madeBy(searchCode, thisCode), nextRun);
        }

        static Recalled from(List<JournalEntry> entries) {
            Map<RequestKey, JournalEntry> kept = JournalEntry.byKey(entries);
            Map<Integer, Long> lastNanosOfRun = new HashMap<>();
            boolean allStamped = true;
            for (JournalEntry e : entries) {
                allStamped &= e.stamped();
                lastNanosOfRun.merge(e.run(), e.runNanos(), Math::max);
            }
            long nanos = allStamped ? lastNanosOfRun.values().stream().mapToLong(Long::longValue).sum()
                    : EarlierRuns.UNKNOWN;
            int lastRun = lastNanosOfRun.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
            return new Recalled(kept, new EarlierRuns(lastNanosOfRun.size(), nanos), lastRun + 1);
        }
    }

    /**
     * The journal of a run whose fingerprint is {@code fingerprint}, at {@code file}.
     *
     * @param resume whether to recall the searches a journal already at {@code file} holds; without, it is replaced
     * @param notes  told, a line each, what became of a journal found there (replaced, resumed, a torn line dropped)
     * @throws IllegalArgumentException if resuming a journal of another fingerprint (naming what differs), or a file
     *                                  that is no journal or is damaged
     */
    public static Journal start(Path file, Fingerprint fingerprint, boolean resume, Consumer<String> notes)
            throws IOException {
        return start(file, fingerprint, resume, false, System::nanoTime, notes);
    }

    /**
     * {@link #start(Path, Fingerprint, boolean, Consumer)}, where with {@code newPlan} a journal written for another
     * plan of the same code and configuration is resumed too: the searches this plan shares with it are recalled,
     * and its header is rewritten to name this plan (its other searches stay, unused).
     */
    public static Journal start(Path file, Fingerprint fingerprint, boolean resume, boolean newPlan,
                                Consumer<String> notes) throws IOException {
        return start(file, fingerprint, resume, newPlan, System::nanoTime, notes);
    }

    /**
     * The journal at {@code file}, whatever code wrote it, for a run that makes no search of its own ({@code
     * --journaled-only --from-other-code}): the searches it holds are recalled, standing as that code made them, which
     * {@link #earlier()} says where it was not this run's ({@link EarlierRuns#searchCode()}). Everything but the code
     * must agree as for {@link #read(Path, Fingerprint, boolean)}. Nothing is written, not even a header for
     * {@code newPlan} or over a torn last line, and the journal refuses to keep a search: one this code made would
     * join searches that code made.
     *
     * @throws IllegalArgumentException as {@link #read(Path, Fingerprint, boolean, boolean)}
     */
    public static Journal takeFromOtherCode(Path file, Fingerprint fingerprint, boolean newPlan,
                                            Consumer<String> notes) throws IOException {
        Recalled recalled = recall(file, fingerprint, newPlan, true, notes);
        EarlierRuns earlier = recalled.earlier;
        if (earlier.searchCode() != null) {
            notes.accept("the journal at " + file + " was written by " + earlier.otherCodePhrase() + ": its searches"
                    + " stand as that code made them, and the journal is left as it is");
        }
        notes.accept("taking the journal at " + file + " as it is: of its " + recalled.kept.size() + " searches done,"
                + " those of this plan are not made again");
        return new Journal(file, recalled, null, System::nanoTime, notes, false);
    }

    /** {@link #start(Path, Fingerprint, boolean, Consumer)} timing this run's lines by {@code nanoTime}. */
    static Journal start(Path file, Fingerprint fingerprint, boolean resume, LongSupplier nanoTime,
                         Consumer<String> notes) throws IOException {
        return start(file, fingerprint, resume, false, nanoTime, notes);
    }

    /** {@link #start(Path, Fingerprint, boolean, boolean, Consumer)} timing this run's lines by {@code nanoTime}. */
    static Journal start(Path file, Fingerprint fingerprint, boolean resume, boolean newPlan, LongSupplier nanoTime,
                         Consumer<String> notes) throws IOException {
        String header = Json.compact(JournalHeader.of(fingerprint));
        if (!Files.exists(file)) {
            if (resume) {
                notes.accept("no journal at " + file + " to resume; starting afresh");
            }
            return new Journal(file, Recalled.NOTHING, JournalWriter.create(file, header), nanoTime, notes, true);
        }
        if (!resume) {
            notes.accept("replacing the journal of an earlier run at " + file + " (--resume would have continued it)");
            return new Journal(file, Recalled.NOTHING, JournalWriter.create(file, header), nanoTime, notes, true);
        }
        JournalFile found = JournalFile.read(file);
        if (found.header() == null) {
            notes.accept("the journal at " + file + " holds no search; starting afresh");
            return new Journal(file, Recalled.NOTHING, JournalWriter.create(file, header), nanoTime, notes, true);
        }
        Fingerprint then = Fingerprint.of(found.header().fingerprint());
        List<String> differences = differences(fingerprint, then, newPlan);
        if (!differences.isEmpty()) {
            throw cannotResume(file, differences, fingerprint, then, newPlan);
        }
        if (found.torn()) {
            notes.accept("the last line of " + file + " was cut short when its run stopped; left out, its search"
                    + " is made again");
        }
        long whole = found.wholeBytes();
        List<String> planDifferences = fingerprint.differencesFrom(then);
        if (!planDifferences.isEmpty()) {
            whole = JournalFile.rewriteHeader(file, whole, header);
            notes.accept("the journal at " + file + " was written for another plan (" + String.join("; ",
                    planDifferences) + "): the searches this plan shares with it are recalled, and its header now"
                    + " names this plan");
        }
        Recalled recalled = Recalled.from(found.entries());
        notes.accept("resuming from " + file + ": " + (planDifferences.isEmpty()
                ? recalled.kept.size() + " searches done are not made again"
                : "of its " + recalled.kept.size() + " searches done, those of this plan are not made again"));
        return new Journal(file, recalled, JournalWriter.continuing(file, whole), nanoTime, notes, true);
    }

    /**
     * The digest of the code that wrote the journal at {@code file} ({@link RunFingerprint#CODE}), or null where there
     * is no journal, it holds no search or names none.
     */
    public static String codeOf(Path file) throws IOException {
        if (!Files.exists(file)) {
            return null;
        }
        JournalHeader header = JournalFile.readHeader(file);
        return header == null ? null : header.fingerprint().get(RunFingerprint.CODE);
    }

    /**
     * Refuses, before a run plans, a journal at {@code file} whose searches were made by other code or configuration
     * than {@code searches} names ({@link RunFingerprint#ofSerialSearches}), which is what a run knows before it plans:
     * under {@code --scale thesis} the plan is sized by serial searches, minutes of them, that a run the journal
     * refuses anyway should not cost. The plan and the machines the heap cuts, which the sizing decides, are checked
     * when the journal is started or read. Nothing is checked where there is no journal, or one that holds no search.
     *
     * @param otherCode whether a journal of other code is taken ({@link #takeFromOtherCode})
     * @param resume    whether the run resumes the journal (else it only reads it, for {@code --status}), which the
     *                  refusal names
     * @throws IllegalArgumentException as {@link #start} or {@link #read} would, naming what differs, or for a file
     *                                  that is no journal (only the header is read here; the entries are read, and a
     *                                  damaged one refused, once the run has planned)
     */
    public static void checkBeforePlanning(Path file, Fingerprint searches, boolean otherCode, boolean resume)
            throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        JournalHeader header = JournalFile.readHeader(file);
        if (header == null) {
            return;
        }
        Map<String, String> decided = new HashMap<>(header.fingerprint());
        decided.keySet().removeIf(name -> name.startsWith(Fingerprint.PLAN_PREFIX)
                || name.equals(RunFingerprint.FITTED_TO_HEAP));
        Fingerprint then = Fingerprint.of(decided);
        Fingerprint now = otherCode && decided.containsKey(RunFingerprint.CODE)
                ? searches.with(RunFingerprint.CODE, decided.get(RunFingerprint.CODE)) : searches;
        List<String> differences = now.differencesFrom(then);
        if (!differences.isEmpty()) {
            throw resume ? cannotResume(file, differences, now, then, false)
                    : cannotRead(file, differences, now, then, false);
        }
    }

    private static IllegalArgumentException cannotResume(Path file, List<String> differences, Fingerprint now,
                                                         Fingerprint then, boolean newPlan) {
        return new IllegalArgumentException("cannot resume from " + file + ": it was written by a run that differs"
                + " in " + String.join("; ", differences) + ". Rerun with the arguments and configuration it was"
                + " written with, or without --resume to start afresh (replacing it)" + hints(now, then, newPlan));
    }

    private static IllegalArgumentException cannotRead(Path file, List<String> differences, Fingerprint now,
                                                       Fingerprint then, boolean newPlan) {
        return new IllegalArgumentException("the journal at " + file + " was written by a run that differs in "
                + String.join("; ", differences) + ": give the code, arguments and configuration of that run"
                + hints(now, then, newPlan));
    }

    /** What keeps a run from taking a journal's searches: any difference, or with {@code newPlan} one not of plan. */
    private static List<String> differences(Fingerprint now, Fingerprint then, boolean newPlan) {
        return newPlan ? now.searchDifferencesFrom(then) : now.differencesFrom(then);
    }

    /**
     * Where only the plan differs, and {@code --new-plan} was not given, a word that it would take the journal; where
     * of what decides a search only the code differs, a word on {@code --from-other-code}; where the heap cuts other
     * machines, a word that the heap is the JVM's, which no argument of the command sets.
     */
    private static String hints(Fingerprint now, Fingerprint then, boolean newPlan) {
        String hints = "";
        if (!newPlan && now.searchDifferencesFrom(then).isEmpty()) {
            hints += "; or, as only the plan differs, with --new-plan to take the searches the two plans share";
        }
        Fingerprint sameCode = now.with(RunFingerprint.CODE, then.fields().get(RunFingerprint.CODE));
        if (now.differsIn(then, RunFingerprint.CODE) && sameCode.searchDifferencesFrom(then).isEmpty()) {
            hints += "; or, as of what decides a search only the code differs, with --from-other-code (for --status"
                    + " or --journaled-only), its searches standing as that code made them"
                    + (!newPlan && !sameCode.differencesFrom(then).isEmpty() ? ", and --new-plan, as the plan differs"
                    + " too" : "");
        }
        if (now.differsIn(then, RunFingerprint.FITTED_TO_HEAP)) {
            hints += " (which machines the heap builds smaller follows the JVM's maximum heap, -Xmx in"
                    + " JAMBOREE_JAVA_OPTS: give it the heap of that run)";
        }
        return hints;
    }

    /**
     * The searches the journal at {@code file} holds, to see how far its run has come: nothing is written, not even
     * over a torn last line (left out, as a resumed run would), and the store refuses to keep a search.
     *
     * @throws IllegalArgumentException if there is no journal at {@code file}, it holds no search, it is damaged, or
     *                                  it was written by a run of another fingerprint (naming what differs)
     */
    public static TrialStore read(Path file, Fingerprint fingerprint) throws IOException {
        return read(file, fingerprint, false);
    }

    /**
     * {@link #read(Path, Fingerprint)}, where with {@code newPlan} a journal written for another plan of the same
     * code and configuration is read too, for the searches this plan shares with it.
     */
    public static TrialStore read(Path file, Fingerprint fingerprint, boolean newPlan) throws IOException {
        return read(file, fingerprint, newPlan, false);
    }

    /**
     * {@link #read(Path, Fingerprint, boolean)}, where with {@code otherCode} a journal written by other code is read
     * too, its searches standing as that code made them (see {@link #takeFromOtherCode}).
     */
    public static TrialStore read(Path file, Fingerprint fingerprint, boolean newPlan, boolean otherCode)
            throws IOException {
        return recall(file, fingerprint, newPlan, otherCode, note -> { });
    }

    /**
     * The searches of the journal at {@code file}, which is only read; {@code notes} hears of a torn last line, left
     * out, and of the plan it was written for where {@code newPlan} takes another's.
     */
    private static Recalled recall(Path file, Fingerprint fingerprint, boolean newPlan, boolean otherCode,
                                   Consumer<String> notes) throws IOException {
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("no journal at " + file + " (a run writes it as its searches finish)");
        }
        JournalFile found = JournalFile.read(file);
        if (found.header() == null) {
            throw new IllegalArgumentException("the journal at " + file + " holds no search");
        }
        Fingerprint then = Fingerprint.of(found.header().fingerprint());
        String journalCode = then.fields().get(RunFingerprint.CODE);
        String ownCode = fingerprint.fields().get(RunFingerprint.CODE);
        boolean madeElsewhere = otherCode && journalCode != null && !journalCode.equals(ownCode);
        if (madeElsewhere) {
            fingerprint = fingerprint.with(RunFingerprint.CODE, journalCode);
        }
        List<String> differences = differences(fingerprint, then, newPlan);
        if (!differences.isEmpty()) {
            throw cannotRead(file, differences, fingerprint, then, newPlan);
        }
        if (found.torn()) {
            notes.accept("the last line of " + file + " was cut short when its run stopped; left out, and the file left"
                    + " as it is");
        }
        List<String> planDifferences = fingerprint.differencesFrom(then);
        if (!planDifferences.isEmpty()) {
            notes.accept("the journal at " + file + " was written for another plan (" + String.join("; ",
                    planDifferences) + "): the searches this plan shares with it are recalled");
        }
        Recalled recalled = Recalled.from(found.entries());
        return madeElsewhere ? recalled.madeBy(journalCode, ownCode) : recalled;
    }

    /** How many searches the journal holds from an earlier run. */
    public int recallable() {
        return recalled.kept.size();
    }

    @Override
    public EarlierRuns earlier() {
        return recalled.earlier;
    }

    @Override
    public Optional<KeptSearch> recall(TrialRequest request) {
        return recalled.recall(request);
    }

    @Override
    public void record(TrialRequest request, Trial trial, SearchTiming timing) {
        if (!keeps) {
            throw new UnsupportedOperationException("a journal of other code keeps no search of this code's");
        }
        JournalEntry entry = JournalEntry.of(request, trial, run, nanoTime.getAsLong() - startNanos, timing);
        String label = request.suite() + " " + request.position().id() + " on " + request.processors() + " nodes";
        if (!entry.finite()) {
            notes.accept("not journaled: " + label + " (a profile figure is not a finite number, which JSON cannot"
                    + " hold); a resumed run makes it again");
            return;
        }
        String line = Json.compact(entry);
        synchronized (this) {
            if (writer == null) {
                return;
            }
            try {
                writer.write(line);
            } catch (IOException e) {
                notes.accept("cannot write the journal " + file + " (" + e.getMessage() + "); the run goes on"
                        + " without it: " + label + " and the searches after it cannot be resumed");
                writer.closeQuietly();
                writer = null;
            }
        }
    }

    /** Closes the file; every line is on the disk already, so a failure here loses nothing and is only noted. */
    @Override
    public synchronized void close() {
        if (writer != null) {
            try {
                writer.close();
            } catch (IOException e) {
                notes.accept("cannot close the journal " + file + ": " + e.getMessage());
            }
            writer = null;
        }
    }
}

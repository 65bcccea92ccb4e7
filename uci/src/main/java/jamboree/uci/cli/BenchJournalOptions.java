package jamboree.uci.cli;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.journal.CodeFingerprint;
import jamboree.bench.journal.Fingerprint;
import jamboree.bench.journal.Journal;
import jamboree.bench.journal.RunFingerprint;
import jamboree.bench.journal.SerialJournal;
import jamboree.bench.run.BenchPlan;
import jamboree.bench.run.PlanStatus;
import jamboree.bench.run.TrialStore;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code jamboree bench --resume}: every run journals its searches in the report's directory; with this option a run
 * first recalls those of an earlier run with the same arguments and configuration (see {@link Journal}), and its
 * serial searches ({@link SerialJournal}). With {@code --status} the journal is only read, to say how far the run has
 * come ({@link PlanStatus}). A picocli mixin, so that the bench command only asks it for the journals.
 */
final class BenchJournalOptions {

    @Option(names = "--resume", description = "Continue an interrupted run: the searches it journaled (DIR/"
            + Journal.FILE_NAME + " of --out DIR, written by every run) are not made again, and the report and"
            + " signature are those of a whole run. Refused if the journal was written with other arguments,"
            + " configuration or code (but see --new-plan and --from-other-code).")
    boolean resume;

    @Option(names = "--status", description = "Make no search: print how far the run of these arguments has come, read"
            + " from its journal in --out (searches done of each configuration and machine size, with their T, W/C"
            + " and where their cycles went) and the time the rest would take at the rates of those done. Under --scale"
            + " thesis the problems are sized from the serial searches the run kept. It takes the run's own arguments;"
            + " --jobs says how many searches at a time the time left is for, --cluster is left unused.")
    boolean status;

    @Option(names = "--new-plan", description = "With --resume or --status: take a journal written for another plan"
            + " (other positions, depths, machine sizes, configurations or ablations) by the same code and"
            + " configuration, for the searches the two plans share; a resumed run rewrites its header to name this"
            + " plan (not with --from-other-code, which writes nothing). A search's result depends on the code, the"
            + " configuration and its request alone.")
    boolean newPlan;

    @Option(names = "--journaled-only", description = "With --resume: make no search the journal lacks, and write the"
            + " report from the searches it holds, naming the others in the report and on stdout (the signature says"
            + " the run is incomplete). For a run whose last searches cannot be made. SWAMP, which no journal keeps,"
            + " still runs.")
    boolean journaledOnly;

    @Option(names = "--from-other-code", description = "With --status or --resume --journaled-only: take a journal"
            + " (and the serial searches beside it) that other code wrote, to see how far its run came or write its"
            + " report with this code's report writer, leaving both files as they are. The searches stand as that"
            + " code made them, and the report says so; the commands of its searches.txt, made with this code, repeat"
            + " them only where this code searches as that did.")
    boolean fromOtherCode;

    /**
     * Keeps {@code source}'s serial searches in {@code out} ({@link SerialJournal}), recalled from there with
     * {@code --resume}, unless it keeps them somewhere already. A file that cannot be written costs only the recall.
     * With {@code --status} or {@code --from-other-code} the file is only read; to size the problems of {@code
     * --scale thesis} it must be there, since they are then sized from it without a search (with {@code
     * --from-other-code}, as the code that wrote the journal sized them).
     *
     * @param sizing whether the source is about to size the problems of {@code --scale thesis}
     * @throws IllegalArgumentException with {@code --status} or {@code --from-other-code}, if the problems are to be
     *                                  sized and the run's serial searches cannot be recalled
     */
    void keepSerialSearches(Path out, SimulatedTrialSource source, boolean sizing, PrintWriter err) {
        if (source.keepsSerialSearches()) {
            return;
        }
        Fingerprint fingerprint = RunFingerprint.ofSerialSearches(CodeFingerprint.ofThisCode(),
                source.schedulerConfig(), source.machineConfig());
        Path file = out.resolve(SerialJournal.FILE_NAME);
        Consumer<String> notes = note -> {
            err.println("jamboree bench: " + note);
            err.flush();
        };
        if (status || fromOtherCode) {
            String why = status ? "--status sizes the problems" : "--from-other-code sizes the problems as the code"
                    + " that wrote the journal did,";
            try {
                String code = fromOtherCode ? Journal.codeOf(out.resolve(Journal.FILE_NAME)) : null;
                SerialJournal kept = SerialJournal.recallOnly(file,
                        code == null ? fingerprint : fingerprint.with(RunFingerprint.CODE, code), notes);
                source.keepSerialSearchesIn(fromOtherCode && sizing ? SerialJournal.withoutSearching(kept) : kept);
            } catch (IllegalArgumentException | IOException e) {
                if (sizing || status) {
                    throw new IllegalArgumentException(why + " from the serial searches the run kept, and cannot: "
                            + e.getMessage());
                }
                // The journal's searches carry their serial references: nothing needs the file, and nothing of this
                // code's is written beside another code's journal.
                notes.accept(e.getMessage() + "; not recalled, and no serial search is kept");
            }
            return;
        }
        try {
            Files.createDirectories(out);
            source.keepSerialSearchesIn(SerialJournal.start(file, fingerprint, resume, notes));
        } catch (IOException e) {
            err.println("jamboree bench: cannot keep the serial searches in " + out + " (" + e.getMessage()
                    + "); a resumed run makes them again");
        }
    }

    /**
     * Under {@code --scale thesis}, before the problems are sized: refuses a journal in {@code out} that {@code
     * --resume} or {@code --status} would refuse for its code or configuration ({@link Journal#checkBeforePlanning}),
     * so that such a run does not cost minutes of serial searches first.
     *
     * @throws IllegalArgumentException naming what differs
     */
    void checkBeforeSizing(Path out, SimulatedTrialSource source) {
        if (!resume && !status) {
            return;
        }
        Fingerprint searches = RunFingerprint.ofSerialSearches(CodeFingerprint.ofThisCode(), source.schedulerConfig(),
                source.machineConfig());
        try {
            Journal.checkBeforePlanning(out.resolve(Journal.FILE_NAME), searches, fromOtherCode, resume);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the journal in " + out + ": " + e.getMessage());
        }
    }

    /**
     * Checks before the plan is made (under {@code --scale thesis}, sized) that the options go together, and with
     * {@code --status} or {@code --journaled-only} that there is a journal to read in {@code out}.
     *
     * @throws IllegalArgumentException if {@code --status} was given with {@code --resume}, {@code --journaled-only}
     *                                  without it, {@code --new-plan} without either, {@code --from-other-code}
     *                                  without {@code --status} or {@code --journaled-only}, or there is no journal
     */
    void check(Path out) {
        if (journaledOnly) {
            if (!resume) {
                throw new IllegalArgumentException("--journaled-only writes the report of a journaled run; it needs"
                        + " --resume");
            }
            if (!Files.exists(out.resolve(Journal.FILE_NAME))) {
                throw new IllegalArgumentException("no journal at " + out.resolve(Journal.FILE_NAME) + " to write"
                        + " the report from (a run writes it as its searches finish)");
            }
        }
        if (fromOtherCode && !journaledOnly && !status) {
            throw new IllegalArgumentException("--from-other-code takes another code's journal only for --status or"
                    + " --resume --journaled-only: a search this code made would join searches that code made");
        }
        if (newPlan && !resume && !status) {
            throw new IllegalArgumentException("--new-plan takes a journal of another plan; it needs --resume or"
                    + " --status");
        }
        if (!status) {
            return;
        }
        if (resume) {
            throw new IllegalArgumentException("--status makes no search; it takes no --resume");
        }
        if (!Files.exists(out.resolve(Journal.FILE_NAME))) {
            throw new IllegalArgumentException("no journal at " + out.resolve(Journal.FILE_NAME) + " to give the"
                    + " status of (a run writes it as its searches finish)");
        }
    }

    /**
     * How far the run of {@code plan} on {@code source} has come, read from its journal in {@code out}, as lines; the
     * time left is for {@code jobs} searches at a time.
     *
     * @throws IllegalArgumentException if the journal was written by a run of other arguments or configuration
     */
    List<String> status(Path out, SimulatedTrialSource source, BenchPlan plan, int jobs) throws IOException {
        Path file = out.resolve(Journal.FILE_NAME);
        TrialStore journal = Journal.read(file, RunFingerprint.of(CodeFingerprint.ofThisCode(),
                source.schedulerConfig(), source.machineConfig(), plan), newPlan, fromOtherCode);
        return PlanStatus.of(plan, journal).lines(file.toString(), jobs);
    }

    /**
     * The journal of a run of {@code plan} on {@code source}, in {@code out} (created if need be); what becomes of a
     * journal already there goes to {@code err}.
     *
     * @throws IllegalArgumentException if resuming a journal of another run or a damaged one, saying why
     */
    Journal start(Path out, SimulatedTrialSource source, BenchPlan plan, PrintWriter err) throws IOException {
        Files.createDirectories(out);
        Fingerprint fingerprint = RunFingerprint.of(CodeFingerprint.ofThisCode(), source.schedulerConfig(),
                source.machineConfig(), plan);
        Consumer<String> notes = note -> {
            err.println("jamboree bench: " + note);
            err.flush();
        };
        Path file = out.resolve(Journal.FILE_NAME);
        return fromOtherCode ? Journal.takeFromOtherCode(file, fingerprint, newPlan, notes)
                : Journal.start(file, fingerprint, resume, newPlan, notes);
    }
}

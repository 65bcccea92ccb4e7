package jamboree.uci.cli;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.journal.CodeFingerprint;
import jamboree.bench.journal.Fingerprint;
import jamboree.bench.journal.Journal;
import jamboree.bench.journal.RunFingerprint;
import jamboree.bench.journal.SerialJournal;
import jamboree.bench.run.BenchPlan;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code jamboree bench --resume}: every run journals its searches in the report's directory; with this option a run
 * first recalls those of an earlier run with the same arguments and configuration (see {@link Journal}), and its
 * serial searches ({@link SerialJournal}). A picocli mixin, so that the bench command only asks it for the journals.
 */
final class BenchJournalOptions {

    @Option(names = "--resume", description = "Continue an interrupted run: the searches it journaled (DIR/"
            + Journal.FILE_NAME + " of --out DIR, written by every run) are not made again, and the report and"
            + " signature are those of a whole run. Refused if the journal was written with other arguments or"
            + " configuration.")
    boolean resume;

    /**
     * Keeps {@code source}'s serial searches in {@code out} ({@link SerialJournal}), recalled from there with
     * {@code --resume}, unless it keeps them somewhere already. A file that cannot be written costs only the recall.
     */
    void keepSerialSearches(Path out, SimulatedTrialSource source, PrintWriter err) {
        if (source.keepsSerialSearches()) {
            return;
        }
        Fingerprint fingerprint = RunFingerprint.ofSerialSearches(CodeFingerprint.ofThisCode(),
                source.schedulerConfig(), source.machineConfig());
        try {
            Files.createDirectories(out);
            source.keepSerialSearchesIn(SerialJournal.start(out.resolve(SerialJournal.FILE_NAME), fingerprint, resume,
                    note -> {
                        err.println("jamboree bench: " + note);
                        err.flush();
                    }));
        } catch (IOException e) {
            err.println("jamboree bench: cannot keep the serial searches in " + out + " (" + e.getMessage()
                    + "); a resumed run makes them again");
        }
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
        return Journal.start(out.resolve(Journal.FILE_NAME), fingerprint, resume, note -> {
            err.println("jamboree bench: " + note);
            err.flush();
        });
    }
}

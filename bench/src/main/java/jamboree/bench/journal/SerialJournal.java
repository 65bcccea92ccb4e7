package jamboree.bench.journal;

import jamboree.bench.cm5.SerialMeasurement;
import jamboree.bench.cm5.SerialStore;
import jamboree.engine.search.Profile;
import jamboree.machine.json.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A run's serial searches, kept beside its journal: the problems' sizes of {@code --scale thesis} (minutes of serial
 * searches before the first parallel one) and the references that work efficiency is measured against. A resumed run
 * recalls them rather than searching again. They depend on the code and the configurations alone, so the first line
 * holds the fingerprint of those ({@link RunFingerprint#ofSerialSearches}), and each line after it one search.
 *
 * <p>Unlike the journal, this file is a cache, never a reason to refuse a run that may search again: searching again
 * gives the same figures. Resumed, one of other code or configuration, or a damaged one, is left as it is and unused,
 * with a note (the run's journal, whose fingerprint holds everything this one does, then refuses the run or the run
 * searches again, and nothing of the earlier run is lost); a run that does not resume replaces it. A run that sizes its
 * problems without searching ({@code --status}, or a journal of other code taken as it is) refuses to go on without
 * it. Lines are written as the journal's are, each forced to the disk, so only the last can be cut short, and it is
 * left out.
 */
public final class SerialJournal implements SerialStore {

    /** The file's name in the report's directory. */
    public static final String FILE_NAME = "serial-searches.jsonl";

    /**
     * The first line.
     *
     * @param serialSearches {@link #NAME}
     * @param format         the layout of the lines, {@link #FORMAT} for this code
     * @param fingerprint    the code and configurations that made the searches, name to value
     */
    record Header(String serialSearches, int format, Map<String, String> fingerprint) {
        static final String NAME = "jamboree bench serial searches";
        static final int FORMAT = 1;

        Header {
            fingerprint = new TreeMap<>(fingerprint);
        }
    }

    private record Key(String fen, int depth, Profile profile) {
    }

    private final Path file;
    private final Map<Key, SerialMeasurement> kept;
    private final Consumer<String> notes;
    /** Null when the file is not used or once a write failed: the run goes on, and a later run searches again. */
    private JournalWriter writer;

    private SerialJournal(Path file, Map<Key, SerialMeasurement> kept, JournalWriter writer, Consumer<String> notes) {
        this.file = file;
        this.kept = kept;
        this.writer = writer;
        this.notes = notes;
    }

    /**
     * The serial searches of a run whose code and configurations have {@code fingerprint}, at {@code file}.
     *
     * @param resume whether to recall the searches a file already there holds; without, it is replaced
     * @param notes  told, a line each, how many searches were recalled, or why a file found there is not used
     */
    public static SerialJournal start(Path file, Fingerprint fingerprint, boolean resume, Consumer<String> notes)
            throws IOException {
        String header = Json.compact(new Header(Header.NAME, Header.FORMAT, fingerprint.fields()));
        if (!resume || !Files.exists(file)) {
            return new SerialJournal(file, Map.of(), JournalWriter.create(file, header), notes);
        }
        Map<Key, SerialMeasurement> kept = new HashMap<>();
        long whole = read(file, fingerprint, kept, why -> notes.accept(why + "; searching again, the file left as it"
                + " is"), notes);
        if (whole < 0) {
            return new SerialJournal(file, Map.of(), null, notes);
        }
        return new SerialJournal(file, kept, JournalWriter.continuing(file, whole), notes);
    }

    /**
     * The serial searches at {@code file}, only to recall (a look at a run so far, which must write nothing): a search
     * made while it is in use is not kept, and the file is not touched, not even over a torn last line.
     *
     * @throws IllegalArgumentException if there is no file, or it is not to be used (other code or configuration,
     *                                  damaged), saying why
     */
    public static SerialJournal recallOnly(Path file, Fingerprint fingerprint, Consumer<String> notes)
            throws IOException {
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("no serial searches kept at " + file);
        }
        Map<Key, SerialMeasurement> kept = new HashMap<>();
        String[] unusable = new String[1];
        if (read(file, fingerprint, kept, why -> unusable[0] = why, notes) < 0) {
            throw new IllegalArgumentException(unusable[0]);
        }
        return new SerialJournal(file, kept, null, notes);
    }

    /**
     * Reads {@code file} into {@code kept}; returns how many of its bytes are whole lines to keep, or -1 when it is
     * not to be used, having told {@code unusable} why.
     */
    private static long read(Path file, Fingerprint fingerprint, Map<Key, SerialMeasurement> kept,
                             Consumer<String> unusable, Consumer<String> notes) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        long whole = 0;
        int start = 0;
        boolean first = true;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            if (end == bytes.length) {
                // Written without its line break: cut short when the run stopped; searched again.
                break;
            }
            String line = new String(bytes, start, end - start, StandardCharsets.UTF_8);
            try {
                if (first) {
                    Header h = Json.read(line, Header.class);
                    if (!Header.NAME.equals(h.serialSearches()) || h.format() != Header.FORMAT
                            || !fingerprint.differencesFrom(Fingerprint.of(h.fingerprint())).isEmpty()) {
                        unusable.accept("the serial searches kept in " + file + " were made by other code or"
                                + " configuration");
                        return -1;
                    }
                    first = false;
                } else {
                    SerialMeasurement m = Json.read(line, SerialMeasurement.class);
                    if (m.fen() == null || m.profile() == null) {
                        throw new IllegalArgumentException("a FEN and a tree are needed");
                    }
                    kept.put(new Key(m.fen(), m.depth(), m.profile()), m);
                }
            } catch (IllegalArgumentException e) {
                if (end == bytes.length - 1 && !first) {
                    break;
                }
                unusable.accept("the serial searches kept in " + file + " are damaged (the line at byte " + start
                        + ": " + e.getMessage() + ")");
                kept.clear();
                return -1;
            }
            whole = end + 1L;
            start = end + 1;
        }
        if (first) {
            unusable.accept("the serial searches kept in " + file + " have no whole first line");
            return -1;
        }
        notes.accept("recalling " + kept.size() + " serial searches from " + file);
        return whole;
    }

    /**
     * {@code kept}, refusing to search what it lacks: the problems of a journal of other code are sized as that code
     * sized them, from its serial searches alone, and a search of this code's would size them otherwise.
     *
     * @return a store whose recall throws {@link IllegalArgumentException} for a search {@code kept} lacks
     */
    public static SerialStore withoutSearching(SerialJournal kept) {
        return new SerialStore() {
            @Override
            public Optional<SerialMeasurement> recall(String fen, int depth, Profile profile) {
                Optional<SerialMeasurement> found = kept.recall(fen, depth, profile);
                if (found.isEmpty()) {
                    throw new IllegalArgumentException("the serial searches kept in " + kept.file + " lack " + fen
                            + " to depth " + depth + " (" + profile + "), and this code would search it otherwise");
                }
                return found;
            }

            @Override
            public void record(SerialMeasurement measured) {
                throw new IllegalStateException("a search the kept serial searches lack was made: " + measured);
            }
        };
    }

    /** How many searches were recalled from an earlier run. */
    public int recallable() {
        return kept.size();
    }

    @Override
    public Optional<SerialMeasurement> recall(String fen, int depth, Profile profile) {
        return Optional.ofNullable(kept.get(new Key(fen, depth, profile)));
    }

    @Override
    public synchronized void record(SerialMeasurement measured) {
        if (writer == null) {
            return;
        }
        try {
            writer.write(Json.compact(measured));
        } catch (IOException e) {
            notes.accept("cannot write " + file + " (" + e.getMessage() + "); a resumed run searches again what"
                    + " was not kept");
            writer.closeQuietly();
            writer = null;
        }
    }

    @Override
    public synchronized void close() {
        if (writer != null) {
            writer.closeQuietly();
            writer = null;
        }
    }
}

package jamboree.bench.journal;

import jamboree.bench.cm5.SerialMeasurement;
import jamboree.engine.search.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run's serial searches kept for the next: recalled when resumed, never a reason to lose or refuse anything. */
class SerialJournalTest {

    private static final Fingerprint FINGERPRINT = Fingerprint.of(Map.of("code", "c", "scheduler.serial-depth", "2"));
    private static final String FEN = "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - 0 1";
    private static final SerialMeasurement D1 = new SerialMeasurement(FEN, 1, Profile.STARTECH, 559_345, 58);
    private static final SerialMeasurement D2 = new SerialMeasurement(FEN, 2, Profile.STARTECH, 4_093_410, 395);
    private static final SerialMeasurement FULL = new SerialMeasurement(FEN, 2, Profile.FULL, 3_000_001, 300);

    private static void keep(Path file, SerialMeasurement... searches) throws IOException {
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, false, note -> { })) {
            for (SerialMeasurement m : searches) {
                journal.record(m);
            }
        }
    }

    @Test
    void aResumedRunRecallsEverySearchAndKeepsItsOwnAfterThem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        keep(file, D1, D2);
        List<String> notes = new ArrayList<>();
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, true, notes::add)) {
            assertEquals(2, journal.recallable());
            assertEquals(Optional.of(D1), journal.recall(FEN, 1, Profile.STARTECH));
            assertEquals(Optional.of(D2), journal.recall(FEN, 2, Profile.STARTECH));
            assertEquals(Optional.empty(), journal.recall(FEN, 2, Profile.FULL), "another tree is another search");
            assertEquals(Optional.empty(), journal.recall(FEN, 3, Profile.STARTECH));
            journal.record(FULL);
        }
        assertEquals(List.of("recalling 2 serial searches from " + file), notes);
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, true, note -> { })) {
            assertEquals(3, journal.recallable());
            assertEquals(Optional.of(FULL), journal.recall(FEN, 2, Profile.FULL));
        }
    }

    @Test
    void searchesKeptOnlyToRecallAreRecalledAndTheFileIsNeverWritten(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> SerialJournal.recallOnly(file, FINGERPRINT, note -> { }));
        assertEquals("no serial searches kept at " + file, none.getMessage());
        assertFalse(Files.exists(file));
        keep(file, D1, D2);
        Files.writeString(file, "{\"fen\":\"1rbq", StandardOpenOption.APPEND);
        byte[] written = Files.readAllBytes(file);
        try (SerialJournal journal = SerialJournal.recallOnly(file, FINGERPRINT, note -> { })) {
            assertEquals(2, journal.recallable());
            assertEquals(Optional.of(D2), journal.recall(FEN, 2, Profile.STARTECH));
            journal.record(FULL);
        }
        assertArrayEquals(written, Files.readAllBytes(file), "not a byte written, the torn line left as it is");

        IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> SerialJournal.recallOnly(
                file, Fingerprint.of(Map.of("code", "d", "scheduler.serial-depth", "2")), note -> { }));
        assertEquals("the serial searches kept in " + file + " were made by other code or configuration",
                other.getMessage());
    }

    @Test
    void aRunThatDoesNotResumeReplacesTheFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        keep(file, D1, D2);
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, false, note -> { })) {
            assertEquals(0, journal.recallable());
            assertEquals(Optional.empty(), journal.recall(FEN, 1, Profile.STARTECH));
        }
        assertEquals(1, Files.readAllLines(file).size(), "the header alone");
    }

    @Test
    void aCutLastLineIsLeftOutAndWrittenOver(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        keep(file, D1, D2);
        List<String> lines = Files.readAllLines(file);
        Files.writeString(file, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(2).substring(0, 30));
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, true, note -> { })) {
            assertEquals(1, journal.recallable());
            assertEquals(Optional.empty(), journal.recall(FEN, 2, Profile.STARTECH));
            journal.record(D2);
        }
        assertEquals(lines, Files.readAllLines(file));
    }

    @Test
    void anotherCodesOrADamagedFileIsLeftAsItIsAndUnused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(SerialJournal.FILE_NAME);
        keep(file, D1, D2);
        byte[] written = Files.readAllBytes(file);
        Fingerprint other = Fingerprint.of(Map.of("code", "d", "scheduler.serial-depth", "2"));
        List<String> notes = new ArrayList<>();
        try (SerialJournal journal = SerialJournal.start(file, other, true, notes::add)) {
            assertEquals(0, journal.recallable());
            journal.record(FULL);
        }
        assertEquals(List.of("the serial searches kept in " + file + " were made by other code or configuration;"
                + " searching again, the file left as it is"), notes);
        assertArrayEquals(written, Files.readAllBytes(file));

        List<String> lines = Files.readAllLines(file);
        Files.writeString(file, lines.get(0) + "\n{\"fen\":\n" + lines.get(2) + "\n");
        byte[] damaged = Files.readAllBytes(file);
        notes.clear();
        try (SerialJournal journal = SerialJournal.start(file, FINGERPRINT, true, notes::add)) {
            assertEquals(0, journal.recallable());
            assertEquals(Optional.empty(), journal.recall(FEN, 2, Profile.STARTECH));
            journal.record(FULL);
        }
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).startsWith("the serial searches kept in " + file + " are damaged (the line at byte "),
                notes.get(0));
        assertArrayEquals(damaged, Files.readAllBytes(file));
    }
}

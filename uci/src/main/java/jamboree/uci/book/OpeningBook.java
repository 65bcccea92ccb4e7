package jamboree.uci.book;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The engine's book as the {@code OwnBook} and {@code BookFile} options make it: a polyglot book used when on and
 * loaded. Every problem (no file, a damaged one, a book move that is not legal here) is returned as a message for an
 * {@code info string}, and the engine then simply searches: a book is a help, never a reason to stop playing.
 */
public final class OpeningBook {

    /** A move taken from the book, and how it was chosen, for an {@code info string}. */
    public record Choice(int move, int weight, int totalWeight, int candidates) {
    }

    private final WeightedChoice choice;
    private boolean enabled;
    private String fileName = "";
    private PolyglotBook book;

    public OpeningBook(RandomGenerator random) {
        this.choice = new WeightedChoice(random);
    }

    /** {@code OwnBook}: returns what to report (a book switched on without a usable file). */
    public List<String> setEnabled(boolean on) {
        enabled = on;
        List<String> report = new ArrayList<>();
        if (on && book == null) {
            report.add(fileName.isEmpty() ? "OwnBook is on but no BookFile is set; playing without a book"
                    : "OwnBook is on but BookFile '" + fileName + "' could not be used; playing without a book");
        }
        return report;
    }

    /** {@code BookFile}: opens and checks the file at once, so that a bad one is reported when it is chosen. */
    public List<String> setFile(String name) {
        List<String> report = new ArrayList<>();
        fileName = name == null ? "" : name.trim();
        book = null;
        if (fileName.isEmpty()) {
            return report;
        }
        try {
            book = PolyglotBook.open(Path.of(fileName));
            report.add("BookFile '" + fileName + "': " + book.size() + " entries"
                    + (enabled ? "" : " (used once OwnBook is on)"));
        } catch (BookException e) {
            report.add("BookFile " + e.getMessage() + "; playing without a book");
        } catch (InvalidPathException e) {
            report.add("BookFile '" + fileName + "' is not a valid path (" + e.getReason() + "); playing without a"
                    + " book");
        }
        return report;
    }

    public boolean active() {
        return enabled && book != null;
    }

    /**
     * A book move for {@code position}, chosen by weight among the legal ones, or null when the book is off or has
     * none. Entries whose move is not legal here are left out and reported in {@code report}.
     */
    public Choice probe(Position position, List<String> report) {
        if (!active()) {
            return null;
        }
        List<PolyglotBook.Entry> entries = book.entries(PolyglotKey.of(position));
        List<Integer> moves = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        for (PolyglotBook.Entry entry : entries) {
            if (entry.move() == 0) {
                // Polyglot's format reserves a1a1 for "no move": an entry to ignore, not a fault.
                continue;
            }
            int move = PolyglotMove.toEngineMove(position, entry.move());
            if (move == Move.NONE) {
                report.add("book entry with move code " + entry.move() + " is not a legal move here; skipped");
            } else {
                moves.add(move);
                weights.add(entry.weight());
            }
        }
        int picked = choice.pick(weights);
        if (picked < 0) {
            return null;
        }
        int total = weights.stream().mapToInt(Integer::intValue).sum();
        return new Choice(moves.get(picked), weights.get(picked), total, moves.size());
    }
}

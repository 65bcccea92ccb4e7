package jamboree.engine.perft;

import jamboree.engine.notation.Fen;
import jamboree.engine.notation.NotationException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Perft suite files: one position per line as a FEN (6 or 4 fields) followed by {@code ;D<depth> <nodes>}
 * entries, e.g. {@code <fen> ;D1 20 ;D2 400}. Blank lines and lines starting with '#' are skipped.
 */
public final class PerftSuite {
    private PerftSuite() {
    }

    /** One line of a suite: the position and its expected count per depth. */
    public record Entry(int line, String fen, SortedMap<Integer, Long> counts) {
    }

    /** Parses a whole suite; errors name {@code source}, the line and the entry. */
    public static List<Entry> parse(String text, String source) {
        List<Entry> entries = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = source + " line " + (i + 1);
            String[] parts = line.split(";");
            String fen = parts[0].trim();
            try {
                Fen.parse(fen);
            } catch (NotationException e) {
                throw new NotationException(where + ": " + e.getMessage());
            }
            SortedMap<Integer, Long> counts = new TreeMap<>();
            for (int j = 1; j < parts.length; j++) {
                String entry = parts[j].trim();
                if (entry.isEmpty()) {
                    continue;
                }
                String[] words = entry.split("\\s+");
                if (words.length != 2 || !words[0].matches("D[0-9]+") || !words[1].matches("[0-9]+")) {
                    throw new NotationException(where + ": expected ';D<depth> <nodes>', got ';" + entry + "'");
                }
                int depth;
                long nodes;
                try {
                    depth = Integer.parseInt(words[0].substring(1));
                    nodes = Long.parseLong(words[1]);
                } catch (NumberFormatException e) {
                    throw new NotationException(where + ": ';" + entry + "' holds a number too large");
                }
                if (counts.put(depth, nodes) != null) {
                    throw new NotationException(where + ": depth " + depth + " given twice");
                }
            }
            if (counts.isEmpty()) {
                throw new NotationException(where + ": no ';D<depth> <nodes>' counts after the FEN");
            }
            entries.add(new Entry(i + 1, fen, Collections.unmodifiableSortedMap(counts)));
        }
        return entries;
    }
}

package jamboree.engine.search;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Shared helpers for the search tests. */
final class SearchTestSupport {
    private SearchTestSupport() {
    }

    /** A clock that moves one millisecond forward every time it is read: time limits become node counts. */
    static final class SteppingClock implements SearchClock {
        long now;

        @Override
        public long nanoTime() {
            now += 1_000_000;
            return now;
        }
    }

    static SerialSearch engine(Profile profile, int hashMb) {
        SerialSearch engine = new SerialSearch(SearchClock.SYSTEM, hashMb);
        engine.setProfile(profile);
        return engine;
    }

    static SearchResult searchDepth(SerialSearch engine, String fen, int depth) {
        return engine.search(Fen.parse(fen), SearchLimits.ofDepth(depth), SearchListener.NONE);
    }

    static List<EpdRecord> suite(String name) {
        try (InputStream in = SearchTestSupport.class.getResourceAsStream("/suites/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource /suites/" + name);
            }
            List<EpdRecord> records = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    records.add(Epd.parse(line.trim()));
                }
            }
            return records;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Position play(String fen, String... uciMoves) {
        Position position = Fen.parse(fen);
        for (String move : uciMoves) {
            position.makeMove(jamboree.engine.notation.UciMoves.parse(position, move));
        }
        return position;
    }
}

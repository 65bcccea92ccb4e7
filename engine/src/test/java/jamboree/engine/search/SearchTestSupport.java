package jamboree.engine.search;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;

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
        List<EpdRecord> records = new ArrayList<>();
        for (String line : ShippedSuites.text(name).split("\n")) {
            if (!line.isBlank()) {
                records.add(Epd.parse(line.trim()));
            }
        }
        return records;
    }

    static Position play(String fen, String... uciMoves) {
        Position position = Fen.parse(fen);
        for (String move : uciMoves) {
            position.makeMove(jamboree.engine.notation.UciMoves.parse(position, move));
        }
        return position;
    }
}

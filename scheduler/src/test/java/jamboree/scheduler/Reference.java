package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SerialSearch;

import java.util.HashMap;
import java.util.Map;

/** Serial STRICT scores, computed once per position and depth for all the tests of a class. */
final class Reference {
    private final Map<String, Integer> scores = new HashMap<>();

    int strictScore(String fen, int depth) {
        return scores.computeIfAbsent(fen + "|" + depth, k -> {
            SerialSearch serial = new SerialSearch();
            serial.setProfile(Profile.STRICT);
            Position position = Fen.parse(fen);
            return serial.search(position, SearchLimits.ofDepth(depth), SearchListener.NONE).score();
        });
    }
}

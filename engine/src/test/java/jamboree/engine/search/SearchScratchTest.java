package jamboree.engine.search;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.eval.Evaluator;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * Searchers that take turns with their thread's working memory find what searchers with their own find: the same
 * values, the same positions counted and the same lines, however their searches interleave.
 */
class SearchScratchTest {
    private static final int DEPTH = 4;

    @Test
    void interleavedSearchersSharingTheThreadsScratchMatchOnesWithTheirOwn() {
        List<EpdRecord> kaufman = SearchTestSupport.suite("kaufman.epd").subList(0, 10);
        Searcher ownA = searcher(false);
        Searcher ownB = searcher(false);
        Searcher sharedA = searcher(true);
        Searcher sharedB = searcher(true);
        for (int i = 0; i + 1 < kaufman.size(); i += 2) {
            // A searches one position, B another; each shared searcher's next search finds B's or A's leftovers.
            String first = kaufman.get(i).fen();
            String second = kaufman.get(i + 1).fen();
            assertEquals(outcome(ownA, first), outcome(sharedA, first), kaufman.get(i).id());
            assertEquals(outcome(ownB, second), outcome(sharedB, second), kaufman.get(i + 1).id());
            // Searching a window that fails, then the full window, exercises the re-search paths with stale lines.
            assertEquals(outcome(ownA, second, 0, 1), outcome(sharedA, second, 0, 1), kaufman.get(i + 1).id());
        }
    }

    @Test
    void theThreadsPickerOrdersByTheHistoryItServes() {
        Position position = Fen.parse(SearchTestSupport.suite("kaufman.epd").get(0).fen());
        HistoryTables quiet = new HistoryTables();
        HistoryTables taught = new HistoryTables();
        List<Integer> fresh = order(new MovePicker(new StaticExchange(), quiet, new SearchStats()), position);
        // Teach the second history that the last quiet move of the fresh order cuts off, deeply.
        int last = Move.NONE;
        for (int move : fresh) {
            if (!MovePicker.isTactical(position, move)) {
                last = move;
            }
        }
        for (int i = 0; i < 50; i++) {
            taught.recordCutoff(2, 8, position.pieceAt(Move.from(last)), last, new int[0], new int[0], 0);
        }
        List<Integer> taughtOrder = order(new MovePicker(new StaticExchange(), taught, new SearchStats()), position);
        assertNotEquals(fresh, taughtOrder, "the taught history must change the order for this test to mean much");

        assertEquals(taughtOrder, order(MovePicker.ofThisThread(taught, new SearchStats()), position));
        assertEquals(fresh, order(MovePicker.ofThisThread(quiet, new SearchStats()), position));
        SearchStats counted = new SearchStats();
        order(MovePicker.ofThisThread(quiet, counted), position);
        assertNotEquals(0, counted.moveGenerations, "the served stats count the picker's work");
    }

    private static List<Integer> order(MovePicker picker, Position position) {
        picker.init(position, Move.NONE, Move.NONE, Move.NONE, position.inCheck());
        List<Integer> moves = new ArrayList<>();
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            moves.add(move);
        }
        return moves;
    }

    private static Searcher searcher(boolean sharing) {
        SearchControl control = new SearchControl(SearchClock.SYSTEM);
        control.start(0, TimeManager.Budget.UNLIMITED, false);
        TranspositionTable table = new TranspositionTable(1);
        Searcher searcher = sharing ? Searcher.sharingThreadScratch(table, control, Evaluator.sharingThreadCache())
                : new Searcher(table, control, Evaluator.sharingThreadCache());
        searcher.setProfile(Profile.STARTECH);
        return searcher;
    }

    private static String outcome(Searcher searcher, String fen) {
        return outcome(searcher, fen, -Score.INFINITE, Score.INFINITE);
    }

    private static String outcome(Searcher searcher, String fen, int alpha, int beta) {
        Position position = Fen.parse(fen);
        long before = searcher.stats().nodes;
        int value = searcher.searchSubtree(position, alpha, beta, DEPTH, 0, position.historyLength());
        List<String> line = new ArrayList<>();
        for (int move : searcher.principalVariation(0)) {
            line.add(UciMoves.format(move));
        }
        return value + " " + (searcher.stats().nodes - before) + " " + line;
    }
}

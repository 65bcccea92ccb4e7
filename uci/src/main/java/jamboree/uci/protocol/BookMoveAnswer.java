package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.SearchLimits;
import jamboree.uci.book.OpeningBook;

import java.util.ArrayList;
import java.util.List;

/**
 * Answers a {@code go} from the opening book, when the book is on and knows the position. Not in ponder or infinite
 * mode (the GUI waits for a stop before it wants a bestmove, and analysis wants a search), nor with
 * {@code searchmoves} (the GUI asked about particular moves).
 */
final class BookMoveAnswer {

    private BookMoveAnswer() {
    }

    /** Sends a book move's {@code bestmove} and returns true, or returns false when the search must answer. */
    static boolean play(OpeningBook book, Position position, SearchLimits limits, boolean chess960, UciOutput out) {
        if (!book.active() || limits.ponder() || limits.infinite() || limits.searchMoves().length > 0) {
            return false;
        }
        List<String> report = new ArrayList<>();
        OpeningBook.Choice choice = book.probe(position, report);
        report.forEach(out::infoString);
        if (choice == null) {
            return false;
        }
        String move = UciMoves.format(choice.move(), chess960);
        out.infoString("book move " + move + " (weight " + choice.weight() + " of " + choice.totalWeight() + ", "
                + choice.candidates() + " book moves)");
        out.line("bestmove " + move);
        return true;
    }
}

package jamboree.engine.board;

import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Chess960Test {

    @Test
    void number518IsTheStandardStartWithTheStandardKey() {
        Position start = Chess960.startPosition(Chess960.STANDARD_NUMBER);
        assertEquals(Fen.START, Fen.format(start));
        assertEquals(Position.startPosition().key(), start.key());
    }

    @Test
    void knownNumbersGiveTheirPublishedBackRanks() {
        assertEquals("BBQNNRKR", backRank(0));
        assertEquals("RNBQKBNR", backRank(518));
        assertEquals("RKRNNQBB", backRank(959));
    }

    @Test
    void all960AreDistinctLegalStartsWithOppositeBishopsAndTheKingBetweenTheRooks() {
        Set<String> seen = new HashSet<>();
        for (int number = 0; number < Chess960.POSITIONS; number++) {
            String rank = backRank(number);
            assertTrue(seen.add(rank), rank + " twice");
            int firstBishop = rank.indexOf('B');
            int secondBishop = rank.lastIndexOf('B');
            assertEquals(1, (firstBishop + secondBishop) % 2, rank + ": bishops on opposite colours");
            int king = rank.indexOf('K');
            assertTrue(rank.indexOf('R') < king && king < rank.lastIndexOf('R'), rank);
            Position position = Chess960.startPosition(number);
            assertEquals(15, position.castlingRights());
            assertEquals(rank.lastIndexOf('R'), position.castlingRookSquare(Position.WHITE_KING_SIDE));
            assertEquals(56 + rank.indexOf('R'), position.castlingRookSquare(Position.BLACK_QUEEN_SIDE));
            assertEquals(position.computeKey(), position.key());
        }
    }

    @Test
    void numbersOutsideTheRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Chess960.startPosition(-1));
        assertThrows(IllegalArgumentException.class, () -> Chess960.startPosition(960));
    }

    private static String backRank(int number) {
        StringBuilder sb = new StringBuilder();
        for (int type : Chess960.backRank(number)) {
            sb.append(Piece.toChar(Piece.make(Piece.WHITE, type)));
        }
        return sb.toString();
    }
}

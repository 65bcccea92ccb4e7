package jamboree.engine.perft;

import jamboree.engine.board.Chess960;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The shipped Chess960 perft suite: 24 published positions, every count to depth 5 (about 430 million leaves, a
 * few seconds with bulk counting); depth 6 is left to {@code jamboree perft --suite}.
 */
class Chess960PerftTest {
    private static final int MAX_DEPTH = 5;

    @TestFactory
    List<DynamicTest> everyPublishedCountToDepthFive() {
        List<PerftSuite.Entry> entries = PerftSuite.parse(ShippedSuites.text(ShippedSuites.CHESS960_PERFT),
                ShippedSuites.CHESS960_PERFT);
        assertEquals(24, entries.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftSuite.Entry entry : entries) {
            for (Map.Entry<Integer, Long> count : entry.counts().entrySet()) {
                if (count.getKey() <= MAX_DEPTH) {
                    tests.add(DynamicTest.dynamicTest(entry.fen() + " depth " + count.getKey(), () -> {
                        Position position = Fen.parse(entry.fen());
                        String before = Fen.format(position);
                        long key = position.key();
                        assertEquals(count.getValue().longValue(), Perft.count(position, count.getKey()));
                        assertEquals(before, Fen.format(position), "perft leaves the position as it found it");
                        assertEquals(key, position.key());
                    }));
                }
            }
        }
        assertEquals(24 * MAX_DEPTH, tests.size());
        return tests;
    }

    @Test
    void startPositionsWithCastlingAtOnceCountIt() {
        // King f1 beside its rook on g1: O-O swaps them, legal from the first move.
        Position position = Fen.parse("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1");
        assertEquals(21, Perft.count(position, 1));
        assertEquals(Chess960.startPosition(Chess960.STANDARD_NUMBER).key(), Position.startPosition().key());
    }
}

package jamboree.engine.perft;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.NotationException;
import jamboree.engine.notation.ShippedSuites;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every count of the shipped perft.epd (610 million leaves in all, a few seconds with bulk counting); the
 * budget only guards against someone adding much deeper counts to the file.
 */
class PerftSuiteTest {
    /** Larger counts are left to {@code jamboree perft --suite}. */
    private static final long NODE_BUDGET = 250_000_000L;

    @TestFactory
    List<DynamicTest> everyCountWithinBudget() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        List<PerftSuite.Entry> entries = PerftSuite.parse(suiteText(), "perft.epd");
        assertEquals(6, entries.size());
        for (PerftSuite.Entry entry : entries) {
            for (Map.Entry<Integer, Long> count : entry.counts().entrySet()) {
                if (count.getValue() <= NODE_BUDGET) {
                    tests.add(DynamicTest.dynamicTest(entry.fen() + " depth " + count.getKey(), () -> {
                        Position position = Fen.parse(entry.fen());
                        String before = Fen.format(position);
                        assertEquals(count.getValue().longValue(), Perft.count(position, count.getKey()));
                        assertEquals(before, Fen.format(position), "perft leaves the position as it found it");
                    }));
                }
            }
        }
        assertEquals(32, tests.size(), "every count of the file is within the budget");
        return tests;
    }

    @Test
    void divideSumsToTheCountAndListsEveryRootMove() {
        Perft perft = new Perft(Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 3);
        Perft.Divide divide = perft.divide(3);
        assertEquals(48, divide.moves().length);
        assertEquals(97862L, divide.total());
    }

    @Test
    void depthZeroIsOneNode() {
        assertEquals(1L, Perft.count(Position.startPosition(), 0));
    }

    @Test
    void malformedSuiteLinesAreNamed() {
        NotationException e = assertThrows(NotationException.class,
                () -> PerftSuite.parse("# c\n" + Fen.START + " ;D1 20 ;D2 x\n", "s.epd"));
        assertTrue(e.getMessage().contains("s.epd line 2"), e.getMessage());
        assertTrue(e.getMessage().contains("D2 x"), e.getMessage());
        NotationException noCounts = assertThrows(NotationException.class,
                () -> PerftSuite.parse(Fen.START + "\n", "s.epd"));
        assertTrue(noCounts.getMessage().contains("no ';D<depth> <nodes>'"), noCounts.getMessage());
        NotationException badFen = assertThrows(NotationException.class,
                () -> PerftSuite.parse("8/8/8/8/8/8/8/8 w - - ;D1 1\n", "s.epd"));
        assertTrue(badFen.getMessage().startsWith("s.epd line 1: FEN field 1"), badFen.getMessage());
        NotationException huge = assertThrows(NotationException.class,
                () -> PerftSuite.parse(Fen.START + " ;D1 99999999999999999999\n", "s.epd"));
        assertTrue(huge.getMessage().contains("too large"), huge.getMessage());
        NotationException twice = assertThrows(NotationException.class,
                () -> PerftSuite.parse(Fen.START + " ;D1 20 ;D1 21\n", "s.epd"));
        assertTrue(twice.getMessage().contains("depth 1 given twice"), twice.getMessage());
        assertFalse(PerftSuite.parse(Fen.START + " ;D1 20\n", "ok").isEmpty());
    }

    static String suiteText() {
        String text = ShippedSuites.text(ShippedSuites.PERFT);
        assertNotNull(text, "perft.epd on the classpath");
        return text;
    }
}

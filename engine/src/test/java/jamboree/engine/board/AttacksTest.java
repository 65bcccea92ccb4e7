package jamboree.engine.board;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class AttacksTest {

    @Test
    void storedMagicsAreWhatTheFixedSeedSearchFinds() {
        long[][] found = Attacks.findMagics(Attacks.MAGIC_SEED);
        long[][] stored = Attacks.storedMagics();
        assertArrayEquals(stored[0], found[0], "rook magics");
        assertArrayEquals(stored[1], found[1], "bishop magics");
    }

    @Test
    void sliderLookupsMatchTheSlowReferenceOnRandomOccupancies() {
        Random random = new Random(3L);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int square = random.nextInt(64);
            assertEquals(Attacks.slide(square, occupied, Attacks.ROOK_DIRS), Attacks.rook(square, occupied));
            assertEquals(Attacks.slide(square, occupied, Attacks.BISHOP_DIRS), Attacks.bishop(square, occupied));
        }
    }

    @Test
    void betweenAndLine() {
        int a1 = Square.parse("a1");
        int h8 = Square.parse("h8");
        int e1 = Square.parse("e1");
        assertEquals(0x0040201008040200L, Attacks.between(a1, h8));
        assertEquals(0x8040201008040201L, Attacks.line(a1, h8));
        assertEquals(0x0EL, Attacks.between(a1, e1));
        assertEquals(0L, Attacks.between(a1, Square.parse("b3")));
        assertEquals(0L, Attacks.line(a1, Square.parse("b3")));
        assertEquals(Attacks.RANK_1, Attacks.line(e1, a1));
    }
}

package jamboree.engine.eval;

/**
 * A middlegame and an endgame value in one {@code int}, so that every term is added once and the two phases are
 * blended at the end. The endgame half sits in the low 16 bits as a signed short; the middlegame half above it,
 * corrected for the borrow a negative endgame half causes.
 */
final class Packed {
    private Packed() {
    }

    static int of(int mg, int eg) {
        return (mg << 16) + eg;
    }

    static int mg(int packed) {
        return (packed + 0x8000) >> 16;
    }

    static int eg(int packed) {
        return (short) packed;
    }
}

package jamboree.engine.board;

/**
 * Zobrist keys from a fixed seed, so that keys (and therefore transposition-table behaviour and every
 * simulated run) are the same on every host.
 */
public final class Zobrist {
    /** Indexed {@code piece * 64 + square} with {@code piece = color * 8 + type}. */
    static final long[] PIECE_SQUARE = new long[16 * 64];
    static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;
    /**
     * Key of castling right {@code r} (the bit order of {@link Position#castlingRights()}) with its rook on file
     * {@code f}, indexed {@code r * 8 + f}: Chess960 rights differ by the rook's file. The corner file's key is the
     * standard single-right key, so a set of standard rights keeps the key (the XOR of its rights) it always had;
     * {@link CastlingRules} makes the sets.
     */
    private static final long[] CASTLING_RIGHT = new long[32];

    static {
        Attacks.SplitMix random = new Attacks.SplitMix(0x1A4B_0C57_A27EL);
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = random.next();
        }
        long[] single = new long[4];
        for (int i = 0; i < 4; i++) {
            single[i] = random.next();
        }
        for (int i = 0; i < 8; i++) {
            EN_PASSANT_FILE[i] = random.next();
        }
        BLACK_TO_MOVE = random.next();
        // Drawn after all the others, so that every standard key stays what it was.
        for (int right = 0; right < 4; right++) {
            int cornerFile = (right & 1) == 0 ? 7 : 0;
            for (int file = 0; file < 8; file++) {
                CASTLING_RIGHT[right * 8 + file] = file == cornerFile ? single[right] : random.next();
            }
        }
    }

    private Zobrist() {
    }

    /** Key of one castling right (0..3, bit index in {@link Position#castlingRights()}) whose rook is on {@code file}. */
    static long castlingRight(int right, int file) {
        return CASTLING_RIGHT[right * 8 + file];
    }

    public static long pieceSquare(int piece, int square) {
        return PIECE_SQUARE[(piece << 6) | square];
    }
}

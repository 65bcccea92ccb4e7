package jamboree.engine.board;

/**
 * Attack bitboards: table look-ups for knights, kings and pawns, magic bitboards for sliders, and the
 * between/line tables that pin and check masks are built from.
 *
 * <p>The magic multipliers are searched for at class initialisation with a fixed-seed generator, so every
 * run on every host builds the same tables (about a tenth of a second, once per JVM).
 */
public final class Attacks {
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;
    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** Indexed {@code color * 64 + square}: the squares a pawn of that colour on that square attacks. */
    private static final long[] PAWN = new long[128];
    private static final long[] ROOK_EMPTY = new long[64];
    private static final long[] BISHOP_EMPTY = new long[64];
    /** Squares strictly between two squares on a common line, else 0; indexed {@code a * 64 + b}. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line through two squares (both included) when they share one, else 0. */
    private static final long[] LINE = new long[64 * 64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            for (int[] s : KNIGHT_STEPS) {
                KNIGHT[sq] |= bitIfOnBoard(f + s[0], r + s[1]);
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if (df != 0 || dr != 0) {
                        KING[sq] |= bitIfOnBoard(f + df, r + dr);
                    }
                }
            }
            PAWN[sq] = bitIfOnBoard(f - 1, r + 1) | bitIfOnBoard(f + 1, r + 1);
            PAWN[64 + sq] = bitIfOnBoard(f - 1, r - 1) | bitIfOnBoard(f + 1, r - 1);
            ROOK_EMPTY[sq] = slide(sq, 0L, ROOK_DIRS);
            BISHOP_EMPTY[sq] = slide(sq, 0L, BISHOP_DIRS);
        }
        for (int a = 0; a < 64; a++) {
            for (int[][] dirs : new int[][][] {ROOK_DIRS, BISHOP_DIRS}) {
                for (int[] d : dirs) {
                    long ray = 0L;
                    int f = Square.file(a) + d[0];
                    int r = Square.rank(a) + d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int b = Square.of(f, r);
                        BETWEEN[a * 64 + b] = ray;
                        LINE[a * 64 + b] = slide(a, 0L, new int[][] {d, {-d[0], -d[1]}}) | (1L << a);
                        ray |= 1L << b;
                        f += d[0];
                        r += d[1];
                    }
                }
            }
        }
        SplitMix random = new SplitMix(0x5EED_1994_C0DEL);
        ROOK_TABLE = initMagics(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, random);
        BISHOP_TABLE = initMagics(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, random);
    }

    private Attacks() {
    }

    public static long knight(int square) {
        return KNIGHT[square];
    }

    public static long king(int square) {
        return KING[square];
    }

    /** Squares a pawn of {@code color} standing on {@code square} attacks. */
    public static long pawn(int color, int square) {
        return PAWN[(color << 6) | square];
    }

    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /** Rook attacks on an empty board. */
    public static long rookEmpty(int square) {
        return ROOK_EMPTY[square];
    }

    /** Bishop attacks on an empty board. */
    public static long bishopEmpty(int square) {
        return BISHOP_EMPTY[square];
    }

    public static long between(int a, int b) {
        return BETWEEN[(a << 6) | b];
    }

    public static long line(int a, int b) {
        return LINE[(a << 6) | b];
    }

    /** Attacks of a non-pawn piece type from a square. */
    public static long of(int type, int square, long occupied) {
        switch (type) {
            case Piece.KNIGHT:
                return KNIGHT[square];
            case Piece.BISHOP:
                return bishop(square, occupied);
            case Piece.ROOK:
                return rook(square, occupied);
            case Piece.QUEEN:
                return queen(square, occupied);
            case Piece.KING:
                return KING[square];
            default:
                throw new IllegalArgumentException("no attack table for piece type " + type);
        }
    }

    private static long bitIfOnBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? 1L << Square.of(file, rank) : 0L;
    }

    /** Slow reference slider attacks, used only to build the tables. */
    private static long slide(int square, long occupied, int[][] dirs) {
        long attacks = 0L;
        for (int[] d : dirs) {
            int f = Square.file(square) + d[0];
            int r = Square.rank(square) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << Square.of(f, r);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    private static long[] initMagics(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets,
                                     SplitMix random) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            long edges = ((RANK_1 | RANK_8) & ~(RANK_1 << (8 * Square.rank(sq))))
                    | ((FILE_A | FILE_H) & ~(FILE_A << Square.file(sq)));
            masks[sq] = slide(sq, 0L, dirs) & ~edges;
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = total;
            total += 1 << bits;
        }
        long[] table = new long[total];
        long[] occupancies = new long[4096];
        long[] reference = new long[4096];
        int[] epoch = new int[4096];
        int attempt = 0;
        for (int sq = 0; sq < 64; sq++) {
            int size = 0;
            long subset = 0L;
            // Carry-rippler: enumerates every subset of the mask.
            do {
                occupancies[size] = subset;
                reference[size] = slide(sq, subset, dirs);
                size++;
                subset = (subset - masks[sq]) & masks[sq];
            } while (subset != 0L);
            while (true) {
                long magic;
                do {
                    magic = random.next() & random.next() & random.next();
                } while (Long.bitCount((masks[sq] * magic) >>> 56) < 6);
                attempt++;
                boolean ok = true;
                for (int i = 0; i < size && ok; i++) {
                    int index = (int) ((occupancies[i] * magic) >>> shifts[sq]);
                    int slot = offsets[sq] + index;
                    if (epoch[index] < attempt) {
                        epoch[index] = attempt;
                        table[slot] = reference[i];
                    } else if (table[slot] != reference[i]) {
                        ok = false;
                    }
                }
                if (ok) {
                    magics[sq] = magic;
                    break;
                }
            }
        }
        return table;
    }

    /** A tiny fixed-seed generator so that the magics do not depend on the host. */
    static final class SplitMix {
        private long state;

        SplitMix(long seed) {
            state = seed;
        }

        long next() {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }
}

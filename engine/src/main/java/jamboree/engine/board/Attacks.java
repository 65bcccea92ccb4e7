package jamboree.engine.board;

/**
 * Attack bitboards: table look-ups for knights, kings and pawns, magic bitboards for sliders, and the
 * between/line tables that pin and check masks are built from.
 *
 * <p>The magic multipliers come from a fixed-seed search ({@link #findMagics}) whose result is stored here,
 * so start-up only fills the tables; filling checks every magic and would fail loudly on a bad one.
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
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    /** Found by {@link #findMagics} with {@link #MAGIC_SEED}; a test checks that the search still yields them. */
    private static final long[] ROOK_MAGIC = {
            0x2480008424104000L, 0x214000A00040D000L, 0x0A8020000A100080L, 0x0200060040200811L,
            0x0200020020AC9058L, 0x1300010004001A08L, 0x0880020011000080L, 0x2080010000204080L,
            0x0004800088204000L, 0x0102804004200080L, 0x1880802000801008L, 0x0054801004880082L,
            0x0044808084000800L, 0x460E000448420030L, 0x00730002000C0900L, 0x0401000100104092L,
            0x62008A8000400021L, 0x8490004000402000L, 0x0208110020004500L, 0x4C2800800C100080L,
            0x240E020008201004L, 0x0001010008020400L, 0x08D0040002210830L, 0x005C020000408104L,
            0x0940018180004030L, 0x0020002140100044L, 0x0000100680200080L, 0x1108000880100080L,
            0x0001000500080010L, 0x0098040080800200L, 0x1012000200080104L, 0x40000122001280C4L,
            0x4000400082800020L, 0x0410042008400444L, 0x0020200080801000L, 0x4400801004800800L,
            0x0405000801001004L, 0x400C008004800200L, 0x0800A25004004841L, 0x40021C0282002341L,
            0x0000800040008020L, 0x8020025004644000L, 0x000C108200460020L, 0x100840200A020010L,
            0x0022001020060009L, 0x0404408420280110L, 0x000A0009944A0008L, 0x0404105081020014L,
            0x8082205104800100L, 0x4880804004200A80L, 0x4050410220001100L, 0x0098080080100080L,
            0x0001001048020500L, 0x00A0040002008080L, 0x210C101102380400L, 0x0905800041000080L,
            0x2844110180042143L, 0x0002008040210012L, 0x0842110120000A43L, 0x0402002004081042L,
            0x000A0010200508C2L, 0x4265000400080201L, 0x240C080200811044L, 0x00104A80290408C2L,
    };
    /** As {@link #ROOK_MAGIC}, continuing the same random stream. */
    private static final long[] BISHOP_MAGIC = {
            0x0088108082004200L, 0x0010900480828401L, 0x2104880081000004L, 0x0008208029002002L,
            0x0221104001010300L, 0x0068224820000400L, 0x00E1280210050010L, 0x0208820101014040L,
            0x6040214410008108L, 0x0C00102101012202L, 0x00C1040B04111420L, 0x0018240428810011L,
            0x01200A0211802000L, 0x6000021230240080L, 0x0001010082104000L, 0x0010002208040400L,
            0x0004054049020400L, 0x000480A084108210L, 0x1010000200220221L, 0x4110292D04018000L,
            0x0008810400A08800L, 0x0C2200030080AC40L, 0xC08C800206016000L, 0x0000200094051804L,
            0x044861000420022EL, 0x510109401408181CL, 0x0428040208082A20L, 0x0044040000401080L,
            0xC042840002802000L, 0x540040800100A000L, 0x2000809092021000L, 0x2042044080840090L,
            0x24089A4100100400L, 0x0001011014204448L, 0x0022002400420800L, 0x0030600800030104L,
            0x0804010010040040L, 0x0801004203030104L, 0x80820C21000C4800L, 0x00820A0044021050L,
            0x0142482008004500L, 0x02A40A0994009028L, 0x0000804A40401800L, 0x10D700C010486202L,
            0x86500C0094001601L, 0x0589213004800100L, 0x0410022084000121L, 0x0001540484894201L,
            0x000980C420608804L, 0x0280410421604001L, 0x1000010080902004L, 0x00000109420A0208L,
            0xA24508C090411010L, 0x840028B109020110L, 0x02400CC10E320000L, 0x008801410A060000L,
            0x201A010042500410L, 0x4640008208014480L, 0x00C5800242109040L, 0x0800080580841101L,
            0x2000001310020211L, 0x0400242102022200L, 0x2A00411104108080L, 0x1010020808003240L,
    };

    /** Seed of the fixed-seed search that found the magics above. */
    static final long MAGIC_SEED = 0x5EED_1994_C0DEL;

    static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
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
        int rookSize = initMasks(ROOK_DIRS, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET);
        int bishopSize = initMasks(BISHOP_DIRS, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET);
        ROOK_TABLE = fillTable(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, rookSize);
        BISHOP_TABLE = fillTable(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, bishopSize);
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

    /** Copies of the stored magics, {rook, bishop}, for tests. */
    static long[][] storedMagics() {
        return new long[][] {ROOK_MAGIC.clone(), BISHOP_MAGIC.clone()};
    }

    /** Slow reference slider attacks: builds the tables, and tests compare against it. */
    static long slide(int square, long occupied, int[][] dirs) {
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

    /** Relevant-occupancy masks (edges excluded), shifts and table offsets; returns the table size. */
    private static int initMasks(int[][] dirs, long[] masks, int[] shifts, int[] offsets) {
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
        return total;
    }

    /** Fills the attack table for the given magics, failing loudly if one of them does not work. */
    private static long[] fillTable(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets, int size) {
        long[] table = new long[size];
        boolean[] used = new boolean[size];
        for (int sq = 0; sq < 64; sq++) {
            long subset = 0L;
            do {
                long attacks = slide(sq, subset, dirs);
                int slot = offsets[sq] + (int) ((subset * magics[sq]) >>> shifts[sq]);
                if (used[slot] && table[slot] != attacks) {
                    throw new IllegalStateException("magic for square " + Square.name(sq) + " collides");
                }
                used[slot] = true;
                table[slot] = attacks;
                subset = (subset - masks[sq]) & masks[sq];
            } while (subset != 0L);
        }
        return table;
    }

    /**
     * The fixed-seed search that produced {@link #ROOK_MAGIC} and {@link #BISHOP_MAGIC} (rooks first, then
     * bishops from the same stream): sparse random candidates until one maps every occupancy subset without a
     * harmful collision. Too slow for every start-up (most of a second before the JIT warms up), so its result
     * is stored; tests re-run it.
     *
     * @return {rook magics, bishop magics}
     */
    static long[][] findMagics(long seed) {
        SplitMix random = new SplitMix(seed);
        long[][] result = new long[2][];
        int[][][] dirSets = {ROOK_DIRS, BISHOP_DIRS};
        for (int piece = 0; piece < 2; piece++) {
            long[] masks = new long[64];
            int[] shifts = new int[64];
            initMasks(dirSets[piece], masks, shifts, new int[64]);
            long[] magics = new long[64];
            long[] occupancies = new long[4096];
            long[] reference = new long[4096];
            long[] seen = new long[4096];
            int[] epoch = new int[4096];
            int attempt = 0;
            for (int sq = 0; sq < 64; sq++) {
                int size = 0;
                long subset = 0L;
                do {
                    occupancies[size] = subset;
                    reference[size] = slide(sq, subset, dirSets[piece]);
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
                        if (epoch[index] < attempt) {
                            epoch[index] = attempt;
                            seen[index] = reference[i];
                        } else if (seen[index] != reference[i]) {
                            ok = false;
                        }
                    }
                    if (ok) {
                        magics[sq] = magic;
                        break;
                    }
                }
            }
            result[piece] = magics;
        }
        return result;
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

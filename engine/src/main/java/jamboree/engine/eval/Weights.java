package jamboree.engine.eval;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Square;

/**
 * Every number of the evaluation, in centipawns, as packed (middlegame, endgame) pairs. The piece-square tables
 * are generated from a few geometric ideas (centralisation, advancement, king shelter) rather than typed in, so
 * each value can be explained by the formula that produced it.
 */
final class Weights {
    private Weights() {
    }

    /** Material by piece type (index 0 unused, king 0). */
    static final int[] MATERIAL = {
            0,
            Packed.of(82, 104),
            Packed.of(325, 305),
            Packed.of(338, 322),
            Packed.of(478, 545),
            Packed.of(985, 1015),
            0,
    };

    /** Game phase weight of each piece type; the start position sums to {@link #PHASE_TOTAL}. */
    static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    static final int BISHOP_PAIR = Packed.of(28, 52);
    static final int TEMPO = Packed.of(12, 6);

    static final int ROOK_OPEN_FILE = Packed.of(26, 10);
    static final int ROOK_HALF_OPEN_FILE = Packed.of(12, 7);
    static final int ROOK_ON_SEVENTH = Packed.of(14, 22);
    /** A minor or major piece attacked by an enemy pawn: it must move, and often cannot without loss. */
    static final int ATTACKED_BY_PAWN = Packed.of(-38, -30);
    /** A knight or bishop on a square no enemy pawn can ever attack, protected by an own pawn. */
    static final int OUTPOST = Packed.of(18, 8);

    /** Mobility per reachable square beyond a typical count, by piece type. */
    static final int[] MOBILITY_UNIT = {0, 0, Packed.of(4, 4), Packed.of(5, 5), Packed.of(2, 5), Packed.of(1, 2), 0};
    static final int[] MOBILITY_TYPICAL = {0, 0, 4, 6, 7, 13, 0};

    // Pawn structure.
    static final int DOUBLED = Packed.of(-9, -22);
    static final int ISOLATED = Packed.of(-11, -14);
    static final int BACKWARD = Packed.of(-7, -9);
    static final int PROTECTED = Packed.of(7, 6);
    static final int PHALANX = Packed.of(5, 4);
    /** Passed pawn by rank seen from its own side (index 1 = second rank .. 6 = seventh). */
    static final int[] PASSED = {
            0,
            Packed.of(2, 8),
            Packed.of(5, 14),
            Packed.of(12, 28),
            Packed.of(30, 52),
            Packed.of(58, 92),
            Packed.of(96, 150),
            0,
    };
    /** Endgame bonus per rank-weighted square of king distance: own king near the stop square, enemy king far. */
    static final int PASSED_ENEMY_KING_DISTANCE = 5;
    static final int PASSED_OWN_KING_DISTANCE = 2;
    /** Extra endgame bonus when the path to promotion is empty, per rank weight. */
    static final int PASSED_FREE_PATH = 6;
    /** Fraction (in 64ths) of the passed-pawn bonus kept when the stop square is occupied. */
    static final int PASSED_BLOCKED_KEEP = 40;
    static final int UNSTOPPABLE = 550;

    // King safety.
    /** Weight of an attacker on the king zone, by piece type. */
    static final int[] KING_ATTACK_WEIGHT = {0, 0, 3, 3, 4, 6, 0};
    static final int SHIELD_NEAR = 14;
    static final int SHIELD_FAR = 7;
    static final int SHIELD_MISSING = -12;
    static final int KING_OPEN_FILE = -14;

    /** Piece-square tables by coloured piece ({@code Piece.make(color, type)}), 64 packed values each. */
    static final int[][] PST = new int[16][64];

    static {
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            for (int square = 0; square < 64; square++) {
                int value = whitePst(type, Square.file(square), Square.rank(square));
                PST[Piece.make(Piece.WHITE, type)][square] = value;
                PST[Piece.make(Piece.BLACK, type)][square ^ 56] = value;
            }
        }
    }

    private static int whitePst(int type, int file, int rank) {
        // Twice the Manhattan distance from the centre point: 2 on the four centre squares, 14 in a corner.
        int centre = Math.abs(2 * file - 7) + Math.abs(2 * rank - 7);
        boolean centralFile = file == 3 || file == 4;
        switch (type) {
            case Piece.PAWN: {
                if (rank == 0 || rank == 7) {
                    return 0;
                }
                int mg = (rank - 1) * 3 + (centralFile ? 4 * Math.min(rank, 4) - 4 : 0)
                        - (file == 0 || file == 7 ? 4 : 0);
                int eg = (rank - 1) * 4;
                return Packed.of(mg, eg);
            }
            case Piece.KNIGHT:
                return Packed.of(24 - 3 * centre - (rank == 0 ? 8 : 0), 18 - 3 * centre);
            case Piece.BISHOP: {
                boolean longDiagonal = file == rank || file == 7 - rank;
                return Packed.of(12 - 2 * centre + (longDiagonal ? 7 : 0) - (rank == 0 ? 5 : 0), 10 - 2 * centre);
            }
            case Piece.ROOK:
                return Packed.of((rank == 6 ? 12 : 0) + (centralFile ? 6 : 0) - (file == 0 || file == 7 ? 3 : 0),
                        rank == 6 ? 8 : 0);
            case Piece.QUEEN:
                return Packed.of(6 - centre, 14 - 2 * centre);
            case Piece.KING: {
                int mg;
                if (rank == 0) {
                    mg = file == 6 || file == 1 ? 28 : file == 7 || file == 0 || file == 2 ? 18 : file == 4 ? 0 : -8;
                } else if (rank == 1) {
                    mg = file == 6 || file == 1 || file == 7 || file == 0 ? 0 : -18;
                } else {
                    mg = -30 - 12 * (rank - 2);
                }
                return Packed.of(mg, 30 - 4 * centre);
            }
            default:
                return 0;
        }
    }
}

package jamboree.engine.eval;

import jamboree.engine.board.Attacks;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * The static evaluation: centipawns from the side to move's view. Middlegame and endgame values are summed
 * separately (see {@link Packed}) and blended by how much non-pawn material is left; the result is scaled down in
 * endings that are hard to win.
 *
 * <p>The pawn structure is cached, and the cache is either the evaluator's own or its thread's. An evaluator with
 * its own cache is not thread-safe: one per searching thread. Evaluators that {@link #sharingThreadCache share their
 * thread's} suit many searchers that one host thread runs in turn, as a simulated machine's nodes are: with a cache
 * each, 512 nodes keep 256 MB of caches, far beyond the host's, and most probes miss; sharing keeps one per host
 * thread, warm. The cache remembers a pure function of the two pawn sets, so which cache answers never changes a
 * score. Allocates nothing (after a thread's first evaluation).
 */
public final class Evaluator {
    /** Non-pawn material in the units the drawish-ending rules use. */
    private static final int[] PIECE_UNITS = {0, 0, 3, 3, 5, 9, 0};
    /** The caches of evaluators that share their thread's, one per thread that evaluates with them. */
    private static final ThreadLocal<PawnStructure> THREAD_CACHES = ThreadLocal.withInitial(PawnStructure::new);

    /** This evaluator's own cache; null when it uses the calling thread's. */
    private final PawnStructure ownCache;

    /** Game phase summed by {@link #sideScore} during one call. */
    private int phase;

    /** An evaluator with a pawn-structure cache of its own. */
    public Evaluator() {
        this(new PawnStructure());
    }

    private Evaluator(PawnStructure ownCache) {
        this.ownCache = ownCache;
    }

    /** An evaluator that uses the pawn-structure cache of the thread calling it, which it shares with its kind. */
    public static Evaluator sharingThreadCache() {
        return new Evaluator(null);
    }

    /** Scores the position for the side to move. */
    public int evaluate(Position position) {
        long occupied = position.occupied();
        long whitePawns = position.pieces(Piece.WHITE, Piece.PAWN);
        long blackPawns = position.pieces(Piece.BLACK, Piece.PAWN);
        long majorsAndMinors = occupied & ~(whitePawns | blackPawns)
                & ~(position.pieces(Piece.WHITE, Piece.KING) | position.pieces(Piece.BLACK, Piece.KING));
        if ((whitePawns | blackPawns) == 0 && insufficientMaterial(position, majorsAndMinors)) {
            return 0;
        }

        phase = 0;
        PawnStructure pawnStructure = ownCache != null ? ownCache : THREAD_CACHES.get();
        int score = pawnStructure.probe(whitePawns, blackPawns);
        long passed = pawnStructure.passed;
        score += sideScore(position, Piece.WHITE, passed) - sideScore(position, Piece.BLACK, passed);
        score += position.sideToMove() == Piece.WHITE ? Weights.TEMPO : -Weights.TEMPO;

        int gamePhase = Math.min(phase, Weights.PHASE_TOTAL);
        int mg = Packed.mg(score);
        int eg = Packed.eg(score);
        int blended = (mg * gamePhase + eg * (Weights.PHASE_TOTAL - gamePhase)) / Weights.PHASE_TOTAL;
        blended = blended * endgameScale(position, blended > 0 ? Piece.WHITE : Piece.BLACK) / 64;
        return position.sideToMove() == Piece.WHITE ? blended : -blended;
    }

    private int sideScore(Position position, int color, long passed) {
        int enemy = color ^ 1;
        long occupied = position.occupied();
        long own = position.occupancy(color);
        long ownPawns = position.pieces(color, Piece.PAWN);
        long enemyPawns = position.pieces(enemy, Piece.PAWN);
        long enemyPawnAttacks = Bitboards.pawnAttacks(enemy, enemyPawns);
        long ownPawnAttacks = Bitboards.pawnAttacks(color, ownPawns);
        long mobilityArea = ~own & ~enemyPawnAttacks;
        int ownKing = Long.numberOfTrailingZeros(position.pieces(color, Piece.KING));
        int enemyKing = Long.numberOfTrailingZeros(position.pieces(enemy, Piece.KING));
        long enemyKingZone = Attacks.king(enemyKing) | (1L << enemyKing);
        int[] pst;

        int score = 0;
        int kingAttackers = 0;
        int kingDanger = 0;

        pst = Weights.PST[Piece.make(color, Piece.PAWN)];
        for (long bb = ownPawns; bb != 0; bb &= bb - 1) {
            score += Weights.MATERIAL[Piece.PAWN] + pst[Long.numberOfTrailingZeros(bb)];
        }

        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long pieces = position.pieces(color, type);
            if (pieces == 0) {
                continue;
            }
            pst = Weights.PST[Piece.make(color, type)];
            int count = Long.bitCount(pieces);
            phase += Weights.PHASE[type] * count;
            score += Weights.MATERIAL[type] * count;
            score += Weights.ATTACKED_BY_PAWN * Long.bitCount(pieces & enemyPawnAttacks);
            int unit = Weights.MOBILITY_UNIT[type];
            int typical = Weights.MOBILITY_TYPICAL[type];
            for (long bb = pieces; bb != 0; bb &= bb - 1) {
                int square = Long.numberOfTrailingZeros(bb);
                score += pst[square];
                long attacks = Attacks.of(type, square, occupied);
                score += unit * (Long.bitCount(attacks & mobilityArea) - typical);
                long zoneHits = attacks & enemyKingZone;
                if (zoneHits != 0) {
                    kingAttackers++;
                    kingDanger += Weights.KING_ATTACK_WEIGHT[type] * Long.bitCount(zoneHits);
                }
                if (type <= Piece.BISHOP) {
                    int relative = Bitboards.relativeRank(color, square);
                    if (relative >= 3 && relative <= 5 && ((1L << square) & ownPawnAttacks) != 0
                            && (Bitboards.PASSED_SPAN[color][square] & Bitboards.ADJACENT_FILES[square & 7]
                            & enemyPawns) == 0) {
                        score += Weights.OUTPOST;
                    }
                } else if (type == Piece.ROOK) {
                    long file = Bitboards.FILE[square & 7];
                    if ((file & ownPawns) == 0) {
                        score += (file & enemyPawns) == 0 ? Weights.ROOK_OPEN_FILE : Weights.ROOK_HALF_OPEN_FILE;
                    }
                    if (Bitboards.relativeRank(color, square) == 6
                            && Bitboards.relativeRank(color, enemyKing) == 7) {
                        score += Weights.ROOK_ON_SEVENTH;
                    }
                }
            }
            if (type == Piece.BISHOP && count >= 2) {
                score += Weights.BISHOP_PAIR;
            }
        }

        score += Weights.PST[Piece.make(color, Piece.KING)][ownKing];

        if (kingAttackers >= 2 && position.pieces(color, Piece.QUEEN) != 0) {
            score += Packed.of(Math.min(kingDanger * kingDanger / 7, 650), 0);
        } else if (kingAttackers >= 1) {
            score += Packed.of(kingDanger, 0);
        }

        score += Packed.of(kingShelter(color, ownKing, ownPawns, enemyPawns), 0);
        score += passedPawns(position, color, passed & ownPawns, ownKing, enemyKing, occupied);
        return score;
    }

    /** Middlegame value of the pawns in front of a castled or back-rank king. */
    private static int kingShelter(int color, int king, long ownPawns, long enemyPawns) {
        int kingRank = Bitboards.relativeRank(color, king);
        if (kingRank > 1) {
            return 0;
        }
        int kingFile = king & 7;
        int shelter = 0;
        for (int file = Math.max(0, kingFile - 1); file <= Math.min(7, kingFile + 1); file++) {
            long pawnsOnFile = ownPawns & Bitboards.FILE[file];
            if (pawnsOnFile == 0) {
                shelter += Weights.SHIELD_MISSING;
                if ((enemyPawns & Bitboards.FILE[file]) == 0) {
                    shelter += Weights.KING_OPEN_FILE;
                }
                continue;
            }
            int nearest = color == Piece.WHITE
                    ? Long.numberOfTrailingZeros(pawnsOnFile)
                    : 63 - Long.numberOfLeadingZeros(pawnsOnFile);
            int distance = Bitboards.relativeRank(color, nearest) - kingRank;
            shelter += distance == 1 ? Weights.SHIELD_NEAR : distance == 2 ? Weights.SHIELD_FAR : Weights.SHIELD_MISSING / 2;
        }
        return shelter;
    }

    private static int passedPawns(Position position, int color, long passers, int ownKing, int enemyKing,
                                   long occupied) {
        if (passers == 0) {
            return 0;
        }
        int enemy = color ^ 1;
        boolean enemyHasPieces = (position.occupancy(enemy) & ~position.pieces(enemy, Piece.PAWN)
                & ~position.pieces(enemy, Piece.KING)) != 0;
        int score = 0;
        for (long bb = passers; bb != 0; bb &= bb - 1) {
            int square = Long.numberOfTrailingZeros(bb);
            int rank = Bitboards.relativeRank(color, square);
            int bonus = Weights.PASSED[rank];
            int stop = color == Piece.WHITE ? square + 8 : square - 8;
            int weight = Math.max(0, rank - 2);
            int eg = 0;
            if (((1L << stop) & occupied) != 0) {
                bonus = Packed.of(Packed.mg(bonus) * Weights.PASSED_BLOCKED_KEEP / 64,
                        Packed.eg(bonus) * Weights.PASSED_BLOCKED_KEEP / 64);
            } else if ((Bitboards.FRONT_SPAN[color][square] & occupied) == 0) {
                eg += Weights.PASSED_FREE_PATH * weight;
            }
            eg += (Weights.PASSED_ENEMY_KING_DISTANCE * Bitboards.distance(enemyKing, stop)
                    - Weights.PASSED_OWN_KING_DISTANCE * Bitboards.distance(ownKing, stop)) * weight;
            if (!enemyHasPieces && (Bitboards.FRONT_SPAN[color][square] & occupied) == 0) {
                int promotion = color == Piece.WHITE ? 56 + (square & 7) : square & 7;
                int pawnDistance = Math.min(5, 7 - rank);
                int kingDistance = Bitboards.distance(enemyKing, promotion)
                        - (position.sideToMove() == enemy ? 1 : 0);
                if (kingDistance > pawnDistance) {
                    eg += Weights.UNSTOPPABLE;
                }
            }
            score += bonus + Packed.of(0, eg);
        }
        return score;
    }

    /** Bare kings, or kings with at most one minor piece each: no side can mate. */
    private static boolean insufficientMaterial(Position position, long pieces) {
        if ((position.pieces(Piece.WHITE, Piece.ROOK) | position.pieces(Piece.BLACK, Piece.ROOK)
                | position.pieces(Piece.WHITE, Piece.QUEEN) | position.pieces(Piece.BLACK, Piece.QUEEN)) != 0) {
            return false;
        }
        long white = pieces & position.occupancy(Piece.WHITE);
        long black = pieces & position.occupancy(Piece.BLACK);
        return Long.bitCount(white) <= 1 && Long.bitCount(black) <= 1;
    }

    /**
     * How much of the advantage of {@code strong} is real, in 64ths: less when it has no pawns left to
     * promote and is at most a minor piece up, or when only opposite-coloured bishops remain.
     */
    private static int endgameScale(Position position, int strong) {
        int weak = strong ^ 1;
        long strongPawns = position.pieces(strong, Piece.PAWN);
        int strongUnits = units(position, strong);
        int weakUnits = units(position, weak);
        if (strongPawns == 0) {
            if (strongUnits - weakUnits <= 3) {
                return strongUnits <= 3 ? 0 : 10;
            }
            if (weakUnits == 0 && strongUnits == 6
                    && Long.bitCount(position.pieces(strong, Piece.KNIGHT)) == 2) {
                return 0;
            }
        }
        long whiteBishops = position.pieces(Piece.WHITE, Piece.BISHOP);
        long blackBishops = position.pieces(Piece.BLACK, Piece.BISHOP);
        if (Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1
                && squareColour(whiteBishops) != squareColour(blackBishops)) {
            return strongUnits == 3 && weakUnits == 3 ? 26 : 48;
        }
        return 64;
    }

    private static int units(Position position, int color) {
        int units = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            units += PIECE_UNITS[type] * Long.bitCount(position.pieces(color, type));
        }
        return units;
    }

    private static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private static int squareColour(long bishop) {
        return (bishop & DARK_SQUARES) != 0 ? 1 : 0;
    }
}

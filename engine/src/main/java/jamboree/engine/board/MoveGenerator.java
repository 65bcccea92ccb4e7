package jamboree.engine.board;

/**
 * Legal move generation into caller-owned {@code int[]} buffers (no allocation).
 *
 * <p>Moves are legal by construction: the king never steps onto an attacked square (tested with the king
 * removed from the board, so that it cannot hide behind itself), in check every other piece must land on
 * the check mask (capture the checker or block its ray), double check leaves only king moves, and a pinned
 * piece stays on the line through its king and pinner. En passant, which removes two pieces from one rank,
 * is checked by looking at the king's attackers on the board as it would be after the capture.
 *
 * <p>Buffers of {@link #MAX_MOVES} entries always suffice.
 */
public final class MoveGenerator {
    /** More than the 218 legal moves of the richest known position. */
    public static final int MAX_MOVES = 256;

    private static final int ALL = 0;
    private static final int CAPTURES = 1;
    private static final int QUIETS = 2;

    private MoveGenerator() {
    }

    /** All legal moves; returns how many were written from index 0. */
    public static int legalMoves(Position position, int[] moves) {
        return generate(position, moves, ALL);
    }

    /**
     * Legal captures (including en passant) and all promotions (quiet ones too): the quiescence-search moves.
     * When in check, all legal evasions instead.
     */
    public static int legalCapturesAndPromotions(Position position, int[] moves) {
        return generate(position, moves, CAPTURES);
    }

    /**
     * Legal non-captures that are not promotions (the complement of the above when not in check). In check
     * these are the quiet evasions, which {@link #legalCapturesAndPromotions} has already returned.
     */
    public static int legalQuietMoves(Position position, int[] moves) {
        return generate(position, moves, QUIETS);
    }

    public static boolean hasLegalMove(Position position) {
        return countLegalMoves(position) != 0;
    }

    private static int generate(Position p, int[] moves, int requestedMode) {
        final int us = p.side;
        final int them = us ^ 1;
        final long[] pieces = p.pieces;
        final long occupied = p.all;
        final long ours = p.colorOccupancy[us];
        final long theirs = p.colorOccupancy[them];
        final int ourBase = us << 3;
        final int kingSquare = Long.numberOfTrailingZeros(pieces[ourBase | Piece.KING]);
        final long checkers = p.attackersTo(kingSquare, them, occupied);
        // In check, the quiescence generator must offer every evasion, quiet ones included.
        final int mode = requestedMode == CAPTURES && checkers != 0L ? ALL : requestedMode;
        final long pieceTargets = mode == ALL ? ~ours : mode == CAPTURES ? theirs : ~occupied;
        int n = 0;

        long kingTargets = Attacks.king(kingSquare) & pieceTargets;
        long withoutKing = occupied ^ (1L << kingSquare);
        while (kingTargets != 0L) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (p.attackersTo(to, them, withoutKing) == 0L) {
                moves[n++] = Move.of(kingSquare, to);
            }
        }
        if ((checkers & (checkers - 1)) != 0L) {
            return n;
        }
        final long checkMask = checkers == 0L ? -1L
                : Attacks.between(kingSquare, Long.numberOfTrailingZeros(checkers)) | checkers;
        final long pinned = pinned(p, kingSquare, us);

        if (checkers == 0L && mode != CAPTURES) {
            n = castling(p, moves, n, us);
        }

        long knights = pieces[ourBase | Piece.KNIGHT] & ~pinned;
        while (knights != 0L) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = emit(moves, n, from, Attacks.knight(from) & pieceTargets & checkMask);
        }
        long queens = pieces[ourBase | Piece.QUEEN];
        long diagonal = pieces[ourBase | Piece.BISHOP] | queens;
        while (diagonal != 0L) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long targets = Attacks.bishop(from, occupied) & pieceTargets & checkMask;
            if ((pinned & (1L << from)) != 0L) {
                targets &= Attacks.line(kingSquare, from);
            }
            n = emit(moves, n, from, targets);
        }
        long straight = pieces[ourBase | Piece.ROOK] | queens;
        while (straight != 0L) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long targets = Attacks.rook(from, occupied) & pieceTargets & checkMask;
            if ((pinned & (1L << from)) != 0L) {
                targets &= Attacks.line(kingSquare, from);
            }
            n = emit(moves, n, from, targets);
        }
        return pawnMoves(p, moves, n, mode, us, kingSquare, checkMask, pinned);
    }

    private static int emit(int[] moves, int n, int from, long targets) {
        while (targets != 0L) {
            moves[n++] = Move.of(from, Long.numberOfTrailingZeros(targets));
            targets &= targets - 1;
        }
        return n;
    }

    private static int pawnMoves(Position p, int[] moves, int n, int mode, int us, int kingSquare, long checkMask,
                                 long pinned) {
        final long pawns = p.pieces[(us << 3) | Piece.PAWN];
        final long empty = ~p.all;
        final long theirs = p.colorOccupancy[us ^ 1];
        final long lastRank = us == Piece.WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        final long doubleRank = us == Piece.WHITE ? Attacks.RANK_3 : Attacks.RANK_6;
        final int up = us == Piece.WHITE ? 8 : -8;

        long free = pawns & ~pinned;
        long single = shiftUp(free, us) & empty;
        long doubles = shiftUp(single & doubleRank, us) & empty & checkMask;
        single &= checkMask;
        // Captures towards the a-file and towards the h-file, per colour.
        long westCaptures;
        long eastCaptures;
        if (us == Piece.WHITE) {
            westCaptures = ((free & ~Attacks.FILE_A) << 7) & theirs & checkMask;
            eastCaptures = ((free & ~Attacks.FILE_H) << 9) & theirs & checkMask;
        } else {
            westCaptures = ((free & ~Attacks.FILE_A) >>> 9) & theirs & checkMask;
            eastCaptures = ((free & ~Attacks.FILE_H) >>> 7) & theirs & checkMask;
        }
        int west = us == Piece.WHITE ? 7 : -9;
        int east = us == Piece.WHITE ? 9 : -7;

        if (mode != QUIETS) {
            n = emitPromotions(moves, n, single & lastRank, up);
            n = emitPromotions(moves, n, westCaptures & lastRank, west);
            n = emitPromotions(moves, n, eastCaptures & lastRank, east);
            n = emitPawn(moves, n, westCaptures & ~lastRank, west, Move.FLAG_NORMAL);
            n = emitPawn(moves, n, eastCaptures & ~lastRank, east, Move.FLAG_NORMAL);
        }
        if (mode != CAPTURES) {
            n = emitPawn(moves, n, single & ~lastRank, up, Move.FLAG_NORMAL);
            n = emitPawn(moves, n, doubles, 2 * up, Move.FLAG_DOUBLE_PUSH);
        }
        // A pinned pawn can never resolve a check: its pin line and the check ray meet only at the king.
        long pinnedPawns = checkMask == -1L ? pawns & pinned : 0L;
        while (pinnedPawns != 0L) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = Attacks.line(kingSquare, from);
            long fromBit = 1L << from;
            long push = shiftUp(fromBit, us) & empty & line;
            long captures = Attacks.pawn(us, from) & theirs & line;
            if (mode != QUIETS) {
                n = emitPromotionsFrom(moves, n, from, (push | captures) & lastRank);
                n = emit(moves, n, from, captures & ~lastRank);
            }
            if (mode != CAPTURES) {
                n = emit(moves, n, from, push & ~lastRank);
                long twice = shiftUp(push & doubleRank, us) & empty;
                if (twice != 0L) {
                    moves[n++] = Move.of(from, Long.numberOfTrailingZeros(twice), Move.FLAG_DOUBLE_PUSH);
                }
            }
        }
        if (mode != QUIETS && p.epSquare != Square.NONE) {
            n = enPassant(p, moves, n, us, kingSquare);
        }
        return n;
    }

    private static int enPassant(Position p, int[] moves, int n, int us, int kingSquare) {
        int ep = p.epSquare;
        int capturedSquare = ep ^ 8;
        long candidates = Attacks.pawn(us ^ 1, ep) & p.pieces[(us << 3) | Piece.PAWN];
        while (candidates != 0L) {
            int from = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (enPassantIsLegal(p, us, kingSquare, from, ep, capturedSquare)) {
                moves[n++] = Move.of(from, ep, Move.FLAG_EN_PASSANT);
            }
        }
        return n;
    }

    private static boolean enPassantIsLegal(Position p, int us, int kingSquare, int from, int ep, int capturedSquare) {
        long capturedBit = 1L << capturedSquare;
        long after = (p.all ^ (1L << from) ^ capturedBit) | (1L << ep);
        return (p.attackersTo(kingSquare, us ^ 1, after) & ~capturedBit) == 0L;
    }

    private static int emitPawn(int[] moves, int n, long targets, int delta, int flag) {
        while (targets != 0L) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = Move.of(to - delta, to, flag);
        }
        return n;
    }

    private static int emitPromotions(int[] moves, int n, long targets, int delta) {
        while (targets != 0L) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            n = promotions(moves, n, to - delta, to);
        }
        return n;
    }

    private static int emitPromotionsFrom(int[] moves, int n, int from, long targets) {
        while (targets != 0L) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            n = promotions(moves, n, from, to);
        }
        return n;
    }

    private static int promotions(int[] moves, int n, int from, int to) {
        moves[n++] = Move.promotion(from, to, Piece.QUEEN);
        moves[n++] = Move.promotion(from, to, Piece.KNIGHT);
        moves[n++] = Move.promotion(from, to, Piece.ROOK);
        moves[n++] = Move.promotion(from, to, Piece.BISHOP);
        return n;
    }

    private static long shiftUp(long bits, int us) {
        return us == Piece.WHITE ? bits << 8 : bits >>> 8;
    }

    /** Adds a move, or only counts it when {@code moves} is null. */
    private static int add(int[] moves, int n, int move) {
        if (moves != null) {
            moves[n] = move;
        }
        return n + 1;
    }

    /**
     * Castling, king side first. Chess960 rules, which contain the standard ones: the squares between king and
     * destination and rook and destination are empty but for those two, and no square the king crosses or lands
     * on is attacked (its start is not: the caller only asks when not in check). Attacks are judged with the
     * castling rook lifted, since a rook beside its king can shield the square the king lands on from a slider
     * behind it; with the rook in a corner, as in standard chess, lifting it changes nothing.
     */
    private static int castling(Position p, int[] moves, int n, int us) {
        int rights = p.castling >> (us << 1);
        if ((rights & 3) == 0) {
            return n;
        }
        CastlingRules rules = p.castlingRules;
        long occupied = p.all;
        int them = us ^ 1;
        for (int wing = 0; wing < 2; wing++) {
            int right = (us << 1) | wing;
            if ((rights & (1 << wing)) != 0 && (occupied & rules.mustBeEmpty[right]) == 0L
                    && !attacked(p, rules.kingPath[right], them, occupied ^ (1L << rules.rookFrom[right]))) {
                n = add(moves, n, rules.move[right]);
            }
        }
        return n;
    }

    /** Does {@code byColor} attack any of {@code squares} on a board with occupancy {@code occupied}? */
    private static boolean attacked(Position p, long squares, int byColor, long occupied) {
        while (squares != 0L) {
            if (p.attackersTo(Long.numberOfTrailingZeros(squares), byColor, occupied) != 0L) {
                return true;
            }
            squares &= squares - 1;
        }
        return false;
    }

    /** Pieces of {@code us} pinned to their king. */
    private static long pinned(Position p, int kingSquare, int us) {
        int theirBase = (us ^ 1) << 3;
        long queens = p.pieces[theirBase | Piece.QUEEN];
        long snipers = (Attacks.rookEmpty(kingSquare) & (p.pieces[theirBase | Piece.ROOK] | queens))
                | (Attacks.bishopEmpty(kingSquare) & (p.pieces[theirBase | Piece.BISHOP] | queens));
        long pinned = 0L;
        long occupied = p.all;
        while (snipers != 0L) {
            int sniper = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long blockers = Attacks.between(kingSquare, sniper) & occupied;
            if (blockers != 0L && (blockers & (blockers - 1)) == 0L) {
                pinned |= blockers & p.colorOccupancy[us];
            }
        }
        return pinned;
    }

    /**
     * The number of legal moves, counted with population counts instead of writing moves out: perft's
     * bulk counting at the last ply. Must agree with {@link #legalMoves} (tests check it).
     */
    public static int countLegalMoves(Position p) {
        final int us = p.side;
        final int them = us ^ 1;
        final long[] pieces = p.pieces;
        final long occupied = p.all;
        final long ours = p.colorOccupancy[us];
        final long theirs = p.colorOccupancy[them];
        final int ourBase = us << 3;
        final int kingSquare = Long.numberOfTrailingZeros(pieces[ourBase | Piece.KING]);
        final long checkers = p.attackersTo(kingSquare, them, occupied);
        int n = 0;

        long kingTargets = Attacks.king(kingSquare) & ~ours;
        long withoutKing = occupied ^ (1L << kingSquare);
        while (kingTargets != 0L) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (p.attackersTo(to, them, withoutKing) == 0L) {
                n++;
            }
        }
        if ((checkers & (checkers - 1)) != 0L) {
            return n;
        }
        final long checkMask = checkers == 0L ? -1L
                : Attacks.between(kingSquare, Long.numberOfTrailingZeros(checkers)) | checkers;
        final long targetMask = ~ours & checkMask;
        final long pinned = pinned(p, kingSquare, us);

        if (checkers == 0L && (p.castling >> (us << 1) & 3) != 0) {
            n += castling(p, null, 0, us);
        }

        long knights = pieces[ourBase | Piece.KNIGHT] & ~pinned;
        while (knights != 0L) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n += Long.bitCount(Attacks.knight(from) & targetMask);
        }
        long queens = pieces[ourBase | Piece.QUEEN];
        long diagonal = pieces[ourBase | Piece.BISHOP] | queens;
        while (diagonal != 0L) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long targets = Attacks.bishop(from, occupied) & targetMask;
            if ((pinned & (1L << from)) != 0L) {
                targets &= Attacks.line(kingSquare, from);
            }
            n += Long.bitCount(targets);
        }
        long straight = pieces[ourBase | Piece.ROOK] | queens;
        while (straight != 0L) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long targets = Attacks.rook(from, occupied) & targetMask;
            if ((pinned & (1L << from)) != 0L) {
                targets &= Attacks.line(kingSquare, from);
            }
            n += Long.bitCount(targets);
        }

        final long pawns = pieces[ourBase | Piece.PAWN];
        final long empty = ~occupied;
        final long lastRank = us == Piece.WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        final long doubleRank = us == Piece.WHITE ? Attacks.RANK_3 : Attacks.RANK_6;
        long free = pawns & ~pinned;
        long single = shiftUp(free, us) & empty;
        long doubles = shiftUp(single & doubleRank, us) & empty & checkMask;
        single &= checkMask;
        long westCaptures;
        long eastCaptures;
        if (us == Piece.WHITE) {
            westCaptures = ((free & ~Attacks.FILE_A) << 7) & theirs & checkMask;
            eastCaptures = ((free & ~Attacks.FILE_H) << 9) & theirs & checkMask;
        } else {
            westCaptures = ((free & ~Attacks.FILE_A) >>> 9) & theirs & checkMask;
            eastCaptures = ((free & ~Attacks.FILE_H) >>> 7) & theirs & checkMask;
        }
        n += Long.bitCount(single & ~lastRank) + Long.bitCount(doubles)
                + Long.bitCount(westCaptures & ~lastRank) + Long.bitCount(eastCaptures & ~lastRank)
                + 4 * (Long.bitCount(single & lastRank) + Long.bitCount(westCaptures & lastRank)
                + Long.bitCount(eastCaptures & lastRank));
        long pinnedPawns = checkers == 0L ? pawns & pinned : 0L;
        while (pinnedPawns != 0L) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = Attacks.line(kingSquare, from);
            long push = shiftUp(1L << from, us) & empty & line;
            long pawnTargets = push | (Attacks.pawn(us, from) & theirs & line);
            n += Long.bitCount(pawnTargets & ~lastRank) + 4 * Long.bitCount(pawnTargets & lastRank);
            n += Long.bitCount(shiftUp(push & doubleRank, us) & empty);
        }
        if (p.epSquare != Square.NONE) {
            int ep = p.epSquare;
            int capturedSquare = ep ^ 8;
            long candidates = Attacks.pawn(them, ep) & pawns;
            while (candidates != 0L) {
                int from = Long.numberOfTrailingZeros(candidates);
                candidates &= candidates - 1;
                if (enPassantIsLegal(p, us, kingSquare, from, ep, capturedSquare)) {
                    n++;
                }
            }
        }
        return n;
    }
}

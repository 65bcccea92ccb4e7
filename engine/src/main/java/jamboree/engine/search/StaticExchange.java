package jamboree.engine.search;

import jamboree.engine.board.Attacks;
import jamboree.engine.board.Move;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * Static exchange evaluation: the material balance of the capture sequence on one square when both sides always
 * recapture with their least valuable piece and may stop when continuing would lose. Sliders behind the
 * exchanging pieces join in (x-rays); pins are ignored. Used to put losing captures after quiet moves and to keep
 * them out of the quiescence search.
 *
 * <p>One instance per searching thread (it owns a scratch array).
 */
public final class StaticExchange {
    /** Exchange values by piece type; the king's is large so that capturing it is never a plan. */
    public static final int[] VALUE = {0, 100, 320, 330, 500, 950, 20000};

    private final int[] gain = new int[40];

    /** The material the side to move gains by playing the capture (or promotion) {@code move}. */
    public int evaluate(Position position, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.isCastle(move)) {
            return 0;
        }
        int moverType = Piece.type(position.pieceAt(from));
        long occupied = position.occupied();
        int first = VALUE[position.capturedType(move)];
        if (Move.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        if (Move.isPromotion(move)) {
            int promoted = Move.promotionType(move);
            first += VALUE[promoted] - VALUE[Piece.PAWN];
            moverType = promoted;
        }
        occupied ^= 1L << from;
        long diagonal = position.pieces(Piece.WHITE, Piece.BISHOP) | position.pieces(Piece.BLACK, Piece.BISHOP)
                | position.pieces(Piece.WHITE, Piece.QUEEN) | position.pieces(Piece.BLACK, Piece.QUEEN);
        long straight = position.pieces(Piece.WHITE, Piece.ROOK) | position.pieces(Piece.BLACK, Piece.ROOK)
                | position.pieces(Piece.WHITE, Piece.QUEEN) | position.pieces(Piece.BLACK, Piece.QUEEN);
        long attackers = attackersTo(position, to, occupied, diagonal, straight);

        int depth = 0;
        gain[0] = first;
        int onSquare = moverType;
        int side = position.sideToMove() ^ 1;
        while (depth < gain.length - 1) {
            long mine = attackers & occupied & position.occupancy(side);
            if (mine == 0) {
                break;
            }
            int type = Piece.PAWN;
            long bit = 0;
            for (; type <= Piece.KING; type++) {
                long candidates = mine & position.pieces(side, type);
                if (candidates != 0) {
                    bit = candidates & -candidates;
                    break;
                }
            }
            depth++;
            gain[depth] = VALUE[onSquare] - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break;
            }
            if (onSquare == Piece.KING) {
                // The king was "captured": the previous capture with the king was illegal.
                break;
            }
            occupied ^= bit;
            if (type == Piece.PAWN || type == Piece.BISHOP || type == Piece.QUEEN) {
                attackers |= Attacks.bishop(to, occupied) & diagonal;
            }
            if (type == Piece.ROOK || type == Piece.QUEEN) {
                attackers |= Attacks.rook(to, occupied) & straight;
            }
            onSquare = type;
            side ^= 1;
        }
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        return gain[0];
    }

    private static long attackersTo(Position position, int square, long occupied, long diagonal, long straight) {
        return (Attacks.pawn(Piece.BLACK, square) & position.pieces(Piece.WHITE, Piece.PAWN))
                | (Attacks.pawn(Piece.WHITE, square) & position.pieces(Piece.BLACK, Piece.PAWN))
                | (Attacks.knight(square)
                & (position.pieces(Piece.WHITE, Piece.KNIGHT) | position.pieces(Piece.BLACK, Piece.KNIGHT)))
                | (Attacks.king(square)
                & (position.pieces(Piece.WHITE, Piece.KING) | position.pieces(Piece.BLACK, Piece.KING)))
                | (Attacks.bishop(square, occupied) & diagonal)
                | (Attacks.rook(square, occupied) & straight);
    }
}
